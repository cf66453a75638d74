/**
 * Generates the forty-sixth held-out suite's four tables deterministically (seeds 461–464, one per table):
 *
 *   cd bench && node --import tsx data-questions/holdout46/make-tables.ts
 *
 * Every date falls between 2025-01-01 and 2026-11-27. Changing this file changes the expected answers:
 * rerun it, then the holdout test checks that every expected SQL still returns rows.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { csvWriter, day, prng, stamp, type Cell } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));

/** Days from 2025-01-01 to 2026-11-27. */
const LAST_OFFSET = 695;
const START = Date.UTC(2025, 0, 1);
const dateOf = (offset: number) => new Date(START + offset * 86_400_000);
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
/** A day offset drawn with a weight in [0, 1] for each candidate day (rejection sampling). */
const drawOffset = (r: ReturnType<typeof prng>, weight: (date: Date) => number) => {
  for (;;) {
    const offset = r.int(0, LAST_OFFSET);
    if (r.random() < weight(dateOf(offset))) return offset;
  }
};

// 1. A Bristol removals firm's jobs (terse snake_case, short codes, Y/N flags), prices in pounds.
{
  const r = prng(461);
  const summer = [0.45, 0.5, 0.65, 0.8, 0.95, 1, 1, 1, 0.95, 0.75, 0.55, 0.45];
  const rows: Cell[][] = [];
  for (let i = 0; i < 300; i++) {
    const u = r.random();
    const type = u < 0.55 ? "RES" : u < 0.7 ? "OFF" : u < 0.84 ? "STU" : "INT";
    const offset = drawOffset(r, (date) => {
      const month = date.getUTCMonth() + 1;
      const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6;
      if (type === "STU") return month === 6 || month === 9 ? 1 : month === 7 || month === 8 ? 0.3 : 0.08;
      if (type === "OFF") return weekend ? 1 : 0.3;
      // Households move more in summer and at the end of a month.
      return summer[month - 1]! * (date.getUTCDate() >= 25 ? 1 : 0.7);
    });
    const date = dateOf(offset);
    const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6;
    const size = type === "STU" ? "S" : type === "RES" ? r.pick(["S", "M", "M", "L", "L", "XL"]) : r.pick(["M", "L", "L", "XL"]);
    const [low, high] = { S: [8, 15], M: [15, 30], L: [30, 50], XL: [50, 80] }[size]!;
    const volume = r.round(low! + r.random() * (high! - low!), 1);
    const crew = size === "S" ? 2 : size === "M" ? r.pick([2, 3]) : size === "L" ? r.pick([3, 4]) : r.pick([4, 5]);
    const van = type === "INT" || size === "L" || size === "XL" ? "75T" : size === "M" ? "LUT" : "LWB";
    const distance = type === "STU" ? r.int(5, 250) : type === "INT" ? r.int(450, 1900) : r.int(2, 45);
    const packing = r.random() < { RES: 0.4, OFF: 0.3, STU: 0.05, INT: 0.65 }[type]!;
    const storage = r.random() < { RES: 0.12, OFF: 0.08, STU: 0.1, INT: 0.35 }[type]!;
    const storageWeeks = storage ? r.int(1, 12) : "";
    const hours = Math.round((volume / (crew * 1.5) + distance / 55 + 1) * (packing ? 1.3 : 1) * 2) / 2;
    const vanRate = { LWB: 90, LUT: 140, "75T": 220 }[van]!;
    const price = r.round(
      (crew * hours * 38 + vanRate + (packing ? volume * 12 : 0) + (storage ? Number(storageWeeks) * 45 : 0) + (type === "INT" ? distance * 1.6 : 0)) *
        (weekend ? 1.15 : 1),
    );
    const damage = r.random() < 0.03 + (size === "XL" ? 0.04 : 0) + (type === "INT" ? 0.05 : 0);
    const payment = type === "OFF" ? (r.random() < 0.8 ? "INV" : "BAC") : r.random() < 0.55 ? "CRD" : "BAC";
    const lead = type === "INT" ? r.int(30, 90) : type === "OFF" ? r.int(20, 60) : type === "RES" ? r.int(7, 45) : r.int(3, 30);
    const rating = r.random() < 0.55 ? clamp(Math.round(4.4 - (damage ? 2 : 0) + r.normal() * 0.7), 1, 5) : "";
    rows.push([
      "",
      day(2025, 1, 1, Math.max(0, offset - lead)),
      day(2025, 1, 1, offset),
      type,
      size,
      r.pick(["BRS", "BRS", "BTH", "GLO", "SWN", "CDF"]),
      distance,
      volume,
      crew,
      van,
      hours,
      packing ? "Y" : "N",
      storage ? "Y" : "N",
      storageWeeks,
      weekend ? "Y" : "N",
      damage ? "Y" : "N",
      payment,
      price,
      rating,
    ]);
  }
  rows.sort((a, b) => String(a[2]).localeCompare(String(b[2])));
  rows.forEach((row, index) => (row[0] = `RJ-${30001 + index}`));
  write(
    "rmvl_jobs",
    [
      "job_no",
      "bk_dt",
      "mv_dt",
      "mv_typ",
      "sz",
      "orig_rgn",
      "dist_km",
      "vol_m3",
      "crew_n",
      "van",
      "hrs",
      "pk_flg",
      "stor_flg",
      "stor_wks",
      "wknd_flg",
      "dmg_flg",
      "pay_mth",
      "price_gbp",
      "rtg",
    ],
    rows,
  );
}

// 2. A Hanoi motorbike repair shop's job tickets (Vietnamese names without diacritics, values with them), in dong.
{
  const r = prng(462);
  // Closed around Tết (2025-01-27..02-02, 2026-02-14..02-21); busier in the weeks before it.
  const tetClosed = (iso: string) => (iso >= "2025-01-27" && iso <= "2025-02-02") || (iso >= "2026-02-14" && iso <= "2026-02-21");
  const beforeTet = (iso: string) => (iso >= "2025-01-06" && iso < "2025-01-27") || (iso >= "2026-01-24" && iso < "2026-02-14");
  const rows: Cell[][] = [];
  for (let i = 0; i < 280; i++) {
    const offset = drawOffset(r, (date) => {
      const iso = date.toISOString().slice(0, 10);
      if (tetClosed(iso)) return 0;
      return (beforeTet(iso) ? 1 : 0.6) * (date.getUTCDay() === 0 ? 0.8 : 1);
    });
    const iso = day(2025, 1, 1, offset);
    const month = dateOf(offset).getUTCMonth() + 1;
    const branch = r.pick(["Cầu Giấy", "Cầu Giấy", "Đống Đa", "Hoàn Kiếm", "Long Biên"]);
    const mechanic = branch === "Cầu Giấy" ? r.pick(["Tuấn", "Hùng"]) : { "Đống Đa": "Dũng", "Hoàn Kiếm": "Minh", "Long Biên": "Long" }[branch]!;
    const m = r.random();
    const make = m < 0.45 ? "Honda" : m < 0.7 ? "Yamaha" : m < 0.78 ? "Suzuki" : m < 0.86 ? "Piaggio" : "VinFast";
    const v = r.random();
    const kind =
      make === "VinFast"
        ? "xe điện"
        : make === "Piaggio"
          ? "xe tay ga"
          : make === "Honda"
            ? v < 0.5
              ? "xe số"
              : "xe tay ga"
            : make === "Yamaha"
              ? v < 0.4
                ? "xe số"
                : v < 0.8
                  ? "xe tay ga"
                  : "xe côn tay"
              : v < 0.5
                ? "xe số"
                : "xe côn tay";
    // Electrical faults twice as likely in the rainy season (May–October), batteries in winter, servicing before Tết.
    const weights: [string, number][] = [
      ["thay nhớt", kind === "xe điện" ? 0 : 0.3],
      ["vá lốp", 0.18],
      ["thay má phanh", 0.14],
      ["bảo dưỡng định kỳ", beforeTet(iso) ? 0.32 : 0.16],
      ["sửa điện", month >= 5 && month <= 10 ? 0.24 : 0.12],
      ["thay ắc quy", month === 12 || month <= 2 ? 0.2 : 0.1],
    ];
    let pickAt = r.random() * weights.reduce((sum, [, weight]) => sum + weight, 0);
    const service = weights.find(([, weight]) => (pickAt -= weight) < 0)?.[0] ?? "vá lốp";
    const odometer = kind === "xe điện" ? r.int(30, 2500) * 10 : r.int(100, 9000) * 10;
    const minutes = {
      "thay nhớt": r.int(15, 25),
      "vá lốp": r.int(20, 40),
      "thay má phanh": r.int(30, 50),
      "bảo dưỡng định kỳ": r.int(60, 120),
      "sửa điện": r.int(45, 180),
      "thay ắc quy": r.int(15, 30),
    }[service]!;
    const labour = {
      "thay nhớt": 20_000,
      "vá lốp": 30_000,
      "thay má phanh": 50_000,
      "bảo dưỡng định kỳ": kind === "xe số" ? 150_000 : 180_000,
      "sửa điện": Math.round((minutes * 1700) / 10_000) * 10_000,
      "thay ắc quy": 20_000,
    }[service]!;
    const thousand = (low: number, high: number) => r.int(low, high) * 1000;
    const parts =
      service === "thay nhớt"
        ? kind === "xe số"
          ? thousand(90, 130)
          : kind === "xe tay ga"
            ? thousand(110, 180)
            : thousand(150, 250)
        : service === "vá lốp"
          ? r.random() < 0.7
            ? 0
            : thousand(60, 90)
          : service === "thay má phanh"
            ? thousand(80, 250)
            : service === "bảo dưỡng định kỳ"
              ? thousand(100, 450)
              : service === "sửa điện"
                ? r.random() < 0.4
                  ? 0
                  : thousand(50, 400)
                : kind === "xe điện"
                  ? thousand(2500, 4200)
                  : thousand(300, 750);
    const regular = r.random() < 0.35;
    const warranty = odometer < 15_000 && ["thay má phanh", "sửa điện", "thay ắc quy", "bảo dưỡng định kỳ"].includes(service) && r.random() < 0.4;
    const total = warranty ? 0 : Math.round(((labour + parts) * (regular ? 0.9 : 1)) / 1000) * 1000;
    const p = r.random();
    const payment = total === 0 ? "" : p < 0.5 ? "tiền mặt" : p < 0.9 ? "chuyển khoản" : "thẻ";
    // Hùng, the junior mechanic, is rated a little lower.
    const rating = r.random() < 0.45 ? clamp(Math.round(4.3 - (minutes > 120 ? 0.8 : 0) - (mechanic === "Hùng" ? 0.35 : 0) + r.normal() * 0.8), 1, 5) : "";
    rows.push([
      "",
      iso,
      branch,
      mechanic,
      make,
      kind,
      service,
      odometer,
      minutes,
      labour,
      parts,
      regular ? "có" : "không",
      warranty ? "có" : "không",
      total,
      payment,
      rating,
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => (row[0] = `SX-${1001 + index}`));
  write(
    "sua_xe_may",
    [
      "ma_phieu",
      "ngay",
      "chi_nhanh",
      "tho",
      "hang_xe",
      "loai_xe",
      "dich_vu",
      "so_km",
      "thoi_gian_phut",
      "tien_cong",
      "tien_phu_tung",
      "khach_quen",
      "bao_hanh",
      "tong_tien",
      "thanh_toan",
      "danh_gia",
    ],
    rows,
  );
}

// 3. A Lisbon escape-room venue's bookings (camelCase, true/false columns), in euros.
{
  const r = prng(463);
  const rooms = { "Lost Temple": "easy", "Bank Heist": "medium", "Alchemist Lab": "medium", "Haunted Asylum": "hard", "Space Station": "expert" } as const;
  const difficulties = ["easy", "medium", "hard", "expert"];
  const monthWeight = [0.55, 0.6, 0.8, 0.85, 0.85, 0.9, 1.1, 1.1, 0.85, 0.85, 0.9, 1.25];
  const rows: Cell[][] = [];
  for (let i = 0; i < 320; i++) {
    const offset = drawOffset(r, (date) => {
      const dow = date.getUTCDay();
      return (monthWeight[date.getUTCMonth()]! / 1.25) * (dow === 0 || dow === 6 ? 1 : dow === 5 ? 0.65 : 0.5);
    });
    const date = dateOf(offset);
    const iso = day(2025, 1, 1, offset);
    const month = date.getUTCMonth() + 1;
    const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6;
    const corporate = r.random() < (weekend ? 0.02 : month === 12 ? 0.36 : 0.18);
    // Space Station opened on 2025-06-01.
    const open = (Object.keys(rooms) as (keyof typeof rooms)[]).filter((room) => room !== "Space Station" || iso >= "2025-06-01");
    const room = r.pick(open);
    const difficulty = rooms[room];
    const level = difficulties.indexOf(difficulty);
    const startHour = corporate ? r.int(14, 19) : weekend ? r.int(10, 22) : r.int(16, 22);
    const players = corporate ? r.int(5, 8) : r.pick([2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 6]);
    const l = r.random();
    const summer = month === 7 || month === 8;
    const language = summer
      ? l < 0.45
        ? "English"
        : l < 0.75
          ? "Portuguese"
          : l < 0.9
            ? "Spanish"
            : "French"
      : l < 0.6
        ? "Portuguese"
        : l < 0.85
          ? "English"
          : l < 0.95
            ? "Spanish"
            : "French";
    const birthday = !corporate && r.random() < 0.1;
    const online = r.random() < (corporate ? 0.5 : 0.82);
    const voucher = !corporate && r.random() < 0.08;
    const hints = Math.min(5, Math.floor(r.random() * (level + 3)));
    const escaped = r.random() < clamp([0.8, 0.6, 0.45, 0.3][level]! + 0.04 * (players - 4), 0.1, 0.95);
    const escapeTime = escaped ? (level === 3 ? r.int(48, 60) : r.int(38, 59)) : "";
    const perPlayer = corporate ? 25 : ({ 2: 32, 3: 28, 4: 25, 5: 23, 6: 22 }[players] ?? 22) + (weekend ? 3 : 0);
    const total = players * perPlayer + (birthday ? 20 : 0);
    const rating = r.random() < 0.5 ? clamp(Math.round(4 + (escaped ? 0.6 : -0.4) + r.normal() * 0.6), 1, 5) : "";
    rows.push([
      "",
      iso,
      startHour,
      room,
      difficulty,
      players,
      language,
      corporate,
      birthday,
      online,
      voucher,
      hints,
      escaped,
      escapeTime,
      perPlayer,
      total,
      rating,
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])) || Number(a[2]) - Number(b[2]));
  rows.forEach((row, index) => (row[0] = `ER-${5001 + index}`));
  write(
    "escapeRoomBookings",
    [
      "bookingId",
      "playDate",
      "startHour",
      "roomName",
      "difficulty",
      "players",
      "language",
      "isCorporate",
      "isBirthday",
      "bookedOnline",
      "hasVoucher",
      "hintsUsed",
      "escaped",
      "escapeTimeMin",
      "pricePerPlayer",
      "totalEur",
      "rating",
    ],
    rows,
  );
}

// 4. An Ontario boarding kennel and cattery's stays (Title Case with spaces, Yes/No, a timestamp pair), in Canadian dollars.
{
  const r = prng(464);
  const holiday = (date: Date) => {
    const month = date.getUTCMonth() + 1;
    const dom = date.getUTCDate();
    return month === 7 || month === 8 || (month === 12 && dom >= 18) || (month === 3 && dom >= 8 && dom <= 22) || (month === 10 && dom >= 5 && dom <= 12);
  };
  const yes = (flag: boolean) => (flag ? "Yes" : "No");
  const rows: Cell[][] = [];
  while (rows.length < 270) {
    const offset = drawOffset(r, (date) => (holiday(date) ? 1 : 0.42));
    const date = dateOf(offset);
    const peak = holiday(date);
    const nights = peak ? r.int(4, 16) : r.random() < 0.5 ? r.int(1, 3) : r.int(2, 9);
    if (offset + nights > LAST_OFFSET) continue;
    const inMinutes = (r.random() < 0.65 ? r.int(90, 132) : r.int(180, 216)) * 5;
    const outMinutes = r.int(96, 210) * 5;
    const pet = r.random() < 0.7 ? "Dog" : "Cat";
    const s = r.random();
    const size: string = pet === "Cat" ? "" : s < 0.3 ? "Small" : s < 0.65 ? "Medium" : s < 0.92 ? "Large" : "Giant";
    const suite = pet === "Cat" ? "Cat Condo" : r.random() < (size === "Giant" ? 0.5 : 0.3) ? "Deluxe Suite" : "Standard Run";
    const rate =
      pet === "Cat" ? 32 : (({ Small: 42, Medium: 46, Large: 50, Giant: 56 } as Record<string, number>)[size] ?? 46) + (suite === "Deluxe Suite" ? 20 : 0);
    const walks = pet === "Dog" && r.random() < 0.35;
    const medication = r.random() < 0.12;
    const grooming = r.random() < (pet === "Dog" ? 0.18 : 0.06);
    const groomingFee = pet === "Cat" ? 45 : (({ Small: 55, Medium: 65, Large: 80, Giant: 95 } as Record<string, number>)[size] ?? 65);
    const returning = r.random() < 0.45;
    const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6;
    const staff = weekend ? r.pick(["Tyler", "Chloe"]) : r.pick(["Megan", "Raj", "Chloe"]);
    const incident = r.random() < 0.05 + (nights > 10 ? 0.04 : 0);
    const total = r.round((nights * (rate + (walks ? 8 : 0) + (medication ? 5 : 0)) + (grooming ? groomingFee : 0)) * (returning ? 0.95 : 1));
    const rating = r.random() < (incident ? 0.8 : 0.5) ? clamp(Math.round(4.5 - (incident ? 2 : 0) + r.normal() * 0.6), 1, 5) : "";
    rows.push([
      "",
      stamp(START + offset * 86_400_000, inMinutes),
      stamp(START + (offset + nights) * 86_400_000, outMinutes),
      pet,
      size,
      suite,
      nights,
      rate,
      yes(walks),
      yes(medication),
      yes(grooming),
      yes(returning),
      staff,
      yes(incident),
      total,
      rating,
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => (row[0] = `KS-${9001 + index}`));
  write(
    "kennel_stays",
    [
      "Stay No",
      "Check In",
      "Check Out",
      "Pet Type",
      "Dog Size",
      "Suite",
      "Nights",
      "Nightly Rate CAD",
      "Extra Walks",
      "Medication",
      "Grooming",
      "Returning Client",
      "Staff",
      "Incident",
      "Total CAD",
      "Rating",
    ],
    rows,
  );
}
