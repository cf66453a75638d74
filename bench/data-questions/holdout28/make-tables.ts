/**
 * Generates the tables of the twenty-eighth blind held-out suite deterministically (one seeded PRNG per
 * table, seeds 281–284):
 *
 *   cd bench && node --import tsx data-questions/holdout28/make-tables.ts
 *
 * Four everyday domains in four naming styles: a Yorkshire chimney sweep (snake_case with heavy
 * abbreviations and short codes), an Estonian firewood seller (Estonian names and values), an Ohio
 * self-storage business (camelCase with true/false columns) and an Irish vehicle-glass company (Title Case
 * with spaces and a timestamp pair). All dates fall between 2025-01-01 and 2026-11-27.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Cell, csvWriter, day, prng, stamp } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));
/** Day offsets from 2025-01-01: 695 is 2026-11-27, the last day of the data. */
const LAST = 695;
const monthOf = (offset: number) => Number(day(2025, 1, 1, offset).slice(5, 7));
const weekdayOf = (offset: number) => new Date(`${day(2025, 1, 1, offset)}T00:00:00Z`).getUTCDay();

/** A day offset drawn with a weight per month (1–12), by rejection. */
function seasonalDay(r: ReturnType<typeof prng>, weights: readonly number[], last = LAST) {
  const top = Math.max(...weights);
  for (;;) {
    const offset = r.int(0, last);
    if (r.random() < weights[monthOf(offset) - 1]! / top) return offset;
  }
}

// Chimney sweep jobs (snake_case, heavy abbreviations, short codes), Harrogate district, pounds.
{
  const r = prng(281);
  const rows: Cell[][] = [];
  const busy = [0.7, 0.5, 0.5, 0.6, 0.6, 0.7, 0.8, 1.3, 1.8, 2.0, 1.7, 1.0];
  for (let i = 0; i < 300; i++) {
    const offset = seasonalDay(r, busy);
    const month = monthOf(offset);
    const town = r.pick(["HRG", "HRG", "HRG", "RPN", "RPN", "SKP", "SKP", "KNR", "OTL"]);
    const fuel = r.pick(["WD", "WD", "WD", "WD", "MF", "MF", "MF", "CL", "CL", "OIL", "OIL", "GAS"]);
    const appl =
      fuel === "GAS"
        ? "BLR"
        : fuel === "OIL"
          ? r.pick(["BLR", "BLR", "RNG"])
          : fuel === "CL"
            ? r.pick(["OF", "OF", "RNG"])
            : fuel === "WD"
              ? r.pick(["WBS", "WBS", "OF"])
              : "WBS";
    const nestSeason = month >= 4 && month <= 7;
    const svc =
      nestSeason && r.random() < 0.35
        ? "NEST"
        : r.pick(["SWP", "SWP", "SWP", "SWP", "SWP", "SWP", "SWP", "SWP", "SWP", "SWP", "CCTV", "CCTV", "COWL", "COWL", "REPR"]);
    const tech = svc === "REPR" ? r.pick(["DH", "JW"]) : r.pick(["DH", "JW", "RB", "RB", "SK"]);
    const flue = r.round(4 + r.random() * 8, 1);
    const cond = r.pick(["G", "G", "G", "F", "F", appl === "OF" || fuel === "CL" ? "P" : "F"]);
    const soot =
      svc === "SWP"
        ? r.round(
            fuel === "GAS"
              ? r.random() * 0.3
              : fuel === "OIL"
                ? 0.2 + r.random() * 0.8
                : fuel === "CL"
                  ? 1 + r.random() * 4
                  : (appl === "OF" ? 1 : 0.5) + r.random() * 3,
            1,
          )
        : "";
    const smokeTest = svc === "CCTV" || svc === "REPR" || (svc === "SWP" && r.random() < 0.3);
    const smk = smokeTest ? (r.random() < (cond === "P" ? 0.55 : cond === "F" ? 0.15 : 0.04) ? "FAIL" : "PASS") : "";
    const cert = (svc === "SWP" || svc === "NEST") && cond !== "P" && smk !== "FAIL" ? "Y" : "N";
    const minutes =
      5 *
      Math.round(
        (svc === "SWP"
          ? 45 + r.random() * 45 + (appl === "OF" ? 20 : 0) + (flue > 8 ? 10 : 0)
          : svc === "CCTV"
            ? 30 + r.random() * 30
            : svc === "NEST"
              ? 60 + r.random() * 90
              : svc === "COWL"
                ? 45 + r.random() * 75
                : 120 + r.random() * 240) / 5,
      );
    const rpt = r.random() < 0.45 ? "Y" : "N";
    let price =
      svc === "SWP"
        ? 75 + (appl === "RNG" ? 15 : 0) + (flue > 8 ? 10 : 0)
        : svc === "CCTV"
          ? 95
          : svc === "NEST"
            ? 120 + Math.max(0, minutes - 90) * 0.5
            : svc === "COWL"
              ? 85 + r.int(45, 140)
              : (minutes / 60) * 40 + r.int(60, 400);
    if (svc === "SWP" && rpt === "Y") price *= 0.9;
    rows.push([
      offset,
      town,
      fuel,
      appl,
      svc,
      tech,
      flue,
      soot,
      cond,
      smk,
      cert,
      minutes,
      r.round(price),
      rpt,
      r.pick(["CSH", "CRD", "CRD", "CRD", "BT", "BT"]),
    ]);
  }
  rows.sort((a, b) => Number(a[0]) - Number(b[0]));
  write(
    "chmny_swp_jobs",
    ["job_ref", "job_dt", "town", "fuel", "appl", "svc", "tech", "flue_m", "soot_kg", "cond", "smk_tst", "cert_iss", "lbr_min", "price_gbp", "rpt_cust", "pay"],
    rows.map((row, i) => [`CS-${5001 + i}`, day(2025, 1, 1, Number(row[0])), ...row.slice(1)]),
  );
}

// Firewood orders (Estonian names and values), euros.
{
  const r = prng(282);
  const rows: Cell[][] = [];
  const demand = [0.8, 0.6, 0.5, 0.5, 0.6, 0.7, 0.8, 1.2, 1.8, 2.0, 1.6, 1.0];
  const perCubic = { kask: 62, saar: 68, lepp: 52, okaspuu: 45, segapuu: 50 } as const;
  const transport = { Harjumaa: 35, Raplamaa: 30, Pärnumaa: 45, Tartumaa: 60, "Ida-Virumaa": 75 } as const;
  for (let i = 0; i < 270; i++) {
    const offset = seasonalDay(r, demand);
    const month = monthOf(offset);
    const species = r.pick(["kask", "kask", "kask", "kask", "lepp", "lepp", "saar", "okaspuu", "okaspuu", "segapuu", "segapuu"] as const);
    const county = r.pick(["Harjumaa", "Harjumaa", "Harjumaa", "Raplamaa", "Raplamaa", "Pärnumaa", "Tartumaa", "Ida-Virumaa"] as const);
    const company = r.random() < 0.15;
    const pack = r.pick(company ? (["lahtine", "lahtine", "alus"] as const) : (["lahtine", "lahtine", "lahtine", "võrkkott", "võrkkott", "alus"] as const));
    const volume =
      pack === "lahtine" ? r.pick([3, 3, 6, 6, 6, 9, 12, 15]) * (company ? 2 : 1) : pack === "alus" ? r.pick([1.5, 3]) : r.pick([0.5, 1, 1, 1.5, 2]);
    const dried = r.random() < (species === "kask" || species === "saar" ? 0.55 : 0.3);
    const length = r.pick([30, 40, 40, 50, 60]);
    const price = perCubic[species] + (dried ? 12 : 0) + (pack === "võrkkott" ? 15 : pack === "alus" ? 8 : 0) + (length === 30 ? 4 : 0);
    const delivery = pack === "võrkkott" ? r.random() < 0.3 : r.random() < 0.85;
    const fee = delivery && volume < 12 ? transport[county] : 0;
    const recent = offset > LAST - 20;
    const status = recent && r.random() < 0.6 ? "ootel" : r.random() < 0.06 ? "tühistatud" : "tarnitud";
    const wait = month >= 9 && month <= 11 ? r.int(5, 21) : r.int(1, 10);
    const delivered = status === "tarnitud" ? Math.min(LAST, offset + (delivery ? wait : r.int(0, 4))) : undefined;
    rows.push([
      offset,
      delivered === undefined ? "" : day(2025, 1, 1, delivered),
      species,
      dried ? "jah" : "ei",
      length,
      pack,
      volume,
      price,
      fee,
      r.round(volume * price + fee),
      county,
      company ? "ettevõte" : "eraisik",
      delivery ? "jah" : "ei",
      delivery && status === "tarnitud" ? r.pick(["Mart", "Mart", "Tõnu", "Kalev", "Andres"]) : "",
      company ? r.pick(["arve", "arve", "pangaülekanne"]) : r.pick(["sularaha", "kaart", "kaart", "pangaülekanne"]),
      status,
      status === "tarnitud" && r.random() < 0.6 ? Math.min(5, Math.max(1, Math.round(4.2 + r.normal() * 0.8 - (dried ? 0 : 0.4) - (wait > 14 ? 0.8 : 0)))) : "",
    ]);
  }
  rows.sort((a, b) => Number(a[0]) - Number(b[0]));
  write(
    "kuttepuu_tellimused",
    [
      "tellimuse_nr",
      "tellimuse_kuupaev",
      "tarne_kuupaev",
      "puuliik",
      "kuivatatud",
      "pikkus_cm",
      "pakend",
      "kogus_rm",
      "hind_rm_eur",
      "transport_eur",
      "summa_eur",
      "maakond",
      "kliendi_tuup",
      "kohaletoimetus",
      "autojuht",
      "makseviis",
      "olek",
      "hinnang",
    ],
    rows.map((row, i) => [`KP-${3001 + i}`, day(2025, 1, 1, Number(row[0])), ...row.slice(1)]),
  );
}

// Self-storage rentals (camelCase, true/false columns), Columbus, Ohio, US dollars.
{
  const r = prng(283);
  const rows: Cell[][] = [];
  const base = { "5x5": 45, "5x10": 70, "10x10": 115, "10x15": 150, "10x20": 185 } as const;
  const sqFt = { "5x5": 25, "5x10": 50, "10x10": 100, "10x15": 150, "10x20": 200 } as const;
  const site = { Riverside: 1.1, "Airport Road": 1, "Old Mill": 0.85, Northgate: 0.95 } as const;
  const moves = [0.8, 0.7, 0.8, 0.9, 1.4, 1.6, 1.5, 1.3, 1.0, 0.8, 0.7, 0.6];
  for (let i = 0; i < 340; i++) {
    const business = r.random() < 0.14;
    const student = !business && r.random() < 0.12;
    let offset = seasonalDay(r, moves);
    if (student) offset = (r.random() < 0.5 ? 120 : 485) + r.int(0, 45); // 1 May – 15 June
    const facility = r.pick(["Riverside", "Riverside", "Airport Road", "Airport Road", "Old Mill", "Northgate", "Northgate"] as const);
    const size = student
      ? r.pick(["5x5", "5x10"] as const)
      : business
        ? r.pick(["10x10", "10x15", "10x20", "10x20"] as const)
        : r.pick(["5x5", "5x10", "5x10", "10x10", "10x10", "10x10", "10x15", "10x20"] as const);
    const climate = facility !== "Old Mill" && r.random() < (size === "5x5" || size === "5x10" ? 0.55 : 0.3);
    const driveUp = !climate && (size === "10x15" || size === "10x20" || r.random() < 0.3);
    const rate = Math.round(base[size] * site[facility] * (climate ? 1.25 : 1) * (offset >= 365 ? 1.06 : 1));
    const reason = business
      ? "Business stock"
      : student
        ? "Student"
        : r.pick(["Moving", "Moving", "Moving", "Downsizing", "Downsizing", "Renovation", "Renovation", "Decluttering"]);
    const stay = student
      ? r.int(75, 120)
      : reason === "Renovation"
        ? r.int(45, 200)
        : reason === "Moving"
          ? r.int(20, 240)
          : Math.round(60 + r.random() * r.random() * 700);
    const out = offset + stay;
    const active = out > LAST;
    const promo = student ? "STUDENT" : r.random() < 0.3 ? "FIRSTMONTH" : r.random() < 0.08 ? "MILITARY" : "";
    const insurance = r.random() < (business ? 0.8 : 0.5);
    const autopay = r.random() < 0.6;
    const months = Math.max(1, Math.ceil(((active ? LAST : out) - offset) / 30.4));
    const monthly = rate + (insurance ? 12 : 0);
    const gross = months * monthly - (promo === "FIRSTMONTH" ? rate - 1 : 0);
    const total = promo === "STUDENT" ? gross * 0.85 : promo === "MILITARY" ? gross * 0.9 : gross;
    const lateCount = autopay ? (r.random() < 0.05 ? 1 : 0) : Math.min(months, r.random() < 0.45 ? r.int(1, 4) : 0);
    rows.push([
      offset,
      active ? "" : day(2025, 1, 1, out),
      facility,
      size,
      sqFt[size],
      climate,
      driveUp,
      rate,
      promo,
      insurance,
      autopay,
      business,
      reason,
      months,
      r.round(total),
      lateCount * 20,
    ]);
  }
  rows.sort((a, b) => Number(a[0]) - Number(b[0]));
  write(
    "storageRentals",
    [
      "rentalId",
      "moveInDate",
      "moveOutDate",
      "facility",
      "unitSize",
      "sqFt",
      "isClimateControlled",
      "isDriveUp",
      "monthlyRateUsd",
      "promoCode",
      "hasInsurance",
      "isAutopay",
      "isBusiness",
      "moveReason",
      "monthsBilled",
      "totalBilledUsd",
      "lateFeesUsd",
    ],
    rows.map((row, i) => [`SU-${1001 + i}`, day(2025, 1, 1, Number(row[0])), ...row.slice(1)]),
  );
}

// Vehicle glass jobs (Title Case with spaces, a timestamp pair), Ireland, euros.
{
  const r = prng(284);
  const rows: Cell[][] = [];
  const frosty = [1.6, 1.5, 1.0, 0.8, 0.8, 0.9, 1.0, 1.0, 0.9, 0.9, 1.1, 1.5];
  const crews = {
    Dublin: ["Seán", "Aoife", "Ciarán"],
    Cork: ["Niamh", "Declan"],
    Galway: ["Róisín"],
    Limerick: ["Pádraig"],
    Waterford: ["Gráinne"],
  } as const;
  for (let i = 0; i < 380; i++) {
    let offset = seasonalDay(r, frosty);
    while (weekdayOf(offset) === 0) offset = seasonalDay(r, frosty);
    const month = monthOf(offset);
    const depot = r.pick(["Dublin", "Dublin", "Dublin", "Dublin", "Cork", "Cork", "Galway", "Limerick", "Waterford"] as const);
    const technician = r.pick(crews[depot]);
    const vehicle = r.pick(["Car", "Car", "Car", "Car", "Car", "SUV", "SUV", "Van", "Van", "Truck"] as const);
    const winter = month === 12 || month <= 2;
    const cause = r.pick(
      winter
        ? (["Stone Chip", "Stone Chip", "Crack", "Frost", "Frost", "Vandalism", "Collision"] as const)
        : (["Stone Chip", "Stone Chip", "Stone Chip", "Crack", "Crack", "Vandalism", "Collision"] as const),
    );
    const glass =
      cause === "Vandalism"
        ? r.pick(["Side Window", "Side Window", "Rear Window", "Windscreen"] as const)
        : cause === "Collision"
          ? r.pick(["Windscreen", "Rear Window", "Side Window", "Sunroof"] as const)
          : vehicle === "Car" || vehicle === "SUV"
            ? r.pick(["Windscreen", "Windscreen", "Windscreen", "Windscreen", "Windscreen", "Windscreen", "Sunroof"] as const)
            : "Windscreen";
    const chip = glass === "Windscreen" && cause === "Stone Chip" && r.random() < 0.7;
    const job = chip ? "Chip Repair" : "Replacement";
    const chips = chip ? r.pick([1, 1, 1, 2, 2, 3]) : 0;
    const adas = job === "Replacement" && glass === "Windscreen" && (vehicle === "Car" || vehicle === "SUV") && r.random() < 0.6;
    const mobile = r.random() < (chip ? 0.75 : adas ? 0.15 : 0.45);
    const claim = r.random() < (chip ? 0.55 : cause === "Collision" || cause === "Vandalism" ? 0.85 : 0.65);
    const minutes = Math.round(
      (chip
        ? 15 + chips * 10 + r.random() * 10
        : glass === "Windscreen"
          ? (vehicle === "Truck" ? 100 : 60) + r.random() * 60 + (adas ? 30 + r.random() * 30 : 0)
          : glass === "Side Window"
            ? 45 + r.random() * 45
            : glass === "Rear Window"
              ? 60 + r.random() * 40
              : 90 + r.random() * 60) + (mobile ? 10 : 0),
    );
    const startMinute = 8 * 60 + r.int(0, 17) * 30;
    const started = Date.UTC(2025, 0, 1) + offset * 86_400_000 + startMinute * 60_000;
    const invoice = chip
      ? 65 + (chips - 1) * 20
      : glass === "Windscreen"
        ? { Car: r.int(320, 520), SUV: r.int(450, 700), Van: r.int(380, 600), Truck: r.int(600, 950) }[vehicle] + (adas ? 180 : 0)
        : glass === "Side Window"
          ? r.int(180, 260)
          : glass === "Rear Window"
            ? r.int(280, 420)
            : r.int(600, 900);
    const excess = claim ? (chip ? 0 : r.pick([75, 100, 100, 150])) : "";
    const rebooked = r.random() < (adas ? 0.12 : 0.04);
    rows.push([
      started,
      stamp(started, 0),
      stamp(started, minutes),
      depot,
      technician,
      vehicle,
      glass,
      job,
      cause,
      chips,
      mobile ? "Mobile" : "Workshop",
      claim ? "Yes" : "No",
      adas ? "Yes" : "No",
      excess,
      invoice,
      rebooked ? "Yes" : "No",
      r.random() < 0.55 ? Math.min(5, Math.max(1, Math.round(4.3 + r.normal() * 0.7 - (rebooked ? 1.5 : 0)))) : "",
    ]);
  }
  rows.sort((a, b) => Number(a[0]) - Number(b[0]));
  write(
    "glass_repair_jobs",
    [
      "Job No",
      "Started At",
      "Finished At",
      "Depot",
      "Technician",
      "Vehicle Type",
      "Glass Type",
      "Job Type",
      "Damage Cause",
      "Chips Repaired",
      "Location",
      "Insurance Claim",
      "ADAS Calibration",
      "Excess EUR",
      "Invoice EUR",
      "Rebooked",
      "Customer Rating",
    ],
    rows.map((row, i) => [`GW-${60001 + i}`, ...row.slice(1)]),
  );
}
