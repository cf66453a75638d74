/**
 * The four tables of the fifty-second held-out suite, with fixed seeds (521–524, one per table):
 *
 *   cd bench && node --import tsx data-questions/holdout52/make-tables.ts
 *
 * ferjuferdir: a Faroese ferry operator's bookings (Faroese column names without diacritics, values with them, ja/nei);
 * bk_trp: a university city's bike-share trips (terse snake_case with station codes and Y/N flags);
 * escapeRoomBookings: a Manchester escape-room venue's bookings (camelCase with true/false columns);
 * grooming_visits: a Harrogate dog groomer's appointments (Title Case With Spaces and Yes/No flags).
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Cell, csvWriter, prng, stamp } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));

const FIRST = Date.UTC(2025, 0, 2);
const LAST = Date.UTC(2026, 10, 28);
const DAYS = Math.round((LAST - FIRST) / 86_400_000) + 1;
const DAY_MS = 86_400_000;

type Random = ReturnType<typeof prng>;

/** A day (ms since the epoch) between FIRST and LAST, accepted with probability weight(month 0–11, weekday 0=Sun)/max. */
function drawDay(r: Random, weight: (month: number, weekday: number) => number, max: number): number {
  for (;;) {
    const base = FIRST + r.int(0, DAYS - 1) * DAY_MS;
    const date = new Date(base);
    if (r.random() * max < weight(date.getUTCMonth(), date.getUTCDay())) return base;
  }
}

/** Picks by relative weights. */
function weighted<T>(r: Random, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((sum, [, w]) => sum + w, 0);
  let x = r.random() * total;
  for (const [item, w] of items) {
    x -= w;
    if (x < 0) return item;
  }
  return items[items.length - 1]![0];
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const r2 = (value: number) => Math.round(value * 100) / 100;

// ---------------------------------------------------------------- ferjuferdir (seed 521)
{
  const r = prng(521);
  type Route = { leid: string; skip: string; fare: number; car: number; carShare: number; times: string[] };
  const ROUTES: Route[] = [
    { leid: "Tórshavn-Krambatangi", skip: "Smyril", fare: 90, car: 180, carShare: 0.55, times: ["07:30", "13:00", "18:15"] },
    { leid: "Tórshavn-Nólsoy", skip: "Ternan", fare: 40, car: 80, carShare: 0.12, times: ["07:20", "10:00", "13:30", "17:30", "21:00"] },
    { leid: "Klaksvík-Syðradalur", skip: "Sam", fare: 40, car: 80, carShare: 0.4, times: ["06:50", "10:30", "15:00", "19:00"] },
    { leid: "Sørvágur-Mykines", skip: "Ritan", fare: 60, car: 0, carShare: 0, times: ["10:20", "16:45"] },
  ];
  const SEASON = [0.8, 0.8, 0.85, 0.95, 1.2, 1.5, 1.6, 1.5, 1.1, 0.9, 0.8, 0.9];
  const WEEKDAY = [1.3, 0.9, 0.9, 0.9, 0.95, 1.4, 1.0];
  const WIND = [14, 13.5, 12.5, 11, 9, 8, 7.5, 8, 10, 12, 13, 14];
  const rows: { ts: number; cells: Cell[] }[] = [];
  for (let i = 0; i < 300; i++) {
    const base = drawDay(r, (m, w) => SEASON[m]! * WEEKDAY[w]!, 2.3);
    const month = new Date(base).getUTCMonth();
    const summer = month >= 4 && month <= 7;
    const mykines = summer ? 0.35 : month === 3 || month === 8 ? 0.1 : 0.02;
    const route = weighted(r, [
      [ROUTES[0]!, 0.35],
      [ROUTES[1]!, 0.3],
      [ROUTES[2]!, 0.2],
      [ROUTES[3]!, mykines],
    ]);
    const ts = base + minutesOf(r.pick(route.times)) * 60_000;
    const wind = Math.max(0.5, r.round(WIND[month]! + r.normal() * 4, 1));
    const isMykines = route.skip === "Ritan";
    let cancelled: boolean;
    if (isMykines) cancelled = r.random() < (wind > 13 ? 0.8 : 0.03);
    else cancelled = r.random() < (wind > 19 ? 0.75 : wind > 16 ? 0.2 : 0.01);
    const stada = cancelled ? "avlýst" : r.random() < 0.04 ? "ikki møtt" : "farið";
    const delay = cancelled ? "" : r.random() < 0.2 + 0.03 * Math.max(0, wind - 8) ? r.int(2, Math.round(10 + wind * 1.5)) : 0;
    const vaksin = weighted(r, [
      [1, 45],
      [2, 35],
      [3, 12],
      [4, 8],
    ]);
    const born = r.random() < (summer ? 0.4 : 0.25) ? r.int(1, 3) : 0;
    const card = r.random() < (isMykines ? 0.1 : summer || month === 8 ? 0.2 : 0.4);
    const bilur = r.random() < route.carShare;
    const keypt = isMykines
      ? weighted(r, [
          ["á netinum", 80],
          ["um borð", 5],
          ["á ferjuleguni", 15],
        ])
      : weighted(r, [
          ["á netinum", 55],
          ["um borð", 25],
          ["á ferjuleguni", 20],
        ]);
    const folk = r2((vaksin * route.fare + (born * route.fare) / 2) * (card ? 0.7 : 1));
    const carFare = bilur ? route.car : 0;
    const total = r2(folk + carFare);
    rows.push({
      ts,
      cells: [
        stamp(ts, 0),
        route.leid,
        route.skip,
        vaksin,
        born,
        bilur ? "ja" : "nei",
        card ? "ja" : "nei",
        keypt,
        wind,
        stada,
        delay,
        folk,
        carFare,
        total,
        cancelled ? total : "",
      ],
    });
  }
  rows.sort((a, b) => a.ts - b.ts);
  write(
    "ferjuferdir",
    [
      "bilegging_nr",
      "brottferd",
      "leid",
      "skip",
      "vaksin",
      "born",
      "bilur",
      "ferdakort",
      "keypt",
      "vindur_ms",
      "stada",
      "seinking_min",
      "gjald_folk_kr",
      "gjald_bilur_kr",
      "samtals_kr",
      "endurgjald_kr",
    ],
    rows.map((row, index) => [`FB-${30001 + index}`, ...row.cells]),
  );
}

// ---------------------------------------------------------------- bk_trp (seed 522)
{
  const r = prng(522);
  const SEASON = [0.5, 0.55, 0.8, 1.0, 1.3, 1.5, 1.6, 1.5, 1.3, 1.0, 0.7, 0.5];
  const TEMP = [1, 2, 6, 10, 15, 18, 20, 20, 15, 10, 5, 2];
  const RAIN = [0.3, 0.28, 0.25, 0.22, 0.2, 0.18, 0.18, 0.2, 0.22, 0.27, 0.3, 0.3];
  const STATIONS = ["CEN", "UNI", "HBF", "PRK", "HSP", "HRB"] as const;
  const rows: { ts: number; cells: Cell[] }[] = [];
  while (rows.length < 320) {
    const base = drawDay(r, (m) => SEASON[m]!, 1.6);
    const date = new Date(base);
    const month = date.getUTCMonth();
    const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6;
    const rain = r.random() < RAIN[month]!;
    if (rain && r.random() < 0.4) continue; // fewer trips start in the rain
    const summer = month >= 5 && month <= 7;
    const usr = weekend
      ? weighted(r, [
          ["SUB", 25],
          ["STU", 20],
          ["CAS", summer ? 65 : 55],
        ])
      : weighted(r, [
          ["SUB", 50],
          ["STU", 25],
          ["CAS", summer ? 35 : 25],
        ]);
    const commute = usr !== "CAS" && !weekend;
    const hour = commute && r.random() < 0.6 ? r.pick([7, 8, 8, 16, 17, 17]) : r.int(usr === "CAS" ? 10 : 7, usr === "CAS" ? 20 : 21);
    const ts = base + (hour * 60 + r.int(0, 59)) * 60_000;
    const start =
      usr === "CAS"
        ? weighted(r, [
            ["HRB", 30],
            ["PRK", 25],
            ["CEN", 25],
            ["HBF", 15],
            ["UNI", 3],
            ["HSP", 2],
          ])
        : usr === "STU"
          ? weighted(r, [
              ["UNI", 40],
              ["HBF", 20],
              ["CEN", 20],
              ["PRK", 8],
              ["HRB", 6],
              ["HSP", 6],
            ])
          : weighted(r, [
              ["HBF", 30],
              ["CEN", 25],
              ["HSP", 18],
              ["UNI", 10],
              ["HRB", 10],
              ["PRK", 7],
            ]);
    const ebike = r.random() < (usr === "CAS" ? 0.5 : 0.38);
    let dur = commute ? r.int(6, 22) : usr === "CAS" ? Math.round(15 * Math.exp(Math.abs(r.normal()) * 0.6)) + r.int(0, 10) : r.int(8, 35);
    if (start === "PRK" || start === "HRB") dur += r.int(3, 12);
    if (rain) dur = Math.max(4, Math.round(dur * 0.8));
    if (ebike) dur = Math.max(4, Math.round(dur * 0.85));
    const docked = r.random() >= (usr === "CAS" ? 0.05 : 0.02);
    const end = docked ? r.pick(STATIONS.filter((s) => s !== start)) : "";
    const dist = ebike ? r.round((dur / 60) * 17 * (0.7 + r.random() * 0.4), 1) : "";
    const temp = r.round(TEMP[month]! + (hour >= 11 && hour <= 17 ? 3 : -1) - (rain ? 2 : 0) + r.normal() * 3, 1);
    const unl = usr === "CAS" ? 1 : 0;
    const minFee = usr === "CAS" ? r2(dur * (ebike ? 0.25 : 0.15)) : r2((ebike ? dur * 0.05 : 0) + Math.max(0, dur - 30) * 0.1);
    const pen = docked ? 0 : 20;
    rows.push({
      ts,
      cells: [
        stamp(ts, 0),
        start,
        end,
        ebike ? "E" : "M",
        usr,
        dur,
        dist,
        temp,
        rain ? "Y" : "N",
        docked ? "Y" : "N",
        r.random() < 0.02 ? "Y" : "N",
        unl.toFixed(2),
        minFee.toFixed(2),
        pen.toFixed(2),
        r2(unl + minFee + pen).toFixed(2),
      ],
    });
  }
  rows.sort((a, b) => a.ts - b.ts);
  write(
    "bk_trp",
    [
      "trp_id",
      "st_ts",
      "st_stn",
      "end_stn",
      "bk_typ",
      "usr_typ",
      "dur_min",
      "dist_km",
      "tmp_c",
      "rain_yn",
      "dkd_yn",
      "dmg_yn",
      "unl_fee",
      "min_fee",
      "pen_fee",
      "tot_eur",
    ],
    rows.map((row, index) => [`T-${50001 + index}`, ...row.cells]),
  );
}

// ---------------------------------------------------------------- escapeRoomBookings (seed 523)
{
  const r = prng(523);
  const SEASON = [0.8, 0.9, 0.9, 1.0, 0.9, 0.9, 1.1, 1.2, 0.9, 1.0, 1.2, 1.8];
  const WEEKDAY = [1.5, 0.5, 0.6, 0.7, 0.9, 1.3, 2.0];
  const ROOMS = [
    { room: "The Vault", difficulty: 3, weight: 1.2, cap: 8 },
    { room: "Tomb of Anubis", difficulty: 4, weight: 1, cap: 8 },
    { room: "Lab 13", difficulty: 5, weight: 0.8, cap: 8 },
    { room: "Haunted Nursery", difficulty: 4, weight: 1, cap: 8 },
    { room: "Submarine S-7", difficulty: 2, weight: 1, cap: 6 },
  ];
  const SLOTS = [10, 12, 14, 16, 18, 20];
  const rows: { ts: number; cells: Cell[] }[] = [];
  for (let i = 0; i < 300; i++) {
    const base = drawDay(r, (m, w) => SEASON[m]! * WEEKDAY[w]!, 3.6);
    const date = new Date(base);
    const month = date.getUTCMonth();
    const weekday = date.getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    const slot = weekend
      ? r.pick(SLOTS)
      : weighted(
          r,
          SLOTS.map((s, k) => [s, [0.5, 0.6, 0.8, 1.0, 1.5, 1.5][k]!] as const),
        );
    const ts = base + slot * 3_600_000;
    const room = weighted(
      r,
      ROOMS.map((x) => [x, x.weight] as const),
    );
    const corporate = r.random() < (month === 11 ? 0.4 : weekend ? 0.08 : 0.25);
    let size = corporate
      ? r.int(5, 8)
      : weighted(r, [
          [2, 25],
          [3, 25],
          [4, 25],
          [5, 15],
          [6, 10],
        ]);
    size = Math.min(size, room.cap);
    const channel = corporate
      ? weighted(r, [
          ["website", 55],
          ["phone", 40],
          ["voucher site", 5],
        ])
      : weighted(r, [
          ["website", 65],
          ["phone", 13],
          ["walk-in", 9],
          ["voucher site", 13],
        ]);
    const lead = channel === "walk-in" ? 0 : corporate ? r.int(7, 45) : r.int(0, 21);
    const bookedOn = new Date(base - lead * DAY_MS).toISOString().slice(0, 10);
    const master = weekend
      ? weighted(r, [
          ["Priya", 30],
          ["Callum", 30],
          ["Marek", 40],
        ])
      : weighted(r, [
          ["Priya", 35],
          ["Callum", 30],
          ["Jo", 35],
        ]);
    const premium = weekend || (weekday === 5 && slot >= 16);
    const pp = (size === 2 ? 36 : size === 3 ? 31 : size === 4 ? 28 : size <= 6 ? 25 : 23) + (premium ? 3 : 0) + (date.getUTCFullYear() === 2026 ? 2 : 0);
    const ticket = size * pp;
    const photo = r.random() < (corporate ? 0.15 : 0.35);
    const voucher = channel === "voucher site" || r.random() < 0.05;
    const discount = voucher ? (channel === "voucher site" ? 20 : 10) : 0;
    const cancelled = r.random() < (corporate ? 0.04 : 0.07);
    let escaped: Cell = "";
    let time: Cell = "";
    let hints: Cell = "";
    if (!cancelled) {
      const p = Math.min(0.95, Math.max(0.2, 0.9 - 0.12 * (room.difficulty - 2) + 0.03 * (size - 4)));
      const ok = r.random() < p;
      escaped = ok;
      hints = Math.max(0, Math.min(6, Math.round(room.difficulty - 1.5 + r.normal() * 1.2 + (ok ? -0.5 : 0.8))));
      if (ok) time = Math.min(60, r.int(30 + room.difficulty * 3, 59) + (Number(hints) >= 4 ? 1 : 0));
    }
    rows.push({
      ts,
      cells: [
        bookedOn,
        stamp(ts, 0),
        room.room,
        room.difficulty,
        master,
        channel,
        size,
        corporate,
        pp,
        ticket,
        photo,
        photo ? 12 : 0,
        voucher,
        discount,
        ticket + (photo ? 12 : 0) - discount,
        cancelled,
        escaped,
        time,
        hints,
      ],
    });
  }
  rows.sort((a, b) => a.ts - b.ts);
  write(
    "escapeRoomBookings",
    [
      "bookingRef",
      "bookedOn",
      "sessionStart",
      "room",
      "difficulty",
      "gameMaster",
      "bookingChannel",
      "groupSize",
      "isCorporate",
      "pricePerPerson",
      "ticketTotal",
      "photoPackage",
      "photoFee",
      "usedVoucher",
      "voucherDiscount",
      "amountPaid",
      "isCancelled",
      "escaped",
      "escapeTimeMin",
      "hintsUsed",
    ],
    rows.map((row, index) => [`ER-${7001 + index}`, ...row.cells]),
  );
}

// ---------------------------------------------------------------- grooming_visits (seed 524)
{
  const r = prng(524);
  const SEASON = [0.8, 0.8, 1.0, 1.2, 1.3, 1.2, 1.1, 1.0, 0.9, 0.9, 1.0, 1.4];
  // Closed on Sundays and Mondays; Saturdays busiest.
  const WEEKDAY = [0, 0, 1, 1, 1, 1.1, 1.4];
  const BREEDS = [
    { breed: "Cockapoo", size: "Medium", weight: 25, mats: true, double: false, weeks: [4, 10] },
    { breed: "Labrador", size: "Large", weight: 15, mats: false, double: true, weeks: [6, 20] },
    { breed: "Shih Tzu", size: "Small", weight: 15, mats: true, double: false, weeks: [4, 10] },
    { breed: "Cocker Spaniel", size: "Medium", weight: 15, mats: true, double: false, weeks: [5, 11] },
    { breed: "Border Terrier", size: "Small", weight: 12, mats: false, double: true, weeks: [8, 16] },
    { breed: "Golden Retriever", size: "Large", weight: 10, mats: false, double: true, weeks: [6, 18] },
    { breed: "Husky", size: "XL", weight: 8, mats: false, double: true, weeks: [8, 22] },
  ] as const;
  const FULL: Record<string, number> = { Small: 40, Medium: 50, Large: 60, XL: 75 };
  const BATH: Record<string, number> = { Small: 25, Medium: 30, Large: 38, XL: 45 };
  const MINUTES: Record<string, [number, number]> = { Small: [60, 80], Medium: [80, 110], Large: [100, 130], XL: [130, 170] };
  const MAT_FEE: Record<string, number> = { Small: 10, Medium: 10, Large: 15, XL: 20 };
  const TIMES = ["08:30", "09:00", "10:00", "11:00", "12:30", "13:30", "14:30", "15:30"];
  const rows: { ts: number; cells: Cell[] }[] = [];
  for (let i = 0; i < 300; i++) {
    const base = drawDay(r, (m, w) => SEASON[m]! * WEEKDAY[w]!, 2);
    const date = new Date(base);
    const month = date.getUTCMonth();
    const weekday = date.getUTCDay();
    const ts = base + minutesOf(r.pick(TIMES)) * 60_000;
    const dog = weighted(
      r,
      BREEDS.map((b) => [b, b.weight] as const),
    );
    const isNew = r.random() < 0.18;
    const service = isNew
      ? weighted(r, [
          ["Puppy Intro", 40],
          ["Full Groom", 35],
          ["Bath & Brush", 15],
          ["Nail Trim", 10],
        ])
      : dog.breed === "Labrador"
        ? weighted(r, [
            ["Bath & Brush", 50],
            ["Full Groom", 15],
            ["Nail Trim", 27],
            ["Puppy Intro", 8],
          ])
        : weighted(r, [
            ["Full Groom", 55],
            ["Bath & Brush", 23],
            ["Nail Trim", 15],
            ["Puppy Intro", 7],
          ]);
    const groomer =
      weekday === 2
        ? weighted(r, [
            ["Amy", 55],
            ["Dan", 45],
          ])
        : weighted(r, [
            ["Amy", 40],
            ["Dan", 30],
            ["Keisha", 30],
          ]);
    const weeks: Cell = isNew ? "" : service === "Nail Trim" ? r.int(3, 8) : r.int(dog.weeks[0], dog.weeks[1]);
    const coat = service === "Full Groom" || service === "Bath & Brush";
    const flea = coat && r.random() < (month >= 5 && month <= 8 ? 0.15 : 0.06);
    const deshed = coat && r.random() < (dog.double ? (month >= 2 && month <= 4 ? 0.6 : 0.25) : 0.03);
    const status = weighted(r, [
      ["Completed", isNew ? 82 : 90],
      ["Cancelled", 7],
      ["No Show", isNew ? 11 : 3],
    ]);
    const done = status === "Completed";
    const matChance = !coat ? 0 : isNew ? (dog.mats ? 0.3 : 0.08) : (Number(weeks) || 8) / (dog.mats ? 20 : 45);
    const matted = done ? r.random() < matChance : false;
    const basePrice = service === "Full Groom" ? FULL[dog.size]! : service === "Bath & Brush" ? BATH[dog.size]! : service === "Nail Trim" ? 10 : 20;
    const extras = (flea ? 12 : 0) + (deshed ? 15 : 0);
    const matFee = matted ? MAT_FEE[dog.size]! : 0;
    let minutes: Cell = "";
    if (done) {
      const [low, high] = MINUTES[dog.size]!;
      let m =
        service === "Full Groom"
          ? r.int(low, high)
          : service === "Bath & Brush"
            ? Math.round(r.int(low, high) * 0.7)
            : service === "Nail Trim"
              ? r.int(10, 20)
              : r.int(30, 45);
      if (matted) m += 20;
      if (deshed) m += 15;
      if (groomer === "Dan") m = Math.round(m * 1.1);
      minutes = m;
    }
    const tip: Cell = done
      ? r.random() < (isNew ? 0.7 : 0.5)
        ? 0
        : weighted(r, [
            [2, 25],
            [3, 25],
            [5, 35],
            [10, groomer === "Keisha" ? 20 : 12],
          ] as const)
      : "";
    rows.push({
      ts,
      cells: [
        stamp(ts, 0),
        dog.breed,
        dog.size,
        service,
        groomer,
        isNew ? "Yes" : "No",
        weeks,
        flea ? "Yes" : "No",
        deshed ? "Yes" : "No",
        done ? (matted ? "Yes" : "No") : "",
        basePrice,
        extras,
        matFee,
        basePrice + extras + matFee,
        status,
        minutes,
        tip,
        done ? (r.random() < 0.75 ? "Card" : "Cash") : "",
      ],
    });
  }
  rows.sort((a, b) => a.ts - b.ts);
  write(
    "grooming_visits",
    [
      "Visit No",
      "Appointment",
      "Breed",
      "Size",
      "Service",
      "Groomer",
      "New Customer",
      "Weeks Since Last Groom",
      "Flea Bath",
      "De Shed",
      "Matted",
      "Base Price",
      "Extras Price",
      "Matting Fee",
      "Total Price",
      "Status",
      "Duration Mins",
      "Tip",
      "Payment",
    ],
    rows.map((row, index) => [`GV-${6001 + index}`, ...row.cells]),
  );
}
