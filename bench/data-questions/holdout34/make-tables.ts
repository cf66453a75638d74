/**
 * Generates the thirty-fourth held-out suite's tables deterministically (one seeded PRNG per table, seeds 341–344):
 *
 *   cd bench && node --import tsx data-questions/holdout34/make-tables.ts
 *
 * Four small synthetic tables in four naming styles (terse abbreviated snake_case with codes as values,
 * PascalCase with true/false columns, plain English names with spaces and units, Welsh names and values).
 * Changing this file changes the expected answers: rerun it, then
 * `pnpm exec vitest run data-questions/holdout.test.ts` checks that every expected SQL still returns rows.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Cell, csvWriter, prng } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));

/** Days since 1970-01-01 of an ISO date, and back. */
const dayNumber = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);
const isoOf = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);
const monthOf = (iso: string) => Number(iso.slice(5, 7));
const weekdayOf = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
const LAST_DAY = "2026-11-27";

/** A weighted pick: `[value, weight]` pairs. */
function weighted<T>(random: () => number, pairs: readonly (readonly [T, number])[]): T {
  const total = pairs.reduce((sum, [, weight]) => sum + weight, 0);
  let draw = random() * total;
  for (const [value, weight] of pairs) {
    draw -= weight;
    if (draw < 0) return value;
  }
  return pairs[pairs.length - 1]![0];
}

// A council's winter road-gritting log (terse snake_case, short codes as values), three winters.
{
  const r = prng(341);
  const seasons = [
    ["2024-11-01", "2025-03-31"],
    ["2025-10-20", "2026-04-15"],
    ["2026-10-20", LAST_DAY],
  ] as const;
  const days = seasons.flatMap(([from, to]) => Array.from({ length: dayNumber(to) - dayNumber(from) + 1 }, (_, i) => isoOf(dayNumber(from) + i)));
  const monthWeight: Record<number, number> = { 10: 0.4, 11: 0.7, 12: 1, 1: 1, 2: 0.9, 3: 0.6, 4: 0.3 };
  const routes: Record<string, [string, number, string][]> = {
    HLD: [
      ["H1", 62, "GT01"],
      ["H2", 48, "GT02"],
    ],
    BRK: [
      ["B1", 55, "GT03"],
      ["B2", 71, "GT04"],
    ],
    CSW: [
      ["C1", 44, "GT05"],
      ["C2", 58, "GT06"],
    ],
    MRD: [
      ["M1", 39, "GT07"],
      ["M2", 52, "GT08"],
      ["M3", 66, "GT09"],
    ],
  };
  const drivers = ["AK", "BM", "CR", "DP", "EW", "FH", "GS"];
  const rows: Cell[][] = [];
  while (rows.length < 310) {
    const date = r.pick(days);
    if (r.random() > monthWeight[monthOf(date)]!) continue;
    const depot = weighted(r.random, [
      ["HLD", 1],
      ["BRK", 1],
      ["CSW", 1],
      ["MRD", 2],
    ] as const);
    const [route, routeKm, vehicle] = r.pick(routes[depot]!);
    const deepWinter = [12, 1, 2].includes(monthOf(date));
    const snowChance = (deepWinter ? 0.2 : 0.08) + (depot === "MRD" ? 0.12 : 0);
    const precipitation =
      r.random() < snowChance
        ? "SN"
        : weighted(r.random, [
            ["NONE", 50],
            ["RN", 22],
            ["SL", 12],
            ["FZ", 10],
          ] as const);
    let roadTemp = -3 + r.normal() * 2 - (precipitation === "SN" ? 2 : 0) - (depot === "MRD" ? 1.5 : 0) - (deepWinter ? 1 : 0);
    roadTemp = Math.max(-9.5, Math.min(2, r.round(roadTemp, 1)));
    const sensorDown = r.random() < 0.06;
    const trigger = precipitation === "SN" ? "SNW" : r.random() < 0.75 ? "PRE" : "POST";
    const shift =
      trigger === "SNW"
        ? r.pick(["AM", "NT", "NT", "PM"])
        : weighted(r.random, [
            ["AM", 45],
            ["PM", 20],
            ["NT", 35],
          ] as const);
    const spreadRate = trigger === "SNW" ? 40 : trigger === "POST" ? 20 : sensorDown ? 15 : roadTemp >= -2 ? 10 : roadTemp >= -5 ? 15 : 20;
    const plough = trigger === "SNW" && r.random() < (depot === "MRD" ? 0.9 : 0.6) ? "Y" : "N";
    const breakdown = r.random() < 0.05 ? "Y" : "N";
    const km = breakdown === "Y" ? r.round(routeKm * (0.3 + r.random() * 0.5), 1) : routeKm;
    const salt = r.round(km * spreadRate * 0.0073, 2);
    const speed = trigger === "PRE" ? 35 : plough === "Y" ? 20 : 28;
    const minutes = Math.round(((km / speed) * 60 + 20) * (0.9 + r.random() * 0.25));
    const weekend = [0, 6].includes(weekdayOf(date));
    const overtime = shift === "NT" || weekend ? Math.round((minutes / 60) * 2) / 2 : 0;
    const cost = r.round(salt * 52 + (minutes / 60) * 38 + overtime * 19 + (plough === "Y" ? 60 : 0), 2);
    const complaints = Math.min(
      4,
      Math.floor(-Math.log(1 - r.random()) * (trigger === "SNW" ? 1.2 : 0.25) + (breakdown === "Y" ? 1 : 0) * (r.random() < 0.6 ? 1 : 0)),
    );
    const driver = vehicle === "GT07" || vehicle === "GT08" ? r.pick(["FH", "GS", "FH", "GS", "AK"]) : r.pick(drivers);
    rows.push([
      "",
      date,
      depot,
      route,
      r.random() < 0.08 ? "GT10" : vehicle,
      driver,
      shift,
      trigger,
      precipitation,
      sensorDown ? "" : roadTemp,
      spreadRate,
      plough,
      km,
      salt,
      minutes,
      overtime,
      breakdown,
      cost,
      complaints,
    ]);
  }
  const order: Record<string, number> = { NT: 0, AM: 1, PM: 2 };
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])) || order[String(a[6])]! - order[String(b[6])]! || String(a[3]).localeCompare(String(b[3])));
  rows.forEach((row, i) => (row[0] = `GR-${10001 + i}`));
  write(
    "wntr_grt_log",
    [
      "run_no",
      "run_dt",
      "dpt",
      "rte",
      "veh",
      "drv",
      "shft",
      "trig",
      "prcp",
      "rst_c",
      "sprd_rt",
      "plgh",
      "km",
      "salt_t",
      "dur_min",
      "ot_hrs",
      "brkdn",
      "cost_gbp",
      "cmp_cnt",
    ],
    rows,
  );
}

// A road-race organiser's results (PascalCase, true/false columns): one pool of runners over two years of races.
{
  const r = prng(342);
  const first = ["Amy", "Ben", "Cara", "Dan", "Ella", "Finn", "Gwen", "Harry", "Isla", "Jack", "Kate", "Liam", "Maya", "Noah", "Orla", "Pete", "Ruth", "Sam"];
  const last = ["Ashworth", "Bell", "Carter", "Dawson", "Ellis", "Fraser", "Gill", "Hughes", "Iqbal", "Jones", "Kerr", "Lowe", "Mason"];
  const femaleNames = new Set(["Amy", "Cara", "Ella", "Gwen", "Isla", "Kate", "Maya", "Orla", "Ruth"]);
  const clubs = [
    ["Harbour Harriers", 2],
    ["Valley Striders", 2],
    ["Canal Road Runners", 1.5],
    ["Tri Club", 1],
    ["Unattached", 3],
  ] as const;
  const runners = Array.from({ length: 120 }, (_, i) => {
    const firstName = first[i % first.length]!;
    const name = `${firstName} ${last[(Math.floor(i / first.length) * 20 + (i % first.length)) % last.length]!}`;
    return {
      name,
      gender: i % 29 === 7 ? "X" : femaleNames.has(firstName) ? "F" : "M",
      born: r.int(1952, 2005),
      club: weighted(r.random, clubs),
      pace: 240 + r.random() * 170 + Math.max(0, r.normal()) * 25, // seconds a kilometre at 10K
    };
  });
  const events: [string, string, number][] = [
    ["2025-03-16", "Parkland 5K", 5],
    ["2025-04-27", "Riverside 10K", 10],
    ["2025-05-18", "Harbour Half", 21.1],
    ["2025-06-15", "Parkland 5K", 5],
    ["2025-07-20", "Canal 10K", 10],
    ["2025-09-14", "Parkland 5K", 5],
    ["2025-10-05", "City Marathon", 42.2],
    ["2025-10-19", "Riverside 10K", 10],
    ["2026-03-15", "Parkland 5K", 5],
    ["2026-04-26", "Riverside 10K", 10],
    ["2026-05-17", "Harbour Half", 21.1],
    ["2026-06-14", "Parkland 5K", 5],
    ["2026-07-19", "Canal 10K", 10],
    ["2026-09-13", "Parkland 5K", 5],
    ["2026-10-04", "City Marathon", 42.2],
    ["2026-10-18", "Riverside 10K", 10],
  ];
  const fees: Record<number, number> = { 5: 12, 10: 18, 21.1: 32, 42.2: 58 };
  const fields: Record<number, number> = { 5: 22, 10: 21, 21.1: 25, 42.2: 19 };
  const seen = new Set<string>();
  const best = new Map<string, number>();
  const rows: Cell[][] = [];
  for (const [date, race, km] of events) {
    const pool = runners.slice();
    const entrants: typeof runners = [];
    while (entrants.length < fields[km]! + r.int(-3, 3)) entrants.push(pool.splice(Math.floor(r.random() * pool.length), 1)[0]!);
    const results = entrants.map((runner, i) => {
      const age = Number(date.slice(0, 4)) - runner.born - (r.random() < 0.5 ? 1 : 0);
      const onTheDay = km <= 10 && r.random() < 0.25;
      const affiliated = runner.club !== "Unattached";
      const fee = fees[km]! + (onTheDay ? 3 : 0) - (affiliated ? 2 : 0);
      const dnfChance = { 5: 0.01, 10: 0.03, 21.1: 0.06, 42.2: 0.12 }[km]!;
      const status = r.random() < 0.05 ? "DNS" : r.random() < dnfChance ? "DNF" : "Finished";
      const chip = Math.round(runner.pace * km * (km / 10) ** 0.07 * (1 + Math.max(0, age - 40) * 0.004) * (0.95 + r.random() * 0.12));
      const gun = chip + r.int(3, km >= 21 ? 150 : 70);
      return { runner, age, onTheDay, fee, status, chip, gun, bib: 101 + i };
    });
    const finishers = results.filter((result) => result.status === "Finished").sort((a, b) => a.gun - b.gun);
    for (const result of results) {
      const { runner, age, status } = result;
      const finished = status === "Finished";
      const key = `${runner.name}|${km}`;
      const personalBest = finished && (!best.has(key) || result.chip < best.get(key)!);
      if (personalBest) best.set(key, result.chip);
      const category = age < 35 ? "Senior" : age < 45 ? "V35" : age < 55 ? "V45" : age < 65 ? "V55" : "V65";
      rows.push([
        "",
        date,
        race,
        km,
        result.bib,
        runner.name,
        runner.gender,
        age,
        category,
        runner.club,
        result.onTheDay ? "OnTheDay" : "Online",
        result.fee,
        status,
        finished ? result.gun : "",
        finished ? result.chip : "",
        finished ? finishers.indexOf(result) + 1 : "",
        !seen.has(runner.name),
        personalBest,
      ]);
      seen.add(runner.name);
    }
  }
  rows.forEach((row, i) => (row[0] = `RR-${30001 + i}`));
  write(
    "RaceResults",
    [
      "ResultId",
      "RaceDate",
      "RaceName",
      "DistanceKm",
      "BibNo",
      "RunnerName",
      "Gender",
      "Age",
      "AgeCategory",
      "Club",
      "EntryChannel",
      "EntryFeeGbp",
      "Status",
      "GunTimeSec",
      "ChipTimeSec",
      "Position",
      "IsFirstRace",
      "IsPersonalBest",
    ],
    rows,
  );
}

// A farmhouse cheesemaker's wheel register (plain English names with spaces and units, Yes/No columns).
{
  const r = prng(343);
  type Spec = { share: number; green: [number, number]; months: [number, number]; loss: number; base: number; raw: number; temp: [number, number] };
  const cheeses: Record<string, Spec> = {
    "Vale Cheddar": { share: 38, green: [24, 27], months: [9, 24], loss: 0.006, base: 19, raw: 0.6, temp: [10, 12] },
    "Moor Blue": { share: 20, green: [7.5, 8.5], months: [3, 6], loss: 0.012, base: 23, raw: 0, temp: [8, 10] },
    "Ridge Tomme": { share: 18, green: [4.5, 5.5], months: [4, 10], loss: 0.01, base: 25, raw: 0.5, temp: [11, 13] },
    "Abbey Washed Rind": { share: 13, green: [1.8, 2.2], months: [1, 3], loss: 0.02, base: 28, raw: 0.3, temp: [11, 13] },
    "Fell Ewe": { share: 11, green: [3.5, 4.2], months: [6, 14], loss: 0.008, base: 32, raw: 1, temp: [11, 13] },
  };
  const start = dayNumber("2024-03-01");
  const end = dayNumber("2026-09-30");
  const rows: Cell[][] = [];
  while (rows.length < 270) {
    const made = isoOf(r.int(start, end));
    if ([0, 6].includes(weekdayOf(made))) continue;
    const cheese = weighted(
      r.random,
      Object.entries(cheeses).map(([name, spec]) => [name, spec.share] as const),
    );
    const spec = cheeses[cheese]!;
    const milk = cheese === "Fell Ewe" ? "Sheep" : cheese === "Ridge Tomme" && r.random() < 0.4 ? "Goat" : "Cow";
    const raw = r.random() < spec.raw;
    const vat = cheese === "Abbey Washed Rind" || cheese === "Fell Ewe" ? 3 : r.int(1, 2);
    const maker = cheese === "Fell Ewe" ? r.pick(["Rosie", "Rosie", "Dev"]) : r.pick(["Tom", "Hannah", "Dev", "Rosie", "Tom", "Hannah"]);
    const green = r.round(spec.green[0] + r.random() * (spec.green[1] - spec.green[0]), 2);
    const months = r.int(spec.months[0], spec.months[1]);
    const temp = r.round(spec.temp[0] + r.random() * (spec.temp[1] - spec.temp[0]), 1);
    const humidity = cheese === "Moor Blue" ? r.int(92, 97) : r.int(84, 95);
    const ready = isoOf(dayNumber(made) + Math.round(months * 30.4));
    const maturing = ready > LAST_DAY;
    const riskier = humidity >= 95 || temp >= 12.6;
    const grade = maturing
      ? "Maturing"
      : weighted(r.random, [
          ["Premium", riskier ? 22 : 36],
          ["Standard", 45],
          ["Seconds", riskier ? 20 : 13],
          ["Rejected", riskier ? 13 : 5],
        ] as const);
    const finalWeight = maturing ? "" : r.round(green * (1 - 0.03 - spec.loss * months * (0.85 + r.random() * 0.3)), 2);
    const award = grade === "Premium" && r.random() < 0.12;
    const soldOn = grade === "Maturing" || grade === "Rejected" ? "" : isoOf(dayNumber(ready) + r.int(0, 75));
    const sold = soldOn !== "" && soldOn <= LAST_DAY;
    const channel = !sold
      ? ""
      : grade === "Seconds"
        ? r.pick(["Farm Shop", "Wholesale"])
        : grade === "Premium" && (cheese === "Vale Cheddar" || cheese === "Fell Ewe") && r.random() < 0.35
          ? "Export"
          : weighted(r.random, [
              ["Wholesale", 45],
              ["Farm Shop", 28],
              ["Online", 22],
            ] as const);
    const gradeFactor = grade === "Premium" ? 1.25 : grade === "Seconds" ? 0.62 : 1;
    const channelFactor = channel === "Farm Shop" ? 1.15 : channel === "Online" ? 1.25 : channel === "Export" ? 1.1 : 1;
    const agedBonus = cheese === "Vale Cheddar" ? Math.max(0, months - 12) * 0.35 : 0;
    const goatBonus = milk === "Goat" ? 4 : 0;
    const price = sold ? r.round((spec.base + agedBonus + goatBonus) * gradeFactor * channelFactor, 2) : "";
    rows.push([
      "",
      made,
      cheese,
      milk,
      raw ? "Yes" : "No",
      vat,
      maker,
      green,
      months,
      finalWeight,
      temp,
      humidity,
      grade,
      award ? "Yes" : "No",
      sold ? soldOn : "",
      channel,
      price,
      sold ? r.round(Number(finalWeight) * Number(price), 2) : "",
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])) || Number(a[5]) - Number(b[5]));
  rows.forEach((row, i) => (row[0] = `CW-${5001 + i}`));
  write(
    "cheese_wheels",
    [
      "Wheel No",
      "Made On",
      "Cheese",
      "Milk",
      "Raw Milk",
      "Vat",
      "Cheesemaker",
      "Green Weight (kg)",
      "Aging (months)",
      "Final Weight (kg)",
      "Cave Temp (°C)",
      "Humidity (%)",
      "Grade",
      "Award Entered",
      "Sold On",
      "Sold Via",
      "Price (£/kg)",
      "Revenue (£)",
    ],
    rows,
  );
}

// A Welsh heritage railway's ticket bookings (Welsh column names without diacritics, values with them).
{
  const r = prng(344);
  const start = dayNumber("2025-03-01");
  const end = dayNumber(LAST_DAY);
  const monthWeight: Record<number, number> = { 1: 0.15, 2: 0.2, 3: 0.4, 4: 0.7, 5: 0.75, 6: 0.8, 7: 1, 8: 1, 9: 0.7, 10: 0.6, 11: 0.25, 12: 0.45 };
  const returnFare: Record<string, number> = { Porthmadog: 32, Caernarfon: 38, Beddgelert: 22, "Blaenau Ffestiniog": 28, "Tan-y-Bwlch": 18 };
  const rows: Cell[][] = [];
  while (rows.length < 300) {
    const date = isoOf(r.int(start, end));
    const month = monthOf(date);
    if (r.random() > monthWeight[month]!) continue;
    const winter = [11, 12, 1, 2].includes(month);
    const station = weighted(r.random, [
      ["Porthmadog", 35],
      ["Caernarfon", 30],
      ["Beddgelert", 12],
      ["Blaenau Ffestiniog", 13],
      ["Tan-y-Bwlch", 10],
    ] as const);
    const ticket =
      month === 12 && r.random() < 0.6
        ? "arbennig"
        : weighted(r.random, [
            ["dychwel", 55],
            ["sengl", 20],
            ["crwydro", 15],
            ["arbennig", 6],
          ] as const);
    const travelClass = weighted(r.random, [
      ["safonol", 70],
      ["cyntaf", 22],
      ["Pullman", 8],
    ] as const);
    const traction = r.random() < (winter ? 0.5 : 0.15) ? "disel" : "stêm";
    const adults = r.int(1, 4);
    const children = [7, 8].includes(month) || ticket === "arbennig" ? r.int(0, 3) : r.random() < 0.6 ? 0 : r.int(1, 2);
    const dogs = r.random() < 0.12 ? 1 : 0;
    const origin = weighted(r.random, [
      ["Gwynedd", 15],
      ["Gogledd Cymru", 15],
      ["De Cymru", 12],
      ["Lloegr", 48],
      ["Tramor", 10],
    ] as const);
    const member = r.random() < (origin === "Gwynedd" ? 0.25 : 0.08);
    const online = r.random() < 0.65;
    const welsh = r.random() < (origin === "Gwynedd" ? 0.55 : origin === "Gogledd Cymru" ? 0.3 : origin === "De Cymru" ? 0.2 : 0.02);
    const base = ticket === "dychwel" ? returnFare[station]! : ticket === "sengl" ? r.round(returnFare[station]! * 0.6, 2) : ticket === "crwydro" ? 45 : 25;
    const adultFare = (base + (travelClass === "cyntaf" ? 12 : travelClass === "Pullman" ? 30 : 0)) * (member ? 0.75 : 1);
    const childFare = (base + (travelClass === "cyntaf" ? 12 : travelClass === "Pullman" ? 30 : 0)) / 2;
    const total = r.round(adults * adultFare + children * childFare + dogs * 3, 2);
    const cancelled = r.random() < (winter ? 0.1 : 0.04);
    const rated = !cancelled && r.random() < 0.5;
    const score = rated
      ? Math.max(1, Math.min(5, Math.round(3.9 + (traction === "stêm" ? 0.4 : -0.4) + (travelClass === "Pullman" ? 0.4 : 0) + r.normal() * 0.8)))
      : "";
    rows.push([
      "",
      date,
      station,
      ticket,
      travelClass,
      traction,
      adults,
      children,
      dogs,
      member ? "ie" : "na",
      online ? "ie" : "na",
      welsh ? "Cymraeg" : "Saesneg",
      origin,
      total,
      cancelled ? "ie" : "na",
      score,
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, i) => (row[0] = `TR-${20001 + i}`));
  write(
    "tocynnau_rheilffordd",
    [
      "cyfeirnod",
      "dyddiad",
      "gorsaf_gychwyn",
      "math_tocyn",
      "dosbarth",
      "tyniant",
      "oedolion",
      "plant",
      "cwn",
      "aelod",
      "ar_lein",
      "iaith_archebu",
      "tarddiad",
      "cyfanswm_gbp",
      "wedi_canslo",
      "sgor",
    ],
    rows,
  );
}
