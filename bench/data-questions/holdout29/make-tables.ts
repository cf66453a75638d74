/**
 * Generates the twenty-ninth held-out suite's tables deterministically (one seeded PRNG per table, seeds 291–294):
 *
 *   cd bench && node --import tsx data-questions/holdout29/make-tables.ts
 *
 * Four tables of 280–360 rows, dated 2025-01-01 to 2026-11-27, in four naming styles (see README.md).
 * Changing this file changes the expected answers: rerun it, then the holdout test checks that every
 * expected SQL still returns rows.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Cell, csvWriter, day, prng, stamp } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));
/** Days from 2025-01-01 to 2026-11-27. */
const SPAN = 695;
const month = (iso: string) => Number(iso.slice(5, 7));
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
const byDate = (index: number) => (a: Cell[], b: Cell[]) => String(a[index]).localeCompare(String(b[index]));

// 1. A US county's ambulance (EMS) call log: snake_case with heavy abbreviations and short codes, charges in US dollars.
{
  const r = prng(291);
  const rows: Cell[][] = [];
  const zoneBase = { DT: 6, NE: 9, NW: 11, SE: 10, SW: 14 } as const;
  for (let i = 0; i < 330; i++) {
    const date = day(2025, 1, 1, r.int(0, SPAN));
    const winter = [12, 1, 2].includes(month(date));
    const zn = r.pick(["DT", "DT", "NE", "NW", "SE", "SW"] as const);
    // Falls and breathing problems more in winter; overdoses more downtown; collisions more in the rural south-west.
    let cc = r.pick(["CP", "SOB", "FALL", "FALL", "MVC", "CVA", "OD", "SZ", "SICK"] as const);
    if (winter && r.random() < 0.25) cc = r.pick(["FALL", "SOB"] as const);
    if (zn === "DT" && r.random() < 0.2) cc = "OD";
    if (zn === "SW" && r.random() < 0.2) cc = "MVC";
    const pri = ["CP", "CVA"].includes(cc) ? "P1" : cc === "SICK" ? r.pick(["P2", "P3", "P3"]) : r.pick(["P1", "P2", "P2", "P3"]);
    const als = pri === "P1" || r.random() < 0.35;
    const unit = als ? r.pick(["M11", "M12", "M21", "M22"]) : r.pick(["B31", "B32", "B41"]);
    const resp = r.round(zoneBase[zn] * (pri === "P1" ? 0.7 : pri === "P2" ? 1 : 1.4) * (0.6 + r.random() * 0.9) * (winter ? 1.15 : 1), 1);
    const age = cc === "FALL" ? r.int(62, 96) : cc === "OD" ? r.int(17, 58) : cc === "SZ" ? r.int(3, 70) : r.int(18, 91);
    const tx = pri === "P1" ? r.random() < 0.95 : cc === "FALL" ? r.random() < 0.55 : r.random() < 0.75;
    const scene = r.int(pri === "P1" ? 12 : 8, pri === "P1" ? 35 : 28);
    const hosp = tx
      ? zn === "DT" || zn === "NE"
        ? r.pick(["MGH", "MGH", "STJ"])
        : zn === "SW"
          ? r.pick(["UMC", "UMC", "STJ"])
          : r.pick(["MGH", "STJ", "UMC"])
      : "";
    const mi = tx ? r.round((zn === "DT" ? 1.5 : zn === "SW" ? 9 : 5) + r.random() * (zn === "SW" ? 14 : 6), 1) : 0;
    const pyr = age >= 65 ? r.pick(["MCR", "MCR", "MCR", "PVT"]) : r.pick(["MCD", "PVT", "PVT", "SELF"]);
    const nlx = cc === "OD" && r.random() < 0.7 ? "Y" : "N";
    const chg = tx ? r.round((als ? 1250 : 850) + 18.5 * mi + (nlx === "Y" ? 95 : 0)) : nlx === "Y" ? 345 : 250;
    rows.push([date, r.int(0, 23), zn, pri, cc, als ? "ALS" : "BLS", unit, resp, scene, tx ? "Y" : "N", hosp, age, r.pick(["M", "F"]), mi, nlx, pyr, chg]);
  }
  rows.sort((a, b) => String(a[0]).localeCompare(String(b[0])) || Number(a[1]) - Number(b[1]));
  write(
    "ems_call_log",
    [
      "inc_no",
      "call_dt",
      "call_hr",
      "zn",
      "pri",
      "cc",
      "unit_typ",
      "unit_id",
      "resp_min",
      "scn_min",
      "tx_flg",
      "dest_hosp",
      "pt_age",
      "pt_sex",
      "tx_mi",
      "nlx_flg",
      "pyr_cd",
      "chg_usd",
    ],
    rows.map((row, index) => [`I-${50001 + index}`, ...row]),
  );
}

// 2. A Latvian shoe-repair workshop's orders: Latvian column names (without diacritics) and values (with them), prices in euros.
{
  const r = prng(292);
  const rows: Cell[][] = [];
  const base = { "zoles maiņa": 38, "papēžu maiņa": 14, "šuvju labošana": 12, "rāvējslēdzēja maiņa": 22, tīrīšana: 10, krāsošana: 25 } as const;
  type Service = keyof typeof base;
  for (let i = 0; i < 280; i++) {
    const received = day(2025, 1, 1, r.int(0, SPAN));
    const m = month(received);
    const cold = m >= 10 || m <= 3;
    const summer = m >= 5 && m <= 8;
    const shoe = cold
      ? r.pick(["zābaki", "zābaki", "zābaki", "kurpes", "sporta apavi"])
      : summer
        ? r.pick(["sandales", "sandales", "kurpes", "sporta apavi", "kurpes"])
        : r.pick(["kurpes", "kurpes", "sporta apavi", "zābaki", "sandales"]);
    let service: Service = r.pick(Object.keys(base) as Service[]);
    if (shoe === "sporta apavi" && service === "papēžu maiņa") service = "tīrīšana";
    if (shoe === "zābaki" && r.random() < 0.3) service = "rāvējslēdzēja maiņa";
    if (shoe === "sandales" && service === "rāvējslēdzēja maiņa") service = "šuvju labošana";
    const branch = r.pick(["Rīga Centrs", "Rīga Centrs", "Purvciems", "Jūrmala", "Jelgava"]);
    const master = branch === "Jūrmala" ? "Ilze" : branch === "Jelgava" ? "Pēteris" : r.pick(["Jānis", "Andris", "Jānis", "Ilze"]);
    const pairs = r.random() < 0.75 ? 1 : r.int(2, 3);
    const urgent = service !== "krāsošana" && service !== "zoles maiņa" && r.random() < 0.18;
    const regular = r.random() < 0.3;
    const unit = shoe === "zābaki" && service === "rāvējslēdzēja maiņa" ? 28 : base[service];
    const price = r.round(pairs * unit * (urgent ? 1.3 : 1) * (regular ? 0.9 : 1));
    const work = urgent ? r.int(0, 1) : service === "zoles maiņa" || service === "krāsošana" ? r.int(4, 12) : r.int(1, 6);
    const wait = r.random() < 0.25 ? r.int(4, 30) : r.int(0, 3);
    const collectedDay = day(2025, 1, 1, Math.round((Date.parse(received) - Date.UTC(2025, 0, 1)) / 86_400_000) + work + wait);
    const collected = collectedDay <= "2026-11-27" && r.random() > 0.03 ? collectedDay : "";
    const rated = collected !== "" && r.random() < 0.55;
    const rating = rated ? Math.max(1, Math.min(5, Math.round(4.3 + r.normal() * 0.8 - (work + wait > 14 ? 1 : 0)))) : "";
    rows.push([
      received,
      collected,
      branch,
      master,
      shoe,
      service,
      pairs,
      urgent ? "jā" : "nē",
      regular ? "jā" : "nē",
      price,
      r.random() < 0.62 ? "karte" : "skaidrā naudā",
      rating,
    ]);
  }
  rows.sort(byDate(0));
  write(
    "apavu_darbnica",
    [
      "pasutijums",
      "pienemts",
      "izsniegts",
      "filiale",
      "meistars",
      "apavu_veids",
      "pakalpojums",
      "pari",
      "steidzams",
      "pastavigais_klients",
      "cena_eur",
      "apmaksa",
      "vertejums",
    ],
    rows.map((row, index) => [`AD-${3001 + index}`, ...row]),
  );
}

// 3. A Yorkshire trampoline park's bookings: camelCase with true/false columns, prices in pounds.
{
  const r = prng(293);
  const rows: Cell[][] = [];
  for (let i = 0; i < 360; i++) {
    const date = day(2025, 1, 1, r.int(0, SPAN));
    const weekend = [0, 6].includes(weekday(date));
    const m = month(date);
    const holiday =
      [4, 7, 8].includes(m) ||
      (m === 10 && Number(date.slice(8)) >= 24) ||
      (m === 12 && Number(date.slice(8)) >= 20) ||
      (m === 2 && Number(date.slice(8)) >= 15 && Number(date.slice(8)) <= 22);
    const site = r.pick(["Leeds", "Leeds", "Sheffield", "York"]);
    let type = r.pick(["Open Jump", "Open Jump", "Open Jump", "Toddler Time", "Fitness Class", "Dodgeball", "Birthday Party"]);
    if (weekend && type === "Toddler Time") type = "Open Jump";
    if (weekend && r.random() < 0.15) type = "Birthday Party";
    if (type === "Dodgeball" && site === "York") type = "Open Jump";
    const jumpers = type === "Birthday Party" ? r.int(8, 20) : type === "Toddler Time" ? r.int(1, 3) : type === "Fitness Class" ? r.int(1, 2) : r.int(1, 6);
    const duration = type === "Open Jump" ? r.pick([60, 60, 90]) : type === "Birthday Party" ? 120 : type === "Dodgeball" ? 60 : 45;
    const price =
      type === "Open Jump"
        ? (duration === 60 ? 13 : 17) + (weekend || holiday ? 2 : 0)
        : type === "Toddler Time"
          ? 8.5
          : type === "Fitness Class"
            ? 9
            : type === "Dodgeball"
              ? 11
              : 21 + (weekend ? 3 : 0);
    const member = type !== "Birthday Party" && r.random() < (type === "Fitness Class" ? 0.6 : 0.22);
    const socks = r.random() < (type === "Birthday Party" ? 0.8 : 0.35);
    const online = r.random() < (type === "Birthday Party" ? 0.9 : 0.7);
    const noShow = r.random() < (online ? 0.07 : 0.02);
    const injury = !noShow && r.random() < (type === "Dodgeball" ? 0.06 : 0.015);
    const total = r.round(jumpers * price * (member ? 0.85 : 1) + (socks ? 2.5 * jumpers : 0));
    const rated = !noShow && r.random() < 0.5;
    const rating = rated ? Math.max(1, Math.min(5, Math.round(4 + r.normal() * 0.9 - (injury ? 1.5 : 0) - (holiday && type === "Open Jump" ? 0.5 : 0)))) : "";
    rows.push([
      date,
      type === "Toddler Time" ? r.int(9, 11) : type === "Fitness Class" ? r.pick([7, 18, 19]) : r.int(10, 19),
      site,
      type,
      jumpers,
      duration,
      price,
      member,
      socks,
      weekend,
      holiday,
      online,
      noShow,
      injury,
      total,
      rating,
    ]);
  }
  rows.sort((a, b) => String(a[0]).localeCompare(String(b[0])) || Number(a[1]) - Number(b[1]));
  write(
    "trampolineBookings",
    [
      "bookingRef",
      "sessionDate",
      "startHour",
      "parkSite",
      "sessionType",
      "jumpers",
      "durationMin",
      "pricePerJumper",
      "isMember",
      "boughtGripSocks",
      "isWeekend",
      "isSchoolHoliday",
      "bookedOnline",
      "wasNoShow",
      "injuryReported",
      "totalGbp",
      "rating",
    ],
    rows.map((row, index) => [`TP-${60001 + index}`, ...row]),
  );
}

// 4. An Irish vehicle-testing centre's tests: Title Case column names with spaces, a timestamp pair, Yes/No columns, fees in euros.
{
  const r = prng(294);
  const rows: Cell[][] = [];
  const inspectors = {
    "Dublin Deansgrange": ["Ciarán", "Aoife"],
    "Cork Little Island": ["Seán", "Niamh"],
    Galway: ["Declan"],
    Limerick: ["Orla", "Pádraig"],
  } as const;
  type Centre = keyof typeof inspectors;
  for (let i = 0; i < 310; i++) {
    let date = day(2025, 1, 1, r.int(0, SPAN));
    while ([0, 6].includes(weekday(date))) date = day(2025, 1, 1, r.int(0, SPAN));
    const centre = r.pick(["Dublin Deansgrange", "Dublin Deansgrange", "Cork Little Island", "Galway", "Limerick"] as Centre[]);
    const inspector = r.pick(inspectors[centre]);
    const retest = r.random() < 0.22;
    const fuel = r.pick(["Petrol", "Diesel", "Diesel", "Hybrid", "Electric"]);
    const year = fuel === "Electric" ? r.int(2016, 2022) : fuel === "Hybrid" ? r.int(2012, 2022) : r.int(2007, 2021);
    const age = 2026 - year;
    const odometer = Math.round((age * (fuel === "Diesel" ? 24000 : 15000) * (0.6 + r.random() * 0.8)) / 100) * 100;
    const failChance = retest ? 0.1 : 0.2 + age * 0.025;
    const roll = r.random();
    const result = roll < failChance * 0.12 ? "Fail Dangerous" : roll < failChance ? "Fail" : roll < failChance + 0.3 ? "Pass Advisory" : "Pass";
    const failed = result.startsWith("Fail");
    const category = failed
      ? fuel === "Electric"
        ? r.pick(["Tyres", "Brakes", "Suspension", "Lights"])
        : r.pick(["Brakes", "Brakes", "Tyres", "Lights", "Suspension", "Emissions", "Steering"])
      : "";
    const defects = failed ? r.int(1, 6) : result === "Pass Advisory" ? r.int(1, 3) : 0;
    const late = r.random() < 0.08;
    const arrival = Date.UTC(Number(date.slice(0, 4)), month(date) - 1, Number(date.slice(8)), 7, 30) + r.int(0, 18) * 30 * 60_000;
    const offset = r.int(-8, 3);
    const waitMinutes = Math.max(2, r.int(3, 18) + (late ? 12 : 0) + (centre === "Dublin Deansgrange" ? 6 : 0));
    const testMinutes = retest ? r.int(12, 25) : r.int(30, 45) + (failed ? r.int(0, 8) : 0);
    rows.push([
      stamp(arrival, offset),
      stamp(arrival, offset + waitMinutes + testMinutes),
      centre,
      r.int(1, centre === "Galway" ? 2 : 4),
      inspector,
      retest ? "Retest" : "Full Test",
      r.pick(["Toyota", "Volkswagen", "Ford", "Hyundai", "Skoda", "Nissan", "BMW", "Kia"]),
      fuel,
      year,
      odometer,
      result,
      defects,
      category,
      retest ? (r.random() < 0.5 ? 0 : 28) : 55,
      r.random() < 0.7 ? "Yes" : "No",
      late ? "Yes" : "No",
    ]);
  }
  rows.sort(byDate(0));
  write(
    "vehicle_tests",
    [
      "Test No",
      "Checked In",
      "Test Finished",
      "Centre",
      "Lane",
      "Inspector",
      "Test Type",
      "Make",
      "Fuel Type",
      "Year Registered",
      "Odometer Km",
      "Result",
      "Defects",
      "Fail Category",
      "Fee EUR",
      "Paid Online",
      "Late Arrival",
    ],
    rows.map((row, index) => [`NCT-${70001 + index}`, ...row]),
  );
}
