/**
 * Irish analysis words, folded, to English: question words, aggregates, time grains, groupings, charts, yes and no, and
 * the nouns order, sales and service columns are named with. Mutated forms are read by `IRISH_PHRASES` ("horduithe" is
 * orduithe, "ghraf" graf). None is an English word.
 */
export const IRISH_WORDS: Readonly<Record<string, string>> = {
  cen: "which",
  taispeain: "show",
  iomlan: "total",
  iomlaine: "total",
  meanluach: "average",
  lion: "number",
  lionta: "numbers",
  gach: "each",
  bliain: "year",
  bliana: "years",
  mi: "month",
  miosa: "month",
  mionna: "months",
  miosuil: "monthly",
  seachtain: "week",
  seachtaine: "week",
  rathe: "quarter",
  anuraidh: "last year",
  graf: "chart",
  grafa: "chart",
  line: "line",
  barra: "bar",
  ta: "yes",
  nil: "no",
  gan: "without",
  ordu: "order",
  orduithe: "orders",
  ordaithe: "ordered",
  praghas: "price",
  costas: "cost",
  airgead: "money",
  ioncam: "income",
  diolachan: "sale",
  diolachain: "sales",
  dioladh: "sold",
  custaimeir: "customer",
  custaimeiri: "customers",
  contae: "county",
  contaetha: "counties",
  cathair: "city",
  baile: "town",
  seirbhis: "service",
  seirbhisi: "services",
  cluiche: "game",
  adhmad: "wood",
  ceardai: "craftsman",
  aoisghrupa: "age group",
  fad: "length",
  orlach: "inch",
  orlai: "inches",
  lascaine: "discount",
  iocaiocht: "payment",
  iocaiochta: "payment",
  modh: "method",
  cealaithe: "cancelled",
  cealu: "cancellation",
  ratail: "rating",
  carta: "card",
  bailithe: "collected",
  bailiu: "collection",
  aonaid: "unit",
  uimhir: "number",
  deisiu: "repair",
  deisiuchan: "repairs",
  deisiuchain: "repairs",
  nua: "new",
  teicneoir: "technician",
  teicneoiri: "technicians",
  jab: "job",
  jabanna: "jobs",
};

/** The words of `IRISH_WORDS` of five letters or more: one in a question makes it Irish. */
export const IRISH_MARKERS: ReadonlySet<string> = new Set(Object.keys(IRISH_WORDS).filter((word) => word.length >= 5));

/** A word with its Irish initial mutation undone, where the plain form is an Irish word of the lexicon ("horduithe", "ghraf", "t-ioncam"). */
const unmutated = (match: RegExpMatchArray) => {
  const word = match[0];
  for (const plain of [
    word.replace(/^([bcdfgmpst])h/, "$1"),
    word.replace(/^(?:h|t-|n-)(?=[aeiou])/, ""),
    word.replace(/^(?:m(?=b)|g(?=c)|n(?=d)|bh(?=f)|n(?=g)|b(?=p)|d(?=t))/, ""),
  ])
    if (plain !== word && IRISH_WORDS[plain] !== undefined) return plain;
  return word;
};

/** Irish phrases (folded) and their English, read in a question with a word only Irish has. */
export const IRISH_PHRASES: readonly [RegExp, string | ((match: RegExpMatchArray) => string)][] = [
  [/\bce mhead\b/g, "how many"],
  [/\bcad e\b/g, "what"],
  [/\bde reir\b/g, "by"],
  [/\bin aghaidh\b/g, "per"],
  [/\bis mo\b/g, "most"],
  [/\bis lu\b/g, "least"],
  [/\bmar (?:ghraf|graf) line\b/g, "as a line chart"],
  [/\bmar (?:ghraf|graf) barra\b/g, "as a bar chart"],
  [/\bmean\b/g, "average"],
  [/\bi mbliana\b/g, "this year"],
  [/\bgo leir\b/g, "all"],
  // (The articles, plural "na" and singular "an".)
  [/\bna\b/g, "the"],
  [/\ban\b/g, "the"],
  // (Mutated words last, once the phrases that hold them are read: "i mbliana".)
  [/\b(?:[bcdfgmpst]h|h|t-|n-|mb|gc|nd|bhf|ng|bp|dt)[\p{L}]{2,}/gu, unmutated],
];
