/**
 * The forty-ninth held-out suite's tables (see README.md): four small tables, one seeded generator each
 * (seeds 491–494), written to tables/*.csv.
 *
 *   cd bench && node --import tsx data-questions/holdout49/make-tables.ts
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Cell, csvWriter, day, prng, stamp } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));
type Rng = ReturnType<typeof prng>;

const DAY_MS = 86_400_000;
const ms = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
const month = (dateIso: string) => Number(dateIso.slice(5, 7));
const year = (dateIso: string) => Number(dateIso.slice(0, 4));
/** 0 Sunday … 6 Saturday. */
const weekday = (dateIso: string) => new Date(ms(dateIso)).getUTCDay();
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** A weighted choice: `options` as [value, weight] pairs. */
function weighted<T>(rng: Rng, options: readonly (readonly [T, number])[]): T {
  const total = options.reduce((sum, [, weight]) => sum + weight, 0);
  let draw = rng.random() * total;
  for (const [value, weight] of options) {
    draw -= weight;
    if (draw < 0) return value;
  }
  return options.at(-1)![0];
}

/** A day between `from` and `to` (inclusive), drawn with the relative `weight` of each day (at most `max`). */
function pickDay(rng: Rng, from: string, to: string, weight: (dateIso: string) => number, max: number): string {
  const span = Math.round((ms(to) - ms(from)) / DAY_MS) + 1;
  for (;;) {
    const candidate = iso(ms(from) + rng.int(0, span - 1) * DAY_MS);
    if (rng.random() * max < weight(candidate)) return candidate;
  }
}

// ---------------------------------------------------------------- 1. shr_run_log (seed 491)
// A Canterbury (New Zealand) shearing contractor's jobs, in NZ dollars.
function shearing() {
  const rng = prng(491);
  const seasonal = [0, 1.2, 1.0, 0.8, 0.8, 0.6, 0.4, 0.9, 1.0, 0.9, 1.2, 1.3, 1.3];
  const stations = [
    ["ASH", 0.22],
    ["GLN", 0.12],
    ["MTH", 0.14],
    ["OKU", 0.2],
    ["RKP", 0.16],
    ["TWZ", 0.16],
  ] as const;
  const travel: Record<string, number> = { ASH: 0, GLN: 120, MTH: 85, OKU: 40, RKP: 60, TWZ: 40 };
  const merino = new Set(["GLN", "MTH"]);
  const jobMix = (m: number): [string, number][] => {
    if (m === 12 || m <= 2)
      return [
        ["FS", 0.5],
        ["LS", 0.35],
        ["CR", 0.15],
      ];
    if (m <= 5)
      return [
        ["CR", 0.6],
        ["FS", 0.3],
        ["LS", 0.1],
      ];
    if (m === 6)
      return [
        ["CR", 0.5],
        ["PL", 0.3],
        ["FS", 0.2],
      ];
    if (m <= 8)
      return [
        ["PL", 0.7],
        ["CR", 0.2],
        ["FS", 0.1],
      ];
    if (m === 9)
      return [
        ["FS", 0.5],
        ["PL", 0.3],
        ["CR", 0.2],
      ];
    return [
      ["FS", 0.6],
      ["CR", 0.3],
      ["LS", 0.1],
    ];
  };
  const jobs: { start: string; row: Cell[] }[] = [];
  for (let i = 0; i < 320; i++) {
    // Monday to Saturday, never Sunday.
    const date = pickDay(rng, "2025-01-06", "2026-11-26", (d) => (weekday(d) === 0 ? 0 : seasonal[month(d)]!), 1.3);
    const stn = weighted(rng, stations);
    const gang = weighted(rng, [
      ["G1", 0.4],
      ["G2", 0.35],
      ["G3", 0.25],
    ]);
    const job = weighted(rng, jobMix(month(date)));
    const cls =
      job === "FS"
        ? weighted(rng, [
            ["EWE", 0.55],
            ["HGT", 0.25],
            ["WTH", 0.12],
            ["RAM", 0.08],
          ])
        : job === "PL"
          ? "EWE"
          : job === "CR"
            ? weighted(rng, [
                ["EWE", 0.7],
                ["HGT", 0.3],
              ])
            : "LMB";
    const head =
      cls === "RAM"
        ? rng.int(40, 150)
        : job === "FS"
          ? rng.int(300, 900)
          : job === "PL"
            ? rng.int(250, 700)
            : job === "CR"
              ? rng.int(400, 1200)
              : rng.int(300, 1000);
    const capacity = cls === "RAM" ? 60 : { FS: 220, PL: 200, CR: 500, LS: 280 }[job]!;
    const shearers = clamp(Math.ceil(head / capacity), 2, 6);
    const perHour = cls === "RAM" ? 8 : { FS: 30, PL: 28, CR: 70, LS: 40 }[job]!;
    const wet = rng.random() < 0.08;
    const shearMinutes = Math.round((head / (shearers * perHour)) * 60);
    const minutes = shearMinutes + (shearMinutes < 240 ? 30 : 60) + (wet ? rng.int(60, 180) : 0);
    const startHour = weighted(rng, [
      [5, 0.2],
      [6, 0.35],
      [7, 0.3],
      [8, 0.15],
    ]);
    const startMinutes = startHour * 60 + rng.pick([0, 15, 30, 45]);
    const base = ms(date);
    const tested = (job === "FS" || job === "PL") && rng.random() < 0.6;
    const fine = merino.has(stn);
    const perHead =
      job === "CR" ? 0 : job === "LS" ? 1.3 : cls === "RAM" ? 6.5 : cls === "WTH" ? 5.0 : cls === "HGT" ? 3.6 : job === "PL" ? 4.2 : fine ? 4.0 : 4.5;
    const wool = job === "CR" ? "" : rng.round(head * perHead * (0.9 + 0.2 * rng.random()), 1);
    const micron = tested ? rng.round((fine ? 17 + 4 * rng.random() : 29 + 6 * rng.random()) + (cls === "HGT" ? -1.5 : cls === "RAM" ? 2 : 0), 1) : "";
    const y = year(date);
    let rate =
      cls === "RAM"
        ? y === 2025
          ? 7.0
          : 7.5
        : {
            FS: y === 2025 ? 3.4 : 3.6,
            PL: y === 2025 ? 3.8 : 4.0,
            CR: y === 2025 ? 1.1 : 1.2,
            LS: y === 2025 ? 2.5 : 2.7,
          }[job]!;
    if (fine && (job === "FS" || job === "PL")) rate += 0.6;
    rate = rng.round(rate, 2);
    const total = rng.round(head * rate + travel[stn]!, 2);
    const paid = date < "2026-10-01" ? rng.random() < 0.97 : rng.random() < 0.4;
    jobs.push({
      start: stamp(base, startMinutes),
      row: [
        stamp(base, startMinutes),
        stamp(base, startMinutes + minutes),
        stn,
        gang,
        job,
        cls,
        head,
        shearers,
        wet ? "Y" : "N",
        tested ? "Y" : "N",
        wool,
        micron,
        rate.toFixed(2),
        travel[stn]!,
        total.toFixed(2),
        paid ? "Y" : "N",
      ],
    });
  }
  jobs.sort((a, b) => a.start.localeCompare(b.start));
  write(
    "shr_run_log",
    [
      "run_id",
      "strt_ts",
      "end_ts",
      "stn",
      "gang",
      "job_typ",
      "stk_cls",
      "hd_cnt",
      "shrr_n",
      "wet_stop",
      "tst_flg",
      "wool_kg",
      "mic_um",
      "rate_nzd",
      "trvl_nzd",
      "tot_nzd",
      "paid_flg",
    ],
    jobs.map((job, index) => [`R-${50001 + index}`, ...job.row]),
  );
}

// ---------------------------------------------------------------- 2. ogledi_jam (seed 492)
// A Slovenian tour operator's cave tour bookings, in euros; Slovenian column names (without č, š, ž) and values.
function caves() {
  const rng = prng(492);
  const seasonal = [0, 0.4, 0.4, 0.6, 0.9, 1.1, 1.3, 1.8, 1.8, 1.1, 0.8, 0.5, 0.6];
  const prices: Record<string, [number, number]> = {
    "Postojnska jama": [32.9, 19.7],
    "Škocjanske jame": [24, 12],
    "Križna jama": [20, 10],
    "Jama Pekel": [14, 8],
  };
  const bias: Record<string, number> = { Matej: 0.3, Nina: 0.2, Rok: -0.5, Špela: 0, Luka: -0.2 };
  const bookings: { date: string; row: Cell[] }[] = [];
  for (let i = 0; i < 300; i++) {
    const date = pickDay(rng, "2025-01-04", "2026-11-26", (d) => seasonal[month(d)]! * (weekday(d) === 0 || weekday(d) === 6 ? 1.5 : 1), 2.7);
    const m = month(date);
    const school = weekday(date) >= 1 && weekday(date) <= 5 && m !== 7 && m !== 8 && rng.random() < 0.08;
    const cave = weighted(rng, [
      ["Postojnska jama", 0.4],
      ["Škocjanske jame", 0.3],
      ["Križna jama", 0.15],
      ["Jama Pekel", 0.15],
    ]);
    const kind = school
      ? "klasični"
      : weighted(rng, [
          ["klasični", 0.5],
          ["družinski", 0.2],
          ["fotografski", 0.12],
          ["pustolovski", 0.18],
        ]);
    const country = school
      ? weighted(rng, [
          ["Slovenija", 0.7],
          ["Hrvaška", 0.15],
          ["Italija", 0.15],
        ])
      : weighted(rng, [
          ["Slovenija", 0.25],
          ["Italija", 0.2],
          ["Nemčija", 0.15],
          ["Avstrija", 0.1],
          ["Hrvaška", 0.1],
          ["Združeno kraljestvo", 0.1],
          ["ZDA", 0.1],
        ]);
    const language =
      country === "Slovenija"
        ? "slovenščina"
        : country === "Italija"
          ? rng.random() < 0.7
            ? "italijanščina"
            : "angleščina"
          : country === "Nemčija" || country === "Avstrija"
            ? rng.random() < 0.8
              ? "nemščina"
              : "angleščina"
            : country === "Hrvaška"
              ? rng.random() < 0.4
                ? "slovenščina"
                : "angleščina"
              : "angleščina";
    const guide = weighted(rng, [
      ["Matej", 0.25],
      ["Nina", 0.22],
      ["Rok", 0.2],
      ["Špela", 0.18],
      ["Luka", 0.15],
    ]);
    let adults: number;
    let children: number;
    if (school) {
      adults = rng.int(2, 3);
      children = rng.int(15, 30);
    } else if (kind === "družinski") {
      adults = rng.int(1, 2);
      children = rng.int(1, 4);
    } else if (kind === "fotografski" || kind === "pustolovski") {
      adults = weighted(rng, [
        [1, 0.3],
        [2, 0.45],
        [3, 0.15],
        [4, 0.1],
      ]);
      children = 0;
    } else {
      adults = weighted(rng, [
        [1, 0.2],
        [2, 0.4],
        [3, 0.15],
        [4, 0.15],
        [5, 0.05],
        [6, 0.05],
      ]);
      children = rng.random() < 0.6 ? 0 : rng.int(1, 3);
    }
    const [adultPrice, childPrice] = prices[cave]!;
    const adultFull = adultPrice + (kind === "fotografski" ? 25 : kind === "pustolovski" ? 30 : 0);
    const gross = rng.round(adults * adultFull + children * childPrice, 2);
    const discount = school ? 20 : kind === "družinski" && children >= 2 ? 10 : 0;
    const net = rng.round(gross * (1 - discount / 100), 2);
    const payment = school
      ? weighted(rng, [
          ["spletno", 0.7],
          ["kartica", 0.3],
        ])
      : weighted(rng, [
          ["spletno", 0.5],
          ["kartica", 0.33],
          ["gotovina", country === "Italija" || country === "Hrvaška" ? 0.3 : 0.15],
        ]);
    const cancelled = rng.random() < 0.06;
    const rated = !cancelled && rng.random() < 0.55;
    const rating = rated ? clamp(Math.round(4.2 + bias[guide]! + rng.normal() * 0.8), 1, 5) : "";
    bookings.push({
      date,
      row: [
        date,
        cave,
        kind,
        language,
        guide,
        adults,
        children,
        school ? "da" : "ne",
        country,
        gross.toFixed(2),
        discount,
        net.toFixed(2),
        payment,
        cancelled ? "da" : "ne",
        rating,
      ],
    });
  }
  bookings.sort((a, b) => a.date.localeCompare(b.date));
  write(
    "ogledi_jam",
    [
      "st_rezervacije",
      "datum_ogleda",
      "jama",
      "vrsta_ogleda",
      "jezik",
      "vodnik",
      "odrasli",
      "otroci",
      "solska_skupina",
      "drzava",
      "cena_eur",
      "popust_pct",
      "skupaj_eur",
      "nacin_placila",
      "odpovedano",
      "ocena",
    ],
    bookings.map((booking, index) => [`JR-${7001 + index}`, ...booking.row]),
  );
}

// ---------------------------------------------------------------- 3. domainOrders (seed 493)
// A small domain registrar's orders, in US dollars.
function domains() {
  const rng = prng(493);
  const words = ["blue", "fern", "pixel", "north", "maple", "quiet", "rocket", "tidal", "amber", "lumen", "cedar", "nova", "harbor", "pine", "echo", "sparrow"];
  const nouns = ["labs", "works", "studio", "hub", "craft", "forge", "cloud", "garden", "press", "stack", "nest", "shop", "grid", "path"];
  const prices: Record<string, [number, number]> = {
    ".com": [12.99, 13.99],
    ".net": [14.99, 15.99],
    ".org": [11.99, 11.99],
    ".io": [39.99, 39.99],
    ".dev": [14.0, 14.0],
    ".co.uk": [8.49, 8.49],
    ".app": [16.0, 16.0],
  };
  const start = ms("2025-01-02");
  const end = ms("2026-11-26") + DAY_MS;
  const orders: { at: string; row: Cell[] }[] = [];
  for (let i = 0; i < 340; i++) {
    let at = 0;
    for (;;) {
      at = start + Math.floor(rng.random() * ((end - start) / 60_000)) * 60_000;
      const d = iso(at);
      const hour = new Date(at).getUTCHours();
      const weight = (weekday(d) === 0 || weekday(d) === 6 ? 0.6 : 1) * (hour >= 8 && hour <= 22 ? 1 : 0.35);
      if (rng.random() < weight) break;
    }
    const orderedAt = stamp(at, 0);
    const date = orderedAt.slice(0, 10);
    const tld = weighted(rng, [
      [".com", 0.38],
      [".io", 0.14],
      [".co.uk", 0.12],
      [".dev", 0.1],
      [".app", 0.1],
      [".net", 0.08],
      [".org", 0.08],
    ]);
    const type = weighted(rng, [
      ["Registration", 0.5],
      ["Renewal", 0.35],
      ["Transfer", 0.15],
    ]);
    const years =
      type === "Transfer"
        ? 1
        : type === "Registration"
          ? weighted(rng, [
              [1, 0.55],
              [2, 0.2],
              [3, 0.1],
              [5, 0.1],
              [10, 0.05],
            ])
          : weighted(rng, [
              [1, 0.7],
              [2, 0.15],
              [3, 0.1],
              [5, 0.05],
            ]);
    const price = prices[tld]![year(date) === 2025 ? 0 : 1];
    const premium = type === "Registration" && rng.random() < 0.035;
    const subtotal = rng.round(premium ? rng.int(4, 60) * 50 + price * (years - 1) : price * years, 2);
    const isNew = type === "Renewal" ? false : rng.random() < (type === "Transfer" ? 0.6 : 0.5);
    const coupons: [string, number][] = [];
    if (date >= "2025-11-24" && date <= "2025-12-01" && rng.random() < 0.7) coupons.push(["BF50", rng.round(price * 0.5, 2)]);
    if ((month(date) === 3 || month(date) === 4) && rng.random() < 0.3) coupons.push(["SPRING25", rng.round(price * 0.25, 2)]);
    if (type === "Registration" && isNew && !premium && rng.random() < 0.4) coupons.push(["WELCOME10", rng.round(subtotal * 0.1, 2)]);
    if (type === "Renewal" && rng.random() < 0.15) coupons.push(["RENEW5", Math.min(5, subtotal)]);
    const [coupon, discount] = coupons.length ? rng.pick(coupons) : ["", 0];
    const total = rng.round(subtotal - discount, 2);
    const country =
      tld === ".co.uk" && rng.random() < 0.7
        ? "GB"
        : weighted(rng, [
            ["US", 0.35],
            ["GB", 0.15],
            ["DE", 0.12],
            ["IN", 0.12],
            ["CA", 0.1],
            ["BR", 0.08],
            ["FR", 0.08],
          ]);
    const transferDone = type === "Transfer" && rng.random() < 0.92 ? day(year(date), month(date), Number(date.slice(8, 10)), rng.int(1, 7)) : "";
    orders.push({
      at: orderedAt,
      row: [
        orderedAt,
        `${rng.pick(words)}${rng.pick(nouns)}${tld}`,
        tld,
        type,
        years,
        price.toFixed(2),
        premium,
        subtotal.toFixed(2),
        coupon,
        discount.toFixed(2),
        total.toFixed(2),
        rng.random() < 0.7,
        rng.random() < (type === "Renewal" ? 0.7 : type === "Registration" ? 0.55 : 0.5),
        rng.random() < (tld === ".dev" || tld === ".app" ? 0.35 : 0.15),
        country,
        weighted(rng, [
          ["card", 0.65],
          ["paypal", 0.28],
          ["crypto", 0.07],
        ]),
        isNew,
        transferDone > "2026-11-27" ? "" : transferDone,
        rng.random() < 0.03,
      ],
    });
  }
  orders.sort((a, b) => a.at.localeCompare(b.at));
  write(
    "domainOrders",
    [
      "orderId",
      "orderedAt",
      "domainName",
      "tld",
      "orderType",
      "years",
      "pricePerYearUsd",
      "premiumDomain",
      "subtotalUsd",
      "couponCode",
      "discountUsd",
      "totalUsd",
      "whoisPrivacy",
      "autoRenew",
      "dnssecEnabled",
      "customerCountry",
      "paymentMethod",
      "isNewCustomer",
      "transferCompletedOn",
      "refunded",
    ],
    orders.map((order, index) => [`DO-${300001 + index}`, ...order.row]),
  );
}

// ---------------------------------------------------------------- 4. MOTOR_CLAIMS (seed 494)
// A UK motor insurer's claims, in pounds.
function claims() {
  const rng = prng(494);
  const LAST = "2026-11-27";
  const winter = (d: string) => (month(d) === 12 || month(d) <= 2 ? 1.3 : 1);
  const rows: { reported: string; loss: string; row: Cell[] }[] = [];
  const TRUE = "TRUE";
  const FALSE = "FALSE";
  for (let i = 0; i < 300; i++) {
    const loss = pickDay(rng, "2025-01-01", "2026-11-20", winter, 1.3);
    const policy = weighted(rng, [
      ["COMPREHENSIVE", 0.7],
      ["TPFT", 0.2],
      ["TPO", 0.1],
    ]);
    const wet = month(loss) >= 10 || month(loss) <= 3;
    const type =
      policy === "TPO"
        ? "COLLISION"
        : policy === "TPFT"
          ? weighted(rng, [
              ["COLLISION", 0.7],
              ["THEFT", 0.2],
              ["FIRE", 0.1],
            ])
          : weighted(rng, [
              ["COLLISION", 0.5],
              ["WINDSCREEN", 0.18],
              ["THEFT", 0.1],
              ["VANDALISM", 0.08],
              ["WEATHER", wet ? 0.12 : 0.03],
              ["FIRE", 0.03],
            ]);
    const region = weighted(rng, [
      ["LONDON", type === "THEFT" ? 0.33 : 0.22],
      ["SOUTH EAST", 0.2],
      ["MIDLANDS", 0.18],
      ["NORTH WEST", 0.17],
      ["SCOTLAND", 0.13],
      ["WALES", 0.1],
    ]);
    const channel = weighted(rng, [
      ["PHONE", 0.35],
      ["WEB", 0.25],
      ["APP", 0.25],
      ["BROKER", 0.15],
    ]);
    const handler = rng.pick(["AHMED", "BROWN", "KOWALSKA", "PATEL", "SINGH"]);
    const driverAge = weighted(rng, [
      [() => rng.int(18, 25), 0.15],
      [() => rng.int(26, 40), 0.35],
      [() => rng.int(41, 60), 0.35],
      [() => rng.int(61, 85), 0.15],
    ])();
    const vehicleAge = rng.int(0, 15);
    const vehicleValue = Math.round((26000 * 0.85 ** vehicleAge * (0.7 + 0.6 * rng.random())) / 50) * 50 + 500;
    let own = 0;
    let third = 0;
    let injury = false;
    let totalLoss = false;
    const lognormal = (median: number, low: number, high: number) => clamp(Math.round(median * Math.exp(0.6 * rng.normal())), low, high);
    if (type === "COLLISION") {
      totalLoss = policy !== "TPO" && rng.random() < 0.06;
      own = policy === "TPO" ? 0 : totalLoss ? vehicleValue : lognormal(2500, 600, 12000);
      if (policy === "TPO" || rng.random() < 0.5) third = lognormal(3000, 800, 15000);
      injury = rng.random() < 0.1;
      if (injury) third += rng.int(5000, 40000);
    } else if (type === "WINDSCREEN") own = rng.int(150, 900);
    else if (type === "THEFT") {
      totalLoss = rng.random() < 0.6;
      own = totalLoss ? vehicleValue : rng.int(500, 4000);
    } else if (type === "VANDALISM") own = rng.int(200, 3000);
    else if (type === "WEATHER") {
      totalLoss = rng.random() < 0.1;
      own = totalLoss ? vehicleValue : rng.int(500, 8000);
    } else {
      totalLoss = rng.random() < 0.7;
      own = totalLoss ? vehicleValue : rng.int(2000, 20000);
    }
    const excess = type === "WINDSCREEN" ? 100 : driverAge <= 25 ? 500 : policy === "COMPREHENSIVE" ? 250 : 350;
    const estimate = Math.round(((own + third) * (0.8 + 0.5 * rng.random())) / 50) * 50;
    const delayDays = weighted(rng, [
      [0, 0.35],
      [rng.int(1, 3), 0.4],
      [rng.int(4, 14), 0.18],
      [rng.int(15, 45), 0.07],
    ]);
    const reported = iso(Math.min(ms(loss) + delayDays * DAY_MS, ms(LAST)));
    const fraud = rng.random() < (type === "THEFT" || type === "FIRE" ? 0.15 : 0.04);
    const recent = ms(LAST) - ms(reported) < 60 * DAY_MS;
    let status = recent
      ? weighted(rng, [
          ["OPEN", 0.6],
          ["SETTLED", 0.35],
          ["WITHDRAWN", 0.05],
        ])
      : weighted(rng, [
          ["SETTLED", 0.82],
          ["REJECTED", 0.1],
          ["WITHDRAWN", 0.05],
          ["OPEN", 0.03],
        ]);
    if (fraud && status === "SETTLED" && rng.random() < 0.5) status = "REJECTED";
    let settled = "";
    if (status === "SETTLED") {
      const days = type === "WINDSCREEN" ? rng.int(1, 7) : rng.int(5, 90);
      settled = iso(ms(reported) + days * DAY_MS);
      if (settled > LAST) {
        status = "OPEN";
        settled = "";
      }
    }
    const paid = status === "SETTLED" ? (Math.max(0, own - excess) + third).toFixed(2) : status === "OPEN" ? "" : "0.00";
    rows.push({
      reported,
      loss,
      row: [
        loss,
        reported,
        policy,
        type,
        region,
        channel,
        handler,
        driverAge,
        vehicleAge,
        estimate,
        own.toFixed(2),
        third.toFixed(2),
        excess,
        paid,
        status,
        settled,
        injury ? TRUE : FALSE,
        totalLoss ? TRUE : FALSE,
        fraud ? TRUE : FALSE,
      ],
    });
  }
  rows.sort((a, b) => a.reported.localeCompare(b.reported) || a.loss.localeCompare(b.loss));
  write(
    "MOTOR_CLAIMS",
    [
      "CLAIM_REF",
      "LOSS_DATE",
      "REPORTED_DATE",
      "POLICY_TYPE",
      "CLAIM_TYPE",
      "REGION",
      "CHANNEL",
      "HANDLER",
      "DRIVER_AGE",
      "VEHICLE_AGE_YRS",
      "ESTIMATE_GBP",
      "OWN_DAMAGE_GBP",
      "THIRD_PARTY_GBP",
      "EXCESS_GBP",
      "TOTAL_PAID_GBP",
      "STATUS",
      "SETTLED_DATE",
      "INJURY",
      "TOTAL_LOSS",
      "FRAUD_REFERRED",
    ],
    rows.map((claim, index) => [`MC-${60001 + index}`, ...claim.row]),
  );
}

shearing();
caves();
domains();
claims();
