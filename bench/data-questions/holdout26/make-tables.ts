/**
 * Generates the twenty-sixth blind held-out suite's tables deterministically (one seeded PRNG per table,
 * seeds 261–264, no dependencies):
 *
 *   cd bench && node --import tsx data-questions/holdout26/make-tables.ts
 *
 * Four tables in four domains and naming styles (heavy snake_case abbreviations with short codes, Catalan
 * names and values, camelCase with true/false columns, UPPER_CASE with a timestamp pair). All dates fall
 * between 2025-01-01 and 2026-11-27. Changing this file changes the expected answers of questions.jsonl.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Cell, csvWriter, day, prng, stamp } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));
/** Days from 2025-01-01 to 2026-11-27. */
const LAST_OFFSET = 695;
const monthOf = (iso: string) => Number(iso.slice(5, 7));
const weekdayOf = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

/** A weighted pick: `weights` maps each value to its relative weight. */
function weighted<T extends string>(random: () => number, weights: Record<T, number>): T {
  const entries = Object.entries(weights) as [T, number][];
  let x = random() * entries.reduce((sum, [, w]) => sum + w, 0);
  for (const [value, w] of entries) {
    x -= w;
    if (x < 0) return value;
  }
  return entries.at(-1)![0];
}

// 1. A British lift-maintenance contractor's jobs (snake_case, heavy abbreviations, short codes).
{
  const r = prng(261);
  const rows: Cell[][] = [];
  for (let i = 0; i < 320; i++) {
    const date = day(2025, 1, 1, r.int(0, LAST_OFFSET));
    const month = monthOf(date);
    const hot = month === 7 || month === 8;
    const rgn = weighted(r.random, { LDN: 34, MAN: 18, BHM: 18, LDS: 15, BRS: 15 });
    const bldg = weighted(r.random, { RES: 34, OFF: 26, HSP: 12, RTL: 16, HTL: 12 });
    const job = weighted(r.random, { PM: 34, BD: hot ? 34 : 24, ENT: bldg === "RES" || bldg === "HTL" ? 13 : 8, TE: 12, RPR: 18 });
    const mfr = weighted(r.random, { OTS: 30, SCH: 22, KON: 22, TKE: 16, MIT: 10 });
    const pri = job === "ENT" ? "P1" : job === "BD" ? (r.random() < (bldg === "HSP" ? 0.8 : 0.4) ? "P1" : "P2") : job === "RPR" ? r.pick(["P2", "P3"]) : "P3";
    const eng = job === "TE" ? r.pick(["E05", "E06"]) : r.pick(["E01", "E02", "E03", "E04", "E05"]);
    const cntrct = weighted(r.random, { CMP: 40, STD: 40, NON: 20 });
    const flrs = bldg === "HSP" ? r.int(4, 12) : bldg === "RES" ? r.int(3, 24) : bldg === "RTL" ? r.int(2, 5) : r.int(3, 18);
    const ot = pri === "P1" ? r.random() < 0.4 : job === "BD" ? r.random() < 0.15 : false;
    const resp = job === "ENT" ? r.int(15, 60) : job === "BD" ? (pri === "P1" ? r.int(30, 120) : r.int(60, 480)) : "";
    const half = (low: number, high: number) => r.int(low * 2, high * 2) / 2;
    const hrs = job === "PM" ? half(1, 3) : job === "TE" ? half(1, 2) : job === "BD" ? half(0.5, 4) : job === "ENT" ? half(0.5, 1.5) : half(2, 8);
    const parts =
      job === "PM"
        ? r.int(0, 40)
        : job === "TE"
          ? 0
          : job === "BD"
            ? r.random() < 0.4
              ? 0
              : r.round(50 + r.random() * 850)
            : job === "ENT"
              ? r.random() < 0.7
                ? 0
                : r.int(20, 150)
              : r.round(150 + r.random() * 2250);
    const total = r.round(85 * hrs * (ot ? 1.5 : 1) + parts + (cntrct === "NON" ? 120 : 0));
    const trapped = job === "ENT" ? r.int(1, 6) : 0;
    const rtn = r.random() < ({ PM: 0.03, TE: 0, BD: 0.3, ENT: 0.1, RPR: 0.2 } as const)[job] ? "Y" : "N";
    const sat =
      r.random() < 0.3
        ? ""
        : Math.max(1, Math.min(5, Math.round(4.2 - (rtn === "Y" ? 1.3 : 0) - (typeof resp === "number" && resp > 120 ? 1 : 0) + r.normal() * 0.8)));
    rows.push(["", date, rgn, bldg, mfr, job, pri, eng, cntrct, flrs, ot ? "Y" : "N", resp, hrs, parts, total, trapped, rtn, sat]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => (row[0] = `LJ-${50001 + index}`));
  write(
    "lft_mnt_jobs",
    [
      "job_no",
      "job_dt",
      "rgn",
      "bldg_typ",
      "mfr",
      "job_typ",
      "pri",
      "eng_id",
      "cntrct",
      "flrs",
      "ot_flg",
      "resp_min",
      "lbr_hrs",
      "prts_gbp",
      "tot_gbp",
      "psgr_trp",
      "rtn_vst",
      "cst_sat",
    ],
    rows,
  );
}

// 2. A Barcelona cooking school's class bookings (Catalan column names without accents, values with them).
{
  const r = prng(262);
  const prices = { "cuina catalana": 65, arrossos: 70, pastisseria: 60, tapes: 55, "cuina vegana": 58, "pasta fresca": 62 } as const;
  type Taller = keyof typeof prices;
  const rows: Cell[][] = [];
  while (rows.length < 290) {
    const date = day(2025, 1, 1, r.int(0, LAST_OFFSET));
    const month = monthOf(date);
    // Fewer classes in August (the school closes for two weeks) and January.
    if ((month === 8 || month === 1) && r.random() < 0.5) continue;
    const summer = month >= 6 && month <= 9;
    const taller = weighted<Taller>(r.random, {
      "cuina catalana": 20,
      arrossos: 20,
      pastisseria: 16,
      tapes: summer ? 24 : 14,
      "cuina vegana": 10,
      "pasta fresca": 12,
    });
    const xef =
      taller === "pastisseria"
        ? r.pick(["Núria", "Laia"])
        : taller === "arrossos"
          ? r.pick(["Jordi", "Pau"])
          : r.pick(["Montse", "Jordi", "Núria", "Pau", "Laia"]);
    const torn = weighted(r.random, { matí: 30, tarda: 35, vespre: 35 });
    const origen = weighted(r.random, { Barcelona: 30, "resta de Catalunya": 15, "resta d'Espanya": 15, estranger: summer ? 55 : 30 });
    const idioma =
      origen === "estranger"
        ? weighted(r.random, { anglès: 70, francès: 20, castellà: 10 })
        : origen === "resta d'Espanya"
          ? "castellà"
          : weighted(r.random, { català: 70, castellà: 30 });
    const canal = origen === "estranger" ? weighted(r.random, { web: 45, telèfon: 10, agència: 45 }) : weighted(r.random, { web: 60, telèfon: 35, agència: 5 });
    const places = canal === "agència" ? r.int(2, 6) : r.int(1, 5);
    const soci = origen === "Barcelona" || origen === "resta de Catalunya" ? r.random() < 0.35 : false;
    const preu = prices[taller] + (torn === "vespre" ? 10 : 0);
    const vi = torn !== "matí" && taller !== "pastisseria" && r.random() < 0.35;
    const descompte = soci ? 10 : places >= 5 ? 5 : 0;
    const cancellada = r.random() < (month === 1 || month === 2 ? 0.15 : 0.07);
    const importe = cancellada ? 0 : r.round(places * (preu + (vi ? 12 : 0)) * (1 - descompte / 100));
    const intolerancies = r.random() < 0.18;
    const valoracio =
      cancellada || r.random() < 0.25
        ? ""
        : Math.max(1, Math.min(5, Math.round(4.3 + (xef === "Núria" ? 0.4 : xef === "Pau" ? -0.5 : 0) + (vi ? 0.2 : 0) + r.normal() * 0.7)));
    const yes = (flag: boolean) => (flag ? "sí" : "no");
    rows.push([
      "",
      date,
      taller,
      xef,
      torn,
      places,
      preu,
      idioma,
      origen,
      canal,
      yes(soci),
      descompte,
      yes(vi),
      importe,
      yes(intolerancies),
      yes(cancellada),
      valoracio,
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => (row[0] = `EC-${3001 + index}`));
  write(
    "reserves_escola_cuina",
    [
      "codi",
      "data",
      "taller",
      "xef",
      "torn",
      "places",
      "preu_persona",
      "idioma",
      "origen",
      "canal",
      "soci",
      "descompte_pct",
      "vi_maridatge",
      "import_eur",
      "intolerancies",
      "cancellada",
      "valoracio",
    ],
    rows,
  );
}

// 3. A racket club's court bookings (camelCase, true/false columns), prices in US dollars.
{
  const r = prng(263);
  const courts = {
    "Clay 1": ["Tennis", "Clay", false],
    "Clay 2": ["Tennis", "Clay", false],
    "Indoor Hard": ["Tennis", "Hard", true],
    "Padel A": ["Padel", "Artificial Grass", true],
    "Padel B": ["Padel", "Artificial Grass", false],
    "Pickle 1": ["Pickleball", "Hard", false],
  } as const;
  type Court = keyof typeof courts;
  const rates = { Tennis: 28, Padel: 36, Pickleball: 20 } as const;
  const rows: Cell[][] = [];
  for (let i = 0; i < 340; i++) {
    const date = day(2025, 1, 1, r.int(0, LAST_OFFSET));
    const month = monthOf(date);
    const winter = month === 12 || month <= 2;
    const weekend = weekdayOf(date) === 0 || weekdayOf(date) === 6;
    const court = weighted<Court>(r.random, {
      "Clay 1": winter ? 6 : 16,
      "Clay 2": winter ? 5 : 14,
      "Indoor Hard": 16,
      "Padel A": 22,
      "Padel B": winter ? 8 : 16,
      "Pickle 1": winter ? 6 : 14,
    });
    const [sport, surface, indoor] = courts[court];
    const startHour = weekend ? r.int(8, 19) : r.random() < 0.65 ? r.int(17, 21) : r.int(7, 16);
    const players = sport === "Padel" ? (r.random() < 0.9 ? 4 : 2) : sport === "Tennis" ? (r.random() < 0.7 ? 2 : 4) : r.pick([2, 4]);
    const durationMin = sport === "Padel" ? weighted(r.random, { "60": 20, "90": 65, "120": 15 }) : weighted(r.random, { "60": 50, "90": 30, "120": 20 });
    const minutes = Number(durationMin);
    const level = weighted(r.random, { Beginner: 30, Intermediate: 45, Advanced: 25 });
    const member = r.random() < 0.6;
    const coach = r.random() < (level === "Beginner" ? 0.4 : level === "Intermediate" ? 0.15 : 0.05);
    const racket = r.random() < (sport === "Pickleball" ? 0.5 : member ? 0.1 : 0.4);
    const via = weighted(r.random, { App: 55, "Front Desk": 25, Phone: 20 });
    const daysAhead = via === "Front Desk" ? r.int(0, 3) : r.int(0, 14);
    const cancelled = r.random() < (!indoor && (winter || month === 11) ? 0.2 : 0.07);
    const lights = !indoor && !cancelled && startHour >= (month >= 4 && month <= 9 ? 20 : 17);
    const price = r.round(
      rates[sport] * (minutes / 60) * (indoor ? 1.3 : 1) * (member ? 1 : 1.5) +
        (coach ? 50 * (minutes / 60) : 0) +
        (lights ? 8 : 0) +
        (racket ? 5 * players : 0),
    );
    rows.push(["", date, startHour, sport, court, surface, indoor, players, minutes, level, member, coach, racket, lights, via, daysAhead, cancelled, price]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])) || Number(a[2]) - Number(b[2]));
  rows.forEach((row, index) => (row[0] = `CB-${6001 + index}`));
  write(
    "courtBookings",
    [
      "bookingRef",
      "playDate",
      "startHour",
      "sport",
      "courtName",
      "surface",
      "isIndoor",
      "players",
      "durationMin",
      "playerLevel",
      "isMember",
      "hasCoach",
      "racketRental",
      "usedLights",
      "bookedVia",
      "daysAhead",
      "isCancelled",
      "priceUsd",
    ],
    rows,
  );
}

// 4. An Irish motoring club's roadside-assistance callouts (UPPER_CASE, a timestamp pair), charges in euros.
{
  const r = prng(264);
  const base = Date.UTC(2025, 0, 1);
  const patrols = { Dublin: ["Ciarán", "Aoife", "Eoin"], Cork: ["Declan", "Niamh"], Galway: ["Siobhán"], Limerick: ["Pádraig"], Donegal: ["Róisín"] } as const;
  type Region = keyof typeof patrols;
  const rows: Cell[][] = [];
  for (let i = 0; i < 360; i++) {
    const offset = r.int(0, LAST_OFFSET - 1);
    const date = day(2025, 1, 1, offset);
    const month = monthOf(date);
    const winter = month === 12 || month <= 2;
    const hour = r.random() < 0.8 ? r.int(7, 20) : r.pick([0, 1, 2, 3, 4, 5, 6, 21, 22, 23]);
    const callMinute = offset * 1440 + hour * 60 + r.int(0, 59);
    const region = weighted<Region>(r.random, { Dublin: 35, Cork: 20, Galway: 15, Limerick: 15, Donegal: 15 });
    const fuel = weighted(r.random, { Petrol: 40, Diesel: 35, Hybrid: 15, Electric: 10 });
    let fault = weighted(r.random, { "Flat Battery": winter ? 40 : 24, Puncture: 22, "Locked Out": 10, "Out of Fuel": 9, "Engine Fault": 22, Collision: 8 });
    while (fuel === "Electric" && fault === "Out of Fuel") fault = weighted(r.random, { "Flat Battery": 30, Puncture: 25, "Engine Fault": 25, Collision: 10 });
    const vehicle = weighted(r.random, { Car: 70, Van: 15, Motorcycle: 8, Campervan: month >= 5 && month <= 9 ? 14 : 3 });
    const age = vehicle === "Campervan" ? r.int(4, 22) : r.int(0, 18);
    const tier = weighted(r.random, { Basic: 45, Plus: 35, Premier: 20 });
    const motorway = r.random() < 0.2;
    const vulnerable = r.random() < 0.12 || (hour >= 21 && r.random() < 0.3);
    const patrol = r.pick(patrols[region]);
    const cancelled = r.random() < 0.07;
    const towed =
      !cancelled &&
      r.random() < ({ Collision: 1, "Engine Fault": 0.7, "Flat Battery": 0.1, Puncture: 0.15, "Locked Out": 0, "Out of Fuel": 0 } as const)[fault];
    const outcome = cancelled
      ? "Cancelled by Member"
      : !towed
        ? "Fixed at Roadside"
        : tier === "Premier" && r.random() < 0.4
          ? "Towed Home"
          : "Towed to Garage";
    const wait = Math.max(
      10,
      r.int(20, 75) +
        (region === "Donegal" ? 25 : region === "Galway" ? 10 : 0) +
        (winter ? 15 : 0) -
        (motorway ? 10 : 0) -
        (vulnerable ? 15 : 0) +
        (hour >= 16 && hour <= 18 ? 10 : 0),
    );
    const arrived = cancelled ? "" : stamp(base, callMinute + wait);
    const jobMinutes = cancelled ? "" : towed ? r.int(30, 90) : r.int(15, 60);
    const towKm = outcome === "Towed Home" ? r.int(10, 150) : outcome === "Towed to Garage" ? r.int(3, 40) : 0;
    const covered = tier === "Basic" ? 10 : tier === "Plus" ? 50 : Number.POSITIVE_INFINITY;
    const charge = cancelled
      ? 0
      : Math.max(0, towKm - covered) * 3 + (fault === "Out of Fuel" ? 20 : 0) + (fault === "Locked Out" && tier === "Basic" ? 60 : 0);
    const satisfaction =
      cancelled || r.random() < 0.3
        ? ""
        : Math.max(1, Math.min(5, Math.round(4.6 - (wait > 90 ? 2 : wait > 60 ? 1 : 0) - (charge > 0 ? 0.5 : 0) + r.normal() * 0.7)));
    rows.push([
      "",
      stamp(base, callMinute),
      arrived,
      region,
      patrol,
      fault,
      vehicle,
      fuel,
      age,
      tier,
      motorway ? "Yes" : "No",
      vulnerable ? "Yes" : "No",
      outcome,
      jobMinutes,
      towKm,
      charge,
      satisfaction,
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => (row[0] = `RA-${90001 + index}`));
  write(
    "roadside_callouts",
    [
      "CALLOUT_ID",
      "CALL_RECEIVED",
      "ARRIVED_ON_SCENE",
      "REGION",
      "PATROL",
      "FAULT",
      "VEHICLE_TYPE",
      "FUEL",
      "VEHICLE_AGE_YRS",
      "MEMBER_TIER",
      "ON_MOTORWAY",
      "VULNERABLE",
      "OUTCOME",
      "JOB_MINUTES",
      "TOW_KM",
      "CHARGE_EUR",
      "SATISFACTION",
    ],
    rows,
  );
}
