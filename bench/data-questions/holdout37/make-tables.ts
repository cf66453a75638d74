/**
 * Generates the thirty-seventh held-out suite's four tables deterministically (seeds 371–374, one PRNG per table):
 *
 *   cd bench && node --import tsx data-questions/holdout37/make-tables.ts
 *
 * Every table runs from 2025-01-01 to 2026-11-28, the day before the suite's reference date (2026-11-29).
 * The README describes each column and the rule it is drawn by; changing this file changes the expected answers.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Cell, csvWriter, day, prng } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));

/** Days from 2025-01-01 to 2026-11-28, both included. */
const SPAN = 697;
const LAST_DAY = "2026-11-28";
const monthOf = (date: string) => Number(date.slice(5, 7));
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
const addDays = (date: string, days: number) => day(Number(date.slice(0, 4)), monthOf(date), Number(date.slice(8, 10)), days);
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

type Generator = ReturnType<typeof prng>;

/** A date drawn with a weight per month (index 1–12) and, optionally, only on some weekdays (0 = Sunday). */
function seasonalDate(r: Generator, weights: readonly number[], weekdays?: readonly number[]) {
  const top = Math.max(...weights.slice(1));
  for (;;) {
    const date = day(2025, 1, 1, r.int(0, SPAN - 1));
    if (weekdays && !weekdays.includes(weekdayOf(date))) continue;
    if (r.random() * top < weights[monthOf(date)]!) return date;
  }
}

/** Picks a key with the given weights. */
function weighted<T extends string>(r: Generator, weights: Record<T, number>): T {
  const keys = Object.keys(weights) as T[];
  let left = r.random() * keys.reduce((sum, key) => sum + weights[key], 0);
  for (const key of keys) {
    left -= weights[key];
    if (left < 0) return key;
  }
  return keys[keys.length - 1]!;
}

/** Sorts generated rows by their date (column 0 of `draft`), then numbers them. */
function numbered(drafts: { date: string; cells: Cell[] }[], prefix: string, first: number): Cell[][] {
  return drafts
    .map((draft, index) => ({ ...draft, index }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.index - b.index)
    .map((draft, index) => [`${prefix}${first + index}`, ...draft.cells]);
}

// 1. An airline's mishandled-baggage reports (terse snake_case, short codes), amounts in euros.
{
  const r = prng(371);
  const drafts: { date: string; cells: Cell[] }[] = [];
  //                     -   J    F    M    A    M    J    J    A    S    O    N    D
  const monthWeights = [0, 0.8, 0.7, 0.8, 1.0, 1.0, 1.3, 1.9, 1.9, 0.9, 1.0, 0.8, 1.5];
  for (let i = 0; i < 320; i++) {
    const date = seasonalDate(r, monthWeights);
    const month = monthOf(date);
    const stn = r.pick(["AMS", "AMS", "LHR", "CDG", "FRA", "BCN"] as const);
    const rte = r.random() < (stn === "BCN" ? 0.1 : 0.4) ? "LH" : "SH";
    const fragile = r.random() < 0.1;
    const u = r.random();
    const typ = fragile ? (u < 0.45 ? "DMG" : u < 0.85 ? "DLY" : u < 0.93 ? "PIL" : "LST") : u < 0.64 ? "DLY" : u < 0.83 ? "DMG" : u < 0.91 ? "PIL" : "LST";
    let cause: string;
    if (typ === "DMG" || typ === "PIL") cause = "HDL";
    else if ((month === 12 || month <= 2) && r.random() < 0.25) cause = "WX";
    else if (r.random() < (rte === "LH" ? 0.55 : 0.3)) cause = "TRF";
    else cause = r.pick(["LDG", "LDG", "TAG", "SEC"]);
    const bags = r.random() < 0.75 ? 1 : r.random() < 0.8 ? 2 : 3;
    let weight = 0;
    for (let b = 0; b < bags; b++) weight += 8 + r.random() * (rte === "LH" ? 22 : 15);
    const tier = r.random() < 0.6 ? "BAS" : r.random() < 0.62 ? "SLV" : "GLD";
    const cap = { BAS: 150, SLV: 250, GLD: 400 }[tier];
    let delivered = "";
    let method = "";
    let interim = 0;
    let paid = 0;
    let status = "CLS";
    const sinceReport = daysBetween(date, LAST_DAY);
    if (typ === "DLY") {
      const delays: Record<string, readonly [number, number]> = { TRF: [1, 2], LDG: [1, 3], TAG: [2, 6], SEC: [2, 5], WX: [1, 4] };
      const [low, high] = delays[cause]!;
      const days = r.int(low, high) + (rte === "LH" ? 1 : 0);
      if (days <= sinceReport) {
        delivered = addDays(date, days);
        method = tier === "GLD" || r.random() < 0.8 ? "CRR" : "PUP";
      } else status = "OPN";
      if (r.random() < 0.7) interim = Math.min(cap, Math.round(Math.min(days, sinceReport + 1) * bags * 30 * (0.6 + r.random() * 0.8)));
    } else if (typ === "LST") {
      interim = Math.min(cap, r.int(50, 150));
      if (sinceReport < 60) status = "OPN";
      else paid = Math.min(1780, Math.round(bags * (650 + r.random() * 800)));
    } else {
      if (sinceReport < r.int(10, 30)) status = "OPN";
      else if (r.random() < 0.1) status = "REJ";
      else paid = typ === "DMG" ? Math.round(40 + r.random() * 280 + (fragile ? 100 : 0)) : Math.round(60 + r.random() * 390);
    }
    let csat: Cell = "";
    if (status !== "OPN" && r.random() < 0.45) {
      const base = typ === "DLY" ? (daysBetween(date, delivered) <= 2 ? 4.2 : 3.1) : typ === "DMG" ? 3 : typ === "PIL" ? 2.2 : 1.5;
      csat = clamp(Math.round(base + (tier === "GLD" ? 0.4 : 0) + r.normal() * 0.8), 1, 5);
    }
    drafts.push({
      date,
      cells: [date, stn, rte, typ, cause, bags, r.round(weight, 1), fragile ? "Y" : "N", tier, delivered, method, interim, paid, status, csat],
    });
  }
  write(
    "bag_irr_rpt",
    ["pir_no", "rpt_dt", "stn", "rte", "irr_typ", "cause_cd", "bags", "wt_kg", "frg_flg", "tier", "dlv_dt", "dlv_mth", "intm_eur", "cmp_eur", "clm_st", "csat"],
    numbered(drafts, "PIR-", 20001),
  );
}

// 2. A UK meal-kit company's box deliveries (camelCase, true/false columns), amounts in pounds.
{
  const r = prng(372);
  const drafts: { date: string; cells: Cell[] }[] = [];
  //                     -   J    F    M    A    M    J     J     A    S    O    N    D
  const monthWeights = [0, 1.7, 1.2, 1.0, 1.0, 1.0, 0.8, 0.75, 0.7, 1.1, 1.1, 1.2, 0.9];
  const basePrice = { Classic: 4.75, Veggie: 4.25, Family: 3.95, Lean: 5.25, Quick: 4.5 } as const;
  for (let i = 0; i < 340; i++) {
    // Boxes arrive on Tuesdays, Wednesdays, Thursdays and Saturdays.
    const date = seasonalDate(r, monthWeights, [2, 3, 4, 6]);
    const month = monthOf(date);
    const plan = weighted(r, { Classic: 3, Family: 2, Veggie: month === 1 ? 3.5 : 2, Lean: month === 1 ? 3 : 1, Quick: 2 });
    const recipes = plan === "Family" ? r.int(3, 4) : r.int(3, 5);
    const servings = plan === "Family" || r.random() < 0.3 ? 4 : 2;
    const price = r.round(basePrice[plan] + (date >= "2026-03-01" ? 0.25 : 0));
    const region = weighted(r, { London: 30, "South East": 25, Midlands: 15, "North West": 15, Scotland: 15 });
    const courier = region === "London" || region === "South East" ? (r.random() < 0.6 ? "Own Fleet" : "DPD") : r.random() < 0.6 ? "DPD" : "Yodel";
    const firstBox = r.random() < (month === 1 ? 0.22 : 0.11);
    const promo = firstBox || r.random() < 0.07;
    const discount = firstBox ? 50 : promo ? 20 : 0;
    const dessert = r.random() < (plan === "Family" ? 0.3 : 0.15);
    const total = r.round(recipes * servings * price * (1 - discount / 100) + (dessert ? 3.95 : 0) + (firstBox ? 0 : 4.99));
    const lateChance = { "Own Fleet": 0.04, DPD: 0.08, Yodel: 0.16 }[courier] + (month === 12 ? 0.08 : 0) + (region === "Scotland" ? 0.06 : 0);
    const late = r.random() < lateChance;
    const missing = r.random() < 0.06;
    const credit = (missing ? Math.round(8 + r.random() * 16) / 2 : 0) + (late && r.random() < 0.5 ? 5 : 0);
    const weeks = firstBox ? 0 : Math.max(1, Math.round(160 * r.random() ** 2));
    let rating: Cell = "";
    if (r.random() < 0.55) rating = clamp(Math.round(4.4 - (late ? 1.5 : 0) - (missing ? 1.6 : 0) + r.normal() * 0.6), 1, 5);
    drafts.push({
      date,
      cells: [date, plan, recipes, servings, price, region, courier, firstBox, promo, discount, dessert, total, late, missing, credit, weeks, rating],
    });
  }
  write(
    "mealKitDeliveries",
    [
      "deliveryId",
      "deliveryDate",
      "plan",
      "recipes",
      "servings",
      "pricePerServing",
      "region",
      "courier",
      "isFirstBox",
      "usedPromo",
      "discountPct",
      "hasDessert",
      "totalGbp",
      "isLate",
      "missingItem",
      "creditGbp",
      "customerWeeks",
      "rating",
    ],
    numbered(drafts, "MK-", 50001),
  );
}

// 3. An English hot-air balloon operator's bookings (plain English column names, Yes/No columns), amounts in pounds.
{
  const r = prng(373);
  const drafts: { date: string; cells: Cell[] }[] = [];
  //                     -    J     F    M    A    M    J    J    A    S    O    N     D
  const monthWeights = [0, 0.3, 0.35, 0.9, 1.8, 2.0, 2.2, 2.2, 2.1, 1.7, 1.0, 0.4, 0.35];
  const pilots = { Bath: ["Graham", "Sophie"], Cheltenham: ["Rupert"], Oxford: ["Helen", "Dev"], Stratford: ["Dev", "Sophie"] } as const;
  const weather = new Map<string, string>();
  const flights = new Map<string, { pilot: string; minutes: number; altitude: number; miles: number }>();
  for (let i = 0; i < 300; i++) {
    const date = seasonalDate(r, monthWeights);
    const month = monthOf(date);
    const winter = month >= 11 || month <= 2;
    const summer = month >= 5 && month <= 8;
    const site = weighted(r, { Bath: 30, Cheltenham: 25, Oxford: 25, Stratford: 20 });
    const session = r.random() < (winter ? 0.75 : 0.5) ? "Sunrise" : "Evening";
    const ticket = weighted(r, { Standard: 55, Flexible: 30, Private: 15 });
    const passengers = ticket === "Private" ? 2 : r.random() < 0.2 ? 1 : r.random() < 0.62 ? 2 : r.int(3, 6);
    const voucher = r.random() < 0.35;
    const photo = r.random() < 0.25;
    const insured = r.random() < (ticket === "Standard" ? 0.3 : ticket === "Private" ? 0.1 : 0);
    const perPerson = ticket === "Flexible" ? 259 : date >= "2026-01-01" ? 199 : 189;
    const amount = (ticket === "Private" ? 1150 : passengers * perPerson) + (photo ? 35 : 0) + (insured ? 15 * passengers : 0);
    // The weather is the same for every booking at a site and session on a day.
    const slot = `${date} ${site} ${session}`;
    if (!weather.has(slot)) {
      const cancelChance = (winter ? 0.4 : summer ? 0.12 : 0.25) + (session === "Evening" ? 0.08 : 0);
      let reason = "";
      if (r.random() < cancelChance) {
        const fogChance = session === "Sunrise" && !summer ? 0.3 : 0.03;
        reason = r.random() < fogChance ? "Fog" : weighted(r, { Wind: 50, Rain: 25, "Low Cloud": 25 });
      }
      weather.set(slot, reason);
    }
    const reason = weather.get(slot)!;
    const flew = reason === "";
    // One balloon per site and session (a private flight has its own).
    const balloon = ticket === "Private" ? `${slot} private ${i}` : slot;
    if (!flights.has(balloon)) {
      const minutes = r.int(ticket === "Private" ? 60 : 55, ticket === "Private" ? 90 : 85);
      flights.set(balloon, {
        pilot: r.pick(pilots[site]),
        minutes,
        altitude: Math.round((800 + r.random() * 3200) / 100) * 100,
        miles: r.round(minutes * (0.04 + r.random() * 0.16), 1),
      });
    }
    const flight = flights.get(balloon)!;
    let stars: Cell = "";
    if (flew && r.random() < 0.5) stars = clamp(Math.round(4.6 - (flight.minutes < 62 ? 0.8 : 0) + (ticket === "Private" ? 0.3 : 0) + r.normal() * 0.6), 1, 5);
    drafts.push({
      date,
      cells: [
        date,
        site,
        session,
        flight.pilot,
        ticket,
        passengers,
        voucher ? "Yes" : "No",
        photo ? "Yes" : "No",
        insured ? "Yes" : "No",
        amount,
        flew ? "Yes" : "No",
        reason,
        flew ? flight.minutes : "",
        flew ? flight.altitude : "",
        flew ? flight.miles : "",
        stars,
      ],
    });
  }
  write(
    "balloon_flight_bookings",
    [
      "Booking Ref",
      "Flight Date",
      "Launch Site",
      "Session",
      "Pilot",
      "Ticket Type",
      "Passengers",
      "Gift Voucher",
      "Photo Package",
      "Weather Insurance",
      "Amount GBP",
      "Flew",
      "Cancellation Reason",
      "Flight Minutes",
      "Max Altitude Ft",
      "Distance Miles",
      "Review Stars",
    ],
    numbered(drafts, "HB-", 7001),
  );
}

// 4. A Western Cape butchery's orders (Afrikaans column names and values), amounts in rand.
{
  const r = prng(374);
  const drafts: { date: string; cells: Cell[] }[] = [];
  //                     -    J    F    M    A    M    J    J    A    S    O    N    D
  const monthWeights = [0, 1.2, 1.1, 1.1, 1.0, 0.9, 0.8, 0.8, 0.8, 1.3, 1.0, 1.1, 2.0];
  const price2025 = { boerewors: 129, lamstjops: 249, biltong: 420, droëwors: 450, beesfilet: 389, sosaties: 169, maalvleis: 119 } as const;
  const butchers = { Stellenbosch: ["Johan", "Thandi"], Paarl: ["Pieter"], "Somerset-Wes": ["Marietjie", "Sipho"], Worcester: ["Hennie"] } as const;
  for (let i = 0; i < 300; i++) {
    // The shops open Monday to Saturday.
    const date = seasonalDate(r, monthWeights, [1, 2, 3, 4, 5, 6]);
    const month = monthOf(date);
    const braai = month === 12 || month === 9;
    const branch = weighted(r, { Stellenbosch: 35, Paarl: 25, "Somerset-Wes": 25, Worcester: 15 });
    const client = weighted(r, { privaat: 70, restaurant: 20, spyseniering: 10 });
    const product =
      client === "restaurant"
        ? weighted(r, { boerewors: 2, lamstjops: 3, biltong: 0.5, droëwors: 0.5, beesfilet: 3, sosaties: 1, maalvleis: 2 })
        : weighted(r, { boerewors: braai ? 6 : 3, lamstjops: 2, biltong: 2, droëwors: 1, beesfilet: 1.5, sosaties: braai ? 3 : 1.5, maalvleis: 2 });
    const dried = product === "biltong" || product === "droëwors";
    let kg: number;
    if (client === "privaat") kg = dried ? r.int(1, 8) * 0.25 : r.round(0.5 + r.random() * (product === "boerewors" ? 4.5 : 3.5));
    else if (client === "restaurant") kg = dried ? r.int(2, 8) : r.round(5 + r.random() * 15);
    else kg = r.round(8 + r.random() * 22);
    const price = date >= "2026-01-01" ? Math.round(price2025[product] * 1.06) : price2025[product];
    const loyal = client === "privaat" && r.random() < 0.4;
    const discount = loyal ? 5 : client === "restaurant" ? 10 : client === "spyseniering" ? (kg >= 15 ? 10 : 5) : 0;
    const delivery = client === "spyseniering" || r.random() < (client === "restaurant" ? 0.9 : 0.15);
    const amount = r.round(kg * price * (1 - discount / 100) + (delivery && client === "privaat" ? 65 : 0));
    const payment = client === "privaat" ? weighted(r, { kaart: 70, kontant: 20, EFT: 10 }) : r.random() < 0.8 ? "EFT" : "kaart";
    const cancelled = r.random() < 0.05;
    let rating: Cell = "";
    if (!cancelled && r.random() < 0.3) rating = clamp(Math.round(4.3 + (delivery ? -0.3 : 0) + r.normal() * 0.7), 1, 5);
    drafts.push({
      date,
      cells: [
        date,
        branch,
        r.pick(butchers[branch]),
        client,
        product,
        kg,
        price,
        loyal ? "ja" : "nee",
        discount,
        delivery ? "ja" : "nee",
        amount,
        payment,
        cancelled ? "ja" : "nee",
        rating,
      ],
    });
  }
  write(
    "slaghuis_bestellings",
    [
      "bestelnommer",
      "datum",
      "tak",
      "slagter",
      "klient_tipe",
      "produk",
      "gewig_kg",
      "prys_per_kg",
      "lojaliteitslid",
      "afslag_pct",
      "aflewering",
      "bedrag_rand",
      "betaalmetode",
      "gekanselleer",
      "beoordeling",
    ],
    numbered(drafts, "SB-", 4001),
  );
}
