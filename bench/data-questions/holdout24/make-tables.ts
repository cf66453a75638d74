/**
 * The twenty-fourth blind held-out suite's tables, generated deterministically (one seeded PRNG per table,
 * seeds 241–244, no dependencies):
 *
 *   cd bench && node --import tsx data-questions/holdout24/make-tables.ts
 *
 * Four domains and naming styles: an Australian council's road-defect repairs (snake_case, heavy
 * abbreviations, short codes as values), a Tuscan riding stable's bookings (Italian names and values), a
 * Koh Tao dive shop's bookings (camelCase with true/false columns) and a New Zealand council's customer
 * service centre (plain English column names with spaces, an arrival/served timestamp pair). All dates fall
 * between 2025-01-01 and 2026-11-27. Changing this file changes the expected answers of questions.jsonl.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { csvWriter, day, prng, stamp, type Cell } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));
/** Days from 2025-01-01 to 2026-11-27. */
const LAST_DAY = 695;
const monthOf = (offset: number) => Number(day(2025, 1, 1, offset).slice(5, 7));
const weekdayOf = (offset: number) => new Date(Date.UTC(2025, 0, 1) + offset * 86_400_000).getUTCDay();

/** A weighted pick: `[value, weight]` pairs. */
function weighted<T>(random: () => number, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let at = random() * total;
  for (const [value, weight] of items) {
    at -= weight;
    if (at < 0) return value;
  }
  return items[items.length - 1]![0];
}

// Road-defect repairs (snake_case, abbreviations, codes): an Australian council's work orders, in dollars.
{
  const r = prng(241);
  const rows: Cell[][] = [];
  for (let i = 0; i < 320; i++) {
    const reported = r.int(0, LAST_DAY - 2);
    const month = monthOf(reported);
    const wet = month >= 2 && month <= 6;
    const ward = weighted(r.random, [
      ["NTH", 2],
      ["STH", 2],
      ["EST", 1.5],
      ["WST", 1.5],
      ["CTR", 1.2],
    ] as const);
    const roadClass = weighted(r.random, [
      ["ART", ward === "CTR" ? 4 : 2.5],
      ["COL", 3],
      ["LOC", ward === "CTR" ? 2 : 4.5],
    ] as const);
    const defect = weighted(r.random, [
      ["PH", wet ? 5 : 3],
      ["CRK", 1.5],
      ["EDG", ward === "NTH" || ward === "WST" ? 1.8 : 0.8],
      ["DPR", 0.8],
      ["DRN", wet ? 2 : 1.2],
      ["SGN", 1.5],
    ] as const);
    const source =
      roadClass === "ART" && r.random() < 0.2
        ? "POL"
        : weighted(r.random, [
            ["PUB", defect === "PH" || defect === "SGN" ? 6 : 4],
            ["INS", 4],
          ] as const);
    let severity: "S1" | "S2" | "S3";
    if (defect === "PH")
      severity =
        roadClass === "ART" ? (r.random() < 0.6 ? "S1" : "S2") : roadClass === "COL" ? (r.random() < 0.2 ? "S1" : "S2") : r.random() < 0.6 ? "S2" : "S3";
    else if (defect === "CRK") severity = "S3";
    else if (defect === "EDG") severity = r.random() < 0.5 ? "S2" : "S3";
    else if (defect === "DPR") severity = r.random() < 0.25 ? "S1" : "S2";
    else if (defect === "DRN") severity = roadClass === "ART" && r.random() < 0.4 ? "S1" : "S2";
    else severity = r.random() < 0.2 ? "S1" : r.random() < 0.7 ? "S2" : "S3";
    if (source === "POL" && severity === "S3") severity = "S2";
    const target = { S1: 1, S2: 7, S3: 28 }[severity];
    let days =
      severity === "S1"
        ? weighted(r.random, [
            [0, 5],
            [1, 4],
            [2, 1.2],
            [3, 0.5],
          ] as const)
        : severity === "S2"
          ? r.int(1, 12)
          : r.int(5, 45);
    days = Math.min(days, LAST_DAY - reported);
    const method =
      defect === "PH"
        ? severity === "S1" && roadClass === "ART"
          ? r.random() < 0.5
            ? "CLD"
            : "HOT"
          : r.random() < 0.7
            ? "HOT"
            : "CLD"
        : defect === "CRK"
          ? "SLR"
          : defect === "EDG"
            ? r.random() < 0.6
              ? "HOT"
              : "CLD"
            : defect === "DPR"
              ? "HOT"
              : defect === "DRN"
                ? "JET"
                : "RPL";
    const temporary = method === "CLD" && (severity === "S1" || r.random() < 0.3) ? "Y" : "N";
    const area =
      defect === "PH"
        ? r.round(0.2 + r.random() * 2.8, 1)
        : defect === "CRK"
          ? r.round(5 + r.random() * 55, 1)
          : defect === "EDG"
            ? r.round(1 + r.random() * 11, 1)
            : defect === "DPR"
              ? r.round(2 + r.random() * 18, 1)
              : 0;
    const tonnes = method === "HOT" || method === "CLD" ? r.round(area * (0.1 + r.random() * 0.04), 2) : 0;
    const crew = r.pick(["C1", "C2", "C3", "C4"]);
    const crewSize = roadClass === "ART" || method === "HOT" ? 3 : 2;
    const hours =
      method === "SLR"
        ? r.int(4, 12) / 2
        : method === "HOT"
          ? r.int(3, 10) / 2
          : method === "CLD"
            ? r.int(1, 4) / 2
            : method === "JET"
              ? r.int(2, 6) / 2
              : r.int(2, 4) / 2;
    const afterHours = severity === "S1" && r.random() < 0.45 ? "Y" : "N";
    const trafficControl = roadClass === "ART" || (roadClass === "COL" && r.random() < 0.3) ? "Y" : "N";
    const materials =
      method === "HOT" ? tonnes * 185 : method === "CLD" ? tonnes * 290 : method === "SLR" ? area * 12 : method === "RPL" ? 260 : method === "JET" ? 350 : 0;
    const cost = r.round(98 * crewSize * hours * (afterHours === "Y" ? 1.5 : 1) + materials + (trafficControl === "Y" ? 650 : 0));
    const claim = defect === "PH" && roadClass !== "LOC" && r.random() < (days > target ? 0.3 : 0.08) ? "Y" : "N";
    rows.push([
      "",
      day(2025, 1, 1, reported),
      day(2025, 1, 1, reported + days),
      ward,
      roadClass,
      defect,
      source,
      severity,
      target,
      days <= target ? "Y" : "N",
      method,
      temporary,
      area,
      tonnes,
      crew,
      crewSize,
      hours,
      afterHours,
      trafficControl,
      cost,
      claim,
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => (row[0] = `WO-${71001 + index}`));
  write(
    "rd_dfct_rpr",
    [
      "wo_no",
      "rpt_dt",
      "rpr_dt",
      "ward",
      "rd_cls",
      "dfct_typ",
      "src",
      "sev",
      "tgt_days",
      "tgt_met",
      "rpr_mth",
      "tmp_fix",
      "area_m2",
      "asph_t",
      "crew",
      "crew_sz",
      "crew_hrs",
      "ah_flg",
      "tc_flg",
      "cost_aud",
      "clm_flg",
    ],
    rows,
  );
}

// Riding-stable bookings (Italian names and values): a Tuscan stable's lessons and rides, in euros.
{
  const r = prng(242);
  const rows: Cell[][] = [];
  for (let i = 0; i < 290; i++) {
    const offset = r.int(0, LAST_DAY);
    const month = monthOf(offset);
    const summer = month >= 4 && month <= 10;
    const winter = month === 11 || month === 12 || month <= 2;
    const weekend = weekdayOf(offset) === 0 || weekdayOf(offset) === 6;
    const activity = weighted(r.random, [
      ["lezione privata", 25],
      ["lezione di gruppo", 25],
      ["passeggiata", summer ? 28 : 18],
      ["trekking", summer ? 16 : 3],
      ["battesimo della sella", weekend ? 18 : 9],
    ] as const);
    const level =
      activity === "battesimo della sella"
        ? "principiante"
        : activity === "trekking"
          ? r.random() < 0.6
            ? "intermedio"
            : "avanzato"
          : activity === "passeggiata"
            ? r.random() < 0.6
              ? "principiante"
              : "intermedio"
            : weighted(r.random, [
                ["principiante", 4],
                ["intermedio", 3.5],
                ["avanzato", 2.5],
              ] as const);
    const instructor =
      activity === "trekking"
        ? r.pick(["Marco", "Lorenzo"])
        : activity === "battesimo della sella"
          ? r.pick(["Chiara", "Francesca", "Francesca", "Giulia"])
          : r.pick(["Giulia", "Marco", "Chiara", "Lorenzo", "Francesca"]);
    const minutes =
      activity === "lezione privata"
        ? r.pick([45, 60, 60])
        : activity === "lezione di gruppo"
          ? 60
          : activity === "passeggiata"
            ? r.pick([60, 60, 90, 120])
            : activity === "trekking"
              ? r.pick([180, 180, 300])
              : 20;
    const people =
      activity === "lezione privata"
        ? 1
        : activity === "lezione di gruppo"
          ? r.int(3, 6)
          : activity === "passeggiata"
            ? r.int(1, 6)
            : activity === "trekking"
              ? r.int(2, 8)
              : weighted(r.random, [
                  [1, 6],
                  [2, 3],
                  [3, 1],
                ] as const);
    const lesson = activity.startsWith("lezione");
    const ride = activity === "passeggiata" || activity === "trekking";
    let price =
      activity === "lezione privata"
        ? minutes === 45
          ? 40
          : 50
        : activity === "lezione di gruppo"
          ? 28
          : activity === "passeggiata"
            ? { 60: 25, 90: 35, 120: 45 }[minutes]!
            : activity === "trekking"
              ? minutes === 180
                ? 75
                : 120
              : 15;
    if (weekend && (activity === "passeggiata" || activity === "battesimo della sella")) price += 5;
    const member = r.random() < (lesson ? 0.6 : ride ? 0.15 : 0.05);
    const discount = lesson && member ? 15 : ride && (member || people >= 6) ? 10 : 0;
    const helmet = !member && activity !== "battesimo della sella" && r.random() < 0.45;
    const amount = r.round(people * price * (1 - discount / 100) + (helmet ? 5 * people : 0));
    const payment = weighted(r.random, [
      ["contanti", 3],
      ["carta", 4],
      ["bonifico", activity === "trekking" ? 4 : 1],
      ["buono regalo", activity === "battesimo della sella" ? 2 : 0.6],
    ] as const);
    const channel = weighted(r.random, [
      ["telefono", lesson ? 4 : 2],
      ["sito", ride ? 4 : 2],
      ["WhatsApp", 3],
    ] as const);
    const origin = weighted(r.random, [
      ["Firenze", 4],
      ["Siena", 3],
      ["Arezzo", 2],
      ["Pisa", 1.5],
      ["altra regione", ride ? 2 : 0.7],
      ["estero", ride && summer ? 3 : 0.3],
    ] as const);
    const cancelled = r.random() < (winter ? 0.18 : 0.07);
    const rating =
      cancelled || r.random() < 0.3
        ? ""
        : weighted(r.random, [
            [2, 0.4],
            [3, 1.5],
            [4, 4],
            [5, activity === "trekking" ? 6 : 4],
          ] as const);
    rows.push([
      "",
      day(2025, 1, 1, offset),
      activity,
      level,
      instructor,
      minutes,
      people,
      price,
      weekend ? "sì" : "no",
      member ? "sì" : "no",
      discount,
      helmet ? "sì" : "no",
      amount,
      payment,
      channel,
      origin,
      cancelled ? "sì" : "no",
      rating,
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => (row[0] = `MN-${2001 + index}`));
  write(
    "prenotazioni_maneggio",
    [
      "codice",
      "data",
      "attivita",
      "livello",
      "istruttore",
      "durata_min",
      "partecipanti",
      "prezzo_persona_eur",
      "festivo",
      "tesserato",
      "sconto_pct",
      "noleggio_casco",
      "importo_eur",
      "pagamento",
      "canale",
      "provenienza",
      "annullata",
      "valutazione",
    ],
    rows,
  );
}

// Dive-shop bookings (camelCase, true/false columns): a Koh Tao dive shop, in Thai baht.
{
  const r = prng(243);
  const rows: Cell[][] = [];
  for (let i = 0; i < 340; i++) {
    const offset = r.int(0, LAST_DAY);
    const month = monthOf(offset);
    const monsoon = month === 11 || month === 12;
    const product = weighted(r.random, [
      ["Fun Dive", 45],
      ["Discover Scuba", 15],
      ["Open Water", 20],
      ["Advanced", 12],
      ["Night Dive", 8],
    ] as const);
    const site =
      product === "Discover Scuba" || product === "Open Water"
        ? r.pick(["Japanese Gardens", "Twins", "Shark Island"])
        : product === "Night Dive"
          ? r.pick(["Twins", "Japanese Gardens"])
          : product === "Advanced"
            ? r.pick(["HTMS Sattakut", "Chumphon Pinnacle", "Twins", "Shark Island", "HTMS Sattakut"])
            : weighted(r.random, [
                ["Chumphon Pinnacle", 2],
                ["Sail Rock", 2],
                ["HTMS Sattakut", 1.5],
                ["Twins", 1.5],
                ["Japanese Gardens", 1],
                ["Shark Island", 1.5],
              ] as const);
    const course = product === "Open Water" || product === "Advanced";
    const instructor = course ? r.pick(["Kai", "Nok", "Lars", "Mia"]) : r.pick(["Kai", "Mia", "Tom", "Nok", "Ploy", "Lars"]);
    const divers = product === "Discover Scuba" ? r.int(1, 3) : r.int(1, 4);
    const cancelled = r.random() < (monsoon ? 0.25 : 0.06);
    const deep = site === "Chumphon Pinnacle" || site === "Sail Rock" || site === "HTMS Sattakut";
    const depth =
      product === "Discover Scuba"
        ? r.round(6 + r.random() * 6, 1)
        : product === "Open Water" || product === "Night Dive"
          ? r.round(10 + r.random() * 8, 1)
          : product === "Advanced"
            ? r.round(18 + r.random() * 12, 1)
            : deep
              ? r.round(18 + r.random() * 12, 1)
              : r.round(12 + r.random() * 8, 1);
    const bottom = product === "Discover Scuba" ? r.int(30, 40) : Math.max(28, Math.min(60, Math.round(62 - depth * 0.9 + r.normal() * 4)));
    const temperature = r.round((month <= 2 || month === 12 ? 27.6 : month >= 4 && month <= 6 ? 30.2 : 29) + r.random() * 1.2, 1);
    const visibility = Math.max(
      4,
      Math.round((monsoon ? 8 : month >= 4 && month <= 9 ? 18 : 13) + (site === "Sail Rock" || site === "Chumphon Pinnacle" ? 5 : 0) + r.normal() * 4),
    );
    const nitrox = (product === "Fun Dive" || product === "Advanced") && r.random() < 0.22;
    const returning = r.random() < (product === "Fun Dive" || product === "Night Dive" ? 0.28 : 0.08);
    const rented = course || product === "Discover Scuba" ? true : r.random() < (returning ? 0.35 : 0.65);
    const whaleShark =
      !cancelled &&
      (site === "Chumphon Pinnacle" || site === "Sail Rock") &&
      r.random() < ((month >= 3 && month <= 5) || month === 9 || month === 10 ? 0.28 : 0.03);
    const base =
      product === "Fun Dive"
        ? site === "Sail Rock" || site === "Chumphon Pinnacle"
          ? 1500
          : 1000
        : product === "Night Dive"
          ? 1600
          : product === "Discover Scuba"
            ? 2500
            : product === "Open Water"
              ? 11000
              : 9500;
    const perDiver =
      (base + (nitrox ? 300 : 0) + (rented && (product === "Fun Dive" || product === "Night Dive") ? 200 : 0)) *
      (returning && (product === "Fun Dive" || product === "Night Dive") ? 0.9 : 1);
    const rating =
      cancelled || r.random() < 0.35
        ? ""
        : Math.max(1, Math.min(5, Math.round(4.3 + (visibility < 10 ? -1.2 : 0) + (whaleShark ? 0.7 : 0) + r.normal() * 0.7)));
    rows.push([
      "",
      day(2025, 1, 1, offset),
      site,
      product,
      instructor,
      divers,
      cancelled ? "" : depth,
      cancelled ? "" : bottom,
      cancelled ? "" : temperature,
      cancelled ? "" : visibility,
      nitrox,
      rented,
      returning,
      whaleShark,
      cancelled,
      r.round(perDiver * divers),
      weighted(r.random, [
        ["Germany", 3],
        ["United Kingdom", 3],
        ["France", 2],
        ["Netherlands", 1.5],
        ["United States", 2],
        ["China", 2],
        ["Australia", 1.5],
      ] as const),
      rating,
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => (row[0] = `DV-${8001 + index}`));
  write(
    "diveBookings",
    [
      "bookingId",
      "diveDate",
      "diveSite",
      "product",
      "instructor",
      "divers",
      "maxDepthM",
      "bottomTimeMin",
      "waterTempC",
      "visibilityM",
      "isNitrox",
      "rentedGear",
      "isReturning",
      "sawWhaleShark",
      "isCancelled",
      "priceThb",
      "customerCountry",
      "rating",
    ],
    rows,
  );
}

// Customer service centre visits (plain English names with spaces, a timestamp pair): a New Zealand council, in dollars.
{
  const r = prng(244);
  const rows: Cell[][] = [];
  const base = Date.UTC(2025, 0, 1);
  for (let i = 0; i < 360; i++) {
    let offset = r.int(0, LAST_DAY);
    while (weekdayOf(offset) === 0 || weekdayOf(offset) === 6) offset = r.int(0, LAST_DAY);
    const month = monthOf(offset);
    const service = weighted(r.random, [
      ["Rates Payment", 22],
      ["Dog Registration", month === 6 || month === 7 ? 40 : 8],
      ["Parking Permit", 12],
      ["Building Consent", 10],
      ["Rubbish Bags", 15],
      ["LIM Report", 6],
      ["General Enquiry", 20],
    ] as const);
    const arrivedMinute = 8 * 60 + 30 + r.int(0, 495);
    const appointment = r.random() < (service === "Building Consent" ? 0.7 : service === "LIM Report" ? 0.4 : service === "General Enquiry" ? 0 : 0.1);
    const lunch = arrivedMinute >= 12 * 60 && arrivedMinute < 14 * 60;
    const wait = appointment ? r.int(0, 6) : Math.round((4 + r.random() * 21 + (weekdayOf(offset) === 1 ? 8 : 0) + (lunch ? 10 : 0)) * (month === 7 ? 1.5 : 1));
    const left = !appointment && wait > 30 && r.random() < 0.5;
    const counter = service === "Building Consent" || service === "LIM Report" ? 5 : r.int(1, 4);
    const staff = counter === 5 ? r.pick(["Hamish", "Mei"]) : r.pick(["Aroha", "Ben", "Priya", "Sione", "Kate"]);
    const concession = r.random() < 0.2;
    const items =
      service === "Rubbish Bags"
        ? r.int(5, 25)
        : service === "Dog Registration"
          ? weighted(r.random, [
              [1, 7],
              [2, 2.5],
              [3, 0.5],
            ] as const)
          : service === "Parking Permit"
            ? r.random() < 0.8
              ? 1
              : 2
            : service === "General Enquiry"
              ? 0
              : 1;
    const amount = left
      ? 0
      : service === "Rates Payment"
        ? r.round(350 + r.random() * 2550)
        : service === "Dog Registration"
          ? r.round(165 * items * (concession ? 0.8 : 1))
          : service === "Parking Permit"
            ? r.round(150 * items * (concession ? 0.5 : 1))
            : service === "Building Consent"
              ? 480
              : service === "Rubbish Bags"
                ? r.round(3.4 * items)
                : service === "LIM Report"
                  ? 395
                  : 0;
    const payment =
      amount === 0
        ? "None"
        : weighted(r.random, [
            ["EFTPOS", 5],
            ["Credit Card", service === "Building Consent" || service === "LIM Report" ? 5 : 3],
            ["Cash", service === "Rubbish Bags" ? 4 : 2],
          ] as const);
    const interpreter = r.random() < 0.07;
    const minutes =
      (service === "Rates Payment"
        ? r.int(3, 8)
        : service === "Dog Registration"
          ? r.int(5, 12)
          : service === "Parking Permit"
            ? r.int(5, 10)
            : service === "Building Consent"
              ? r.int(15, 40)
              : service === "Rubbish Bags"
                ? r.int(2, 4)
                : service === "LIM Report"
                  ? r.int(10, 20)
                  : r.int(3, 15)) + (interpreter ? 8 : 0);
    const outcome = left
      ? "Left Without Service"
      : service === "Building Consent"
        ? r.random() < 0.3
          ? "Follow-up Needed"
          : "Completed"
        : service === "General Enquiry"
          ? weighted(r.random, [
              ["Completed", 7],
              ["Follow-up Needed", 1.5],
              ["Referred", 1.5],
            ] as const)
          : service === "LIM Report" && r.random() < 0.1
            ? "Follow-up Needed"
            : "Completed";
    const satisfaction = left || r.random() < 0.5 ? "" : Math.max(1, Math.min(5, Math.round(4.4 - (wait > 20 ? 1.2 : wait > 10 ? 0.5 : 0) + r.normal() * 0.7)));
    const arrived = base + (offset * 24 * 60 + arrivedMinute) * 60_000 + r.int(0, 59) * 1000;
    rows.push([
      "",
      stamp(arrived, 0),
      left ? "" : stamp(arrived, wait),
      service,
      counter,
      staff,
      appointment ? "Yes" : "No",
      concession ? "Yes" : "No",
      items,
      amount,
      payment,
      interpreter ? "Yes" : "No",
      left ? "" : minutes,
      outcome,
      satisfaction,
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => (row[0] = `T-${40001 + index}`));
  write(
    "service_centre_visits",
    [
      "Ticket No",
      "Arrived At",
      "Served At",
      "Service",
      "Counter",
      "Staff Member",
      "Appointment",
      "Concession Card",
      "Items",
      "Amount NZD",
      "Payment Method",
      "Interpreter",
      "Service Minutes",
      "Outcome",
      "Satisfaction",
    ],
    rows,
  );
}
