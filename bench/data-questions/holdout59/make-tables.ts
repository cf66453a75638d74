/**
 * The fifty-ninth held-out suite's four tables (see README.md), one seeded generator per table:
 *   cd bench && node --import tsx data-questions/holdout59/make-tables.ts
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Cell, csvWriter, prng, stamp } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));
type Rng = ReturnType<typeof prng>;

const DAY_MS = 86_400_000;
const toMs = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const addDays = (iso: string, days: number) => new Date(toMs(iso) + days * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((toMs(to) - toMs(from)) / DAY_MS);
/** 0 Sunday … 6 Saturday. */
const weekday = (iso: string) => new Date(toMs(iso)).getUTCDay();
const monthOf = (iso: string) => Number(iso.slice(5, 7));
const yearOf = (iso: string) => Number(iso.slice(0, 4));

/** One of `items`, with the given relative weights. */
function weighted<T>(rng: Rng, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let draw = rng.random() * total;
  for (const [item, weight] of items) {
    draw -= weight;
    if (draw < 0) return item;
  }
  return items[items.length - 1]![0];
}
const chance = (rng: Rng, p: number) => rng.random() < p;

/** `n` days between `first` and `last` (inclusive), drawn with `weightOf(day)`, in order (a day may repeat). */
function sampleDays(rng: Rng, first: string, last: string, n: number, weightOf: (iso: string) => number): string[] {
  const days: (readonly [string, number])[] = [];
  for (let offset = 0; offset <= daysBetween(first, last); offset++) {
    const iso = addDays(first, offset);
    const weight = weightOf(iso);
    if (weight > 0) days.push([iso, weight]);
  }
  return Array.from({ length: n }, () => weighted(rng, days)).sort();
}
/** Closed between Christmas Eve and the given day of January. */
const christmasClosed = (iso: string, lastJanuaryDay: number) =>
  (iso.slice(5) >= "12-24" && iso.slice(5) <= "12-31") || (monthOf(iso) === 1 && Number(iso.slice(8)) <= lastJanuaryDay);

// ------------------------------------------------------------------------------------------------
// 1. scrapYardTickets: a Sheffield scrap metal yard's weighbridge tickets (camelCase, yes/no, datetime pair)
function scrapYard() {
  const rng = prng(591);
  const season = [0.6, 0.7, 1.0, 1.2, 1.3, 1.3, 1.2, 1.1, 1.0, 0.9, 0.8, 0.5];
  const days = sampleDays(rng, "2025-01-06", "2026-11-28", 300, (iso) => {
    if (weekday(iso) === 0 || christmasClosed(iso, 1)) return 0;
    return season[monthOf(iso) - 1]! * (weekday(iso) === 6 ? 0.6 : 1);
  });
  const grades = ["copper", "brass", "aluminium", "lead", "stainless", "heavy steel", "light iron"] as const;
  type Grade = (typeof grades)[number];
  const gradeMix: Record<string, number[]> = {
    public: [15, 8, 20, 7, 5, 10, 35],
    trade: [35, 15, 15, 10, 10, 10, 5],
    demolition: [10, 0, 10, 10, 0, 50, 20],
  };
  const basePrice: Record<Grade, number> = {
    copper: 6.2,
    brass: 3.9,
    aluminium: 1.05,
    lead: 1.45,
    stainless: 0.95,
    "heavy steel": 0.19,
    "light iron": 0.125,
  };
  // Net load ranges (kg) by grade, for a car; vans and pickups carry 3 times as much, lorries 15 times.
  const carLoad: Record<Grade, [number, number]> = {
    copper: [5, 60],
    brass: [5, 45],
    aluminium: [10, 120],
    lead: [10, 80],
    stainless: [10, 100],
    "heavy steel": [50, 300],
    "light iron": [40, 250],
  };
  const tare: Record<string, [number, number]> = { car: [1300, 1700], van: [1900, 2600], pickup: [2000, 2500], lorry: [8000, 12000] };
  const stay: Record<string, [number, number]> = { car: [8, 20], van: [10, 25], pickup: [10, 25], lorry: [20, 45] };
  const visits = days.map((iso) => {
    const saturday = weekday(iso) === 6;
    const minute = saturday ? rng.int(0, 47) * 5 + 8 * 60 : rng.int(0, 99) * 5 + 7 * 60 + 30;
    return { iso, minute };
  });
  visits.sort((a, b) => (a.iso === b.iso ? a.minute - b.minute : a.iso < b.iso ? -1 : 1));
  const rows: Cell[][] = visits.map(({ iso, minute }, index) => {
    const saturday = weekday(iso) === 6;
    const sellerType = saturday
      ? weighted(rng, [
          ["public", 85],
          ["trade", 15],
        ] as const)
      : weighted(rng, [
          ["public", 55],
          ["trade", 33],
          ["demolition", 12],
        ] as const);
    const vehicle =
      sellerType === "public"
        ? weighted(rng, [
            ["car", 45],
            ["van", 45],
            ["pickup", 10],
          ] as const)
        : sellerType === "trade"
          ? weighted(rng, [
              ["van", 60],
              ["pickup", 20],
              ["lorry", 20],
            ] as const)
          : "lorry";
    const grade = weighted(
      rng,
      grades.map((g, i) => [g, gradeMix[sellerType]![i]!] as const),
    );
    const [low, high] = carLoad[grade];
    const scale = vehicle === "car" ? 1 : vehicle === "lorry" ? 15 : 3;
    const netKg = rng.int(low * scale, high * scale);
    const [tareLow, tareHigh] = tare[vehicle]!;
    const tareKg = rng.int(tareLow, tareHigh);
    const contaminated = chance(rng, grade === "light iron" ? 0.15 : grade === "aluminium" ? 0.1 : 0.05);
    const firstVisit = chance(rng, sellerType === "public" ? 0.3 : sellerType === "trade" ? 0.08 : 0.1);
    const void_ = chance(rng, 0.03);
    // Market drift over the 23 months: copper climbs, the others wander.
    const months = (yearOf(iso) - 2025) * 12 + monthOf(iso) - 1;
    const drift = grade === "copper" ? 1 + 0.006 * months + 0.04 * Math.sin(months / 3) : 1 + 0.03 * Math.sin(months / 2 + grades.indexOf(grade));
    const pricePerKg = rng.round(basePrice[grade] * drift * (sellerType === "public" ? 1 : 1.05) * (contaminated ? 0.85 : 1), 3);
    const amountGbp = void_ ? 0 : rng.round(netKg * pricePerKg, 2);
    const paymentMethod = void_
      ? ""
      : sellerType === "public"
        ? weighted(rng, [
            ["bank transfer", 85],
            ["cheque", 15],
          ] as const)
        : sellerType === "trade"
          ? weighted(rng, [
              ["trade account", 60],
              ["bank transfer", 40],
            ] as const)
          : weighted(rng, [
              ["trade account", 90],
              ["bank transfer", 10],
            ] as const);
    const yardHand = saturday ? rng.pick(["Dean", "Marek"]) : rng.pick(["Dean", "Priya", "Marek", "Shauna"]);
    const [stayLow, stayHigh] = stay[vehicle]!;
    const base = toMs(iso);
    const minutesOnSite = rng.int(stayLow, stayHigh) + (void_ ? rng.int(10, 20) : 0);
    return [
      `WB-${50001 + index}`,
      stamp(base, minute),
      stamp(base, minute + minutesOnSite),
      sellerType,
      vehicle,
      grade,
      tareKg + netKg,
      tareKg,
      netKg,
      pricePerKg,
      amountGbp,
      void_ ? "void" : "paid",
      paymentMethod,
      contaminated ? "yes" : "no",
      firstVisit ? "yes" : "no",
      yardHand,
    ];
  });
  write(
    "scrapYardTickets",
    [
      "ticketNo",
      "arrivedAt",
      "departedAt",
      "sellerType",
      "vehicle",
      "metalGrade",
      "grossKg",
      "tareKg",
      "netKg",
      "pricePerKg",
      "amountGbp",
      "status",
      "paymentMethod",
      "contaminated",
      "firstVisit",
      "yardHand",
    ],
    rows,
  );
}

// ------------------------------------------------------------------------------------------------
// 2. emprests_biblioteca: a Surselva regional library's loans, in Romansh (Rumantsch Grischun), gea/na
function library() {
  const rng = prng(592);
  const asOf = "2026-11-30";
  const season = [1.3, 1.2, 1.0, 0.9, 0.8, 0.8, 1.2, 1.1, 0.8, 1.0, 1.2, 1.1];
  const sites = ["Glion", "Mustér", "Trun"] as const;
  const readers = Array.from({ length: 70 }, (_, index) => {
    const group = weighted(rng, [
      ["uffants", 30],
      ["giuvenils", 15],
      ["creschids", 55],
    ] as const);
    const home = weighted(rng, [
      ["Glion", 50],
      ["Mustér", 30],
      ["Trun", 20],
    ] as const);
    return { id: `L-${String(101 + index).padStart(4, "0")}`, group, home, weight: 1 / (index + 1) ** 0.85 };
  });
  const days = sampleDays(rng, "2025-01-03", "2026-11-28", 300, (iso) => {
    if (weekday(iso) === 0 || christmasClosed(iso, 2)) return 0;
    return season[monthOf(iso) - 1]!;
  });
  const period: Record<string, number> = { cudesch: 28, "cudesch auditiv": 28, revista: 14, DVD: 14, gieu: 21 };
  const replacement: Record<string, number> = { cudesch: 30, "cudesch auditiv": 25, revista: 8, DVD: 25, gieu: 45 };
  const rows: Cell[][] = [];
  for (const [index, iso] of days.entries()) {
    const reader = weighted(
      rng,
      readers.map((r) => [r, r.weight] as const),
    );
    let site: string = chance(rng, 0.9) ? reader.home : rng.pick(sites);
    // Trun and Mustér are closed on Mondays: those loans were made in Glion.
    if (weekday(iso) === 1) site = "Glion";
    const medium =
      reader.group === "uffants"
        ? weighted(rng, [
            ["cudesch", 70],
            ["gieu", 15],
            ["DVD", 10],
            ["cudesch auditiv", 5],
          ] as const)
        : reader.group === "giuvenils"
          ? weighted(rng, [
              ["cudesch", 55],
              ["DVD", 20],
              ["gieu", 10],
              ["revista", 10],
              ["cudesch auditiv", 5],
            ] as const)
          : weighted(rng, [
              ["cudesch", 55],
              ["revista", 15],
              ["DVD", 15],
              ["cudesch auditiv", 10],
              ["gieu", 5],
            ] as const);
    const language =
      medium === "cudesch"
        ? weighted(rng, [
            ["rumantsch", 40],
            ["tudestg", 40],
            ["talian", 7],
            ["englais", 9],
            ["franzos", 4],
          ] as const)
        : medium === "DVD"
          ? weighted(rng, [
              ["tudestg", 50],
              ["englais", 35],
              ["rumantsch", 5],
              ["talian", 5],
              ["franzos", 5],
            ] as const)
          : medium === "gieu"
            ? weighted(rng, [
                ["tudestg", 60],
                ["rumantsch", 40],
              ] as const)
            : medium === "revista"
              ? weighted(rng, [
                  ["tudestg", 70],
                  ["rumantsch", 30],
                ] as const)
              : weighted(rng, [
                  ["tudestg", 50],
                  ["rumantsch", 40],
                  ["englais", 10],
                ] as const);
    const channel = weighted(rng, [
      ["spurtegl", 60],
      ["automat", site === "Glion" ? 30 : 0],
      ["reservaziun online", 10],
    ] as const);
    const renewals =
      medium === "gieu"
        ? 0
        : weighted(rng, [
            [0, 65],
            [1, 25],
            [2, medium === "DVD" ? 0 : 10],
          ] as const);
    const due = addDays(iso, period[medium]! * (1 + renewals));
    const lost = chance(rng, 0.035);
    const returned = lost ? "" : chance(rng, 0.8) ? addDays(iso, rng.int(3, daysBetween(iso, due))) : addDays(due, rng.int(1, 30));
    const back = returned !== "" && returned <= asOf ? returned : "";
    const late = back === "" ? "" : Math.max(0, daysBetween(due, back));
    const rate = reader.group === "uffants" ? 0.2 : medium === "DVD" ? 1 : 0.5;
    const fine = late === "" ? 0 : rng.round(Math.min(20, late * rate), 2);
    const fee = lost ? replacement[medium]! : 0;
    const total = rng.round(fine + fee, 2);
    const paid = total === 0 ? "" : chance(rng, 0.88) ? "gea" : "na";
    rows.push([
      `E-${7001 + index}`,
      iso,
      due,
      back,
      site,
      medium,
      language,
      reader.group,
      reader.id,
      channel,
      renewals,
      late,
      fine,
      fee,
      total,
      paid,
      lost ? "gea" : "na",
    ]);
  }
  write(
    "emprests_biblioteca",
    [
      "nr_emprest",
      "data_emprest",
      "termin",
      "data_restituziun",
      "filiala",
      "tip_medium",
      "lingua",
      "gruppa_etad",
      "nr_lectur",
      "chanal",
      "prolungaziuns",
      "dis_retard",
      "multa_chf",
      "taxa_remplazzament_chf",
      "total_chf",
      "pajà",
      "pers",
    ],
    rows,
  );
}

// ------------------------------------------------------------------------------------------------
// 3. physio_clinic_visits: an Auckland physiotherapy clinic's appointments (Title Case With Spaces, TRUE/FALSE)
function physio() {
  const rng = prng(593);
  // Southern hemisphere: winter sport injuries fill June to August, the summer holidays empty January.
  const season = [0.6, 0.9, 1.0, 1.0, 1.1, 1.3, 1.3, 1.25, 1.1, 1.0, 1.0, 0.7];
  const days = sampleDays(rng, "2025-01-06", "2026-11-27", 310, (iso) => {
    if (weekday(iso) === 0 || christmasClosed(iso, 5)) return 0;
    return season[monthOf(iso) - 1]! * (weekday(iso) === 6 ? 0.4 : 1);
  });
  const fees: Record<string, [number, number]> = {
    "Initial Assessment": [95, 99],
    "Follow-Up": [72, 75],
    "Extended Follow-Up": [88, 92],
    "Sports Massage": [85, 89],
  };
  const accPays: Record<string, [number, number]> = {
    "Initial Assessment": [42.5, 44.1],
    "Follow-Up": [36.8, 38.2],
    "Extended Follow-Up": [36.8, 38.2],
    "Sports Massage": [0, 0],
  };
  const minutes: Record<string, number> = { "Initial Assessment": 60, "Follow-Up": 30, "Extended Follow-Up": 45, "Sports Massage": 45 };
  const noShowRate: Record<string, number> = { Aroha: 0.02, Ben: 0.05, Mei: 0.035, Sione: 0.065 };
  const rows: Cell[][] = [];
  for (const [index, iso] of days.entries()) {
    const winter = [6, 7, 8].includes(monthOf(iso));
    const y = yearOf(iso) === 2025 ? 0 : 1;
    const physioName =
      weekday(iso) === 6
        ? rng.pick(["Ben", "Sione"])
        : weighted(rng, [
            ["Aroha", 30],
            ["Ben", 25],
            ["Mei", 25],
            ["Sione", 20],
          ] as const);
    const visitType = weighted(rng, [
      ["Initial Assessment", 22],
      ["Follow-Up", 50],
      ["Extended Follow-Up", 13],
      ["Sports Massage", physioName === "Sione" ? 30 : 10],
    ] as const);
    const region = weighted(rng, [
      ["Lower Back", 25],
      ["Neck", 14],
      ["Shoulder", 17],
      ["Knee", winter ? 26 : 18],
      ["Ankle", winter ? 20 : 13],
      ["Hip", 13],
    ] as const);
    const massage = visitType === "Sports Massage";
    const injury = ["Knee", "Ankle", "Shoulder"].includes(region);
    const funding = massage
      ? weighted(rng, [
          ["Private", 70],
          ["Insurance", 30],
        ] as const)
      : weighted(rng, [
          ["ACC", injury ? 70 : 40],
          ["Private", 30],
          ["Insurance", 15],
        ] as const);
    const referral = weighted(rng, [
      ["Self", 40],
      ["GP", 35],
      ["Sports Club", injury || massage ? 25 : 8],
      ["Surgeon", 10],
    ] as const);
    const age = referral === "Sports Club" ? rng.int(14, 40) : massage ? rng.int(18, 55) : rng.int(16, 85);
    const newPatient = visitType === "Initial Assessment" || (massage && chance(rng, 0.3));
    const telehealth = visitType === "Follow-Up" && chance(rng, y === 0 ? 0.12 : 0.08);
    const status = chance(rng, noShowRate[physioName]!) ? "No Show" : chance(rng, 0.08) ? "Cancelled" : "Attended";
    const attended = status === "Attended";
    const fee = status === "Cancelled" ? 0 : status === "No Show" ? 40 : fees[visitType]![y]!;
    const acc = attended && funding === "ACC" ? accPays[visitType]![y]! : 0;
    const painBefore = attended
      ? Math.min(10, Math.max(1, Math.round((massage ? 4 : visitType === "Initial Assessment" ? 6.5 : 5.5) + rng.normal() * 1.5)))
      : "";
    const painAfter = painBefore === "" ? "" : Math.max(0, painBefore - rng.int(telehealth ? 0 : massage ? 1 : 0, telehealth ? 2 : 3));
    const booked = addDays(iso, -rng.int(0, visitType === "Initial Assessment" ? 7 : 21));
    const exercisePlan = attended && chance(rng, massage ? 0.2 : 0.75);
    rows.push([
      `PT-${30001 + index}`,
      iso,
      booked,
      physioName,
      visitType,
      region,
      funding,
      referral,
      age,
      newPatient ? "TRUE" : "FALSE",
      telehealth ? "TRUE" : "FALSE",
      status,
      minutes[visitType]!,
      fee,
      acc,
      rng.round(fee - acc, 2),
      painBefore,
      painAfter,
      exercisePlan ? "TRUE" : "FALSE",
    ]);
  }
  write(
    "physio_clinic_visits",
    [
      "Visit ID",
      "Appointment Date",
      "Booked On",
      "Physio",
      "Visit Type",
      "Body Region",
      "Funding",
      "Referral Source",
      "Patient Age",
      "New Patient",
      "Telehealth",
      "Status",
      "Duration Min",
      "Fee NZD",
      "ACC Portion NZD",
      "Patient Pays NZD",
      "Pain Before",
      "Pain After",
      "Exercise Plan Given",
    ],
    rows,
  );
}

// ------------------------------------------------------------------------------------------------
// 4. rst_whl_ord: a Utrecht specialty coffee roastery's wholesale orders (cryptic abbreviations, 1/0 flags)
function roastery() {
  const rng = prng(594);
  const asOf = "2026-11-30";
  const season = [0.9, 0.9, 1.0, 1.0, 0.95, 0.9, 0.7, 0.7, 1.0, 1.1, 1.2, 1.3];
  const days = sampleDays(rng, "2025-01-02", "2026-11-27", 320, (iso) => {
    if (weekday(iso) === 0 || weekday(iso) === 6 || christmasClosed(iso, 1)) return 0;
    return season[monthOf(iso) - 1]! * (yearOf(iso) === 2026 ? 1.15 : 1);
  });
  const repOf: Record<string, string> = { UTR: "JV", EIN: "JV", AMS: "SB", RTD: "MK", DHG: "MK" };
  const types = [
    ["CAFE", 16, 3],
    ["REST", 8, 1.5],
    ["OFFC", 7, 1],
    ["RETL", 6, 1.2],
    ["HOTL", 5, 2],
  ] as const;
  const customers = types.flatMap(([type, count, frequency]) =>
    Array.from({ length: count }, () => {
      const region = weighted(rng, [
        ["UTR", 35],
        ["AMS", 25],
        ["RTD", 15],
        ["DHG", 15],
        ["EIN", 10],
      ] as const);
      return { type, region, sub: chance(rng, type === "CAFE" ? 0.4 : 0.3), weight: frequency * (0.5 + rng.random()) };
    }),
  );
  const ids = customers.map((_, index) => `C${101 + index}`);
  const beansFor: Record<string, (readonly [string, number])[]> = {
    CAFE: [
      ["HSE-ESP", 35],
      ["ETH-YRG", 15],
      ["COL-HUI", 15],
      ["KEN-NYR", 10],
      ["BRA-SUL", 15],
      ["DECAF", 10],
    ],
    OFFC: [
      ["HSE-ESP", 30],
      ["BRA-SUL", 40],
      ["COL-HUI", 20],
      ["DECAF", 10],
    ],
    REST: [
      ["HSE-ESP", 40],
      ["BRA-SUL", 20],
      ["COL-HUI", 20],
      ["DECAF", 20],
    ],
    RETL: [
      ["ETH-YRG", 25],
      ["KEN-NYR", 20],
      ["COL-HUI", 20],
      ["BRA-SUL", 10],
      ["HSE-ESP", 15],
      ["DECAF", 10],
    ],
    HOTL: [
      ["HSE-ESP", 40],
      ["BRA-SUL", 30],
      ["COL-HUI", 15],
      ["DECAF", 15],
    ],
  };
  const roastFor: Record<string, (readonly [string, number])[]> = {
    "ETH-YRG": [
      ["L", 80],
      ["M", 20],
    ],
    "KEN-NYR": [
      ["L", 70],
      ["M", 30],
    ],
    "COL-HUI": [
      ["L", 20],
      ["M", 70],
      ["D", 10],
    ],
    "BRA-SUL": [
      ["M", 50],
      ["D", 50],
    ],
    "HSE-ESP": [
      ["M", 40],
      ["D", 60],
    ],
    DECAF: [["M", 100]],
  };
  const price: Record<string, number> = { "ETH-YRG": 28.5, "COL-HUI": 24, "BRA-SUL": 21, "KEN-NYR": 30, "HSE-ESP": 19.5, DECAF: 23 };
  const groundRate: Record<string, number> = { CAFE: 0.03, REST: 0.15, OFFC: 0.6, RETL: 0.3, HOTL: 0.2 };
  /** The `n`th working day (Monday to Friday) after `iso`. */
  const workingDaysAfter = (iso: string, n: number) => {
    let current = iso;
    for (let left = n; left > 0; ) {
      current = addDays(current, 1);
      if (weekday(current) !== 0 && weekday(current) !== 6) left--;
    }
    return current;
  };
  const rows: Cell[][] = [];
  for (const [index, iso] of days.entries()) {
    const at = weighted(
      rng,
      customers.map((customer, i) => [i, customer.weight] as const),
    );
    const customer = customers[at]!;
    const bean = weighted(rng, beansFor[customer.type]!);
    const roast = weighted(rng, roastFor[bean]!);
    const qty =
      customer.type === "CAFE"
        ? Math.round(5 + 35 * rng.random() ** 1.6)
        : customer.type === "HOTL"
          ? rng.int(10, 30)
          : customer.type === "REST"
            ? rng.int(3, 15)
            : customer.type === "OFFC"
              ? rng.int(2, 10)
              : rng.int(8, 48) / 4;
    const pxKg = rng.round(price[bean]! * (yearOf(iso) === 2026 ? 1.06 : 1), 2);
    const pctDisc = (qty >= 25 ? 5 : 0) + (customer.sub ? 5 : 0);
    const pickup = chance(rng, customer.region === "UTR" ? 0.35 : 0.03);
    const ground = chance(rng, groundRate[customer.type]!);
    const cancelled = chance(rng, 0.04);
    const gross = cancelled ? 0 : rng.round(qty * pxKg, 2);
    const disc = cancelled ? 0 : rng.round((gross * pctDisc) / 100, 2);
    const ship = cancelled || pickup || qty >= 10 ? 0 : customer.region === "UTR" ? 4.5 : 9.5;
    const net = cancelled ? 0 : rng.round(gross - disc + ship, 2);
    const shipped = cancelled ? "" : workingDaysAfter(iso, rng.int(1, 3));
    const dtShp = shipped !== "" && shipped <= asOf ? shipped : "";
    const paidOn = dtShp === "" || chance(rng, 0.03) ? "" : addDays(dtShp, rng.int(customer.type === "RETL" || customer.type === "OFFC" ? 5 : 10, 45));
    rows.push([
      `RO-${60001 + index}`,
      iso,
      dtShp,
      paidOn !== "" && paidOn <= asOf ? paidOn : "",
      ids[at]!,
      customer.type,
      customer.region,
      repOf[customer.region]!,
      bean,
      roast,
      qty,
      pxKg,
      gross,
      pctDisc,
      disc,
      ship,
      net,
      customer.sub ? 1 : 0,
      ground ? 1 : 0,
      pickup ? 1 : 0,
      cancelled ? 1 : 0,
    ]);
  }
  write(
    "rst_whl_ord",
    [
      "ord_no",
      "dt_ord",
      "dt_shp",
      "dt_pd",
      "cust_id",
      "cust_typ",
      "reg",
      "rep",
      "bean",
      "rst_lvl",
      "qty_kg",
      "px_kg",
      "amt_gross",
      "pct_disc",
      "amt_disc",
      "amt_ship",
      "amt_net",
      "sub_flg",
      "grnd_flg",
      "pkup_flg",
      "cncl_flg",
    ],
    rows,
  );
}

scrapYard();
library();
physio();
roastery();
