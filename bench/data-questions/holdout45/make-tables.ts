/**
 * Generates the forty-fifth held-out suite's tables deterministically (one seeded PRNG per table, seeds
 * 451–454, no dependencies):
 *
 *   cd bench && node --import tsx data-questions/holdout45/make-tables.ts
 *
 * Four tables of new domains and naming styles: terse snake_case with short codes, Serbian (Latin script)
 * names and values, camelCase with true/false columns, and Title Case names with spaces and Yes/No columns.
 * All dates fall between 2025-01-01 and 2026-11-27. Changing this file changes the expected answers: rerun
 * it, then `pnpm exec vitest run data-questions/holdout.test.ts` checks that every expected SQL still
 * returns rows.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { csvWriter, prng, day, stamp, type Cell } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));

/** Days from 2025-01-01 to 2026-11-27, the last day of data. */
const LAST_OFFSET = 695;
const START = Date.UTC(2025, 0, 1);
/** Month (1–12) and weekday (0 Sunday … 6 Saturday) of a day `offset` days after 2025-01-01. */
const calendar = (offset: number) => {
  const date = new Date(START + offset * 86_400_000);
  return { month: date.getUTCMonth() + 1, weekday: date.getUTCDay(), dayOfMonth: date.getUTCDate() };
};
/** A day offset drawn by rejection: `weight` (0–1) of the day's month, weekday and day of month. */
const drawDay = (random: () => number, weight: (month: number, weekday: number, dayOfMonth: number) => number) => {
  for (;;) {
    const offset = Math.floor(random() * (LAST_OFFSET + 1));
    const { month, weekday, dayOfMonth } = calendar(offset);
    if (random() < weight(month, weekday, dayOfMonth)) return offset;
  }
};
/** A key drawn with the given weights. */
const weighted = <K extends string>(random: () => number, weights: Record<K, number>): K => {
  const entries = Object.entries(weights) as [K, number][];
  let draw = random() * entries.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [key, weight] of entries) {
    draw -= weight;
    if (draw < 0) return key;
  }
  return entries.at(-1)![0];
};
const yn = (flag: boolean) => (flag ? "Y" : "N");

// Tandem paragliding flights over Interlaken (terse snake_case, short codes, Y/N flags, Swiss francs).
{
  const r = prng(451);
  const season = [0.3, 0.35, 0.45, 0.6, 0.85, 1, 1, 1, 0.85, 0.6, 0.3, 0.45];
  const launchAltitude = { AMS: 1350, BTB: 1280, FRS: 2170, MNL: 2230 } as const;
  const basePrice = { STD: 170, THR: 230, ACR: 250, HAL: 290 } as const;
  const rows: Cell[][] = [];
  for (let i = 0; i < 300; i++) {
    const offset = drawDay(r.random, (month) => season[month - 1]!);
    const { month } = calendar(offset);
    const summer = month >= 4 && month <= 9;
    const site = weighted(r.random, { AMS: 3, BTB: 2, FRS: 1, MNL: 1 });
    const type: keyof typeof basePrice =
      site === "FRS" || site === "MNL"
        ? r.random() < 0.65
          ? "HAL"
          : "STD"
        : summer
          ? weighted(r.random, { STD: 55, THR: 30, ACR: 15 })
          : weighted(r.random, { STD: 80, ACR: 20 });
    const pilot =
      type === "ACR"
        ? r.pick(["Reto", "Sandro"])
        : type === "HAL"
          ? r.pick(["Nina", "Urs", "Jonas", "Reto"])
          : r.pick(["Reto", "Nina", "Urs", "Sandro", "Lea", "Jonas"]);
    const weather = summer ? weighted(r.random, { CLR: 50, PCL: 30, OVC: 10, WND: 10 }) : weighted(r.random, { CLR: 35, PCL: 25, OVC: 28, WND: 12 });
    const cancelled = r.random() < (weather === "WND" ? 0.8 : weather === "OVC" ? 0.2 : 0.02);
    const age = type === "ACR" ? r.int(18, 45) : r.random() < 0.12 ? r.int(7, 13) : r.int(16, 72);
    const weight = age < 14 ? r.int(26, 50) : r.int(48, 108);
    const video = r.random() < (type === "ACR" ? 0.7 : 0.4);
    const pickup = (site === "AMS" || site === "BTB") && r.random() < 0.7;
    const minutes = { STD: r.int(12, 20), THR: r.int(25, 45), ACR: r.int(12, 18), HAL: r.int(25, 40) }[type] - (weather === "OVC" ? 3 : 0);
    const maxAltitude = launchAltitude[site] + (type === "THR" ? 200 + Math.round(r.random() * 7) * 100 : type === "HAL" ? r.int(0, 3) * 50 : 0);
    const price = basePrice[type] + (video ? 40 : 0) + (weight > 95 ? 20 : 0) - (age < 14 ? 20 : 0);
    const rated = !cancelled && r.random() < 0.65;
    const score = 3.6 + (type === "THR" || type === "HAL" ? 0.6 : 0) + (weather === "CLR" ? 0.4 : weather === "OVC" ? -0.9 : 0) + r.normal() * 0.7;
    rows.push([
      0,
      day(2025, 1, 1, offset),
      site,
      type,
      pilot,
      weather,
      yn(cancelled),
      age,
      weight,
      r.pick([1, 1, 2, 2, 2, 3, 4, 4, 5, 6]),
      cancelled ? "" : minutes,
      cancelled ? "" : maxAltitude,
      yn(video),
      yn(pickup),
      weighted(r.random, { WEB: 45, HTL: 20, OTA: 25, WLK: 10 }),
      weighted(r.random, { CH: 12, DE: 12, GB: 12, US: 16, IN: 14, KR: 14, CN: 10, AU: 10 }),
      price,
      rated ? Math.min(5, Math.max(1, Math.round(score))) : "",
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => (row[0] = `TF-${10001 + index}`));
  write(
    "tdm_flt",
    [
      "flt_no",
      "flt_dt",
      "tko_site",
      "flt_typ",
      "plt",
      "wx_cd",
      "cxl_flg",
      "pax_age",
      "pax_wt_kg",
      "grp_sz",
      "dur_min",
      "max_alt_m",
      "vid_flg",
      "pkup_flg",
      "bk_chnl",
      "cust_ctry",
      "prc_chf",
      "rtg",
    ],
    rows,
  );
}

// A Serbian contract distillery's rakija orders (Serbian Latin names without diacritics, values with them, dinars).
{
  const r = prng(452);
  const fruits = {
    šljiva: { weight: 40, months: [8, 9, 10, 11, 12, 1, 2, 3], yield: 0.11 },
    kajsija: { weight: 12, months: [7, 8], yield: 0.1 },
    dunja: { weight: 10, months: [10, 11, 12, 1], yield: 0.06 },
    kruška: { weight: 12, months: [8, 9, 10, 11], yield: 0.08 },
    jabuka: { weight: 12, months: [9, 10, 11, 12, 1], yield: 0.065 },
    grožđe: { weight: 14, months: [9, 10, 11, 12], yield: 0.12 },
  } as const;
  const doubleShare = { šljiva: 0.35, kajsija: 0.4, dunja: 0.6, kruška: 0.5, jabuka: 0.2, grožđe: 0.3 } as const;
  const customers = [
    "Milan Petrović",
    "Dragana Jovanović",
    "Nenad Ilić",
    "Jelena Marković",
    "Zoran Nikolić",
    "Snežana Đorđević",
    "Dejan Stojanović",
    "Vesna Pavlović",
    "Radomir Lazić",
    "Ljiljana Simić",
  ];
  const rows: Cell[][] = [];
  for (let i = 0; i < 280; i++) {
    const fruit = weighted(
      r.random,
      Object.fromEntries(Object.entries(fruits).map(([name, spec]) => [name, spec.weight])) as Record<keyof typeof fruits, number>,
    );
    const months: readonly number[] = fruits[fruit].months;
    // October and November are the busiest months of the season.
    const offset = drawDay(r.random, (month) => (months.includes(month) ? (month === 10 || month === 11 ? 1 : 0.6) : 0));
    const { month } = calendar(offset);
    const place = weighted(r.random, { Čačak: 4, Kraljevo: 2, Valjevo: 2, Arilje: 1, Požega: 1, "Gornji Milanovac": 2 });
    const far = place === "Arilje" || place === "Požega" || place === "Gornji Milanovac";
    const mash = r.int(15, 120) * 10;
    const double = r.random() < doubleShare[fruit];
    const liters = r.round(mash * fruits[fruit].yield * (0.9 + r.random() * 0.2) * (double ? 0.75 : 1), 1);
    const hours = r.round((mash / 90) * (double ? 1.7 : 1) * (0.9 + r.random() * 0.2), 1);
    const transport = r.random() < (far ? 0.55 : 0.2);
    const waitDays = r.int(2, 12) + (month === 10 || month === 11 ? r.int(0, 12) : 0) + Math.ceil(hours / 10);
    const collectedOffset = offset + waitDays + (r.random() < 0.2 ? r.int(3, 20) : 0);
    const collected = collectedOffset <= LAST_OFFSET && r.random() > 0.03;
    const perLiter = (double ? 350 : 200) + (fruit === "dunja" ? 100 : 0);
    const rated = collected && r.random() < 0.55;
    const score = 3.7 + (double ? 0.5 : 0) + (fruit === "dunja" || fruit === "kajsija" ? 0.3 : 0) - (waitDays > 20 ? 0.8 : 0) + r.normal() * 0.7;
    rows.push([
      0,
      day(2025, 1, 1, offset),
      collected ? day(2025, 1, 1, collectedOffset) : "",
      r.pick(customers),
      place,
      fruit,
      r.pick(["Dragan", "Dragan", "Miloš", "Goran"]),
      mash,
      double ? "da" : "ne",
      hours,
      liters,
      r.round(double ? 48 + r.random() * 8 : 38 + r.random() * 8, 1),
      transport ? "da" : "ne",
      Math.round(liters * perLiter) + (transport ? 2000 : 0),
      collected ? (r.random() < 0.97 ? "da" : "ne") : r.random() < 0.8 ? "ne" : "da",
      rated ? Math.min(5, Math.max(1, Math.round(score))) : "",
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => (row[0] = `PR-${2001 + index}`));
  write(
    "pecenje_rakije",
    [
      "broj_naloga",
      "datum_prijema",
      "datum_preuzimanja",
      "musterija",
      "mesto",
      "vocka",
      "pecar",
      "kolicina_kljuka_l",
      "dupla_destilacija",
      "trajanje_h",
      "litara_rakije",
      "jacina_vol",
      "prevoz",
      "cena_din",
      "placeno",
      "ocena",
    ],
    rows,
  );
}

// Greenhouse tomato picking records in England (camelCase, true/false columns, pounds).
{
  const r = prng(453);
  const season = [0.25, 0.3, 0.55, 0.8, 1, 1, 1, 1, 0.9, 0.7, 0.35, 0.25];
  const crateKg = { Cherry: 3, Plum: 5, Beefsteak: 6, Vine: 5, Heritage: 4 } as const;
  const minutesPerCrate = { Cherry: 9, Plum: 6, Beefsteak: 5, Vine: 7, Heritage: 8 } as const;
  const basePrice = { Cherry: 3.4, Plum: 2.7, Beefsteak: 2.2, Vine: 2.5, Heritage: 4.9 } as const;
  const pickers = ["Ana Popescu", "Mihai Ionescu", "Olena Shevchenko", "Piotr Nowak", "Gabriela Rusu", "Tomasz Zielinski", "Ioana Dumitru", "Kateryna Bondar"];
  const rows: Cell[][] = [];
  for (let i = 0; i < 320; i++) {
    const offset = drawDay(r.random, (month) => season[month - 1]!);
    const { month } = calendar(offset);
    const winter = month === 11 || month === 12 || month <= 2;
    const lights = winter || (month === 3 && r.random() < 0.5);
    const site = winter
      ? weighted(r.random, { Thanet: 3, "Lea Valley": 2 })
      : weighted(r.random, { Thanet: 3, "Lea Valley": 2, Evesham: 2, "Isle of Wight": 2 });
    const variety =
      !winter && (site === "Evesham" || site === "Isle of Wight")
        ? weighted(r.random, { Cherry: 3, Plum: 2, Beefsteak: 1, Vine: 2, Heritage: 3 })
        : weighted(r.random, { Cherry: 3, Plum: 2, Beefsteak: 2, Vine: 3 });
    const organic = site === "Evesham" || (site === "Isle of Wight" && r.random() < 0.5);
    const hot = month === 7 || month === 8;
    const crates = r.int(8, 40);
    const kg = r.round(crates * crateKg[variety] * (0.95 + r.random() * 0.1), 1);
    const waste = r.round(kg * (hot ? 0.04 + r.random() * 0.06 : 0.01 + r.random() * 0.05), 1);
    const rejected = r.random() < (hot ? 0.12 : 0.04);
    const buyer = organic || variety === "Heritage" ? weighted(r.random, { Waitrose: 6, Market: 4 }) : weighted(r.random, { Tesco: 5, Aldi: 3, Market: 2 });
    const price = r.round(basePrice[variety] * (lights ? 1.35 : 1) * (organic ? 1.25 : 1) * (buyer === "Aldi" ? 0.9 : buyer === "Market" ? 0.95 : 1), 2);
    const inspected = r.random() < 0.55;
    const score = rejected ? r.int(2, 4) : Math.round(7 + (variety === "Heritage" ? 1 : 0) - (hot ? 1 : 0) + r.normal() * 1.1);
    const brix = variety === "Cherry" ? 7 + r.random() * 2.5 : variety === "Heritage" ? 6 + r.random() * 2 : 4.5 + r.random() * 2;
    rows.push([
      0,
      day(2025, 1, 1, offset),
      site,
      variety,
      r.pick(pickers),
      crates,
      kg,
      Math.round(crates * minutesPerCrate[variety] * (0.8 + r.random() * 0.4)),
      waste,
      r.round(brix, 1),
      organic,
      lights,
      rejected,
      buyer,
      price,
      rejected ? 0 : r.round((kg - waste) * price, 2),
      inspected ? Math.min(10, Math.max(1, score)) : "",
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => (row[0] = `GP-${30001 + index}`));
  write(
    "greenhousePicks",
    [
      "pickId",
      "pickDate",
      "site",
      "variety",
      "picker",
      "crates",
      "kgPicked",
      "pickMinutes",
      "wasteKg",
      "brixLevel",
      "isOrganic",
      "underLights",
      "wasRejected",
      "buyer",
      "pricePerKgGbp",
      "revenueGbp",
      "qualityScore",
    ],
    rows,
  );
}

// A London tennis shop chain's racket stringing jobs (Title Case with spaces, a timestamp pair, Yes/No columns, pounds).
{
  const r = prng(454);
  const season = [0.3, 0.35, 0.55, 0.8, 0.95, 1, 1, 0.9, 0.75, 0.5, 0.35, 0.3];
  const stringPrice = { Polyester: 14, Multifilament: 20, "Synthetic Gut": 9, Hybrid: 28, "Natural Gut": 42 } as const;
  const stringers = { Wimbledon: ["Hannah", "Raj"], Putney: ["Tom"], Richmond: ["Chloe", "Dev"], Chiswick: ["Marta"] } as const;
  const rows: Cell[][] = [];
  for (let i = 0; i < 310; i++) {
    const shop = weighted(r.random, { Wimbledon: 35, Putney: 25, Richmond: 20, Chiswick: 20 });
    // Closed on Sundays; the Wimbledon shop is three times as busy in the championships' weeks (22 June–12 July).
    const offset = drawDay(r.random, (month, weekday, dayOfMonth) => {
      if (weekday === 0) return 0;
      const championships = (month === 6 && dayOfMonth >= 22) || (month === 7 && dayOfMonth <= 12);
      return season[month - 1]! * (shop === "Wimbledon" ? (championships ? 1 : 0.34) : 1);
    });
    const { month, weekday } = calendar(offset);
    const droppedMinute = 9 * 60 + r.int(0, 102) * 5;
    const dropped = START + offset * 86_400_000;
    const express = r.random() < (month === 6 || month === 7 ? 0.4 : 0.22);
    const stringType = weighted(r.random, { Polyester: 35, Multifilament: 22, "Synthetic Gut": 20, Hybrid: 13, "Natural Gut": 10 });
    const tension = stringType === "Polyester" ? 21 + r.int(0, 8) * 0.5 : stringType === "Natural Gut" ? 24 + r.int(0, 8) * 0.5 : 23 + r.int(0, 9) * 0.5;
    const rackets = weighted(r.random, { "1": 70, "2": 22, "3": 8 });
    const ownString = r.random() < 0.12;
    const grip = r.random() < 0.3;
    const member = r.random() < 0.35;
    let readyMinutes: number;
    if (express) readyMinutes = droppedMinute + r.int(12, 36) * 5;
    else {
      // The next working day (Saturday's jobs on Monday), two days for late drop-offs, 10 % delayed 1–3 more days.
      let days = (weekday === 6 ? 2 : 1) + (droppedMinute >= 15 * 60 ? 1 : 0) + (r.random() < 0.1 ? r.int(1, 3) : 0);
      if (calendar(offset + days).weekday === 0) days += 1;
      readyMinutes = days * 1440 + 10 * 60 + r.int(0, 84) * 5;
    }
    const turnaroundHours = (readyMinutes - droppedMinute) / 60;
    const price = Number(rackets) * (16 + (express ? 10 : 0) + (ownString ? 0 : stringPrice[stringType]) + (grip ? 6 : 0)) * (member ? 0.9 : 1);
    const surveyed = r.random() < 0.45;
    const score = 4 - (turnaroundHours > 48 ? 1.3 : 0) + (express ? 0.3 : 0) + r.normal() * 0.7;
    rows.push([
      0,
      stamp(dropped, droppedMinute),
      stamp(dropped, readyMinutes),
      shop,
      r.pick(stringers[shop]),
      weighted(r.random, { Wilson: 28, Babolat: 26, Head: 22, Yonex: 16, Prince: 8 }),
      stringType,
      tension,
      Number(rackets),
      express ? "Yes" : "No",
      ownString ? "Yes" : "No",
      grip ? "Yes" : "No",
      member ? "Yes" : "No",
      r.round(price, 2),
      member ? weighted(r.random, { Card: 50, Cash: 5, Account: 45 }) : weighted(r.random, { Card: 85, Cash: 15 }),
      surveyed ? Math.min(5, Math.max(1, Math.round(score))) : "",
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => (row[0] = `RS-${50001 + index}`));
  write(
    "racket_stringing",
    [
      "Job No",
      "Dropped Off",
      "Ready At",
      "Shop",
      "Stringer",
      "Racket Brand",
      "String Type",
      "Tension Kg",
      "Rackets",
      "Express",
      "Own String",
      "Grip Replaced",
      "Club Member",
      "Price GBP",
      "Paid By",
      "Satisfaction",
    ],
    rows,
  );
}
