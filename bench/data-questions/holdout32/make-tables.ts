/**
 * Generates the thirty-second held-out suite's tables deterministically (one seeded PRNG per table, seeds 321–324):
 *
 *   cd bench && node --import tsx data-questions/holdout32/make-tables.ts
 *
 * Four tables of new domains and naming styles (snake_case with short codes, Czech names and values,
 * camelCase with true/false columns, Title Case with spaces, a timestamp pair and Yes/No columns). All dates
 * fall between 2025-01-01 and 2026-11-27. Changing this file changes the expected answers: rerun it, then
 * `cd bench && pnpm exec vitest run data-questions/holdout.test.ts`.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Cell, csvWriter, day, prng, stamp } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));

/** Days from 2025-01-01 to 2026-11-27. */
const LAST_OFFSET = 695;
const START = Date.UTC(2025, 0, 1);
const weekday = (offset: number) => new Date(START + offset * 86_400_000).getUTCDay();
const month = (offset: number) => new Date(START + offset * 86_400_000).getUTCMonth() + 1;
const year = (offset: number) => new Date(START + offset * 86_400_000).getUTCFullYear();

// A Dublin vending operator's restock visits (snake_case, short codes as values), in euros.
{
  const r = prng(321);
  // [machine, site type, machine type, route]
  const machines = [
    ["M01", "OFC", "SNK", "R1"],
    ["M02", "OFC", "DRK", "R1"],
    ["M03", "OFC", "COF", "R1"],
    ["M04", "UNI", "CMB", "R2"],
    ["M05", "UNI", "SNK", "R2"],
    ["M06", "UNI", "COF", "R2"],
    ["M07", "UNI", "DRK", "R2"],
    ["M08", "HSP", "CMB", "R3"],
    ["M09", "HSP", "COF", "R3"],
    ["M10", "HSP", "SNK", "R3"],
    ["M11", "STN", "DRK", "R4"],
    ["M12", "STN", "SNK", "R4"],
    ["M13", "STN", "CMB", "R4"],
    ["M14", "STN", "COF", "R4"],
    ["M15", "FAC", "CMB", "R3"],
    ["M16", "FAC", "COF", "R3"],
    ["M17", "FAC", "SNK", "R1"],
    ["M18", "OFC", "CMB", "R1"],
    ["M19", "HSP", "DRK", "R3"],
    ["M20", "UNI", "CMB", "R2"],
  ] as const;
  const siteBase = { STN: 140, UNI: 110, HSP: 100, OFC: 80, FAC: 90 } as const;
  const typeFactor = { SNK: 1, DRK: 1, CMB: 1.2, COF: 0.9 } as const;
  const price = { SNK: 1.7, DRK: 2, CMB: 1.85, COF: 1.5 } as const;
  const cardShare = { UNI: 0.8, OFC: 0.75, HSP: 0.6, STN: 0.55, FAC: 0.35 } as const;
  const faults = { COF: ["BRW", "CR", "CJ"], DRK: ["TMP", "CR", "CJ", "BV"], SNK: ["SPL", "CR", "CJ", "BV"], CMB: ["SPL", "TMP", "CR", "CJ"] } as const;
  const drivers = { R1: "DKN", R2: "SMG", R3: "POC", R4: "ALW" } as const;
  const rows: Cell[][] = [];
  for (let i = 0; i < 320; i++) {
    let offset = r.int(0, LAST_OFFSET);
    while (weekday(offset) === 0 || weekday(offset) === 6) offset = r.int(0, LAST_OFFSET);
    const m = month(offset);
    const [machine, site, type, route] = r.pick(machines);
    let units = siteBase[site] * typeFactor[type] * (0.6 + r.random() * 0.8);
    if ((type === "DRK" || type === "CMB") && m >= 6 && m <= 8) units *= 1.4;
    if (type === "COF" && (m >= 11 || m <= 2)) units *= 1.3;
    if (site === "UNI" && (m === 7 || m === 8)) units *= 0.4;
    const sold = Math.round(units);
    const expired = type === "SNK" ? r.int(0, 6) : type === "CMB" ? r.int(0, 4) : type === "DRK" ? r.int(0, 2) : 0;
    const revenue = r.round(sold * price[type] * (0.95 + r.random() * 0.1));
    const share = Math.min(0.97, cardShare[site] + (year(offset) === 2026 ? 0.08 : 0) + (r.random() - 0.5) * 0.2);
    const card = r.round(revenue * share);
    const cash = r.round(revenue - card);
    const stockout = r.random() < sold / 250;
    const faulty = r.random() < (site === "FAC" ? 0.3 : 0.2);
    const fault = faulty ? (site === "FAC" && r.random() < 0.4 ? "CJ" : r.pick(faults[type])) : "";
    const engineer = faulty && r.random() < 0.3;
    rows.push([
      "",
      day(2025, 1, 1, offset),
      machine,
      site,
      type,
      route,
      r.random() < 0.15 ? "RLF" : drivers[route],
      sold,
      expired,
      cash,
      card,
      r.round(cash + card),
      stockout ? "Y" : "N",
      fault,
      engineer ? "Y" : "N",
      r.int(8, 18) + (faulty ? r.int(10, 35) : 0),
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])) || String(a[2]).localeCompare(String(b[2])));
  rows.forEach((row, index) => (row[0] = `V-${20001 + index}`));
  write(
    "vnd_rstk_log",
    [
      "vst_id",
      "vst_dt",
      "mach_id",
      "site_typ",
      "mach_typ",
      "rte",
      "drv",
      "units_sold",
      "exp_units",
      "cash_eur",
      "card_eur",
      "rev_eur",
      "oos_flg",
      "flt_cd",
      "eng_req",
      "svc_min",
    ],
    rows,
  );
}

// A Czech tyre-fitting chain's jobs (Czech column names without diacritics, values with them), in Czech crowns.
{
  const r = prng(322);
  const mechanics = { Praha: ["Petr", "Tomáš"], Brno: ["Jana", "Radek"], Ostrava: ["Lukáš"], Plzeň: ["Martina"] } as const;
  const rows: Cell[][] = [];
  for (let i = 0; i < 300; i++) {
    // Busy seasons: March–April (to summer tyres) and October–November (to winter tyres); closed on Sundays.
    let offset = r.int(0, LAST_OFFSET);
    for (;;) {
      const m = month(offset);
      const weight = m === 3 || m === 4 || m === 10 || m === 11 ? 1 : m === 12 ? 0.5 : 0.33;
      if (weekday(offset) !== 0 && r.random() < weight) break;
      offset = r.int(0, LAST_OFFSET);
    }
    const m = month(offset);
    const busy = m === 3 || m === 4 || m === 10 || m === 11;
    const branch = r.pick(["Praha", "Praha", "Brno", "Ostrava", "Plzeň"] as const);
    const service =
      busy && r.random() < 0.6 ? "přezutí" : r.pick(["přezutí", "oprava defektu", "oprava defektu", "prodej pneumatik", "geometrie", "vyvážení"] as const);
    const vehicleDraw = r.random();
    const vehicle = vehicleDraw < 0.65 ? "osobní" : vehicleDraw < 0.9 ? "SUV" : "dodávka";
    const rim = vehicle === "osobní" ? r.int(14, 17) : vehicle === "SUV" ? r.int(17, 20) : r.int(15, 16);
    const wheels =
      service === "přezutí" || service === "geometrie"
        ? 4
        : service === "prodej pneumatik"
          ? r.random() < 0.3
            ? 2
            : 4
          : service === "oprava defektu"
            ? 1
            : r.int(1, 4);
    const winterSeason = m >= 9 || m === 1;
    const seasonal = winterSeason ? "zimní" : "letní";
    const tyre =
      service === "geometrie" || service === "vyvážení"
        ? ""
        : service === "prodej pneumatik" && r.random() < 0.2
          ? "celoroční"
          : service === "oprava defektu" && r.random() < 0.15
            ? "celoroční"
            : seasonal;
    const storage = service === "přezutí" && r.random() < 0.45;
    const online = r.random() < (service === "přezutí" ? 0.55 : 0.25);
    const heavy = vehicle !== "osobní";
    const minutes =
      service === "přezutí"
        ? r.int(35, 55) + (heavy ? 10 : 0)
        : service === "oprava defektu"
          ? r.int(20, 40)
          : service === "prodej pneumatik"
            ? r.int(45, 75)
            : service === "geometrie"
              ? r.int(50, 80)
              : wheels * 10 + r.int(5, 10);
    const tyrePrice = vehicle === "osobní" ? r.int(210, 390) * 10 : vehicle === "SUV" ? r.int(340, 680) * 10 : r.int(290, 460) * 10;
    let price =
      service === "přezutí"
        ? (vehicle === "osobní" ? 900 : vehicle === "SUV" ? 1200 : 1300) + (rim >= 18 ? 250 : 0)
        : service === "oprava defektu"
          ? 390
          : service === "prodej pneumatik"
            ? wheels * (tyrePrice + 250)
            : service === "geometrie"
              ? vehicle === "osobní"
                ? 1290
                : 1590
              : wheels * 180;
    if (storage) price += 690;
    const payment = vehicle === "dodávka" && r.random() < 0.7 ? "faktura" : r.random() < 0.65 ? "karta" : "hotovost";
    const rated = r.random() < 0.4;
    const rating = rated ? Math.max(1, Math.min(5, r.pick([5, 5, 5, 4, 4, 3]) - (branch === "Praha" && busy && r.random() < 0.5 ? r.int(1, 2) : 0))) : "";
    rows.push([
      "",
      day(2025, 1, 1, offset),
      branch,
      r.pick(mechanics[branch]),
      service,
      vehicle,
      rim,
      wheels,
      tyre,
      storage ? "ano" : "ne",
      online ? "ano" : "ne",
      minutes,
      price,
      payment,
      rating,
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => (row[0] = `PZ-${5001 + index}`));
  write(
    "pneuservis_zakazky",
    [
      "zakazka",
      "datum",
      "pobocka",
      "mechanik",
      "sluzba",
      "typ_vozidla",
      "rafek_palce",
      "pocet_kol",
      "typ_pneu",
      "uskladneni",
      "objednavka_online",
      "doba_min",
      "cena_kc",
      "platba",
      "hodnoceni",
    ],
    rows,
  );
}

// A Melbourne community ceramics studio's kiln firings (camelCase, true/false columns), in Australian dollars.
{
  const r = prng(323);
  const capacity = { "Electric A": 70, "Electric B": 45, "Gas Kiln": 90, "Raku Kiln": 10 } as const;
  const perPiece = { Bisque: 1.5, Glaze: 2.2, Reduction: 3, Raku: 5 } as const;
  const rows: Cell[][] = [];
  for (let i = 0; i < 260; i++) {
    let offset = r.int(0, LAST_OFFSET);
    const draw = r.random();
    const kiln: keyof typeof capacity = draw < 0.35 ? "Electric A" : draw < 0.65 ? "Electric B" : draw < 0.85 ? "Gas Kiln" : "Raku Kiln";
    // Raku is fired outdoors, October–April only.
    while (kiln === "Raku Kiln" && month(offset) >= 5 && month(offset) <= 9) offset = r.int(0, LAST_OFFSET);
    const type: keyof typeof perPiece =
      kiln === "Raku Kiln" ? "Raku" : kiln === "Gas Kiln" ? (r.random() < 0.7 ? "Reduction" : "Bisque") : r.random() < 0.5 ? "Bisque" : "Glaze";
    const firedBy = kiln === "Gas Kiln" ? r.pick(["Oliver", "Grace"]) : r.pick(["Hana", "Oliver", "Priyanka", "Tomasz", "Grace"]);
    const peak = type === "Bisque" ? r.int(980, 1000) : type === "Glaze" ? r.int(1215, 1240) : type === "Reduction" ? r.int(1280, 1305) : r.int(950, 1010);
    const loaded = kiln === "Raku Kiln" ? r.int(3, 10) : Math.round(capacity[kiln] * (0.4 + r.random() * 0.6));
    const alarm = r.random() < 0.05;
    const lost = Math.min(loaded, (type === "Bisque" ? r.int(0, 2) : type === "Glaze" ? r.int(0, 3) : r.int(0, 4)) + (alarm ? 2 : 0));
    const hours =
      type === "Bisque"
        ? r.round(8 + r.random() * 2, 1)
        : type === "Glaze"
          ? r.round(9 + r.random() * 2.5, 1)
          : type === "Reduction"
            ? r.round(10.5 + r.random() * 3, 1)
            : r.round(0.5 + r.random(), 1);
    const kwh =
      kiln === "Electric A"
        ? r.round(hours * 9.5 * (0.9 + r.random() * 0.2), 1)
        : kiln === "Electric B"
          ? r.round(hours * 7 * (0.9 + r.random() * 0.2), 1)
          : "";
    const classFiring = r.random() < 0.35;
    rows.push([
      "",
      day(2025, 1, 1, offset),
      kiln,
      type,
      firedBy,
      peak,
      loaded,
      lost,
      hours,
      kwh,
      loaded >= capacity[kiln] * 0.9,
      classFiring,
      r.random() < 0.12,
      alarm,
      classFiring ? 0 : r.round(loaded * perPiece[type]),
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => (row[0] = `KF-${1001 + index}`));
  write(
    "kilnFirings",
    [
      "firingId",
      "firingDate",
      "kiln",
      "firingType",
      "firedBy",
      "peakTempC",
      "piecesLoaded",
      "piecesLost",
      "firingHours",
      "kwhUsed",
      "isFullLoad",
      "isClassFiring",
      "wasDelayed",
      "alarmTriggered",
      "chargeAud",
    ],
    rows,
  );
}

// An Edinburgh university core facility's instrument bookings (Title Case with spaces, Started At/Ended At, Yes/No), in pounds.
{
  const r = prng(324);
  const rate = { "Confocal Microscope": 35, "Electron Microscope": 90, "Flow Cytometer": 45, "Mass Spectrometer": 60, "NMR Spectrometer": 40 } as const;
  const instruments = Object.keys(rate) as (keyof typeof rate)[];
  const issues = {
    "Confocal Microscope": ["Laser Alignment", "Software Crash"],
    "Electron Microscope": ["Vacuum Fault", "Software Crash"],
    "Flow Cytometer": ["Sample Clog", "Calibration Drift", "Software Crash"],
    "Mass Spectrometer": ["Calibration Drift", "Vacuum Fault", "Software Crash"],
    "NMR Spectrometer": ["Calibration Drift", "Software Crash"],
  } as const;
  const rows: Cell[][] = [];
  for (let i = 0; i < 340; i++) {
    // Start dates up to 2026-11-26, so that overnight runs end by 2026-11-27.
    let offset = r.int(0, LAST_OFFSET - 1);
    while (weekday(offset) === 0 || weekday(offset) === 6) offset = r.int(0, LAST_OFFSET - 1);
    const instrument = r.pick(instruments);
    const userDraw = r.random();
    const user = userDraw < 0.4 ? "PhD Student" : userDraw < 0.7 ? "Postdoc" : userDraw < 0.88 ? "Staff" : "External";
    const department =
      user === "External"
        ? "External"
        : instrument === "NMR Spectrometer"
          ? r.pick(["Chemistry", "Chemistry", "Chemistry", "Biology"])
          : instrument === "Flow Cytometer"
            ? r.pick(["Biology", "Medicine", "Medicine"])
            : instrument === "Electron Microscope"
              ? r.pick(["Physics", "Engineering", "Biology", "Chemistry"])
              : instrument === "Mass Spectrometer"
                ? r.pick(["Chemistry", "Medicine", "Biology"])
                : r.pick(["Biology", "Medicine", "Biology", "Physics"]);
    const overnight = (instrument === "Mass Spectrometer" || instrument === "NMR Spectrometer") && r.random() < 0.3;
    const training = user !== "External" && r.random() < (user === "PhD Student" ? 0.15 : 0.04);
    const startMinutes = overnight ? r.int(68, 76) * 15 : r.int(32, 66) * 15; // 17:00–19:00, else 08:00–16:30
    const quarters = overnight
      ? r.int(40, 56)
      : instrument === "Confocal Microscope"
        ? r.int(4, 16)
        : instrument === "Electron Microscope"
          ? r.int(8, 24)
          : instrument === "Flow Cytometer"
            ? r.int(2, 10)
            : instrument === "Mass Spectrometer"
              ? r.int(8, 20)
              : r.int(2, 12);
    const minutes = quarters * 15 + (training ? 30 : 0);
    const assisted = training || user === "External" || (instrument === "Electron Microscope" && user === "PhD Student") || r.random() < 0.25;
    const samples =
      instrument === "Flow Cytometer"
        ? r.int(6, 48)
        : instrument === "Electron Microscope"
          ? r.int(1, 6)
          : instrument === "Confocal Microscope"
            ? r.int(2, 12)
            : r.int(4, 60);
    const hours = minutes / 60;
    const charge = training ? 0 : r.round(hours * rate[instrument] * (user === "External" ? 2.5 : 1) + (assisted ? hours * 25 : 0));
    const issue = r.random() < 0.12 ? r.pick(issues[instrument]) : "";
    const base = START + offset * 86_400_000;
    rows.push([
      "",
      stamp(base, startMinutes),
      stamp(base, startMinutes + minutes),
      instrument,
      department,
      user,
      assisted ? "Yes" : "No",
      training ? "Yes" : "No",
      overnight ? "Yes" : "No",
      samples,
      charge,
      issue,
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => (row[0] = `IB-${30001 + index}`));
  write(
    "instrument_bookings",
    [
      "Booking Ref",
      "Started At",
      "Ended At",
      "Instrument",
      "Department",
      "User Type",
      "Technician Assisted",
      "Training Session",
      "Overnight Run",
      "Samples",
      "Charge GBP",
      "Issue Reported",
    ],
    rows,
  );
}
