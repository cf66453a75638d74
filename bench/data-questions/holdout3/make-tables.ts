/**
 * Generates the four tables of the third holdout suite deterministically (one seeded PRNG per table):
 *
 *   cd bench && node --import tsx data-questions/holdout3/make-tables.ts
 *
 * Domains and naming styles not used by the other suites: a gym's class attendance (snake_case, timestamps,
 * units in names, a boolean, a repeating member id), an e-shop's returns (camelCase, 2-letter country codes),
 * a courier's shipments (abbreviations, origin/destination) and a vineyard's harvest with German column
 * names and values. Every table's latest date is the last day of a month, so "the last N months" means
 * the same whether read as calendar months or as N months back from the latest date. Changing this file
 * changes the expected answers: rerun it, then `cd bench && pnpm vitest run data-questions/holdout.test.ts`.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { csvWriter, prng, day, stamp, type Cell } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));

// Gym class attendance (snake_case, timestamps, units): Jul–Dec 2025, 60 members who book many classes.
{
  const r = prng(3101);
  const classes = { yoga: [60, 180], spinning: [45, 420], pilates: [50, 200], hiit: [30, 380], boxing: [60, 450] } as const;
  const instructors = ["Maya", "Tom", "Ines", "Karl", "Lea"];
  const rows: Cell[][] = [];
  const base = Date.UTC(2025, 6, 1, 6);
  for (let i = 0; i < 420; i++) {
    const classType = r.pick(Object.keys(classes) as (keyof typeof classes)[]);
    const [minutes, kcal] = classes[classType];
    const attended = r.random() > 0.18;
    const start = i === 0 ? Date.UTC(2025, 11, 31, 18) - base : r.int(0, 183) * 24 * 60 + r.int(0, 15) * 60;
    rows.push([
      `B${5000 + i}`,
      `M${String(r.int(1, 60)).padStart(3, "0")}`,
      classType,
      r.pick(instructors),
      stamp(base, start / (i === 0 ? 60_000 : 1)),
      r.pick(["studio_a", "studio_b", "outdoor"]),
      minutes,
      attended ? Math.round(kcal * (0.7 + r.random() * 0.6)) : 0,
      attended,
      r.int(18, 67),
    ]);
  }
  rows.sort((a, b) => String(a[4]).localeCompare(String(b[4])) || String(a[0]).localeCompare(String(b[0])));
  write(
    "gym_class_attendance",
    ["booking_id", "member_id", "class_type", "instructor", "class_start", "room", "duration_min", "calories_kcal", "attended", "member_age"],
    rows,
  );
}

// E-shop returns (camelCase, 2-letter country codes, a boolean): Jan–Jun 2025.
{
  const r = prng(3202);
  const categories = { shoes: [40, 160], jackets: [60, 300], dresses: [30, 140], electronics: [25, 600], toys: [10, 80] } as const;
  const reasons = ["wrong size", "damaged", "not as described", "changed mind", "arrived late"];
  const rows: Cell[][] = [];
  for (let i = 0; i < 320; i++) {
    const category = r.pick(Object.keys(categories) as (keyof typeof categories)[]);
    const [low, high] = categories[category];
    const qty = r.pick([1, 1, 1, 1, 2, 2, 3]);
    const reason = category === "electronics" || category === "toys" ? r.pick(reasons.slice(1)) : r.pick(reasons);
    const refunded = reason === "changed mind" ? r.random() < 0.55 : r.random() < 0.9;
    rows.push([
      `RT-${7000 + i}`,
      `ORD-${r.int(20000, 20999)}`,
      i === 0 ? "2025-06-30" : day(2025, 1, 1, r.int(0, 180)),
      r.pick(["DE", "FR", "NL", "ES", "IT", "PL"]),
      category,
      reason,
      qty,
      r.round(qty * (low + r.random() * (high - low))),
      refunded,
      r.int(1, 30),
    ]);
  }
  rows.sort((a, b) => String(a[2]).localeCompare(String(b[2])) || String(a[0]).localeCompare(String(b[0])));
  write(
    "eshop_returns",
    ["returnId", "orderId", "returnDate", "countryCode", "productCategory", "returnReason", "itemQty", "refundAmountUsd", "isRefunded", "daysSincePurchase"],
    rows,
  );
}

// Courier shipments (abbreviations, origin/destination): Apr–Sep 2025.
{
  const r = prng(3303);
  const cities = ["Lyon", "Paris", "Lille", "Nantes", "Bordeaux", "Marseille"];
  const rows: Cell[][] = [];
  for (let i = 0; i < 520; i++) {
    const orig = r.pick(cities);
    let dest = r.pick(cities);
    while (dest === orig) dest = r.pick(cities);
    const svc = r.pick(["STD", "STD", "STD", "EXP", "EXP", "OVN"]);
    const wt = r.round(0.2 + r.random() * r.random() * 30, 1);
    const days = svc === "OVN" ? 1 : svc === "EXP" ? r.int(1, 3) : r.int(2, 7);
    rows.push([
      `S${90000 + i}`,
      i === 0 ? "2025-09-30" : day(2025, 4, 1, r.int(0, 182)),
      orig,
      dest,
      svc,
      wt,
      r.round(4 + wt * (svc === "OVN" ? 2.1 : svc === "EXP" ? 1.4 : 0.8)),
      days,
      `D${r.int(1, 12)}`,
      r.random() < 0.06,
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])) || String(a[0]).localeCompare(String(b[0])));
  write("courier_shipments", ["shp_id", "ship_dt", "orig", "dest", "svc", "wt_kg", "cost_eur", "dlv_days", "drv", "dmg_flag"], rows);
}

// Vineyard harvest with German column names and values: three vintages, Sep–Oct.
{
  const r = prng(3404);
  const sorten = { Riesling: [80, 95], Spätburgunder: [88, 100], "Müller-Thurgau": [70, 82], Silvaner: [75, 88], Dornfelder: [76, 90] } as const;
  const lagen = ["Sonnenhang", "Kirchberg", "Steinacker", "Mühlweg"];
  const rows: Cell[][] = [];
  for (let i = 0; i < 240; i++) {
    const sorte = r.pick(Object.keys(sorten) as (keyof typeof sorten)[]);
    const [low, high] = sorten[sorte];
    const jahr = r.pick([2023, 2024, 2025]);
    const hand = r.random() < 0.45;
    const menge = r.round(hand ? 300 + r.random() * 900 : 1200 + r.random() * 2800, 0);
    rows.push([
      `L${String(i + 1).padStart(4, "0")}`,
      i === 0 ? "2025-10-31" : day(jahr, 9, 1, r.int(0, 60)),
      r.pick(lagen),
      sorte,
      menge,
      r.int(low, high),
      hand ? r.int(4, 14) : r.int(1, 3),
      hand,
      r.round(hand ? 1.4 + r.random() * 0.8 : 0.8 + r.random() * 0.6),
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])) || String(a[0]).localeCompare(String(b[0])));
  write("weinlese", ["Lese_ID", "Lesedatum", "Lage", "Rebsorte", "Menge_kg", "Oechsle", "Helfer", "Handlese", "Preis_pro_kg"], rows);
}
