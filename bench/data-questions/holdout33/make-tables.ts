/**
 * Generates the thirty-third held-out suite's tables deterministically (one seeded PRNG per table, seeds 331–334):
 *
 *   cd bench && node --import tsx data-questions/holdout33/make-tables.ts
 *
 * Four tables of different domains and naming styles; every date falls between 2025-01-01 and 2026-11-27.
 * Changing this file changes the expected answers: rerun it, then the holdout test checks that every expected
 * SQL still returns rows with no tie at a cut.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Cell, csvWriter, day, prng, stamp } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));
/** Days from 2025-01-01 to 2026-11-27, inclusive: offsets 0–695. */
const LAST_OFFSET = 695;
const monthOf = (iso: string) => Number(iso.slice(5, 7));
const yearOf = (iso: string) => Number(iso.slice(0, 4));

// 1. Sheep-shearing contractor's job log (snake_case, heavy abbreviations, short codes), New Zealand dollars.
{
  const r = prng(331);
  const rows: Cell[][] = [];
  while (rows.length < 300) {
    const date = day(2025, 1, 1, r.int(0, LAST_OFFSET));
    const month = monthOf(date);
    // Fewer jobs in the winter months June–July.
    if ((month === 6 || month === 7) && r.random() < 0.5) continue;
    const jobType =
      month === 12 || month <= 2
        ? r.pick([
            "FULL",
            "FULL",
            "FULL",
            "FULL",
            "FULL",
            "FULL",
            "FULL",
            "FULL",
            "FULL",
            "LMB",
            "LMB",
            "LMB",
            "LMB",
            "LMB",
            "LMB",
            "LMB",
            "CRUT",
            "CRUT",
            "CRUT",
            "CRUT",
          ])
        : month <= 5
          ? r.random() < 0.55
            ? "CRUT"
            : "FULL"
          : month <= 8
            ? r.random() < 0.6
              ? "PRE"
              : "CRUT"
            : r.random() < 0.7
              ? "FULL"
              : "CRUT";
    const region = r.pick(["CAN", "CAN", "OTA", "STH", "HBY", "MWT"]);
    const south = region === "OTA" || region === "STH";
    const breed = region === "OTA" || region === "CAN" ? r.pick(["MER", "MER", "ROM", "CPW", "PDS"]) : r.pick(["ROM", "ROM", "CPW", "PDS"]);
    const gang = south ? r.pick(["G3", "G4"]) : region === "CAN" ? r.pick(["G1", "G2", "G3"]) : r.pick(["G1", "G2"]);
    const shearers = jobType === "CRUT" ? r.int(2, 4) : r.int(2, 6);
    const merino = breed === "MER";
    const tally =
      jobType === "CRUT"
        ? r.int(350, 550)
        : jobType === "LMB"
          ? r.int(220, 320)
          : jobType === "PRE"
            ? merino
              ? r.int(100, 150)
              : r.int(170, 240)
            : merino
              ? r.int(110, 160)
              : r.int(180, 260);
    const wet = r.random() < (month >= 5 && month <= 8 ? 0.25 : 0.08);
    const head = Math.round(shearers * tally * (wet ? 0.6 : 1));
    const baseRate = jobType === "CRUT" ? 1.15 : jobType === "LMB" ? 2.3 : jobType === "PRE" ? (merino ? 5.2 : 3.85) : merino ? 4.9 : 3.45;
    const rate = r.round(baseRate * (yearOf(date) === 2026 ? 1.05 : 1));
    const perHead =
      jobType === "CRUT"
        ? 0.25 + r.random() * 0.2
        : jobType === "LMB"
          ? 1 + r.random() * 0.6
          : (merino ? 4 + r.random() * 1.5 : 4.2 + r.random() * 1.6) - (jobType === "PRE" ? 0.3 : 0);
    const woolKg = Math.round(head * perHead);
    const grade =
      jobType === "CRUT" ? "" : jobType === "LMB" ? r.pick(["F", "M"]) : merino ? "F" : breed === "PDS" ? "M" : breed === "CPW" ? r.pick(["S", "M"]) : "S";
    const km = region === "HBY" || region === "MWT" ? r.int(15, 90) : region === "CAN" ? r.int(10, 140) : r.int(20, 180);
    const invoice = r.round(head * rate + Math.max(0, km - 40) * 1.35);
    const injury = r.random() < (wet ? 0.15 : 0.06) ? r.pick(["CUT", "CUT", "BCK", "SLP"]) : "";
    rows.push([
      date,
      region,
      jobType,
      breed,
      gang,
      shearers,
      head,
      rate,
      woolKg,
      Math.ceil(woolKg / 160),
      grade,
      wet ? "Y" : "N",
      km,
      invoice,
      r.random() < 0.8 ? "Y" : "N",
      injury,
    ]);
  }
  rows.sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  write(
    "shr_job_log",
    [
      "job_no",
      "shr_dt",
      "rgn",
      "job_typ",
      "brd",
      "gang_cd",
      "shrr_cnt",
      "hd_cnt",
      "rate_ph",
      "wool_kg",
      "bls",
      "wl_grd",
      "wet_flg",
      "trav_km",
      "inv_nzd",
      "pd_flg",
      "inj_cd",
    ],
    rows.map((row, index) => [`SJ-${10001 + index}`, ...row]),
  );
}

// 2. An Icelandic tour operator's bookings (Icelandic column names without diacritics, values with them), Icelandic krónur.
{
  const r = prng(332);
  const prices: Record<string, number> = { Jöklaganga: 18900, Íshellaferð: 32900, Norðurljósaferð: 11900, "Gullni hringurinn": 14500, Jeppaferð: 36900 };
  const countries = ["Bandaríkin", "Bandaríkin", "Bandaríkin", "Bretland", "Bretland", "Þýskaland", "Þýskaland", "Frakkland", "Spánn", "Kína", "Ísland"];
  const rows: Cell[][] = [];
  while (rows.length < 280) {
    const date = day(2025, 1, 1, r.int(0, LAST_OFFSET));
    const month = monthOf(date);
    const winter = month >= 11 || month <= 3;
    const tours = ["Jöklaganga", "Jeppaferð", "Gullni hringurinn"];
    if (month >= 6 && month <= 8) tours.push("Gullni hringurinn", "Jöklaganga");
    if (winter) tours.push("Íshellaferð", "Íshellaferð");
    if (month >= 9 || month <= 4) tours.push("Norðurljósaferð", "Norðurljósaferð");
    const tour = r.pick(tours);
    const guide =
      tour === "Jöklaganga" || tour === "Íshellaferð" ? r.pick(["Björn", "Helga", "Þórdís"]) : r.pick(["Sigrún", "Björn", "Helga", "Gunnar", "Þórdís"]);
    const country = r.pick(countries);
    const localLanguage = country === "Þýskaland" ? "þýska" : country === "Frakkland" ? "franska" : country === "Spánn" ? "spænska" : "enska";
    const language = r.random() < 0.6 ? localLanguage : "enska";
    const people = tour === "Jeppaferð" ? r.int(2, 5) : r.int(1, 6);
    const pickup = r.random() < 0.6;
    const price = Math.round((prices[tour]! * (yearOf(date) === 2026 ? 1.06 : 1)) / 100) * 100;
    const discount = country === "Ísland" ? 15 : people >= 5 ? 10 : 0;
    const total = Math.round(people * (price + (pickup ? 2500 : 0)) * (1 - discount / 100));
    const wind = r.round(winter ? 3 + r.random() * 21 : 1 + r.random() * 13, 1);
    const cancelled = (wind > 18 && r.random() < 0.9) || r.random() < 0.03;
    const lightsSeen = tour === "Norðurljósaferð" && !cancelled ? (r.random() < 0.45 ? "já" : "nei") : "";
    const rated = !cancelled && r.random() < 0.6;
    const rating = rated ? Math.max(1, Math.min(5, Math.round(4 + r.normal() * 0.8 - (wind > 12 ? 0.8 : 0) + (lightsSeen === "já" ? 0.7 : 0)))) : "";
    const payment = r.random() < 0.75 ? "kort" : r.random() < 0.6 ? "millifærsla" : "gjafabréf";
    rows.push([
      date,
      tour,
      guide,
      language,
      people,
      pickup ? "já" : "nei",
      price,
      discount,
      total,
      country,
      payment,
      wind,
      cancelled ? "já" : "nei",
      lightsSeen,
      rating,
    ]);
  }
  rows.sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  write(
    "ferdabokanir",
    [
      "bokun",
      "dagsetning",
      "ferd",
      "leidsogumadur",
      "tungumal",
      "fjoldi",
      "saekja",
      "verd_mann_isk",
      "afslattur_pct",
      "heildarverd_isk",
      "land",
      "greidsla",
      "vindur_ms",
      "aflyst",
      "nordurljos_sast",
      "einkunn",
    ],
    rows.map((row, index) => [`IS-${5001 + index}`, ...row]),
  );
}

// 3. An auction house's lots (camelCase with true/false columns), pounds sterling.
{
  const r = prng(333);
  // A sale every other Thursday, from 2025-01-02 to 2026-11-19.
  const sales: string[] = [];
  for (let offset = 1; offset <= LAST_OFFSET; offset += 14) sales.push(day(2025, 1, 1, offset));
  const ranges: Record<string, [number, number]> = {
    Paintings: [800, 20000],
    Furniture: [300, 6000],
    Jewellery: [500, 12000],
    Ceramics: [150, 3000],
    Silver: [200, 4000],
    Watches: [600, 15000],
    Books: [100, 2500],
  };
  const rows: Cell[][] = [];
  for (let i = 0; i < 320; i++) {
    const saleDate = r.pick(sales);
    const room = r.pick(["London", "London", "Edinburgh", "Bath"]);
    const department = r.pick(Object.keys(ranges));
    const [low, high] = ranges[department]!;
    const estimateLow = Math.max(100, Math.round((low * (high / low) ** r.random()) / 50) * 50);
    const estimateHigh = Math.round((estimateLow * 1.5) / 50) * 50;
    const consignor = r.pick(["Private", "Private", "Dealer", "Estate"]);
    const hasReserve = r.random() < (consignor === "Estate" ? 0.4 : 0.7);
    const reoffered = r.random() < 0.12;
    const conditionReport = r.random() < (department === "Furniture" || department === "Ceramics" ? 0.8 : 0.6);
    const interest = Math.exp(r.normal() * 0.45) * (reoffered ? 0.75 : 1);
    const bids = Math.max(0, Math.round(interest * 9 + r.normal() * 3 - 2));
    const hammerRaw = estimateLow * interest * (0.7 + r.random() * 0.6);
    const sold = bids > 0 && !(hasReserve && hammerRaw < estimateLow * 0.8);
    const step = hammerRaw < 1000 ? 10 : hammerRaw < 5000 ? 50 : 100;
    const hammer = sold ? Math.max(step, Math.round(hammerRaw / step) * step) : "";
    const online = sold && r.random() < 0.45;
    const buyer = sold ? r.pick(["United Kingdom", "United Kingdom", "United Kingdom", "United Kingdom", "United States", "France", "Germany", "China"]) : "";
    rows.push([
      saleDate,
      room,
      department,
      consignor,
      estimateLow,
      estimateHigh,
      hasReserve,
      reoffered,
      conditionReport,
      bids,
      sold,
      hammer,
      sold ? r.round(Number(hammer) * 0.25) : 0,
      online,
      buyer,
    ]);
  }
  rows.sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  write(
    "auctionLots",
    [
      "lotId",
      "saleDate",
      "saleRoom",
      "department",
      "consignorType",
      "estimateLow",
      "estimateHigh",
      "hasReserve",
      "isReoffered",
      "hasConditionReport",
      "bidCount",
      "isSold",
      "hammerPriceGbp",
      "buyerPremiumGbp",
      "wonOnline",
      "buyerCountry",
    ],
    rows.map((row, index) => [`LOT-${30001 + index}`, ...row]),
  );
}

// 4. A Welsh broadband provider's network outages (Title Case names with spaces, a timestamp pair, Yes/No columns), pounds.
{
  const r = prng(334);
  const base = Date.UTC(2025, 0, 1);
  const durations: Record<string, [number, number]> = {
    "Fibre Cut": [180, 900],
    "Cable Damage": [150, 720],
    "Power Failure": [30, 400],
    "Equipment Fault": [60, 600],
    "Storm Damage": [240, 1800],
    "Planned Maintenance": [60, 240],
    "": [15, 200],
  };
  const rows: Cell[][] = [];
  for (let i = 0; i < 260; i++) {
    const dayOffset = r.int(0, LAST_OFFSET - 2);
    const month = monthOf(day(2025, 1, 1, dayOffset));
    const stormy = month >= 10 || month <= 3;
    const region = r.pick(["Cardiff", "Cardiff", "Swansea", "Newport", "Wrexham", "Gwynedd"]);
    const network = r.random() < 0.5 ? "Fibre" : r.random() < 0.6 ? "Copper" : "Fixed Wireless";
    const causes = ["Power Failure", "Equipment Fault", "Equipment Fault", "Planned Maintenance", "Planned Maintenance", ""];
    causes.push(network === "Copper" ? "Cable Damage" : "Fibre Cut");
    if (stormy) causes.push("Storm Damage", "Storm Damage", ...(network === "Fixed Wireless" ? ["Storm Damage"] : []));
    const cause = r.pick(causes);
    const planned = cause === "Planned Maintenance";
    const startMinute = planned ? r.int(0, 300) : r.int(0, 1439);
    const [shortest, longest] = durations[cause]!;
    const minutes = r.int(shortest, longest);
    const start = dayOffset * 1440 + startMinute;
    const customers = Math.max(12, Math.round(Math.exp(3 + r.random() * 5.8)));
    const severity = customers >= 2000 ? "Critical" : customers >= 300 ? "Major" : "Minor";
    const slaHours = severity === "Critical" ? 4 : severity === "Major" ? 8 : 24;
    const breached = !planned && minutes > slaHours * 60;
    const dispatched = planned || cause === "" ? false : cause === "Power Failure" ? r.random() < 0.5 : cause === "Equipment Fault" ? r.random() < 0.8 : true;
    const complaints = planned ? r.int(0, 2) : Math.round(customers * (0.005 + r.random() * 0.02) * (minutes > 240 ? 2 : 1));
    rows.push([
      stamp(base, start),
      stamp(base, start + minutes),
      region,
      network,
      cause,
      planned ? "Yes" : "No",
      severity,
      customers,
      dispatched ? "Yes" : "No",
      slaHours,
      breached ? "Yes" : "No",
      breached ? r.round(customers * 2.5) : 0,
      complaints,
      planned ? "Monitoring" : r.pick(["Monitoring", "Monitoring", "Customer", "Partner"]),
      planned || r.random() < 0.7 ? "Yes" : "No",
    ]);
  }
  rows.sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  write(
    "broadband_outages",
    [
      "Incident ID",
      "Outage Start",
      "Service Restored",
      "Region",
      "Network",
      "Cause",
      "Planned",
      "Severity",
      "Customers Affected",
      "Engineer Dispatched",
      "SLA Hours",
      "SLA Breached",
      "Compensation GBP",
      "Complaints",
      "Reported By",
      "Customer Notified",
    ],
    rows.map((row, index) => [`INC-${90001 + index}`, ...row]),
  );
}
