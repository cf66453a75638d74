/**
 * Generates the forty-first held-out suite's tables deterministically (one seeded PRNG per table, seeds 411–414):
 *
 *   cd bench && node --import tsx data-questions/holdout41/make-tables.ts
 *
 * Four small synthetic tables of different domains and naming styles; see README.md for every column.
 * All dates fall between 2025-01-01 and 2026-11-29 (the suite's "today" is 2026-11-30).
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Cell, csvWriter, day, prng, stamp } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));

/** Days from 2025-01-01 to 2026-11-29 (offsets 0–697). */
const LAST_OFFSET = 697;
const LAST_DAY = day(2025, 1, 1, LAST_OFFSET);
const month = (iso: string) => Number(iso.slice(5, 7));
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

type Rng = ReturnType<typeof prng>;
/** A day offset drawn with a relative weight per month (January first). */
function seasonalOffset(r: Rng, weights: readonly number[]) {
  const top = Math.max(...weights);
  for (;;) {
    const offset = r.int(0, LAST_OFFSET);
    if (r.random() * top < weights[month(day(2025, 1, 1, offset)) - 1]!) return offset;
  }
}
/** An item drawn with relative weights. */
function weighted<T>(r: Rng, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let draw = r.random() * total;
  for (const [item, weight] of items) {
    draw -= weight;
    if (draw < 0) return item;
  }
  return items[items.length - 1]![0];
}

// Septic-tank emptying contractor in West Cork (terse snake_case, short codes, Y/N flags), euros.
{
  const r = prng(411);
  const areas = [
    ["BDN", 25],
    ["CLK", 20],
    ["KSL", 15],
    ["SKB", 20],
    ["MCR", 20],
  ] as const;
  const distance: Record<string, [number, number]> = { BDN: [2, 14], KSL: [9, 22], CLK: [14, 30], MCR: [24, 42], SKB: [32, 55] };
  const volume: Record<string, [number, number]> = { SEP: [3, 6], PTP: [2, 4.5], CES: [8, 18], GRS: [0.5, 1.6] };
  const base: Record<string, number> = { RTN: 180, EMG: 260, JET: 220, CAM: 295 };
  const rows: Cell[][] = [];
  for (let i = 0; i < 310; i++) {
    const date = day(2025, 1, 1, seasonalOffset(r, [1.3, 1.2, 1, 0.9, 1.1, 1.2, 1.1, 1.1, 0.9, 0.9, 1, 1.2]));
    const winter = [12, 1, 2].includes(month(date));
    const area = weighted(r, areas);
    let cust = weighted(r, [
      ["DOM", 55],
      ["FRM", 20],
      ["COM", 12],
      ["HOL", 13],
    ]);
    if (cust === "HOL" && area === "MCR") cust = "DOM";
    if (cust === "FRM" && area === "BDN" && r.random() < 0.5) cust = "DOM";
    const tank =
      cust === "COM"
        ? weighted(r, [
            ["GRS", 50],
            ["SEP", 30],
            ["PTP", 20],
          ])
        : weighted(r, [
            ["SEP", 60],
            ["PTP", 25],
            ["CES", cust === "FRM" ? 35 : 15],
          ]);
    const emergencyChance = winter ? 0.3 : 0.12;
    const svc =
      tank === "GRS"
        ? r.random() < 0.1
          ? "EMG"
          : "RTN"
        : r.random() < emergencyChance
          ? "EMG"
          : weighted(r, [
              ["RTN", 70],
              ["JET", 18],
              ["CAM", 10],
            ]);
    const emptying = svc === "RTN" || svc === "EMG";
    const access = r.random() < (area === "MCR" ? 0.25 : 0.1);
    const [vLow, vHigh] = volume[tank]!;
    const vol = emptying ? r.round((vLow + r.random() * (vHigh - vLow)) * (svc === "EMG" ? 1.1 : 1), 1) : null;
    const tnkr = !emptying ? "JV" : vol! > 9 ? "T2" : access || r.random() < 0.45 ? "T1" : "T2";
    const drv = tnkr === "JV" ? (r.random() < 0.7 ? "PO" : "JK") : r.pick(["DM", "DM", "SC", "SC", "JK", "PO"]);
    const [dLow, dHigh] = distance[area]!;
    const dist = r.int(dLow, dHigh);
    const hose = svc === "CAM" ? null : 5 * r.int(2, cust === "FRM" || area === "MCR" ? 12 : 6) + (access ? 20 : 0);
    const ooh = svc === "EMG" && r.random() < 0.45;
    const hrs = emptying ? Math.round((0.75 + vol! * 0.12 + (access ? 0.5 : 0) + hose! / 60) * 4) / 4 : svc === "JET" ? r.int(4, 12) / 4 : r.int(4, 8) / 4;
    const disp = emptying ? r.round(vol! * (tank === "GRS" ? 55 : 24)) : 0;
    const net = base[svc]! + disp + Math.max(0, dist - 15) * 2 + 70 * Math.max(0, hrs - 1.5) + (ooh ? 150 : 0) + Math.max(0, (hose ?? 0) - 30) * 2;
    const total = r.round(net * 1.135);
    const lag = cust === "COM" ? r.int(14, 45) : cust === "FRM" ? r.int(0, 60) : r.int(0, 25);
    const unpaid = r.random() < (cust === "FRM" ? 0.12 : 0.06);
    const paidOn = day(Number(date.slice(0, 4)), month(date), Number(date.slice(8, 10)), lag);
    const paid = !unpaid && paidOn <= LAST_DAY;
    const status = paid ? "PD" : daysBetween(date, "2026-11-30") <= 30 ? "OUT" : "OVD";
    rows.push([
      "",
      date,
      area,
      cust,
      tank,
      svc,
      tnkr,
      drv,
      vol ?? "",
      hose ?? "",
      dist,
      ooh ? "Y" : "N",
      access ? "Y" : "N",
      hrs,
      disp,
      total,
      status,
      paid ? paidOn : "",
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => (row[0] = `SJ-${1001 + index}`));
  write(
    "sptc_jobs",
    [
      "job_no",
      "job_dt",
      "area",
      "cust_typ",
      "tank_typ",
      "svc",
      "tnkr",
      "drv",
      "vol_m3",
      "hose_m",
      "dist_km",
      "ooh",
      "acc_iss",
      "hrs",
      "disp_eur",
      "tot_eur",
      "inv_st",
      "pd_dt",
    ],
    rows,
  );
}

// Piano technicians around Boston (camelCase, true/false columns, units in the names), US dollars.
{
  const r = prng(412);
  const pianos: Record<string, readonly (readonly [string, number])[]> = {
    Home: [
      ["Spinet", 15],
      ["Console", 25],
      ["Upright", 30],
      ["Baby Grand", 22],
      ["Grand", 8],
    ],
    School: [
      ["Upright", 60],
      ["Console", 20],
      ["Grand", 20],
    ],
    Church: [
      ["Upright", 30],
      ["Grand", 50],
      ["Baby Grand", 20],
    ],
    Studio: [
      ["Grand", 50],
      ["Upright", 30],
      ["Concert Grand", 20],
    ],
    "Concert Hall": [
      ["Concert Grand", 80],
      ["Grand", 20],
    ],
  };
  const humidity: Record<number, [number, number]> = {
    1: [22, 34],
    2: [22, 34],
    3: [26, 38],
    4: [34, 46],
    5: [38, 52],
    6: [48, 62],
    7: [52, 68],
    8: [52, 68],
    9: [46, 60],
    10: [38, 50],
    11: [30, 42],
    12: [24, 36],
  };
  const rows: Cell[][] = [];
  for (let i = 0; i < 295; i++) {
    // Fewer calls in July–August (schools and many homes away), more in the autumn and before Christmas.
    const date = day(2025, 1, 1, seasonalOffset(r, [0.9, 0.9, 1, 1, 1, 0.9, 0.6, 0.6, 1.2, 1.2, 1.2, 1.3]));
    const m = month(date);
    const client = weighted(r, [
      ["Home", 58],
      ["School", 14],
      ["Church", 10],
      ["Studio", 8],
      ["Concert Hall", 10],
    ]);
    const piano = weighted(r, pianos[client]!);
    const grandish = piano.includes("Grand");
    const technician =
      client === "Concert Hall" || (piano === "Concert Grand" && r.random() < 0.6)
        ? "Marguerite"
        : weighted(r, [
            ["Walt", 32],
            ["Rosa", client === "School" ? 60 : 30],
            ["Deshawn", 28],
            ["Marguerite", 10],
          ]);
    const firstVisit = r.random() < (client === "Home" ? 0.22 : 0.08);
    const months =
      client === "Concert Hall"
        ? r.int(1, 3)
        : client === "Studio"
          ? r.int(2, 6)
          : client === "Home"
            ? Math.min(60, 6 + Math.floor(-Math.log(1 - r.random()) * 14))
            : r.int(6, 14);
    const hiddenMonths = firstVisit ? r.int(12, 72) : months;
    const [hLow, hHigh] = humidity[m]!;
    const hum = r.int(hLow, hHigh);
    const cents = Math.round((hum - 42) * 0.5 - hiddenMonths * 0.35 + r.normal() * 4);
    const draw = r.random();
    const service =
      draw < 0.04 && client === "Home"
        ? "Appraisal"
        : draw < 0.16 && client !== "Concert Hall"
          ? "Repair"
          : draw < 0.26 && grandish
            ? "Regulation"
            : cents <= -15
              ? "Pitch Raise"
              : "Tuning";
    const minutes =
      service === "Tuning"
        ? 5 * (piano === "Concert Grand" ? r.int(18, 24) : r.int(15, 21))
        : service === "Pitch Raise"
          ? 5 * r.int(24, 33)
          : service === "Repair"
            ? 5 * r.int(9, 30)
            : service === "Regulation"
              ? 15 * r.int(12, 20)
              : 5 * r.int(6, 9);
    const miles = ["Concert Hall", "Studio"].includes(client) ? r.round(2 + r.random() * 6, 1) : r.round(2 + r.random() * 33, 1);
    const strings =
      service === "Repair"
        ? weighted(r, [
            [0, 30],
            [1, 35],
            [2, 20],
            [3, 10],
            [4, 5],
          ] as const)
        : service === "Pitch Raise" && r.random() < 0.2
          ? 1
          : 0;
    const dampChaser = ["Home", "Church"].includes(client) && (m >= 10 || m <= 3) && hum < 35 && service !== "Appraisal" && r.random() < 0.14;
    const labor =
      service === "Tuning"
        ? piano === "Concert Grand" || client === "Concert Hall"
          ? 220
          : 165
        : service === "Pitch Raise"
          ? 260
          : service === "Appraisal"
            ? 120
            : r.round((95 * minutes) / 60);
    const parts = r.round(strings * 28 + (dampChaser ? 450 : 0) + (service === "Repair" ? r.int(0, 24) * 5 : 0));
    const trip = ["School", "Concert Hall"].includes(client) || miles <= 15 ? 0 : r.round((miles - 15) * 1.25);
    const byCard = ["School", "Concert Hall"].includes(client) ? false : r.random() < (client === "Home" ? 0.65 : 0.4);
    const rated = client === "Home" ? r.random() < 0.45 : r.random() < 0.15;
    const score = 4.4 + r.normal() * 0.7 - (service === "Pitch Raise" && strings > 0 ? 1 : 0) - (technician === "Deshawn" && firstVisit ? 0.4 : 0);
    rows.push([
      "",
      date,
      technician,
      client,
      piano,
      service,
      firstVisit,
      firstVisit ? "" : months,
      hum,
      cents,
      minutes,
      miles,
      strings,
      dampChaser,
      labor,
      parts,
      trip,
      r.round(labor + parts + trip),
      byCard,
      rated ? Math.max(1, Math.min(5, Math.round(score))) : "",
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => (row[0] = `PT-${2001 + index}`));
  write(
    "pianoServiceCalls",
    [
      "callId",
      "visitDate",
      "technician",
      "clientType",
      "pianoType",
      "serviceType",
      "isFirstVisit",
      "monthsSinceLastService",
      "humidityPct",
      "pitchOffsetCents",
      "durationMin",
      "travelMiles",
      "stringsReplaced",
      "dampChaserInstalled",
      "laborUsd",
      "partsUsd",
      "tripFeeUsd",
      "totalUsd",
      "paidByCard",
      "rating",
    ],
    rows,
  );
}

// A Canadian city's automated speed cameras (Title Case with spaces, Yes/No columns, a timestamp), Canadian dollars.
{
  const r = prng(413);
  const sites = [
    ["Maple Ave School", "School Zone", 40, 18],
    ["St Brigid School", "School Zone", 40, 14],
    ["Riverside Dr", "Community Safety Zone", 50, 20],
    ["King St E", "Community Safety Zone", 50, 18],
    ["Lakeshore Blvd", "Community Safety Zone", 60, 16],
    ["Highway 7 Works", "Construction Zone", 60, 14],
  ] as const;
  const officers = ["Officer Tremblay", "Officer Singh", "Officer MacLeod", "Officer Osei"];
  const rows: Cell[][] = [];
  while (rows.length < 320) {
    const [site, zone, limit] = weighted(
      r,
      sites.map((entry) => [entry, entry[3]] as const),
    );
    const date = day(2025, 1, 1, r.int(0, LAST_OFFSET));
    const m = month(date);
    const dow = weekday(date);
    const weekend = dow === 0 || dow === 6;
    // The construction camera only runs April–November; school zones see fewer tickets at weekends and in July–August.
    if (zone === "Construction Zone" && (m < 4 || m > 11)) continue;
    if (zone === "School Zone" && (weekend || m === 7 || m === 8) && r.random() < 0.7) continue;
    const hour =
      zone === "School Zone" && r.random() < 0.6
        ? r.pick([7, 8, 8, 14, 15, 15, 16])
        : weighted(r, [
            [r.int(0, 5), 8],
            [r.int(6, 9), 22],
            [r.int(10, 15), 30],
            [r.int(16, 19), 26],
            [r.int(20, 23), 14],
          ]);
    const detected = stamp(Date.parse(`${date}T00:00:00Z`), hour * 60 + r.int(0, 59) + r.int(0, 59) / 60);
    const night = hour <= 5 || hour >= 22;
    const over = Math.min(49, 8 + Math.floor(-Math.log(1 - r.random()) * (night ? 12 : 7)));
    const vehicle = weighted(r, [
      ["Car", 50],
      ["SUV", 25],
      ["Pickup", 12],
      ["Motorcycle", m >= 4 && m <= 10 ? 6 : 0],
      ["Commercial", 8],
    ]);
    const outOfProvince = r.random() < (site === "Lakeshore Blvd" || site === "Highway 7 Works" ? 0.15 : 0.06);
    const repeat = r.random() < 0.18;
    const perKm = over < 20 ? 5 : over < 30 ? 7.5 : 9.75;
    const schoolHours = zone === "School Zone" && !weekend && hour >= 7 && hour < 17 && m !== 7 && m !== 8;
    const fine = r.round(over * perKm * (zone !== "School Zone" || schoolHours ? 2 : 1));
    const issued = r.round(fine * 1.25 + 5);
    const disputed = r.random() < (over >= 30 ? 0.25 : 0.1);
    const outcome = disputed
      ? weighted(r, [
          ["Upheld", 60],
          ["Reduced", 28],
          ["Withdrawn", 12],
        ])
      : "";
    const payable = outcome === "Withdrawn" ? 0 : outcome === "Reduced" ? r.round(issued * 0.7) : issued;
    const lag = disputed ? r.int(30, 120) : r.int(3, 60);
    const paidOn = day(Number(date.slice(0, 4)), m, Number(date.slice(8, 10)), lag);
    const neverPays = r.random() < (outOfProvince ? 0.35 : 0.1);
    const paid = outcome !== "Withdrawn" && !neverPays && paidOn <= LAST_DAY;
    const status = outcome === "Withdrawn" ? "Withdrawn" : paid ? "Paid" : daysBetween(date, "2026-11-30") > 90 ? "Sent To Collections" : "Unpaid";
    rows.push([
      "",
      detected,
      site,
      zone,
      limit,
      limit + over,
      over,
      vehicle,
      outOfProvince ? "Yes" : "No",
      repeat ? "Yes" : "No",
      fine,
      payable,
      status,
      paid ? paidOn : "",
      disputed ? "Yes" : "No",
      outcome,
      r.pick(officers),
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => (row[0] = `ASE-${300001 + index}`));
  write(
    "speed_camera_tickets",
    [
      "Ticket No",
      "Detected At",
      "Camera Site",
      "Zone Type",
      "Speed Limit",
      "Recorded Speed",
      "Km Over",
      "Vehicle Type",
      "Out Of Province",
      "Repeat Plate",
      "Set Fine CAD",
      "Total Payable CAD",
      "Status",
      "Paid On",
      "Disputed",
      "Dispute Outcome",
      "Reviewing Officer",
    ],
    rows,
  );
}

// A Galician municipality's home-help service (Galician column names without accents, values with them), euros.
{
  const r = prng(414);
  const carers: Record<string, string[]> = { Vila: ["Uxía", "Brais"], Val: ["Antía", "Brais"], Montaña: ["Iago"], Beiramar: ["Xiana", "Antía"] };
  const km: Record<string, [number, number]> = { Vila: [0.5, 3], Val: [3, 9], Montaña: [8, 24], Beiramar: [4, 13] };
  // The service's users: each keeps a zone, dependency grade, age, whether they live alone and a co-payment band.
  const users = Array.from({ length: 46 }, (_, index) => {
    const zone = weighted(r, [
      ["Vila", 35],
      ["Val", 25],
      ["Montaña", 20],
      ["Beiramar", 20],
    ] as const);
    const grade = weighted(r, [
      ["grao I", 35],
      ["grao II", 40],
      ["grao III", 25],
    ]);
    const age = grade === "grao III" ? r.int(75, 99) : r.int(65, 96);
    return {
      code: `U-${101 + index}`,
      zone,
      grade,
      age,
      alone: r.random() < (age >= 85 ? 0.6 : 0.4),
      copay: weighted(r, [
        [0, 40],
        [10, 25],
        [20, 20],
        [35, 15],
      ]),
      carer: r.pick(carers[zone]!),
    };
  });
  const services: Record<string, readonly (readonly [string, number])[]> = {
    "grao I": [
      ["limpeza do fogar", 35],
      ["xestións", 25],
      ["acompañamento", 20],
      ["axuda coa comida", 10],
      ["aseo persoal", 10],
    ],
    "grao II": [
      ["limpeza do fogar", 22],
      ["xestións", 15],
      ["acompañamento", 18],
      ["axuda coa comida", 20],
      ["aseo persoal", 25],
    ],
    "grao III": [
      ["limpeza do fogar", 10],
      ["xestións", 5],
      ["acompañamento", 10],
      ["axuda coa comida", 30],
      ["aseo persoal", 45],
    ],
  };
  const minutes: Record<string, [number, number]> = {
    "aseo persoal": [9, 15],
    "axuda coa comida": [9, 18],
    "limpeza do fogar": [12, 24],
    acompañamento: [12, 36],
    xestións: [6, 18],
  };
  const rows: Cell[][] = [];
  for (let i = 0; i < 285; i++) {
    const user = weighted(
      r,
      users.map((entry) => [entry, entry.grade === "grao III" ? 3 : entry.grade === "grao II" ? 2 : 1] as const),
    );
    let date = day(2025, 1, 1, r.int(0, LAST_OFFSET));
    // Weekend visits are for grade II and III users only, and only for personal care or meals.
    let service = weighted(r, services[user.grade]!);
    const isWeekend = () => [0, 6].includes(weekday(date));
    while (isWeekend() && (user.grade === "grao I" || !["aseo persoal", "axuda coa comida"].includes(service) || r.random() < 0.5)) {
      date = day(2025, 1, 1, r.int(0, LAST_OFFSET));
      service = weighted(r, services[user.grade]!);
    }
    const weekend = isWeekend();
    const m = month(date);
    const substitute = r.random() < 0.12;
    const carer = substitute ? r.pick(["Uxía", "Brais", "Antía", "Xiana", "Iago"]) : user.carer;
    const urgent = r.random() < 0.05;
    const cancelled = r.random() < ([12, 1, 2].includes(m) ? 0.13 : 0.05);
    const [mLow, mHigh] = minutes[service]!;
    const mins = cancelled ? null : 5 * r.int(mLow, mHigh);
    const [kLow, kHigh] = km[user.zone]!;
    const kms = r.round(kLow + r.random() * (kHigh - kLow), 1);
    const rate = (weekend ? 22.75 : 17.5) + (urgent ? 4 : 0);
    const cost = cancelled ? 0 : r.round((mins! / 60) * rate + kms * 0.25);
    const incidentDraw = r.random();
    const incident = cancelled
      ? incidentDraw < 0.4
        ? "non abriu a porta"
        : ""
      : incidentDraw < (user.age >= 85 ? 0.06 : 0.03)
        ? "caída"
        : incidentDraw < 0.1
          ? "empeoramento"
          : incidentDraw < 0.12
            ? "outra"
            : "";
    const rated = !cancelled && r.random() < 0.35;
    const score = 4.3 + r.normal() * 0.7 - (substitute ? 0.6 : 0) - (urgent ? 0.3 : 0);
    rows.push([
      "",
      date,
      user.code,
      user.zone,
      carer,
      service,
      user.grade,
      user.age,
      user.alone ? "si" : "non",
      weekend ? "si" : "non",
      urgent ? "si" : "non",
      cancelled ? "si" : "non",
      mins ?? "",
      kms,
      rate,
      cost,
      user.copay,
      r.round((cost * user.copay) / 100),
      incident,
      rated ? Math.max(1, Math.min(5, Math.round(score))) : "",
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => (row[0] = `AF-${4001 + index}`));
  write(
    "visitas_axuda_fogar",
    [
      "codigo",
      "data",
      "usuario",
      "zona",
      "auxiliar",
      "servizo",
      "grao_dependencia",
      "idade",
      "vive_so",
      "fin_de_semana",
      "urxente",
      "cancelada",
      "minutos",
      "km_desprazamento",
      "prezo_hora_eur",
      "custo_eur",
      "copago_pct",
      "copago_eur",
      "incidencia",
      "valoracion",
    ],
    rows,
  );
}
