/**
 * Vietnamese, folded (diacritics off, đ d): the words of its questions are syllables, most words two of them ("doanh thu"
 * revenue, "trung bình" average), so they are read as phrases (`VIETNAMESE_PHRASES`) in a question written in Vietnamese
 * (`isVietnamese`: a letter only Vietnamese writes, ơ, ư or a vowel with two marks). Single syllables that name the
 * nouns of columns ("tien" money, "tong" total) are read in any question and in the table's names, where columns
 * are named with them (tong_tien, the total money).
 */
export const VIETNAMESE_WORDS: Readonly<Record<string, string>> = {
  tien: "money",
  tong: "total",
  phut: "minutes",
  khach: "customer",
  tho: "technician",
  // Words of two syllables as column names join them (phu_tung, parts): `columnWords` reads the pair as one word.
  phutung: "parts",
  baohanh: "warranty",
  dichvu: "service",
  chinhanh: "branch",
  cuahang: "shop",
  danhgia: "rating",
  thoigian: "duration",
  thanhtoan: "payment",
  khachquen: "regular",
  khachhang: "customer",
  doanhthu: "revenue",
  soluong: "quantity",
  ngaygio: "time",
};

/** Vietnamese phrases (folded) and their English, longest first, read in a question written in Vietnamese. */
export const VIETNAMESE_PHRASES: readonly [RegExp, string | ((match: RegExpMatchArray) => string)][] = [
  [/\bcho (?:toi|em|minh) xem\b/g, "show"],
  [/\bbao nhieu tien\b/g, "how much money"],
  [/\b(?:la|duoc) bao nhieu\b/g, ""],
  [/\bbao nhieu\b/g, "how many"],
  [/\bmay (?=\p{L})/gu, "how many "],
  [/\bkhong (?:tinh|ke|bao gom)\b/g, "excluding"],
  [/\bngoai tru\b/g, "except"],
  [/\bthu duoc\b/g, "took in"],
  [/\bmang ve\b/g, "brought in"],
  [/\bkiem duoc\b/g, "earned"],
  [/\bdoanh thu\b/g, "revenue"],
  [/\bdoanh so\b/g, "sales"],
  [/\bloi nhuan\b/g, "profit"],
  [/\bchi phi\b/g, "cost"],
  [/\btrung binh\b/g, "average"],
  [/\bnhieu nhat\b/g, "most"],
  // "nhiều tiền nhất" (most money): the superlative closes around what is measured.
  [/\bnhieu (\p{L}+) nhat\b/gu, (match) => `most ${match[1]}`],
  [/\bit (\p{L}+) nhat\b/gu, (match) => `least ${match[1]}`],
  [/\bit nhat\b/g, "least"],
  [/\bcao nhat\b/g, "highest"],
  [/\bthap nhat\b/g, "lowest"],
  [/\blon nhat\b/g, "largest"],
  [/\bnho nhat\b/g, "smallest"],
  [/\bso luong\b/g, "number"],
  [/\btong so\b/g, "total number"],
  [/\bthang truoc\b/g, "last month"],
  [/\bthang nay\b/g, "this month"],
  [/\bnam nay\b/g, "this year"],
  [/\bnam (?:ngoai|truoc|roi)\b/g, "last year"],
  [/\bquy truoc\b/g, "last quarter"],
  [/\bquy nay\b/g, "this quarter"],
  [/\btuan truoc\b/g, "last week"],
  [/\bhom nay\b/g, "today"],
  [/\bhom qua\b/g, "yesterday"],
  [/\bbieu do tron\b/g, "pie chart"],
  [/\bbieu do cot\b/g, "bar chart"],
  [/\bbieu do duong\b/g, "line chart"],
  [/\bbieu do\b/g, "chart"],
  [/\bkhach hang\b/g, "customer"],
  [/\bdich vu\b/g, "service"],
  [/\bthoi gian\b/g, "duration"],
  [/\bdanh gia\b/g, "rating"],
  [/\bthanh toan\b/g, "payment"],
  [/\bchi nhanh\b/g, "branch"],
  [/\bso lieu\b/g, "figures"],
  [/\b(?:moi|tung)\b/g, "each"],
  [/\btheo\b/g, "by"],
  [/\bcua\b/g, "of"],
  // "thợ nào" (which mechanic): "nào" follows the noun it asks about.
  [/\b(\p{L}+) nao\b/gu, (match) => `which ${match[1]}`],
  [/\bnao\b/g, "which"],
  [/\bnhat\b/g, "most"],
  [/\bkhong\b/g, "not"],
  [/\bhoac\b/g, "or"],
  [/\b(?:va|voi)\b/g, "and"],
  [/\b(?:o|tai|trong)\b/g, "in"],
  [/\b(?:cac|nhung|nhe|a|vay|da|duoc|cua|chung toi|chung ta)\b/g, ""],
];

/** Whether a question is written in Vietnamese: it has a letter only Vietnamese writes (ơ, ư, a vowel with a tone mark and another). */
export const isVietnamese = (question: string): boolean => /[ơưƠƯ\u1EA0-\u1EF9]/u.test(question);
