/**
 * The four tables of the fifty-third held-out suite (see README.md): a Cotswold farrier's visits, a Breton
 * oyster farm's sales (column names and values in Breton), a Bristol tattoo studio's sessions and two North
 * Yorkshire ice cream vans' rounds. One seeded generator per table (531–534), so a table does not shift when
 * another changes.
 *
 *   cd bench && node --import tsx data-questions/holdout53/make-tables.ts
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Cell, csvWriter, prng, stamp } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));

const DAY_MS = 86_400_000;
const ms = (date: string) => Date.parse(`${date}T00:00:00Z`);
const addDays = (date: string, days: number) => new Date(ms(date) + days * DAY_MS).toISOString().slice(0, 10);
/** 0 Sunday … 6 Saturday. */
const weekday = (date: string) => new Date(ms(date)).getUTCDay();
const monthOf = (date: string) => Number(date.slice(5, 7));
const yearOf = (date: string) => Number(date.slice(0, 4));
const inRange = (date: string, from: string, to: string) => date >= from && date <= to;
const round2 = (value: number) => Math.round(value * 100) / 100;

type Random = () => number;

/** One item, drawn with the given weights. */
function weighted<T>(random: Random, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let left = random() * total;
  for (const [item, weight] of items) {
    if (left < weight) return item;
    left -= weight;
  }
  return items.at(-1)![0];
}

/** `count` days (with repeats) between `from` and `to`, each drawn with `weight(day)`; sorted. */
function weightedDays(random: Random, from: string, to: string, count: number, weight: (date: string) => number): string[] {
  const days: (readonly [string, number])[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const w = weight(date);
    if (w > 0) days.push([date, w]);
  }
  return Array.from({ length: count }, () => weighted(random, days)).sort();
}

// ---------------------------------------------------------------- 1. frr_vst (seed 531)

/** A Cotswold farrier's visits, terse snake_case with codes and 1/0 flags, in pounds. */
function farrierVisits() {
  const r = prng(531);
  const yards = [
    ["BRK", 4, 25],
    ["HLW", 9, 20],
    ["MNR", 14, 20],
    ["OKL", 19, 15],
    ["RDG", 26, 12],
    ["WLW", 33, 8],
  ] as const;
  type Profile = "full" | "fronts" | "barefoot" | "remedial";
  const horses = Array.from({ length: 60 }, (_, index) => {
    const yard = weighted(
      r.random,
      yards.map((entry) => [entry, entry[2]] as const),
    );
    const type = weighted(r.random, [
      ["HCK", 35],
      ["SJ", 15],
      ["EVT", 15],
      ["PNY", 20],
      ["COB", 15],
    ] as const);
    const profile: Profile =
      type === "SJ" || type === "EVT"
        ? weighted(r.random, [
            ["full", 90],
            ["remedial", 10],
          ] as const)
        : type === "PNY"
          ? weighted(r.random, [
              ["barefoot", 50],
              ["fronts", 30],
              ["full", 20],
            ] as const)
          : weighted(r.random, [
              ["full", 45],
              ["fronts", 25],
              ["barefoot", 25],
              ["remedial", 5],
            ] as const);
    return { id: `H${101 + index}`, yard: yard[0], miles: yard[1], type, profile };
  });
  const season = (month: number) => (month >= 4 && month <= 9 ? 1.4 : month === 3 || month === 10 ? 1.1 : 0.8);
  const dates = weightedDays(r.random, "2025-01-06", "2026-11-27", 310, (date) => {
    const wd = weekday(date);
    return wd === 0 ? 0 : (wd === 6 ? 0.4 : 1) * season(monthOf(date));
  });
  const labourBase = { FUL: 85, FRT: 65, RST: 60, TRM: 35, RMD: 120 } as const;
  const shoePrice = { ST: 9.5, AL: 16, GL: 24 } as const;
  const rows: Cell[][] = dates.map((date, index) => {
    const horse = r.pick(horses);
    const emergency = horse.profile !== "barefoot" && r.random() < 0.06;
    const svc: keyof typeof labourBase = emergency
      ? "RST"
      : horse.profile === "barefoot"
        ? "TRM"
        : horse.profile === "remedial"
          ? "RMD"
          : r.random() < 0.3
            ? "RST"
            : horse.profile === "fronts"
              ? "FRT"
              : "FUL";
    const frr =
      !emergency && (svc === "TRM" || svc === "RST") && date >= "2025-09-01" && r.random() < 0.45
        ? "AP"
        : weighted(r.random, [
            ["JM", 55],
            ["SK", 45],
          ] as const);
    const shoes = svc === "FUL" ? 4 : svc === "FRT" ? 2 : svc === "RMD" ? (r.random() < 0.6 ? 2 : 4) : 0;
    const material: keyof typeof shoePrice | "" =
      shoes === 0 ? "" : svc === "RMD" ? (r.random() < 0.5 ? "GL" : "ST") : (horse.type === "SJ" || horse.type === "EVT") && r.random() < 0.5 ? "AL" : "ST";
    const stud = (horse.type === "SJ" || horse.type === "EVT") && (svc === "FUL" || svc === "FRT" || svc === "RST") && r.random() < 0.6 ? 1 : 0;
    const base = labourBase[svc] + (horse.type === "COB" ? 15 : 0) - (horse.type === "PNY" ? 5 : 0);
    const labour = yearOf(date) === 2026 ? Math.round(base * 1.05) : base;
    const materials = material === "" ? 0 : round2(shoes * shoePrice[material]);
    const extra = stud * 12 + (svc === "RMD" && r.random() < 0.4 ? 18 : 0);
    const travel = (horse.miles <= 10 ? 0 : horse.miles <= 20 ? 6 : 12) + (emergency ? 40 : 0);
    const booked = emergency ? addDays(date, -r.int(0, 1)) : addDays(date, -r.int(7, 42));
    let paid = "";
    if (r.random() >= 0.05) {
      const on = addDays(date, r.random() < 0.4 ? 0 : r.int(3, 35));
      if (on <= "2026-11-30") paid = on;
    }
    return [
      `FV-${5001 + index}`,
      booked,
      date,
      horse.yard,
      horse.miles,
      horse.id,
      horse.type,
      frr,
      svc,
      shoes,
      material,
      stud,
      emergency ? 1 : 0,
      labour,
      materials,
      extra,
      travel,
      round2(labour + materials + extra + travel),
      paid,
    ];
  });
  write(
    "frr_vst",
    [
      "vst_id",
      "bk_dt",
      "vst_dt",
      "yd",
      "mi",
      "hrs",
      "hrs_typ",
      "frr",
      "svc",
      "nw_shoes",
      "shoe_mat",
      "stud_flg",
      "emrg_flg",
      "lbr_gbp",
      "mat_gbp",
      "xtra_gbp",
      "trvl_gbp",
      "tot_gbp",
      "pd_dt",
    ],
    rows,
  );
}

// ---------------------------------------------------------------- 2. gwerzhiou_istr (seed 532)

/** A Breton oyster farm's sales (Riec-sur-Bélon, "Rieg"), column names and values in Breton, in euros. */
function oysterSales() {
  const r = prng(532);
  const monthFactor = [0, 1.2, 0.9, 0.9, 0.9, 0.6, 0.5, 0.7, 0.7, 0.9, 1.0, 1.3, 2.6];
  const dates = weightedDays(r.random, "2025-01-03", "2026-11-28", 320, (date) => {
    const wd = weekday(date);
    if (wd === 0) return 0;
    const lateDecember = monthOf(date) === 12 && Number(date.slice(8, 10)) >= 15 ? 1.8 : 1;
    return (wd === 6 ? 0.8 : 1) * monthFactor[monthOf(date)]! * lateDecember;
  });
  const kleuz: Record<number, number> = { 1: 13.5, 2: 11.5, 3: 9.8, 4: 8.6, 5: 7.4 };
  const plat: Record<number, number> = { 0: 32, 1: 27, 2: 23, 3: 19.5, 4: 16.5 };
  const shipping: Record<string, number> = { Rieg: 0, Kemper: 9, "An Oriant": 9, Brest: 12, Naoned: 18, Roazhon: 18, Pariz: 35 };
  const discount: Record<string, number> = { "tud prevez": 0, preti: 10, "marc'hadour pesked": 15, "gourmarc'had": 25 };
  const rows: Cell[][] = dates.map((date, index) => {
    const month = monthOf(date);
    const pratik = weighted(
      r.random,
      month === 12
        ? ([
            ["tud prevez", 55],
            ["preti", 25],
            ["marc'hadour pesked", 12],
            ["gourmarc'had", 8],
          ] as const)
        : ([
            ["tud prevez", 30],
            ["preti", 38],
            ["marc'hadour pesked", 20],
            ["gourmarc'had", 12],
          ] as const),
    );
    const flatInSeason = month >= 9 || month <= 4;
    const musselsInSeason = month >= 7 || month === 1;
    const spesad = weighted(r.random, [
      ["istr kleuz", 60],
      ["istr plat", flatInSeason ? 20 : 0],
      ["meskl", musselsInSeason ? (month >= 7 && month <= 10 ? 35 : 15) : 0],
    ] as const);
    const ker = weighted(
      r.random,
      pratik === "tud prevez"
        ? ([
            ["Rieg", 50],
            ["Kemper", 15],
            ["An Oriant", 15],
            ["Brest", 10],
            ["Naoned", 5],
            ["Roazhon", 5],
          ] as const)
        : pratik === "preti"
          ? ([
              ["Rieg", 10],
              ["Kemper", 15],
              ["An Oriant", 10],
              ["Brest", 15],
              ["Naoned", 15],
              ["Roazhon", 15],
              ["Pariz", 20],
            ] as const)
          : pratik === "marc'hadour pesked"
            ? ([
                ["Kemper", 25],
                ["An Oriant", 20],
                ["Brest", 20],
                ["Naoned", 15],
                ["Roazhon", 15],
                ["Pariz", 5],
              ] as const)
            : ([
                ["Kemper", 40],
                ["Brest", 30],
                ["An Oriant", 30],
              ] as const),
    );
    const ment: number | "" =
      spesad === "meskl"
        ? ""
        : spesad === "istr kleuz"
          ? weighted(r.random, [
              [1, 1],
              [2, 2],
              [3, 3],
              [4, 3],
              [5, 1],
            ] as const)
          : weighted(r.random, [
              [0, 1],
              [1, 2],
              [2, 3],
              [3, 3],
              [4, 2],
            ] as const);
    const mussels = spesad === "meskl";
    const kementad =
      pratik === "tud prevez"
        ? mussels
          ? r.int(2, 8)
          : month === 12
            ? r.int(2, 10)
            : r.int(1, 5)
        : pratik === "preti"
          ? mussels
            ? r.int(10, 40)
            : r.int(5, 30)
          : pratik === "marc'hadour pesked"
            ? mussels
              ? r.int(20, 60)
              : r.int(10, 50)
            : mussels
              ? r.int(50, 150)
              : r.int(40, 120);
    const list = mussels ? 4.6 : spesad === "istr kleuz" ? kleuz[ment as number]! : plat[ment as number]!;
    const price = yearOf(date) === 2026 ? Math.round(list * 1.04 * 10) / 10 : list;
    const distaol = discount[pratik]!;
    const kas = shipping[ker]!;
    const hollad = round2(round2(kementad * price * (1 - distaol / 100)) + kas);
    const nullet = r.random() < 0.04;
    let shipped = "";
    if (!nullet && ker !== "Rieg") {
      shipped = addDays(date, ker === "Pariz" ? r.int(1, 2) : r.int(0, 1));
      if (weekday(shipped) === 0) shipped = addDays(shipped, 1);
    }
    const paeamant =
      pratik === "tud prevez"
        ? weighted(r.random, [
            ["kartenn", 60],
            ["chekenn", 15],
            ["arc'hant", 25],
          ] as const)
        : weighted(r.random, [
            ["treuzkas", 70],
            ["chekenn", 30],
          ] as const);
    const gwerzher = weighted(r.random, [
      ["Maiwenn", 50],
      ["Yann", 35],
      ["Gwenola", 15],
    ] as const);
    return [
      `GI-${3001 + index}`,
      date,
      shipped,
      pratik,
      ker,
      spesad,
      ment,
      mussels ? "kilo" : "dousenn",
      kementad,
      price,
      distaol,
      kas,
      hollad,
      paeamant,
      gwerzher,
      nullet ? "ya" : "nann",
    ];
  });
  write(
    "gwerzhiou_istr",
    [
      "niverenn",
      "deiziad_gwerzh",
      "deiziad_kas",
      "pratik",
      "ker",
      "spesad",
      "ment",
      "unanenn",
      "kementad",
      "priz_unanenn_eur",
      "distaol_pct",
      "koust_kas_eur",
      "hollad_eur",
      "paeamant",
      "gwerzher",
      "nullet",
    ],
    rows,
  );
}

// ---------------------------------------------------------------- 3. tattooSessions (seed 533)

/** A Bristol tattoo studio's sessions, camelCase with true/false columns, in pounds. */
function tattooSessions() {
  const r = prng(533);
  const monthFactor = [0, 0.7, 0.9, 1.2, 1.2, 1.3, 1.2, 1.0, 0.9, 1.1, 1.1, 0.9, 0.6];
  const dates = weightedDays(r.random, "2025-01-07", "2026-11-28", 290, (date) => {
    const wd = weekday(date);
    return wd === 0 || wd === 1 ? 0 : (wd === 6 ? 1.6 : 1) * monthFactor[monthOf(date)]!;
  });
  const starts = dates.map((date) => stamp(ms(date), 11 * 60 + 30 * r.int(0, 12))).sort();
  const styles = {
    Mara: [
      ["Realism", 50],
      ["Blackwork", 35],
      ["Fine Line", 15],
    ],
    Quinn: [
      ["Traditional", 55],
      ["Lettering", 30],
      ["Blackwork", 15],
    ],
    Dev: [
      ["Fine Line", 45],
      ["Lettering", 25],
      ["Watercolour", 30],
    ],
    Ilse: [
      ["Watercolour", 45],
      ["Fine Line", 30],
      ["Blackwork", 25],
    ],
  } as const;
  const flash = { Mara: ["Fine Line"], Quinn: ["Traditional", "Lettering"], Dev: ["Fine Line", "Lettering"], Ilse: ["Fine Line"] } as const;
  const hourRange: Record<string, readonly [number, number]> = {
    Lettering: [0.5, 2],
    "Fine Line": [1, 3],
    Traditional: [1.5, 4],
    Blackwork: [2, 6],
    Realism: [3, 6],
    Watercolour: [2, 5],
  };
  const rows: Cell[][] = starts.map((start, index) => {
    const date = start.slice(0, 10);
    const walkIn = r.random() < (weekday(date) === 6 ? 0.25 : 0.1);
    const ilse = date >= "2026-02-03";
    const artist = weighted(r.random, [
      ["Mara", walkIn ? 0 : 30],
      ["Quinn", 30],
      ["Dev", 30],
      ["Ilse", ilse ? 25 : 0],
    ] as const);
    const touchUp = !walkIn && r.random() < 0.08;
    const style = walkIn ? r.pick(flash[artist]) : weighted(r.random, styles[artist]);
    const placement = walkIn
      ? r.pick(["Forearm", "Hand", "Ankle"] as const)
      : weighted(r.random, [
          ["Forearm", 25],
          ["Upper Arm", 20],
          ["Back", 10],
          ["Thigh", 12],
          ["Ribs", 10],
          ["Hand", 8],
          ["Ankle", 15],
        ] as const);
    let [low, high] = touchUp ? [0.5, 1] : hourRange[style]!;
    if (!touchUp && (placement === "Back" || placement === "Thigh")) {
      low += 1;
      high += 1;
    }
    if (placement === "Hand" || placement === "Ankle") {
      high = Math.min(high, 2);
      low = Math.min(low, high);
    }
    const hours = r.int(low * 2, high * 2) / 2;
    const noShow = !walkIn && !touchUp && r.random() < 0.04;
    const rate = { Mara: 130, Quinn: 110, Dev: 95, Ilse: 150 }[artist] + (yearOf(date) === 2026 && artist !== "Ilse" ? 10 : 0);
    const custom = !walkIn && !touchUp && r.random() < 0.7;
    const firstTattoo = !touchUp && r.random() < 0.25;
    const labour = noShow || touchUp ? 0 : hours * rate;
    const design = noShow || !custom ? 0 : style === "Realism" ? r.int(80, 150) : r.int(40, 110);
    const aftercare = noShow || touchUp ? 0 : r.random() < (firstTattoo ? 0.6 : 0.2) ? 12 : 0;
    const tip = noShow || touchUp || r.random() >= 0.55 ? 0 : Math.max(5, Math.round(labour * (0.05 + 0.1 * r.random())));
    const depositKept = noShow ? 50 : 0;
    const booked = walkIn ? date : addDays(date, touchUp ? -r.int(3, 21) : artist === "Mara" ? -r.int(20, 90) : -r.int(3, 45));
    const rating: number | "" =
      noShow || r.random() >= 0.55
        ? ""
        : weighted(r.random, [
            [5, 55],
            [4, 30],
            [3, 10],
            [2, 4],
            [1, 1],
          ] as const);
    return [
      `TS-${7001 + index}`,
      booked,
      start,
      artist,
      style,
      placement,
      noShow ? "" : hours,
      rate,
      custom,
      walkIn,
      touchUp,
      firstTattoo,
      noShow,
      labour,
      design,
      aftercare,
      tip,
      depositKept,
      round2(labour + design + aftercare + tip + depositKept),
      rating,
    ];
  });
  write(
    "tattooSessions",
    [
      "sessionId",
      "bookedOn",
      "sessionStart",
      "artist",
      "style",
      "placement",
      "hours",
      "hourlyRateGbp",
      "isCustom",
      "isWalkIn",
      "isTouchUp",
      "isFirstTattoo",
      "noShow",
      "labourGbp",
      "designFeeGbp",
      "aftercareGbp",
      "tipGbp",
      "depositKeptGbp",
      "totalGbp",
      "rating",
    ],
    rows,
  );
}

// ---------------------------------------------------------------- 4. ice_cream_rounds (seed 534)

/** Two North Yorkshire ice cream vans' rounds (Scarborough and Whitby), Title Case With Spaces, Yes/No flags, in pounds. */
function iceCreamRounds() {
  const r = prng(534);
  const meanTemp = [0, 6, 7, 9, 11, 14, 17, 20, 20, 17, 13, 9, 7];
  const schoolHolidays = [
    ["2025-04-05", "2025-04-21"],
    ["2025-05-24", "2025-06-01"],
    ["2025-07-19", "2025-09-02"],
    ["2025-10-25", "2025-11-02"],
    ["2026-03-28", "2026-04-12"],
    ["2026-05-23", "2026-05-31"],
    ["2026-07-18", "2026-09-01"],
    ["2026-10-24", "2026-11-01"],
  ] as const;
  const bankHolidays = [
    "2025-04-18",
    "2025-04-21",
    "2025-05-05",
    "2025-05-26",
    "2025-08-25",
    "2026-04-03",
    "2026-04-06",
    "2026-05-04",
    "2026-05-25",
    "2026-08-31",
  ];
  const events = [
    ["Great Yorkshire Show", "2025-07-08", 4, 150, 55],
    ["Seamer Horse Fair", "2025-07-12", 1, 45, 18],
    ["Ryedale Show", "2025-07-29", 1, 120, 38],
    ["Whitby Regatta", "2025-08-09", 3, 90, 30],
    ["Scarborough Cricket Festival", "2025-09-01", 3, 75, 12],
    ["Great Yorkshire Show", "2026-07-14", 4, 150, 55],
    ["Seamer Horse Fair", "2026-07-11", 1, 45, 18],
    ["Ryedale Show", "2026-07-28", 1, 120, 38],
    ["Whitby Regatta", "2026-08-08", 3, 90, 30],
    ["Scarborough Cricket Festival", "2026-08-31", 3, 75, 12],
  ] as const;
  const eventOn = new Map<string, (typeof events)[number]>();
  for (const event of events) for (let offset = 0; offset < event[2]; offset++) eventOn.set(addDays(event[1], offset), event);

  type Day = { date: string; temp: number; weather: "Sunny" | "Cloudy" | "Showers" | "Rain"; holiday: boolean; bank: boolean; weekend: boolean };
  const days: Day[] = [];
  for (const [from, to] of [
    ["2025-03-01", "2025-10-31"],
    ["2026-03-01", "2026-10-31"],
  ] as const) {
    for (let date: string = from; date <= to; date = addDays(date, 1)) {
      const temp = Math.round((meanTemp[monthOf(date)]! + 3 * r.normal()) * 10) / 10;
      const weather = weighted(
        r.random,
        temp >= 20
          ? ([
              ["Sunny", 60],
              ["Cloudy", 30],
              ["Showers", 8],
              ["Rain", 2],
            ] as const)
          : temp >= 15
            ? ([
                ["Sunny", 40],
                ["Cloudy", 35],
                ["Showers", 15],
                ["Rain", 10],
              ] as const)
            : ([
                ["Sunny", 20],
                ["Cloudy", 35],
                ["Showers", 25],
                ["Rain", 20],
              ] as const),
      );
      const holiday = schoolHolidays.some(([start, end]) => inRange(date, start, end));
      const wd = weekday(date);
      days.push({ date, temp, weather, holiday, bank: bankHolidays.includes(date), weekend: wd === 0 || wd === 6 });
    }
  }
  // Primrose works every event day at the event; the other rounds are drawn by weight, without repeats
  // (Efraimidis–Spirakis keys), 300 rounds in all.
  const weatherWeight = { Sunny: 1.3, Cloudy: 1, Showers: 0.7, Rain: 0.4 } as const;
  const fixed: [Day, string][] = days.filter((d) => eventOn.has(d.date)).map((d) => [d, "Primrose"]);
  const candidates: { day: Day; van: string; key: number }[] = [];
  for (const d of days) {
    const month = monthOf(d.date);
    const busy = d.weekend || d.holiday || d.bank;
    const base = month >= 5 && month <= 9 ? (d.weekend ? 1.8 : 1) * (d.holiday ? 1.5 : 1) : busy ? 1 : 0.05;
    for (const van of ["Bluebell", "Primrose"]) {
      if (van === "Primrose" && eventOn.has(d.date)) continue;
      const w = base * weatherWeight[d.weather] * (van === "Primrose" ? 0.8 : 1);
      candidates.push({ day: d, van, key: r.random() ** (1 / w) });
    }
  }
  const drawn = candidates
    .sort((a, b) => b.key - a.key)
    .slice(0, 300 - fixed.length)
    .map(({ day, van }) => [day, van] as [Day, string]);
  const rounds = [...fixed, ...drawn].sort(([a, vanA], [b, vanB]) => (a.date === b.date ? vanA.localeCompare(vanB) : a.date.localeCompare(b.date)));

  const fuelBase: Record<string, number> = { Seafront: 9, "North Estates": 14, "South Estates": 14, Villages: 22, "School Gates": 11 };
  const conesPerHour: Record<string, number> = { Seafront: 22, Event: 35, "North Estates": 12, "South Estates": 12, Villages: 10, "School Gates": 18 };
  const weatherSales = { Sunny: 1.2, Cloudy: 1, Showers: 0.7, Rain: 0.5 } as const;
  let driverToday = { date: "", driver: "" };
  const rows: Cell[][] = rounds.map(([d, van], index) => {
    const event = eventOn.get(d.date);
    const busy = d.weekend || d.holiday || d.bank;
    const route =
      van === "Primrose" && event
        ? "Event"
        : busy
          ? weighted(r.random, [
              ["Seafront", 50],
              ["North Estates", 15],
              ["South Estates", 15],
              ["Villages", 20],
            ] as const)
          : weighted(r.random, [
              ["School Gates", 25],
              ["North Estates", 25],
              ["South Estates", 25],
              ["Villages", 15],
              ["Seafront", 10],
            ] as const);
    const taken = driverToday.date === d.date ? driverToday.driver : "";
    const driver = weighted(r.random, [
      ["Gary", taken === "Gary" ? 0 : 40],
      ["Tina", taken === "Tina" ? 0 : 40],
      ["Sam", taken === "Sam" || !(d.weekend || d.holiday) ? 0 : 35],
    ] as const);
    driverToday = { date: d.date, driver };
    const outMinutes = route === "Event" ? 9 * 60 : route === "Seafront" ? 10 * 60 + 30 : route === "School Gates" ? 14 * 60 + 30 : 11 * 60 + 15 * r.int(0, 10);
    let hours = route === "Event" ? r.int(32, 40) / 4 : route === "School Gates" ? r.int(8, 14) / 4 : r.int(16, 32) / 4;
    const rainedOff = r.random() < (d.weather === "Rain" ? 0.6 : d.weather === "Showers" ? 0.15 : 0);
    if (rainedOff) hours = Math.min(hours, r.int(4, 12) / 4);
    const start = ms(d.date);
    const noise = () => Math.max(0.4, 1 + 0.2 * r.normal());
    const tempFactor = Math.max(0.2, (d.temp - 6) / 12);
    const cones = Math.max(0, Math.round(conesPerHour[route]! * hours * tempFactor * (busy ? 1.3 : 1) * weatherSales[d.weather] * noise()));
    const lollies = Math.max(0, Math.round(cones * (d.temp > 20 ? 0.45 : 0.35) * noise()));
    const drinks = Math.max(0, Math.round(hours * (3 + 0.3 * Math.max(0, d.temp - 12)) * noise()));
    const y2026 = yearOf(d.date) === 2026;
    const conesGbp = round2(cones * (y2026 ? 3.5 : 3.2));
    const lolliesGbp = round2(lollies * (y2026 ? 2.2 : 2));
    const drinksGbp = round2(drinks * (y2026 ? 1.6 : 1.5));
    const total = round2(conesGbp + lolliesGbp + drinksGbp);
    const pitch = route === "Event" ? event![3] : route === "Seafront" ? 25 : 0;
    const fuel = round2((route === "Event" ? event![4] : fuelBase[route]!) * Math.max(0.7, 1 + 0.1 * r.normal()));
    const yesNo = (flag: boolean) => (flag ? "Yes" : "No");
    return [
      `IC-${String(index + 1).padStart(4, "0")}`,
      stamp(start, outMinutes),
      stamp(start, outMinutes + hours * 60),
      van,
      driver,
      route,
      route === "Event" ? event![0] : "",
      d.temp,
      d.weather,
      yesNo(rainedOff),
      yesNo(d.holiday),
      yesNo(d.bank),
      cones,
      conesGbp,
      lolliesGbp,
      drinksGbp,
      total,
      pitch,
      fuel,
      round2(total - pitch - fuel),
    ];
  });
  write(
    "ice_cream_rounds",
    [
      "Round ID",
      "Out At",
      "Back At",
      "Van",
      "Driver",
      "Route",
      "Event Name",
      "Max Temp C",
      "Weather",
      "Rained Off",
      "School Holiday",
      "Bank Holiday",
      "Cones Sold",
      "Cones GBP",
      "Lollies GBP",
      "Drinks GBP",
      "Total Sales GBP",
      "Pitch Fee GBP",
      "Fuel GBP",
      "Net GBP",
    ],
    rows,
  );
}

farrierVisits();
oysterSales();
tattooSessions();
iceCreamRounds();
