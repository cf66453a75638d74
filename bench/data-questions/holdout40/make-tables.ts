/**
 * Generates the fortieth held-out suite's tables deterministically (one seeded PRNG per table, seeds 401–404):
 *
 *   cd bench && node --import tsx data-questions/holdout40/make-tables.ts
 *
 * Four small synthetic tables of different domains and naming styles: terse snake_case with codes, camelCase
 * with true/false columns and units in names, Title Case with spaces and Yes/No columns, and Albanian names and
 * values. Every date falls between 2025-01-01 and 2026-11-29 (the suite's "today" is 2026-11-30). Changing this
 * file changes the expected answers: rerun it, then the holdout test checks every expected SQL still returns rows.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Cell, csvWriter, day, prng, stamp } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));

type Rng = ReturnType<typeof prng>;

/** Days after 2025-01-01 of the last day with data, 2026-11-29. */
const LAST = 697;
const START = Date.UTC(2025, 0, 1);
const monthOf = (offset: number) => new Date(START + offset * 86_400_000).getUTCMonth() + 1;

/** A day offset drawn with a weight for each calendar month (index 0 = January). */
function seasonalOffset(r: Rng, weights: readonly number[]): number {
  const max = Math.max(...weights);
  for (;;) {
    const offset = r.int(0, LAST);
    if (r.random() * max < weights[monthOf(offset) - 1]!) return offset;
  }
}

/** One of the entries, each as likely as its weight. */
function weighted<T>(r: Rng, entries: readonly (readonly [T, number])[]): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let draw = r.random() * total;
  for (const [value, weight] of entries) {
    draw -= weight;
    if (draw < 0) return value;
  }
  return entries[entries.length - 1]![0];
}

const uniform = (r: Rng, low: number, high: number) => low + r.random() * (high - low);
const halfHours = (value: number) => Math.max(0.5, Math.round(value * 2) / 2);

// ---------------------------------------------------------------- 1. mx_wo_log (seed 401)
// A Canadian regional airline's maintenance work orders, in US dollars.
{
  const r = prng(401);
  const fleet = [
    { reg: "C-FJDA", typ: "DH4" },
    { reg: "C-FJDB", typ: "DH4" },
    { reg: "C-FJDC", typ: "DH4" },
    { reg: "C-GRZA", typ: "E75" },
    { reg: "C-GRZB", typ: "E75" },
    { reg: "C-GRZC", typ: "E75" },
    { reg: "C-GKTA", typ: "AT7" },
    { reg: "C-GKTB", typ: "AT7" },
  ] as const;
  const stations: Record<string, readonly (readonly [string, number])[]> = {
    DH4: [
      ["YYZ", 3],
      ["YUL", 2],
      ["YOW", 1.5],
      ["YHZ", 1.5],
      ["YYT", 1],
    ],
    E75: [
      ["YYZ", 3],
      ["YUL", 2],
      ["YOW", 1.5],
      ["YHZ", 1],
    ],
    AT7: [
      ["YHZ", 2],
      ["YYT", 2],
      ["YUL", 1],
    ],
  };
  const hoursBase: Record<number, number> = { 21: 2, 24: 1.5, 25: 1, 29: 3, 30: 2, 32: 3, 34: 2.5, 36: 2.5, 49: 4, 72: 6 };
  const partsRange: Record<number, readonly [number, number]> = {
    21: [200, 3000],
    24: [100, 2500],
    25: [50, 900],
    29: [400, 6000],
    30: [300, 4000],
    32: [800, 6000],
    34: [500, 8000],
    36: [400, 5000],
    49: [1500, 15000],
    72: [2000, 25000],
  };
  const rows: Cell[][] = [];
  for (let i = 0; i < 300; i++) {
    const offset = seasonalOffset(r, [1.2, 1.2, 1, 0.9, 0.9, 1, 1.1, 1.1, 0.9, 0.9, 1, 1.2]);
    const month = monthOf(offset);
    const winter = month === 12 || month <= 3;
    const summer = month >= 6 && month <= 8;
    const aircraft = r.pick(fleet);
    const woType = r.random() < 0.4 ? "SCH" : r.random() < 0.8 ? "UNS" : "AOG";
    const check =
      woType === "SCH"
        ? weighted(r, [
            ["DLY", 36],
            ["WKY", 36],
            ["ACHK", 22],
            ["CCHK", 6],
          ] as const)
        : "";
    let station = weighted(r, stations[aircraft.typ]!);
    if (check === "ACHK") station = r.random() < 0.6 ? "YYZ" : "YUL";
    if (check === "CCHK") station = "YYZ";
    const ata =
      woType === "SCH"
        ? 5
        : woType === "AOG"
          ? weighted(r, [
              [29, 2],
              [32, 3],
              [72, 3],
              [49, 2],
              [34, 1],
              [30, winter ? 2 : 0.5],
            ] as const)
          : weighted(r, [
              [21, summer ? 5 : 2],
              [24, 2],
              [25, 2],
              [29, 1],
              [30, winter ? 3.5 : 0.5],
              [32, 2.5],
              [34, 1.5],
              [36, winter ? 2 : 1],
              [49, 1],
              [72, 1.5],
            ] as const);
    const reportedBy =
      woType === "SCH"
        ? "MX"
        : woType === "AOG"
          ? r.pick(["PIL", "MX"])
          : ata === 25
            ? weighted(r, [
                ["CAB", 7],
                ["PIL", 1],
                ["MX", 2],
              ] as const)
            : ata === 21
              ? weighted(r, [
                  ["CAB", 3],
                  ["PIL", 4],
                  ["MX", 3],
                ] as const)
              : weighted(r, [
                  ["PIL", 55],
                  ["MX", 45],
                ] as const);
    const deferred = woType === "UNS" && r.random() < 0.3;
    const mel = deferred ? (r.random() < 0.1 ? "A" : r.random() < 0.55 ? "B" : "C") : "";
    let days = 0;
    if (check === "ACHK") days = r.int(1, 2);
    else if (check === "CCHK") days = r.int(10, 21);
    else if (woType === "AOG") days = r.int(0, 2);
    else if (mel === "A") days = r.int(0, 1);
    else if (mel === "B") days = r.int(1, 3);
    else if (mel === "C") days = r.random() < 0.25 ? r.int(15, 60) : r.int(2, 10);
    else if (woType === "UNS") days = r.random() < 0.7 ? 0 : 1;
    const closed = offset + days <= LAST;
    let technicians = 1;
    let hours = 1;
    if (check === "DLY") hours = halfHours(uniform(r, 0.5, 2.5));
    else if (check === "WKY") {
      technicians = r.int(1, 2);
      hours = halfHours(uniform(r, 2, 7));
    } else if (check === "ACHK") {
      technicians = r.int(2, 4);
      hours = halfHours(uniform(r, 24, 60));
    } else if (check === "CCHK") {
      technicians = r.int(5, 8);
      hours = halfHours(uniform(r, 350, 900));
    } else if (woType === "UNS") {
      technicians = [29, 32, 72].includes(ata) || r.random() < 0.2 ? 2 : 1;
      hours = halfHours(hoursBase[ata]! * uniform(r, 0.4, 2));
    } else {
      technicians = r.int(2, 3);
      hours = halfHours(hoursBase[ata]! * uniform(r, 1.5, 4));
    }
    const overtime = check === "CCHK" ? false : woType === "AOG" ? r.random() < 0.7 : r.random() < 0.1;
    let parts = 0;
    if (check === "DLY") parts = r.random() < 0.5 ? 0 : uniform(r, 10, 80);
    else if (check === "WKY") parts = r.random() < 0.3 ? 0 : uniform(r, 40, 400);
    else if (check === "ACHK") parts = uniform(r, 1500, 9000);
    else if (check === "CCHK") parts = uniform(r, 40000, 160000);
    else if (woType === "UNS") parts = r.random() < 0.2 ? 0 : uniform(r, ...partsRange[ata]!);
    else parts = uniform(r, ...partsRange[ata]!) * 1.3 + 1200;
    parts = r.round(parts);
    const total = r.round(hours * 95 * (overtime ? 1.5 : 1) + parts);
    const delay = woType === "AOG" ? 5 * r.int(12, 120) : woType === "UNS" && reportedBy === "PIL" && !deferred && r.random() < 0.4 ? 5 * r.int(2, 18) : 0;
    rows.push([
      "",
      day(2025, 1, 1, offset),
      closed ? day(2025, 1, 1, offset + days) : "",
      aircraft.reg,
      aircraft.typ,
      station,
      woType,
      check,
      ata,
      reportedBy,
      deferred ? "Y" : "N",
      mel,
      overtime ? "Y" : "N",
      technicians,
      hours,
      parts,
      total,
      delay,
      closed ? "CLS" : "OPN",
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => {
    row[0] = `WO-${24001 + index}`;
  });
  write(
    "mx_wo_log",
    [
      "wo_id",
      "opn_dt",
      "cls_dt",
      "ac_reg",
      "ac_typ",
      "stn",
      "wo_typ",
      "chk_cd",
      "ata_ch",
      "rpt_by",
      "dfr_flg",
      "mel_cat",
      "ot_flg",
      "tech_cnt",
      "lbr_hrs",
      "pts_usd",
      "tot_usd",
      "dly_min",
      "sts",
    ],
    rows,
  );
}

// ---------------------------------------------------------------- 2. energyAudits (seed 402)
// A West of England firm's domestic energy audits, in pounds.
{
  const r = prng(402);
  const regions = [
    ["Bristol", 3],
    ["Bath", 1.5],
    ["Cardiff", 2],
    ["Gloucester", 1.2],
    ["Swindon", 1.3],
  ] as const;
  const assessors: Record<string, readonly (readonly [string, number])[]> = {
    Bristol: [
      ["Nadia", 2],
      ["Callum", 1],
      ["Tariq", 1],
    ],
    Bath: [
      ["Fiona", 1],
      ["Nadia", 1],
    ],
    Cardiff: [
      ["Rhys", 4],
      ["Tariq", 1],
    ],
    Gloucester: [
      ["Fiona", 1],
      ["Callum", 1],
    ],
    Swindon: [
      ["Callum", 1],
      ["Tariq", 1],
    ],
  };
  const miles: Record<string, readonly [number, number]> = {
    Bristol: [2, 14],
    Bath: [11, 19],
    Cardiff: [42, 55],
    Gloucester: [33, 41],
    Swindon: [38, 47],
  };
  const baseFee: Record<string, number> = { Flat: 85, Terraced: 95, "Semi-detached": 110, Bungalow: 105, Detached: 140 };
  const area: Record<string, readonly [number, number]> = {
    Flat: [40, 85],
    Terraced: [60, 110],
    "Semi-detached": [75, 130],
    Bungalow: [60, 120],
    Detached: [110, 260],
  };
  const unitPrice: Record<string, number> = { "Gas boiler": 0.07, "Oil boiler": 0.09, LPG: 0.11, "Electric storage": 0.25, "Heat pump": 0.27 };
  const band = (score: number) => (score >= 92 ? "A" : score >= 81 ? "B" : score >= 69 ? "C" : score >= 55 ? "D" : score >= 39 ? "E" : score >= 21 ? "F" : "G");
  const rows: Cell[][] = [];
  for (let i = 0; i < 310; i++) {
    const offset = seasonalOffset(r, [1.3, 1.3, 1.2, 1, 0.8, 0.7, 0.7, 0.5, 1, 1.2, 1.3, 1.1]);
    const region = weighted(r, regions);
    const assessor = weighted(r, assessors[region]!);
    const type = weighted(r, [
      ["Terraced", 3],
      ["Semi-detached", 3],
      ["Detached", 1.5],
      ["Flat", 2],
      ["Bungalow", 1],
    ] as const);
    const built =
      type === "Terraced"
        ? r.random() < 0.7
          ? r.int(1880, 1939)
          : r.int(1950, 2015)
        : type === "Semi-detached"
          ? r.int(1920, 1990)
          : type === "Detached"
            ? r.int(1930, 2020)
            : type === "Flat"
              ? r.int(1960, 2022)
              : r.int(1950, 1990);
    const floor = r.int(...area[type]!);
    const cavity = built < 1920 ? false : built >= 2000 ? true : r.random() < 0.55;
    const loft = built >= 2000 ? true : type === "Flat" ? r.random() < 0.2 : r.random() < 0.7;
    const glazing = r.random() < (built < 1920 ? 0.6 : 0.88);
    const heating =
      type === "Flat"
        ? weighted(r, [
            ["Gas boiler", 55],
            ["Electric storage", 40],
            ["Heat pump", 5],
          ] as const)
        : type === "Detached" || type === "Bungalow"
          ? weighted(r, [
              ["Gas boiler", 55],
              ["Oil boiler", 20],
              ["LPG", 10],
              ["Heat pump", built >= 1990 ? 20 : 5],
              ["Electric storage", 5],
            ] as const)
          : weighted(r, [
              ["Gas boiler", 85],
              ["Electric storage", 7],
              ["Heat pump", 4],
              ["Oil boiler", 4],
            ] as const);
    const heatingEffect: Record<string, number> = { "Gas boiler": 0, "Oil boiler": -8, LPG: -10, "Electric storage": -12, "Heat pump": 10 };
    const score = Math.min(
      100,
      Math.max(1, Math.round(80 - (2025 - built) * 0.22 - (loft ? 0 : 12) - (cavity ? 0 : 8) - (glazing ? 0 : 6) + heatingEffect[heating]! + r.normal() * 5)),
    );
    const potential = Math.min(
      96,
      score + (loft ? 0 : 10) + (cavity ? 0 : built < 1920 ? 6 : 8) + (glazing ? 0 : 5) + (heating === "Heat pump" ? 0 : 6) + r.int(2, 8),
    );
    const intensity = (320 - 2.2 * score) * uniform(r, 0.85, 1.15) * (heating === "Heat pump" ? 0.45 : heating === "Electric storage" ? 0.9 : 1);
    const energy = Math.round((floor * intensity) / 10) * 10;
    const savingKwh = Math.round((energy * (potential - score) * 0.9) / 100 / 10) * 10;
    const savingGbp = r.round(savingKwh * unitPrice[heating]!);
    const rental = r.random() < (type === "Flat" ? 0.55 : 0.3);
    const letter = band(score);
    const grant = ["E", "F", "G"].includes(letter) ? r.random() < (rental ? 0.3 : 0.65) : letter === "D" ? r.random() < 0.2 : false;
    const blower = r.random() < (type === "Detached" ? 0.4 : 0.22);
    const permeability = blower ? r.round(Math.min(20, Math.max(2, 3 + (100 - score) * 0.12 + r.normal() * 1.5)), 1) : "";
    const fee = baseFee[type]! + (floor > 200 ? 40 : 0) + (blower ? 150 : 0);
    const duration = Math.round((40 + floor * 0.35 + (blower ? 75 : 0) + r.normal() * 8) / 5) * 5;
    const followUp = r.random() < (grant ? 0.55 : savingGbp > 500 ? 0.25 : 0.15);
    rows.push([
      "",
      day(2025, 1, 1, offset),
      region,
      assessor,
      type,
      built,
      floor,
      heating,
      loft,
      cavity,
      glazing,
      score,
      letter,
      potential,
      energy,
      savingKwh,
      savingGbp,
      rental,
      grant,
      blower,
      permeability,
      duration,
      r.round(uniform(r, ...miles[region]!), 1),
      fee,
      followUp,
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => {
    row[0] = `EA-${5001 + index}`;
  });
  write(
    "energyAudits",
    [
      "auditId",
      "auditDate",
      "region",
      "assessor",
      "propertyType",
      "yearBuilt",
      "floorAreaM2",
      "heatingType",
      "hasLoftInsulation",
      "hasCavityWallInsulation",
      "hasDoubleGlazing",
      "sapScoreBefore",
      "ratingBefore",
      "sapScorePotential",
      "annualEnergyKwh",
      "estSavingKwh",
      "estSavingGbp",
      "isRental",
      "grantEligible",
      "blowerDoorTest",
      "airPermeabilityM3hM2",
      "durationMin",
      "travelMiles",
      "feeGbp",
      "followUpBooked",
    ],
    rows,
  );
}

// ---------------------------------------------------------------- 3. golf_rounds (seed 403)
// An Algarve golf resort's tee-time bookings, in euros.
{
  const r = prng(403);
  const yesNo = (value: boolean) => (value ? "Yes" : "No");
  const rows: Cell[][] = [];
  for (let i = 0; i < 320; i++) {
    const offset = seasonalOffset(r, [0.7, 0.9, 1.3, 1.4, 1.2, 0.7, 0.6, 0.6, 1.1, 1.4, 1.1, 0.6]);
    const month = monthOf(offset);
    const winter = month >= 11 || month <= 2;
    const summer = month >= 6 && month <= 8;
    const [first, lastSlot] = winter ? [8 * 60, 15 * 60] : [7 * 60 + 30, 16 * 60 + 30];
    const minutes = first + 10 * r.int(0, (lastSlot - first) / 10);
    const course = weighted(r, [
      ["Cliffside", 45],
      ["Pinewood", 35],
      ["Academy", 20],
    ] as const);
    const golfer = weighted(r, [
      ["Member", 15],
      ["Hotel Guest", 35],
      ["Visitor", 40],
      ["Society", 10],
    ] as const);
    const players =
      golfer === "Society"
        ? 4
        : weighted(r, [
            [1, 1],
            [2, 4],
            [3, 2],
            [4, 3],
          ] as const);
    const holes = course === "Academy" ? 9 : r.random() < 0.15 ? 9 : 18;
    const country =
      golfer === "Member"
        ? weighted(r, [
            ["Portugal", 60],
            ["United Kingdom", 25],
            ["Ireland", 15],
          ] as const)
        : golfer === "Society"
          ? weighted(r, [
              ["United Kingdom", 70],
              ["Ireland", 30],
            ] as const)
          : weighted(r, [
              ["United Kingdom", 30],
              ["Ireland", 12],
              ["Sweden", winter ? 22 : 10],
              ["Germany", winter ? 20 : 11],
              ["Netherlands", 10],
              ["Portugal", 8],
              ["United States", 8],
            ] as const);
    const twilight = minutes >= 14 * 60;
    let fee = course === "Cliffside" ? 145 : course === "Pinewood" ? 95 : 35;
    if (summer) fee *= 0.75;
    if (holes === 9 && course !== "Academy") fee *= 0.6;
    if (twilight && course !== "Academy") fee *= 0.6;
    if (golfer === "Hotel Guest") fee *= 0.8;
    if (golfer === "Society") fee *= 0.85;
    if (golfer === "Member") fee = 0;
    fee = r.round(fee);
    const buggy = course !== "Academy" && r.random() < (golfer === "Member" ? 0.3 : summer ? 0.75 : 0.55);
    const clubs = r.random() < (golfer === "Visitor" || golfer === "Hotel Guest" ? 0.2 : 0.02);
    const online = r.random() < (golfer === "Member" ? 0.2 : 0.65);
    const weather = winter
      ? weighted(r, [
          ["Sunny", 40],
          ["Cloudy", 25],
          ["Windy", 15],
          ["Rain", 20],
        ] as const)
      : summer || month === 9
        ? weighted(r, [
            ["Sunny", 85],
            ["Cloudy", 5],
            ["Windy", 10],
          ] as const)
        : weighted(r, [
            ["Sunny", 60],
            ["Cloudy", 20],
            ["Windy", 15],
            ["Rain", 5],
          ] as const);
    const status =
      weather === "Rain" && r.random() < 0.6 ? "Rained Off" : r.random() < (golfer === "Member" ? 0.02 : online ? 0.09 : 0.05) ? "No Show" : "Played";
    const buggies = buggy ? Math.ceil(players / 2) : 0;
    const total = status === "Rained Off" ? 0 : r.round(players * fee + buggies * (holes === 9 ? 25 : 40) + (clubs ? 45 : 0));
    let round: Cell = "";
    if (status === "Played") {
      if (course === "Academy") round = r.int(65, 100);
      else if (holes === 9) round = r.int(110, 150) + 6 * (players - 2);
      else round = r.int(225, 290) + 12 * (players - 2) - (buggy ? 15 : 0) + (weather === "Windy" ? 10 : 0);
    }
    let best: Cell = "";
    if (status === "Played" && holes === 18) {
      const [low, high] = golfer === "Member" ? [70, 88] : golfer === "Society" ? [80, 100] : [74, 104];
      best = r.int(low, high) + (course === "Cliffside" ? 3 : 0) + (weather === "Windy" ? 3 : 0);
    }
    rows.push([
      "",
      stamp(START, offset * 1440 + minutes),
      course,
      holes,
      golfer,
      players,
      country,
      yesNo(online),
      yesNo(twilight),
      fee,
      yesNo(buggy),
      yesNo(clubs),
      total,
      weather,
      status,
      round,
      best,
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => {
    row[0] = `GR-${10001 + index}`;
  });
  write(
    "golf_rounds",
    [
      "Booking Ref",
      "Tee Time",
      "Course",
      "Holes",
      "Golfer Type",
      "Players",
      "Home Country",
      "Booked Online",
      "Twilight",
      "Green Fee EUR",
      "Buggy Hire",
      "Club Rental",
      "Total EUR",
      "Weather",
      "Status",
      "Round Minutes",
      "Best Score",
    ],
    rows,
  );
}

// ---------------------------------------------------------------- 4. porosi_furre (seed 404)
// A Tirana bakery's wholesale orders, in lekë (Albanian names and values).
{
  const r = prng(404);
  const price: Record<string, number> = {
    "bukë e bardhë": 70,
    "bukë misri": 90,
    "byrek me spinaq": 100,
    "byrek me djathë": 120,
    bakllava: 80,
    ballokume: 40,
  };
  const fee: Record<string, number> = { Qendër: 300, Blloku: 300, Kombinat: 500, Laprakë: 500, Kashar: 800 };
  const driverOf: Record<string, string> = { Qendër: "Arben", Blloku: "Arben", Kombinat: "Ilir", Laprakë: "Gentian", Kashar: "Gentian" };
  const bread = (product: string) => product.startsWith("bukë");
  const rows: Cell[][] = [];
  for (let i = 0; i < 290; i++) {
    const offset = seasonalOffset(r, [1, 1, 1.1, 1, 1, 0.9, 0.8, 0.8, 1, 1, 1, 1.4]);
    const month = monthOf(offset);
    let customer = weighted(r, [
      ["kafene", 30],
      ["restorant", 20],
      ["dyqan ushqimor", 25],
      ["hotel", 15],
      ["shkollë", 10],
    ] as const);
    if (customer === "shkollë" && (month === 7 || month === 8)) customer = "kafene";
    const zone =
      customer === "hotel"
        ? weighted(r, [
            ["Qendër", 3],
            ["Blloku", 2],
            ["Kombinat", 0.5],
          ] as const)
        : weighted(r, [
            ["Qendër", 30],
            ["Blloku", 20],
            ["Kombinat", 15],
            ["Laprakë", 15],
            ["Kashar", 10],
          ] as const);
    const product =
      customer === "shkollë"
        ? weighted(r, [
            ["byrek me spinaq", 2],
            ["byrek me djathë", 2],
            ["bukë e bardhë", 1],
          ] as const)
        : weighted(r, [
            ["bukë e bardhë", customer === "dyqan ushqimor" ? 6 : 4],
            ["bukë misri", 2],
            ["byrek me spinaq", customer === "hotel" ? 1 : 2],
            ["byrek me djathë", customer === "hotel" ? 1 : 2],
            ["bakllava", month === 12 ? 4 : customer === "hotel" ? 1.5 : 0.8],
            ["ballokume", month === 2 || month === 3 ? 3 : 0.2],
          ] as const);
    const quantity =
      customer === "shkollë" && !bread(product)
        ? 10 * r.int(6, 20)
        : bread(product)
          ? customer === "dyqan ushqimor"
            ? r.int(40, 150)
            : r.int(20, 120)
          : product === "bakllava" || product === "ballokume"
            ? 10 * r.int(3, 20)
            : r.int(10, 60);
    const unit = offset >= 424 ? Math.round(price[product]! * 1.1) : price[product]!;
    const regular = r.random() < (customer === "shkollë" || customer === "hotel" ? 0.8 : 0.55);
    const discount = (regular ? 5 : 0) + (quantity >= 100 ? 5 : 0);
    const delivered =
      r.random() < (customer === "hotel" || customer === "shkollë" ? 0.95 : customer === "dyqan ushqimor" ? 0.8 : customer === "kafene" ? 0.6 : 0.7);
    const cancelled = r.random() < 0.04;
    const subtotal = quantity * unit * (1 - discount / 100);
    const deliveryFee = delivered && subtotal < 10000 ? fee[zone]! : 0;
    const driver = delivered ? (r.random() < 0.8 ? driverOf[zone]! : r.pick(["Arben", "Ilir", "Gentian"])) : "";
    const late =
      delivered && !cancelled
        ? r.random() < (month === 12 ? 0.3 : zone === "Kashar" ? 0.35 : 0.55)
          ? 0
          : r.int(1, zone === "Kashar" ? 50 : month === 12 ? 45 : 30)
        : "";
    const payment =
      customer === "shkollë" || customer === "hotel"
        ? "transfertë bankare"
        : customer === "dyqan ushqimor"
          ? r.pick(["para në dorë", "transfertë bankare"])
          : r.random() < 0.6
            ? "para në dorë"
            : "kartë";
    const returned = customer === "dyqan ushqimor" && bread(product) && !cancelled ? Math.floor(quantity * uniform(r, 0, 0.15)) : 0;
    let rating: Cell = "";
    if (!cancelled && r.random() < 0.4)
      rating = Math.max(1, Math.min(5, Math.round(4.3 + r.normal() * 0.7 - (typeof late === "number" && late > 20 ? 1.5 : 0))));
    rows.push([
      "",
      day(2025, 1, 1, offset),
      customer,
      zone,
      product,
      quantity,
      unit,
      regular ? "po" : "jo",
      discount,
      delivered ? "po" : "jo",
      driver,
      deliveryFee,
      late,
      cancelled ? "po" : "jo",
      Math.round(subtotal + deliveryFee),
      payment,
      returned,
      rating,
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => {
    row[0] = `FR-${7001 + index}`;
  });
  write(
    "porosi_furre",
    [
      "nr_porosise",
      "data",
      "klienti",
      "zona",
      "produkti",
      "sasia_cope",
      "cmimi_cope_lek",
      "klient_i_rregullt",
      "zbritja_pct",
      "me_dergese",
      "shoferi",
      "tarifa_dergese_lek",
      "vonesa_min",
      "anuluar",
      "vlera_lek",
      "pagesa",
      "kthyer_cope",
      "vleresimi",
    ],
    rows,
  );
}
