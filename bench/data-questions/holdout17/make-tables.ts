/**
 * Generates the seventeenth held-out suite's tables deterministically (one seeded PRNG per table):
 *
 *   cd bench && node --import tsx data-questions/holdout17/make-tables.ts
 *
 * Four domains no earlier suite used, four naming styles: a bicycle repair shop (snake_case with heavy
 * abbreviations), a Swedish kayak rental (Swedish column names and values), a food-truck fleet
 * (PascalCase) and a community swimming pool (plain English snake_case with a timestamp pair and
 * true/false columns). All dates fall between 2025-01-01 and 2026-11-27. Changing this file changes the
 * expected answers of questions.jsonl: rerun it, then the holdout test checks every expected SQL still
 * returns rows and has no tie at a cut.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Cell, csvWriter, day, prng, stamp } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));
/** Days from 2025-01-01 to 2026-11-27 inclusive. */
const SPAN = 696;

// Bicycle repair shop (snake_case, heavy abbreviations): a Cambridge repair chain's jobs.
{
  const r = prng(171);
  const services = {
    pnct: [15, 0, 6],
    brk_adj: [25, 1, 12],
    gr_tn: [35, 1, 10],
    whl_trv: [40, 0, 8],
    chn_rpl: [30, 1, 25],
    fll_svc: [120, 4, 45],
  } as const;
  const bikeTypes = ["rd", "mtb", "hyb", "hyb", "ebk", "crgo", "kds"] as const;
  const mechanics = ["Okoro", "Lindqvist", "Patel", "Hughes", "Moreau"];
  const rows: Cell[][] = [];
  for (let i = 0; i < 300; i++) {
    const svc = r.pick(Object.keys(services) as (keyof typeof services)[]);
    const [minutes, parts, partPrice] = services[svc];
    const bike = r.pick(bikeTypes);
    const lbrMin = Math.max(10, Math.round(minutes * (0.6 + r.random() * 0.9) * (bike === "ebk" || bike === "crgo" ? 1.3 : 1)));
    const prtsQty = parts === 0 ? r.int(0, 1) : r.int(Math.max(1, parts - 1), parts + 2);
    const prtsGbp = r.round(prtsQty * partPrice * (0.7 + r.random() * 0.8));
    const express = r.random() < 0.2;
    const lbrGbp = r.round(lbrMin * 0.75 * (express ? 1.25 : 1));
    rows.push([
      5001 + i,
      day(2025, 1, 1, r.int(0, SPAN - 1)),
      r.pick(["CTR", "CTR", "MLR", "CHS", "TRP"]),
      bike,
      svc,
      r.pick(mechanics),
      lbrMin,
      prtsQty,
      prtsGbp,
      lbrGbp,
      r.round(prtsGbp + lbrGbp),
      express ? r.int(0, 1) : r.int(1, 9),
      r.random() < 0.12 ? "Y" : "N",
      express ? "Y" : "N",
      Math.min(5, Math.max(1, Math.round(4 + r.normal() * 0.9))),
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])) || Number(a[0]) - Number(b[0]));
  rows.forEach((row, index) => (row[0] = 5001 + index));
  write(
    "bk_rpr_jobs",
    [
      "job_no",
      "rcvd_dt",
      "brnch",
      "bk_typ",
      "svc_typ",
      "mech_nm",
      "lbr_min",
      "prts_qty",
      "prts_gbp",
      "lbr_gbp",
      "tot_gbp",
      "tat_dys",
      "wrnty_flg",
      "exp_flg",
      "cust_rtg",
    ],
    rows,
  );
}

// Kayak rental (Swedish column names and values): rentals from five stations in the Stockholm archipelago.
{
  const r = prng(172);
  const kayaks = { enmanskajak: 250, tvåmanskajak: 380, havskajak: 320, kanot: 300, paddelbräda: 200 } as const;
  const rows: Cell[][] = [];
  for (let i = 0; i < 340; i++) {
    // Mostly April to October; a few hardy paddlers the rest of the year.
    let offset = r.int(0, SPAN - 1);
    while (r.random() < 0.85) {
      const month = Number(day(2025, 1, 1, offset).slice(5, 7));
      if (month >= 4 && month <= 10) break;
      offset = r.int(0, SPAN - 1);
    }
    const kajak = r.pick(Object.keys(kayaks) as (keyof typeof kayaks)[]);
    const kundtyp = r.pick(["privatperson", "privatperson", "turist", "företag", "skolklass"]);
    const personer = kundtyp === "skolklass" ? r.int(8, 24) : kundtyp === "företag" ? r.int(3, 12) : r.int(1, 4);
    const timmar = r.pick([1, 2, 2, 3, 4, 4, 6, 8]);
    const guidad = r.random() < (kundtyp === "privatperson" ? 0.15 : 0.45);
    const pris =
      Math.round(
        (kayaks[kajak] * timmar * Math.max(1, Math.ceil(personer / (kajak === "tvåmanskajak" || kajak === "kanot" ? 2 : 1))) * 0.5 +
          (guidad ? 150 * personer : 0)) /
          10,
      ) * 10;
    rows.push([
      i + 1,
      day(2025, 1, 1, offset),
      r.pick(["Vaxholm", "Saltsjöbaden", "Norrtälje", "Nynäshamn", "Sigtuna"]),
      kajak,
      kundtyp,
      personer,
      timmar,
      r.round(timmar * (2.2 + r.random() * 2.6), 1),
      pris,
      r.pick(["kort", "kort", "swish", "swish", "kontant", kundtyp === "privatperson" || kundtyp === "turist" ? "kort" : "faktura"]),
      guidad ? "ja" : "nej",
      r.pick(["soligt", "soligt", "molnigt", "regnigt", "blåsigt"]),
      Math.min(5, Math.max(1, Math.round(4.1 + r.normal() * 0.9))),
      r.random() < 0.07 ? "ja" : "nej",
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])) || Number(a[0]) - Number(b[0]));
  rows.forEach((row, index) => (row[0] = index + 1));
  write(
    "kajakuthyrning",
    [
      "uthyrning_id",
      "datum",
      "station",
      "kajaktyp",
      "kundtyp",
      "antal_personer",
      "timmar",
      "sträcka_km",
      "pris_kr",
      "betalsätt",
      "guidad_tur",
      "väder",
      "betyg",
      "skada",
    ],
    rows,
  );
}

// Food trucks (PascalCase): four trucks' orders at five pitches in Portland, in US dollars.
{
  const r = prng(173);
  const menu = {
    "Street Tacos": ["Main", 9.5],
    "Pork Bao": ["Main", 8],
    "Butter Chicken Wrap": ["Main", 11],
    "Wood-Fired Pizza Slice": ["Main", 5.5],
    "Loaded Fries": ["Side", 6],
    "Elote Cup": ["Side", 4.5],
    Horchata: ["Drink", 3.75],
    "Mango Lassi": ["Drink", 4.25],
    Churros: ["Dessert", 5],
  } as const;
  const rows: Cell[][] = [];
  for (let i = 0; i < 400; i++) {
    const item = r.pick(Object.keys(menu) as (keyof typeof menu)[]);
    const [category, price] = menu[item];
    const quantity = category === "Drink" ? r.int(1, 4) : r.int(1, 3);
    const total = r.round(quantity * price);
    const payment = r.pick(["Card", "Card", "Card", "Cash", "MobileWallet", "MobileWallet"]);
    rows.push([
      `FT-${30001 + i}`,
      day(2025, 1, 1, r.int(0, SPAN - 1)),
      r.pick(["Taco Loco", "Bao Down", "Curry Up Now", "The Rolling Dough"]),
      r.pick(["Harbour Front", "Tech Park", "Old Market", "University Green", "Stadium Gate"]),
      item,
      category,
      quantity,
      price,
      total,
      payment,
      r.pick(["Breakfast", "Lunch", "Lunch", "Lunch", "Dinner", "Dinner", "LateNight"]),
      r.int(60, 900),
      payment === "Cash" ? (r.random() < 0.3 ? r.pick([1, 2]) : 0) : r.round(total * r.pick([0, 0, 0.1, 0.15, 0.18, 0.2])),
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])) || String(a[0]).localeCompare(String(b[0])));
  rows.forEach((row, index) => (row[0] = `FT-${30001 + index}`));
  write(
    "FoodTruckOrders",
    [
      "OrderId",
      "OrderDate",
      "TruckName",
      "Pitch",
      "MenuItem",
      "ItemCategory",
      "Quantity",
      "UnitPrice",
      "OrderTotal",
      "PaymentType",
      "ServiceWindow",
      "WaitSeconds",
      "TipAmount",
    ],
    rows,
  );
}

// Community swimming pool (plain English snake_case): check-in and check-out times, true/false columns.
{
  const r = prng(174);
  const activities = ["lane swimming", "lane swimming", "lane swimming", "aqua aerobics", "swimming lesson", "family swim", "water polo", "diving"];
  const fees = { adult: 5.4, junior: 3.2, senior: 3.8, student: 4.1, concession: 2.7 } as const;
  const lifeguards = ["Aisha", "Callum", "Freya", "Mateo", "Niamh", "Tobias"];
  const rows: Cell[][] = [];
  for (let i = 0; i < 360; i++) {
    const activity = r.pick(activities);
    const visitor = r.pick(["adult", "adult", "adult", "junior", "junior", "senior", "student", "concession"] as (keyof typeof fees)[]);
    const member = r.random() < 0.45;
    const inAt = Date.UTC(2025, 0, 1) + r.int(0, SPAN - 1) * 86_400_000;
    const startMinutes = r.int(6 * 60, 20 * 60 + 30);
    const stay = activity === "swimming lesson" || activity === "aqua aerobics" ? r.int(45, 75) : r.int(25, 140);
    const lengths =
      activity === "lane swimming" ? Math.round(stay * (0.5 + r.random() * 0.9)) : activity === "family swim" || activity === "diving" ? 0 : r.int(0, 12);
    const fee = member ? 0 : r.round(fees[visitor] * (activity === "swimming lesson" ? 2 : activity === "aqua aerobics" ? 1.5 : 1));
    rows.push([
      0,
      stamp(inAt, startMinutes),
      stamp(inAt, startMinutes + stay),
      activity,
      visitor,
      lengths,
      fee,
      r.pick(lifeguards),
      r.round(27.5 + r.normal() * 0.8, 1),
      member,
      r.random() < (visitor === "senior" || visitor === "adult" ? 0.3 : 0.1),
      r.random() < 0.6,
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => (row[0] = 9001 + index));
  write(
    "pool_visits",
    [
      "visit_id",
      "checked_in_at",
      "checked_out_at",
      "activity",
      "visitor_type",
      "lengths_swum",
      "entry_fee_gbp",
      "lifeguard",
      "water_temp_c",
      "is_member",
      "used_sauna",
      "rented_locker",
    ],
    rows,
  );
}
