/**
 * Generates the thirty-fifth held-out suite's four tables deterministically (one seeded PRNG per table,
 * seeds 351–354, no dependencies):
 *
 *   cd bench && node --import tsx data-questions/holdout35/make-tables.ts
 *
 * Changing this file changes the expected answers: rerun it, then `pnpm exec vitest run
 * data-questions/holdout.test.ts` checks that every expected SQL still returns rows with no tie at a cut.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Cell, csvWriter, day, prng, stamp } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));

/** Day offsets from 2024-01-01: 2026-11-27 is day 1061, the last day any table holds. */
const LAST = 1061;
const monthOf = (iso: string) => Number(iso.slice(5, 7));
const weekdayOf = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
const isWeekend = (iso: string) => weekdayOf(iso) === 0 || weekdayOf(iso) === 6;
const byDateThenTime = (a: Cell[], b: Cell[]) => String(a[0]).localeCompare(String(b[0])) || Number(a[1]) - Number(b[1]);

/** A date between two offsets from 2024-01-01, drawn with a weight (0–1) for its month and weekday. */
function drawDate(r: ReturnType<typeof prng>, from: number, to: number, weight: (iso: string) => number): string {
  for (;;) {
    const iso = day(2024, 1, 1, r.int(from, to));
    if (r.random() < weight(iso)) return iso;
  }
}

// A Melbourne locksmith's call-outs (UPPER_SNAKE, terse abbreviations, short codes, Y/N flags), in Australian dollars.
{
  const r = prng(351);
  type Job = "LKO" | "CAR" | "RKY" | "INS" | "BRK" | "SAF";
  const jobs: Job[] = [
    "LKO",
    "LKO",
    "LKO",
    "LKO",
    "LKO",
    "LKO",
    "CAR",
    "CAR",
    "CAR",
    "CAR",
    "RKY",
    "RKY",
    "RKY",
    "INS",
    "INS",
    "INS",
    "BRK",
    "BRK",
    "SAF",
    "SAF",
  ];
  const zones = ["CBD", "CBD", "INR", "INR", "INR", "MID", "MID", "MID", "OUT", "OUT"] as const;
  const km = { CBD: [2, 6], INR: [4, 12], MID: [10, 22], OUT: [20, 45] } as const;
  const drafts: { date: string; hour: number; cells: Cell[] }[] = [];
  for (let i = 0; i < 320; i++) {
    const job = r.pick(jobs);
    const zone = r.pick(zones);
    const u = r.random();
    const customer =
      job === "LKO"
        ? u < 0.85
          ? "RES"
          : "REA"
        : job === "CAR"
          ? u < 0.8
            ? "RES"
            : "COM"
          : job === "RKY"
            ? u < 0.5
              ? "REA"
              : u < 0.8
                ? "RES"
                : "COM"
            : job === "INS"
              ? u < 0.45
                ? "COM"
                : u < 0.85
                  ? "RES"
                  : "REA"
              : job === "BRK"
                ? u < 0.6
                  ? "RES"
                  : "COM"
                : u < 0.6
                  ? "COM"
                  : "RES";
    const v = r.random();
    const priority =
      job === "LKO" || job === "CAR" ? "EM" : job === "BRK" ? (v < 0.65 ? "EM" : "STD") : job === "SAF" ? (v < 0.7 ? "STD" : "SCH") : v < 0.75 ? "SCH" : "STD";
    // Emergencies any day (lockouts more in the evening and in winter); other jobs on weekdays, 08:00–16:59.
    const date =
      priority === "EM"
        ? drawDate(r, 0, LAST, (iso) => ([6, 7, 8].includes(monthOf(iso)) ? 1 : 0.75))
        : drawDate(r, 0, LAST, (iso) => (isWeekend(iso) ? 0 : 1));
    const hour = priority === "EM" ? (r.random() < 0.55 ? r.int(17, 23) : r.random() < 0.3 ? r.int(0, 6) : r.int(7, 16)) : r.int(8, 16);
    const afterHours = hour < 7 || hour >= 18 || isWeekend(date);
    const tech =
      job === "SAF"
        ? r.pick(["RAJ", "TOM"])
        : job === "LKO" || job === "RKY"
          ? r.pick(["DAZ", "MEL", "RAJ", "TOM", "KYE"])
          : r.pick(["DAZ", "MEL", "RAJ", "TOM"]);
    const travel = r.round(km[zone][0] + r.random() * (km[zone][1] - km[zone][0]), 1);
    const response =
      priority === "SCH" ? "" : priority === "EM" ? Math.round((12 + travel * 1.6) * (0.8 + r.random() * 0.6) + (afterHours ? 10 : 0)) : r.int(60, 240);
    const drilled = (job === "LKO" && r.random() < 0.15) || (job === "CAR" && r.random() < 0.05) || (job === "SAF" && r.random() < 0.35);
    const [low, high] = { LKO: [10, 35], CAR: [10, 30], RKY: [30, 90], INS: [45, 150], BRK: [60, 180], SAF: [40, 150] }[job];
    const labour = 5 * Math.round(r.int(low!, high!) / 5) + (drilled ? (job === "SAF" ? 60 : 25) : 0);
    const parts =
      job === "LKO"
        ? drilled
          ? r.int(85, 160)
          : 0
        : job === "CAR"
          ? 0
          : job === "RKY"
            ? r.int(25, 90)
            : job === "INS"
              ? r.int(120, 480)
              : job === "BRK"
                ? r.int(90, 380)
                : drilled
                  ? r.int(40, 120)
                  : 0;
    const fee = priority === "SCH" ? 0 : afterHours ? 165 : 95;
    const total = r.round(fee + labour * 2.2 * (afterHours ? 1.5 : 1) + parts);
    const pay = customer === "RES" ? (r.random() < 0.6 ? "CC" : r.random() < 0.62 ? "EFT" : "CSH") : r.random() < 0.8 ? "INV" : "CC";
    const paidAfter = pay === "INV" ? (r.random() < 0.05 ? -1 : r.int(7, 60)) : pay === "EFT" ? r.int(0, 2) : 0;
    const paidDate = paidAfter < 0 ? "" : day(Number(date.slice(0, 4)), monthOf(date), Number(date.slice(8, 10)), paidAfter);
    const repeat = customer === "RES" ? r.random() < 0.25 : r.random() < 0.7;
    const rated = r.random() < (customer === "RES" ? 0.45 : 0.2);
    const slow = typeof response === "number" && response > 60;
    const rating = rated ? Math.max(1, Math.min(5, Math.round(4.4 - (slow ? 1.2 : 0) - (drilled ? 0.7 : 0) + r.normal() * 0.7))) : "";
    drafts.push({
      date,
      hour,
      cells: [
        zone,
        job,
        customer,
        priority,
        tech,
        afterHours ? "Y" : "N",
        response,
        travel,
        labour,
        drilled ? "Y" : "N",
        parts,
        fee,
        total,
        pay,
        paidDate > "2026-11-27" ? "" : paidDate,
        repeat ? "Y" : "N",
        rating,
      ],
    });
  }
  const rows = drafts
    .map((draft) => [draft.date, draft.hour, ...draft.cells])
    .sort(byDateThenTime)
    .map((row, index) => [`LK-${20001 + index}`, ...row]);
  write(
    "lksm_jobs",
    [
      "JOB_NO",
      "CALL_DT",
      "CALL_HR",
      "ZN",
      "JOB_TYP",
      "CUST_TYP",
      "PRI",
      "TECH",
      "AH_FLG",
      "RESP_MIN",
      "TRVL_KM",
      "LAB_MIN",
      "DRL_FLG",
      "PRTS_AUD",
      "CO_FEE_AUD",
      "TOT_AUD",
      "PAY_MTH",
      "PD_DT",
      "RPT_CUST",
      "RTG",
    ],
    rows,
  );
}

// A Calgary crane-hire firm's jobs (camelCase, true/false columns), in Canadian dollars.
{
  const r = prng(352);
  const classes = {
    "Carry Deck 15t": { capacity: 15, rate: 165, days: [1, 1] },
    "Rough Terrain 60t": { capacity: 60, rate: 235, days: [1, 2] },
    "All Terrain 100t": { capacity: 100, rate: 310, days: [1, 3] },
    "All Terrain 250t": { capacity: 250, rate: 560, days: [1, 5] },
    "Crawler 150t": { capacity: 150, rate: 420, days: [5, 30] },
  } as const;
  type Crane = keyof typeof classes;
  const sectorCranes: Record<string, Crane[]> = {
    Residential: ["Carry Deck 15t", "Carry Deck 15t", "Rough Terrain 60t", "All Terrain 100t"],
    Commercial: ["Carry Deck 15t", "Rough Terrain 60t", "All Terrain 100t", "All Terrain 100t", "All Terrain 250t"],
    Industrial: ["Carry Deck 15t", "Rough Terrain 60t", "All Terrain 100t", "All Terrain 250t", "Crawler 150t"],
    "Oil and Gas": ["Rough Terrain 60t", "All Terrain 100t", "All Terrain 250t", "All Terrain 250t", "Crawler 150t"],
    Infrastructure: ["Rough Terrain 60t", "All Terrain 100t", "All Terrain 250t", "Crawler 150t", "Crawler 150t"],
  };
  const sectors = [
    "Residential",
    "Residential",
    "Commercial",
    "Commercial",
    "Commercial",
    "Industrial",
    "Industrial",
    "Oil and Gas",
    "Oil and Gas",
    "Infrastructure",
  ];
  const drafts: Cell[][] = [];
  for (let i = 0; i < 280; i++) {
    const sector = r.pick(sectors);
    const crane = r.pick(sectorCranes[sector]!);
    const spec = classes[crane];
    const date = drawDate(r, 60, LAST, (iso) => (weekdayOf(iso) === 0 ? 0 : weekdayOf(iso) === 6 ? 0.1 : 1));
    const area =
      sector === "Oil and Gas" ? (r.random() < 0.75 ? "Rural" : r.pick(["NE", "SE"])) : r.pick(["Downtown", "Downtown", "NE", "NW", "SE", "SW", "Rural"]);
    const operator =
      crane === "Crawler 150t"
        ? r.pick(["Luc", "Harpreet"])
        : crane === "All Terrain 250t"
          ? r.pick(["Brett", "Luc", "Harpreet"])
          : r.pick(["Brett", "Jasmine", "Cody", "Harpreet", "Luc", "Megan"]);
    const days = r.int(spec.days[0], spec.days[1]);
    const winter = [11, 12, 1, 2, 3].includes(monthOf(date));
    const cancelled = r.random() < (winter ? 0.1 : 0.04);
    const hours = cancelled ? 0 : crane === "Carry Deck 15t" ? r.int(4, 10) : days * r.int(8, 10) + (r.random() < 0.3 ? r.int(1, 3) : 0);
    const travel = area === "Rural" ? r.int(60, 280) : area === "Downtown" ? r.int(8, 15) : r.int(10, 30);
    const mobilisation = crane === "Crawler 150t" ? 4500 + travel * 12 : Math.round(travel * 6.5 * (crane === "All Terrain 250t" ? 2 : 1));
    const utilisation = 0.1 + r.random() * 0.7;
    const heaviest = cancelled ? "" : r.round(spec.capacity * utilisation * (crane === "Crawler 150t" ? 1 : 0.9), 1);
    const radius = cancelled ? "" : Math.round(6 + (1 - utilisation) * (spec.capacity >= 100 ? 40 : 18) + r.random() * 4);
    const liftPlan = !cancelled && (utilisation > 0.6 || Number(heaviest) > 40);
    const permit = area === "Downtown" || (area !== "Rural" && r.random() < 0.2);
    const rigger = spec.capacity >= 150 || r.random() < 0.55;
    const windHold = cancelled ? 0 : r.random() < (winter ? 0.35 : 0.12) ? r.int(1, winter ? 6 : 4) : 0;
    const repeat = r.random() < 0.45;
    const gross = cancelled ? 4 * spec.rate : hours * spec.rate + mobilisation + (rigger ? 95 * hours : 0) + (permit ? 250 : 0) + windHold * spec.rate * 0.5;
    const total = r.round(gross * (repeat ? 0.95 : 1));
    const incident = !cancelled && r.random() < 0.025;
    const rated = !cancelled && r.random() < 0.5;
    const rating = rated ? Math.max(1, Math.min(5, Math.round(4.3 - (incident ? 1.5 : 0) - (windHold > 3 ? 0.6 : 0) + r.normal() * 0.7))) : "";
    drafts.push([
      date,
      sector,
      crane,
      spec.capacity,
      area,
      operator,
      days,
      hours,
      spec.rate,
      travel,
      mobilisation,
      heaviest,
      radius,
      liftPlan,
      permit,
      rigger,
      windHold,
      repeat,
      cancelled,
      incident,
      total,
      rating,
    ]);
  }
  const rows = drafts.sort((a, b) => String(a[0]).localeCompare(String(b[0]))).map((row, index) => [`CH-${4001 + index}`, ...row]);
  write(
    "craneHireJobs",
    [
      "jobId",
      "jobDate",
      "clientSector",
      "craneClass",
      "capacityT",
      "siteArea",
      "operatorName",
      "hireDays",
      "billedHours",
      "hourlyRateCad",
      "travelKm",
      "mobilisationCad",
      "heaviestLiftT",
      "liftRadiusM",
      "liftPlanRequired",
      "roadPermit",
      "riggerIncluded",
      "windHoldHours",
      "isRepeatClient",
      "isCancelled",
      "incidentReported",
      "totalCad",
      "clientRating",
    ],
    rows,
  );
}

// A Scottish wind-farm operator's turbine service visits (plain English column names with spaces, a timestamp
// pair and Yes/No columns), in pounds.
{
  const r = prng(353);
  const farms = {
    "Glen Ardoch": { prefix: "GA", turbines: 24, model: "Vestas V112", mw: 3.45 },
    "Carn Mor": { prefix: "CM", turbines: 18, model: "Siemens Gamesa SG 2.6-114", mw: 2.6 },
    "Loch Fada": { prefix: "LF", turbines: 30, model: "Nordex N117", mw: 3.6 },
    "Beinn Dubh": { prefix: "BD", turbines: 12, model: "Enercon E-82", mw: 2.3 },
  } as const;
  type Farm = keyof typeof farms;
  const farmNames = Object.keys(farms) as Farm[];
  const faultCodes = ["PITCH", "PITCH", "YAW", "CONVERTER", "GENERATOR", "GRID", "HYDRAULIC", "SENSOR", "SENSOR"];
  const base = Date.UTC(2024, 0, 1);
  const drafts: { minutes: number; cells: Cell[] }[] = [];
  for (let i = 0; i < 300; i++) {
    let farm = r.pick(farmNames);
    while (r.random() > farms[farm].turbines / 30) farm = r.pick(farmNames);
    const spec = farms[farm];
    const u = r.random();
    let type = u < 0.25 ? "Annual Service" : u < 0.65 ? "Fault Repair" : u < 0.78 ? "Blade Inspection" : u < 0.93 ? "Oil Change" : "Major Component";
    // The Enercon turbines are direct drive: no gearbox oil to change.
    if (type === "Oil Change" && farm === "Beinn Dubh") type = "Annual Service";
    const planned = type === "Annual Service" || type === "Blade Inspection" || type === "Oil Change";
    const date = planned
      ? drawDate(r, 0, LAST, (iso) => (isWeekend(iso) ? 0 : [4, 5, 6, 7, 8, 9].includes(monthOf(iso)) ? 1 : 0.3))
      : drawDate(r, 0, LAST, (iso) => ([11, 12, 1, 2].includes(monthOf(iso)) ? 1 : 0.5) * (isWeekend(iso) ? 0.5 : 1));
    const startMinute = planned ? r.int(7 * 60, 9 * 60 + 30) : r.int(7 * 60, 17 * 60);
    const minutes = Math.round((new Date(`${date}T00:00:00Z`).getTime() - base) / 60_000) + 15 * Math.round(startMinute / 15);
    const winter = [11, 12, 1, 2, 3].includes(monthOf(date));
    const wind = r.round(Math.max(1.5, (winter ? 9.5 : 6.5) + r.normal() * 3), 1);
    const drone = type === "Blade Inspection" && r.random() < 0.6;
    const climb = !drone;
    const abort = climb && wind > 12 && r.random() < 0.8;
    const hoursOnSite = abort
      ? r.round(0.5 + r.random() * 1.5, 1)
      : r.round(
          type === "Annual Service"
            ? 6 + r.random() * 4
            : type === "Fault Repair"
              ? 1.5 + r.random() * 6.5
              : type === "Blade Inspection"
                ? drone
                  ? 1 + r.random()
                  : 2 + r.random() * 3
                : type === "Oil Change"
                  ? 4 + r.random() * 3
                  : 10 + r.random() * 20,
          1,
        );
    const technicians = drone ? 1 : type === "Annual Service" || type === "Major Component" ? 3 : 2;
    const fault =
      type === "Fault Repair" || type === "Major Component"
        ? type === "Major Component"
          ? r.pick(["GENERATOR", "CONVERTER", "YAW", "PITCH"])
          : r.pick(faultCodes)
        : "";
    const warranty = farm === "Loch Fada" || (farm === "Glen Ardoch" && date < "2025-07-01");
    const waiting = type === "Fault Repair" ? r.int(2, 48) : type === "Major Component" ? r.int(48, 400) : 0;
    const downtime = r.round(waiting + hoursOnSite + (abort && !planned ? 24 : 0), 1);
    const energyLost = r.round(downtime * spec.mw * Math.min(0.9, 0.1 + wind / 20), 1);
    const rawParts = abort
      ? 0
      : type === "Annual Service"
        ? r.int(300, 900)
        : type === "Oil Change"
          ? r.int(1800, 2600)
          : type === "Blade Inspection"
            ? r.random() < 0.3
              ? r.int(200, 1500)
              : 0
            : type === "Major Component"
              ? 1000 * r.int(45, 180)
              : fault === "CONVERTER"
                ? r.int(2500, 9000)
                : fault === "GENERATOR"
                  ? r.int(1500, 6000)
                  : fault === "SENSOR"
                    ? r.int(80, 450)
                    : r.int(200, 3500);
    const parts = warranty && !planned ? 0 : rawParts;
    const labour = r.round(technicians * hoursOnSite * 72, 2);
    const crane = type === "Major Component";
    const total = r.round(parts + labour + (crane && !abort ? 18000 : 0), 2);
    const outcome = abort ? "Aborted" : r.random() < (type === "Fault Repair" ? 0.22 : 0.08) ? "Follow-up Required" : "Resolved";
    drafts.push({
      minutes,
      cells: [
        farm,
        `${spec.prefix}-${String(r.int(1, spec.turbines)).padStart(2, "0")}`,
        spec.model,
        type,
        fault,
        stamp(base, minutes),
        abort ? "" : stamp(base, minutes + Math.round(hoursOnSite * 60)),
        technicians,
        wind,
        climb ? "Yes" : "No",
        abort ? "Yes" : "No",
        crane ? "Yes" : "No",
        warranty ? "Yes" : "No",
        downtime,
        energyLost,
        parts,
        labour,
        total,
        outcome,
      ],
    });
  }
  const rows = drafts.sort((a, b) => a.minutes - b.minutes).map((draft, index) => [`TSV-${30001 + index}`, ...draft.cells]);
  write(
    "turbine_service_log",
    [
      "Visit Ref",
      "Wind Farm",
      "Turbine",
      "Turbine Model",
      "Visit Type",
      "Fault Code",
      "Started At",
      "Finished At",
      "Technicians",
      "Wind Speed",
      "Climb Required",
      "Weather Abort",
      "Crane Needed",
      "Under Warranty",
      "Downtime Hours",
      "Energy Lost MWh",
      "Parts Cost GBP",
      "Labour Cost GBP",
      "Total Cost GBP",
      "Outcome",
    ],
    rows,
  );
}

// A Kenyan tea factory's green-leaf deliveries at its buying centres (Swahili column names and values), in shillings.
{
  const r = prng(354);
  const centres = {
    Kiamokama: ["Wanjiru"],
    Nyansiongo: ["Otieno", "Moraa"],
    Gianchore: ["Kerubo"],
    Tombe: ["Nyaboke", "Ombati"],
  } as const;
  type Centre = keyof typeof centres;
  const centreNames = Object.keys(centres) as Centre[];
  const farmers = Array.from({ length: 60 }, (_, index) => ({
    id: `MK-${101 + index}`,
    centre: centreNames[index % 4]!,
    sex: r.random() < 0.58 ? "mwanamke" : "mwanamume",
    member: r.random() < 0.75,
    pay: r.random() < 0.7 ? "M-Pesa" : r.random() < 0.6 ? "benki" : "taslimu",
    loan: r.random() < 0.3,
  }));
  const rates: Record<string, Record<string, number>> = {
    "2024": { bora: 22, wastani: 19, duni: 15 },
    "2025": { bora: 24, wastani: 21, duni: 16 },
    "2026": { bora: 25, wastani: 22, duni: 17 },
  };
  const drafts: Cell[][] = [];
  for (let i = 0; i < 340; i++) {
    const farmer = r.pick(farmers);
    const date = drawDate(r, 152, LAST, (iso) => (weekdayOf(iso) === 0 ? 0.2 : 1));
    const month = monthOf(date);
    const rainySeason = [3, 4, 5, 10, 11, 12].includes(month);
    const w = r.random();
    const weather = rainySeason ? (w < 0.5 ? "mvua" : w < 0.8 ? "mawingu" : "jua") : w < 0.15 ? "mvua" : w < 0.4 ? "mawingu" : "jua";
    const flush = rainySeason ? 1.4 : [1, 2].includes(month) ? 0.6 : 1;
    const kilos = r.round((20 + r.random() * 70) * flush, 1);
    const g = r.random() + (weather === "mvua" ? 0.25 : 0);
    const grade = g < 0.5 ? "bora" : g < 0.88 ? "wastani" : "duni";
    const moisture = r.round(weather === "jua" ? 72 + r.random() * 4 : weather === "mawingu" ? 74 + r.random() * 4 : 78 + r.random() * 6, 1);
    const net = r.round(kilos * (weather === "mvua" ? 0.95 : 1), 1);
    const rejected = grade === "duni" && r.random() < 0.25;
    const rate = rates[date.slice(0, 4)]![grade]!;
    const pay = rejected ? 0 : r.round(net * rate, 2);
    const fertiliser = farmer.loan && !rejected && r.random() < 0.4 ? 50 * r.int(4, 24) : 0;
    // Paid on the 15th of the month after delivery; nothing paid on a rejected delivery, November 2026 not paid yet.
    const next = new Date(Date.UTC(Number(date.slice(0, 4)), month, 15)).toISOString().slice(0, 10);
    const paidOn = rejected || next > "2026-11-27" ? "" : next;
    drafts.push([
      date,
      farmer.centre,
      farmer.id,
      farmer.sex,
      farmer.member ? "ndiyo" : "hapana",
      r.pick(centres[farmer.centre]),
      weather,
      kilos,
      net,
      moisture,
      grade,
      rejected ? "ndiyo" : "hapana",
      rate,
      pay,
      fertiliser,
      farmer.pay,
      paidOn,
    ]);
  }
  const rows = drafts.sort((a, b) => String(a[0]).localeCompare(String(b[0]))).map((row, index) => [`RS-${6001 + index}`, ...row]);
  write(
    "uwasilishaji_majani",
    [
      "risiti",
      "tarehe",
      "kituo",
      "mkulima",
      "jinsia",
      "mwanachama",
      "karani",
      "hali_ya_hewa",
      "uzito_kg",
      "uzito_halisi_kg",
      "unyevu_asilimia",
      "daraja",
      "imekataliwa",
      "bei_kwa_kilo",
      "malipo_ksh",
      "makato_mbolea_ksh",
      "njia_ya_malipo",
      "tarehe_ya_malipo",
    ],
    rows,
  );
}
