/**
 * Generates the thirty-ninth held-out suite's four tables deterministically (one seeded PRNG per table,
 * seeds 391–394 in table order):
 *
 *   cd bench && node --import tsx data-questions/holdout39/make-tables.ts
 *
 * All dates fall between 2025-01-01 and 2026-11-29 (the day before the suite's "today", 2026-11-30).
 * Changing this file changes the expected answers: rerun it, then the holdout test checks that every
 * expected SQL still returns rows.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { csvWriter, day, prng, type Cell } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));

/** Days from 2025-01-01 to 2026-11-29 inclusive. */
const LAST_OFFSET = 697;
const month = (iso: string) => Number(iso.slice(5, 7));
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

type Random = ReturnType<typeof prng>;

/** A date drawn with a relative weight (0–1) per date, by rejection. */
function seasonalDate(r: Random, weight: (iso: string) => number): string {
  for (;;) {
    const date = day(2025, 1, 1, r.int(0, LAST_OFFSET));
    if (r.random() < weight(date)) return date;
  }
}

/** A value drawn from `[value, weight]` pairs. */
function weighted<T>(r: Random, pairs: readonly (readonly [T, number])[]): T {
  const total = pairs.reduce((sum, [, weight]) => sum + weight, 0);
  let draw = r.random() * total;
  for (const [value, weight] of pairs) {
    draw -= weight;
    if (draw < 0) return value;
  }
  return pairs[pairs.length - 1]![0];
}

// 1. A Scottish regional blood service's donor attendances (SCREAMING_SNAKE_CASE, coded values, Y/N flags).
{
  const r = prng(391);
  const season = [0, 1, 1, 1, 0.95, 1, 0.9, 0.7, 0.72, 1, 1, 0.95, 0.78];
  const groups = [
    ["O+", 36],
    ["A+", 30],
    ["B+", 8],
    ["O-", 8],
    ["A-", 7],
    ["AB+", 3],
    ["B-", 2],
    ["AB-", 1],
  ] as const;
  const rows: Cell[][] = [];
  for (let i = 0; i < 310; i++) {
    // Donor centres are closed on Sundays.
    const date = seasonalDate(r, (iso) => (weekday(iso) === 0 ? 0 : season[month(iso)]!));
    const m = month(date);
    const mobileMonth = [3, 4, 5, 6, 9, 10, 11].includes(m);
    let site = weighted(r, [
      ["EDN", 2],
      ["GLW", 3],
      ["ABD", 1.3],
      ["INV", 1],
      ["MOB", 1.6],
    ] as const);
    if (site === "MOB" && !mobileMonth) site = r.pick(["EDN", "GLW", "ABD"] as const);
    const type =
      site === "EDN"
        ? weighted(r, [
            ["WB", 3],
            ["PLT", 1],
          ] as const)
        : site === "GLW"
          ? weighted(r, [
              ["WB", 3],
              ["PLT", 1],
              ["PLS", 1],
            ] as const)
          : "WB";
    // Apheresis donors have always given before.
    const status =
      type === "WB"
        ? weighted(r, [
            ["RPT", 75],
            ["NEW", 15],
            ["LPS", 10],
          ] as const)
        : weighted(r, [
            ["RPT", 90],
            ["LPS", 10],
          ] as const);
    const sex = type === "PLT" ? (r.random() < 0.7 ? "M" : "F") : r.random() < 0.48 ? "M" : "F";
    const age = status === "NEW" ? (r.random() < 0.8 ? r.int(17, 35) : r.int(36, 60)) : r.int(20, 70);
    const group = weighted(r, groups);
    const hb = r.round(Math.min(18, Math.max(10.5, sex === "M" ? 14.6 + 1.1 * r.normal() : 13.4 + 1.0 * r.normal())), 1);
    const hbPass = hb >= (sex === "M" ? 13.5 : 12.5);
    let deferral = "";
    if (!hbPass) deferral = "LHB";
    else if (r.random() < 0.05 + (age > 55 ? 0.03 : 0)) deferral = age > 55 && r.random() < 0.5 ? "BP" : r.pick(["TRV", "MED", "BP"]);
    const appointment = type !== "WB" || r.random() < (site === "MOB" ? 0.4 : 0.7);
    const wait = (appointment ? r.int(0, 15) : r.int(5, 45)) + (weekday(date) === 6 ? 10 : 0) + (site === "MOB" ? 5 : 0);
    const donated = deferral === "";
    const volume = !donated ? "" : type === "WB" ? r.int(455, 475) : type === "PLT" ? r.int(230, 300) : r.int(120, 150) * 5;
    const minutes = !donated ? "" : type === "WB" ? r.int(6, 14) + (status === "NEW" ? 2 : 0) : type === "PLT" ? r.int(60, 95) : r.int(35, 50);
    const vvr = (status === "NEW" ? 0.12 : 0.03) + (age < 25 ? 0.03 : 0);
    const bruise = type === "WB" ? 0.04 : 0.07;
    const draw = r.random();
    const event = !donated ? "NONE" : draw < vvr ? "VVR" : draw < vvr + bruise ? "BRU" : "NONE";
    rows.push([0, date, site, type, status, sex, age, group, hb, hbPass ? "Y" : "N", deferral, appointment ? "Y" : "N", wait, volume, minutes, event]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => (row[0] = `ATT-${100001 + index}`));
  write(
    "DONOR_ATTENDANCES",
    [
      "ATT_ID",
      "ATT_DT",
      "SITE_CD",
      "DON_TYP",
      "DNR_STAT",
      "SEX_CD",
      "AGE_YRS",
      "ABO_RH",
      "HB_GDL",
      "HB_PASS",
      "DEF_CD",
      "APPT_FLG",
      "WAIT_MIN",
      "VOL_ML",
      "DUR_MIN",
      "ADV_EVT",
    ],
    rows,
  );
}

// 2. An English driving school's lessons (PascalCase with units in the names, true/false columns).
{
  const r = prng(392);
  const season = [0, 0.78, 0.82, 0.92, 0.97, 1, 1, 1, 1, 0.97, 0.92, 0.9, 0.74];
  // Approximate sunset hour (local time) and the hour before which it is still dark, by month.
  const sunset = [0, 16, 17, 18, 20, 21, 21, 21, 20, 19, 18, 16, 16];
  const sunrise = [0, 8, 7, 6, 6, 5, 4, 5, 5, 6, 7, 7, 8];
  const instructors = [
    ["Gareth", "Manual"],
    ["Priya", "Manual"],
    ["Tomasz", "Manual"],
    ["Helen", "Automatic"],
    ["Kwame", "Automatic"],
  ] as const;
  const rows: Cell[][] = [];
  for (let i = 0; i < 300; i++) {
    const date = seasonalDate(r, (iso) => (weekday(iso) === 0 ? 0 : season[month(iso)]!));
    const m = month(date);
    const [instructor, transmission] = r.pick(instructors);
    const type = weighted(r, [
      ["Standard", 50],
      ["Motorway", 8],
      ["Mock Test", 10],
      ["Test Day", 11],
      ["Pass Plus", 5],
      ["Refresher", 8],
    ] as const);
    const duration =
      type === "Standard"
        ? r.pick([60, 60, 90, 120])
        : type === "Motorway"
          ? 120
          : type === "Mock Test"
            ? 90
            : type === "Test Day"
              ? 120
              : type === "Pass Plus"
                ? 180
                : r.pick([90, 120]);
    const startHour = type === "Test Day" ? r.int(8, 15) : r.int(7, 19);
    const age = type === "Refresher" ? r.int(30, 68) : type === "Pass Plus" ? r.int(17, 25) : r.random() < 0.75 ? r.int(17, 24) : r.int(25, 55);
    const prior =
      type === "Standard"
        ? r.random() < 0.12
          ? 0
          : r.int(1, 45)
        : type === "Motorway"
          ? r.int(15, 50)
          : type === "Mock Test"
            ? r.int(20, 50)
            : type === "Test Day"
              ? r.int(25, 60)
              : type === "Pass Plus"
                ? r.int(30, 70)
                : r.random() < 0.3
                  ? 0
                  : r.int(1, 6);
    const block = type !== "Test Day" && r.random() < (type === "Standard" || type === "Motorway" ? 0.4 : 0.15);
    const cancelled = type === "Standard" && r.random() < 0.05;
    const area = r.pick(["Town Centre", "University", "Northfield", "Riverside", "Station"]);
    const hourly = (transmission === "Manual" ? 38 : 42) + (type === "Motorway" ? 6 : 0);
    const fee =
      type === "Test Day" ? (transmission === "Manual" ? 110 : 120) : type === "Pass Plus" ? 40 * 3 : r.round(hourly * (duration / 60) * (block ? 0.9 : 1));
    const speed = { Standard: 0.33, Motorway: 0.75, "Mock Test": 0.4, "Test Day": 0.35, "Pass Plus": 0.55, Refresher: 0.38 }[type];
    const distance = cancelled ? 0 : r.round(duration * speed * (0.8 + r.random() * 0.4), 1);
    const end = startHour + duration / 60;
    const dark = end > sunset[m]! || startHour < sunrise[m]!;
    const tested = type === "Mock Test" || type === "Test Day";
    const serious = !tested
      ? ""
      : weighted(r, [
          [0, prior > 40 ? 65 : 50],
          [1, 35],
          [2, 12],
        ] as const);
    const minor = !tested ? "" : Math.max(0, Math.min(19, Math.round(9 - prior / 8 + 3.5 * r.normal() + (dark ? 1 : 0))));
    const passed = type !== "Test Day" ? "" : serious === 0 && Number(minor) <= 15;
    rows.push([
      0,
      date,
      startHour,
      instructor,
      transmission,
      type,
      area,
      duration,
      distance,
      age,
      prior,
      prior === 0,
      block,
      cancelled,
      dark,
      fee,
      minor,
      serious,
      passed,
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])) || Number(a[2]) - Number(b[2]));
  rows.forEach((row, index) => (row[0] = `DL-${5001 + index}`));
  write(
    "DrivingLessons",
    [
      "LessonRef",
      "LessonDate",
      "StartHour",
      "Instructor",
      "Transmission",
      "LessonType",
      "PickupArea",
      "DurationMin",
      "DistanceKm",
      "PupilAge",
      "PriorLessons",
      "IsFirstLesson",
      "IsBlockBooking",
      "IsCancelledLate",
      "IsDark",
      "FeeGBP",
      "MinorFaults",
      "SeriousFaults",
      "TestPassed",
    ],
    rows,
  );
}

// 3. A northern English town's food bank parcels (lower-case words with spaces, Yes/No columns).
{
  const r = prng(393);
  const season = [0, 1, 0.88, 0.76, 0.68, 0.64, 0.64, 0.76, 0.88, 0.68, 0.76, 0.84, 1];
  const yesNo = (value: boolean) => (value ? "Yes" : "No");
  const rows: Cell[][] = [];
  for (let i = 0; i < 320; i++) {
    // Open Monday to Saturday.
    const date = seasonalDate(r, (iso) => (weekday(iso) === 0 ? 0 : season[month(iso)]!));
    const m = month(date);
    const centre = weighted(r, [
      ["St Marks Church", 1],
      ["Community Hub", 1.6],
      ["Railway Street", 1.2],
      ["Hillside Centre", 1],
    ] as const);
    const agency = weighted(r, [
      ["Citizens Advice", 25],
      ["council", 20],
      ["housing association", 13],
      ["GP surgery", 12],
      ["school", 12],
      ["job centre", 10],
      ["charity", 8],
    ] as const);
    const reason =
      agency === "GP surgery" && r.random() < 0.5
        ? "sickness"
        : agency === "job centre" && r.random() < 0.5
          ? "benefit delay"
          : weighted(r, [
              ["low income", 30],
              ["benefit delay", 22],
              ["debt", 15],
              ["sickness", 10],
              ["benefit change", 10],
              ["homeless", 6],
            ] as const);
    const adults =
      reason === "homeless"
        ? 1
        : weighted(r, [
            [1, 55],
            [2, 35],
            [3, 10],
          ] as const);
    // School referrals always have children; more children in the summer holidays.
    const children =
      agency === "school" ? r.int(1, 4) : reason === "homeless" ? (r.random() < 0.85 ? 0 : 1) : r.random() < (m === 8 ? 0.35 : 0.55) ? 0 : r.int(1, 4);
    const people = adults + children;
    const size = people <= 2 ? "small" : people <= 4 ? "medium" : "large";
    const fresh = r.random() < (centre === "Community Hub" || centre === "Hillside Centre" ? 0.8 : 0.1);
    const toiletries = r.random() < 0.45;
    const weight = r.round((3 + 6.5 * people) * (0.9 + r.random() * 0.2) + (fresh ? 1.5 : 0) + (toiletries ? 0.8 : 0), 1);
    const diet = weighted(r, [
      ["", 78],
      ["halal", 8],
      ["vegetarian", 7],
      ["diabetic", 4],
      ["gluten free", 3],
    ] as const);
    const delivered = r.random() < (reason === "sickness" ? 0.6 : 0.12);
    const first = r.random() < 0.35;
    const winter = m >= 10 || m <= 3;
    const fuel = winter ? (r.random() < 0.35 ? 49 : 0) : r.random() < 0.1 ? 30 : 0;
    const debtAdvice = r.random() < (reason === "debt" ? 0.7 : 0.15);
    rows.push([
      0,
      date,
      centre,
      agency,
      reason,
      adults,
      children,
      people,
      size,
      weight,
      yesNo(fresh),
      yesNo(toiletries),
      diet,
      yesNo(delivered),
      yesNo(first),
      fuel,
      yesNo(debtAdvice),
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => (row[0] = `FB-${20001 + index}`));
  write(
    "food_bank_parcels",
    [
      "voucher number",
      "issue date",
      "distribution centre",
      "referral agency",
      "main reason",
      "adults",
      "children",
      "people fed",
      "parcel size",
      "parcel weight kg",
      "includes fresh food",
      "toiletries included",
      "dietary need",
      "home delivery",
      "first visit",
      "fuel voucher pounds",
      "debt advice referral",
    ],
    rows,
  );
}

// 4. A Slovenian beekeeping farm's honey sales (Slovenian names without diacritics, values with them).
{
  const r = prng(394);
  const season = [0, 0.4, 0.35, 0.45, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.65, 1];
  const perKg = { akacijev: 18, cvetlični: 14, gozdni: 16, kostanjev: 15, lipov: 16, smrekov: 19 } as const;
  const harvest = { akacijev: 5, cvetlični: 6, gozdni: 8, kostanjev: 7, lipov: 7, smrekov: 8 } as const;
  const rows: Cell[][] = [];
  for (let i = 0; i < 295; i++) {
    const date = seasonalDate(r, (iso) => season[month(iso)]!);
    const m = month(date);
    const year = Number(date.slice(0, 4));
    const kind = weighted(r, [
      ["akacijev", [4, 5, 6].includes(m) ? 30 : 20],
      ["cvetlični", 25],
      ["gozdni", 18],
      ["kostanjev", 15],
      ["lipov", 12],
      ["smrekov", 10],
    ] as const);
    const vintage = m > harvest[kind] ? year : year - 1;
    const buyer = weighted(r, [
      ["fizična oseba", 75],
      ["trgovina", 15],
      ["gostinec", 10],
    ] as const);
    const fairMonth = [3, 9, 11, 12].includes(m);
    const marketMonth = m >= 4 && m <= 10;
    const channel =
      buyer !== "fizična oseba"
        ? r.random() < 0.6
          ? "na kmetiji"
          : "spletna trgovina"
        : weighted(r, [
            ["tržnica", marketMonth ? 35 : 8],
            ["spletna trgovina", 30],
            ["na kmetiji", 20],
            ["sejem", fairMonth ? 25 : 0],
          ] as const);
    const region =
      channel === "tržnica"
        ? r.random() < 0.85
          ? "Osrednjeslovenska"
          : "Gorenjska"
        : channel === "na kmetiji"
          ? r.random() < 0.6
            ? "Gorenjska"
            : r.pick(["Osrednjeslovenska", "Koroška"])
          : channel === "sejem"
            ? r.pick(["Osrednjeslovenska", "Štajerska", "Gorenjska", "Dolenjska"])
            : weighted(r, [
                ["Osrednjeslovenska", 30],
                ["Štajerska", 20],
                ["Gorenjska", 12],
                ["Primorska", 14],
                ["Dolenjska", 10],
                ["Koroška", 6],
                ["tujina", 8],
              ] as const);
    const jar =
      buyer === "fizična oseba"
        ? weighted(r, [
            [250, 25],
            [450, 45],
            [900, 30],
          ] as const)
        : r.random() < 0.7
          ? 900
          : 450;
    const gift = buyer === "fizična oseba" && r.random() < (m === 12 ? 0.45 : 0.08);
    const quantity = buyer === "fizična oseba" ? r.pick([1, 1, 2, 2, 3, 4, 6]) + (gift ? r.int(0, 3) : 0) : 6 * r.int(2, 8);
    const inflation = year === 2026 ? 1.06 : 1;
    const price = Math.round((perKg[kind] * (jar / 1000) + (jar === 250 ? 0.8 : 0)) * inflation * (buyer === "fizična oseba" ? 1 : 0.8) * 10) / 10;
    const goods = r.round(quantity * price);
    const online = channel === "spletna trgovina";
    const shipping = !online ? "" : region === "tujina" ? 9.9 : goods >= 50 ? 0 : 4.9;
    const total = r.round(goods + (gift ? 2 : 0) + (shipping === "" ? 0 : shipping));
    const payment =
      channel === "tržnica" || channel === "sejem"
        ? r.random() < 0.7
          ? "gotovina"
          : "kartica"
        : online
          ? r.random() < 0.6
            ? "kartica"
            : "nakazilo"
          : buyer === "fizična oseba"
            ? r.random() < 0.8
              ? "gotovina"
              : "kartica"
            : "nakazilo";
    const regular = r.random() < (buyer === "fizična oseba" ? 0.3 : 0.8);
    const complaint = r.random() < (online ? 0.06 : 0.015);
    const rating =
      !online || r.random() < 0.3
        ? ""
        : complaint
          ? r.int(1, 3)
          : weighted(r, [
              [3, 1],
              [4, 3],
              [5, 6],
            ] as const);
    rows.push([
      0,
      date,
      kind,
      vintage,
      channel,
      buyer,
      region,
      jar,
      quantity,
      r.round((quantity * jar) / 1000, 2),
      price,
      gift ? "da" : "ne",
      shipping,
      total,
      payment,
      regular ? "da" : "ne",
      complaint ? "da" : "ne",
      rating,
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => (row[0] = `R-${4001 + index}`));
  write(
    "prodaja_medu",
    [
      "racun",
      "datum",
      "vrsta_medu",
      "letnik",
      "prodajni_kanal",
      "tip_kupca",
      "regija",
      "masa_kozarca_g",
      "kolicina",
      "skupna_masa_kg",
      "cena_na_kozarec_eur",
      "darilno_pakiranje",
      "postnina_eur",
      "znesek_eur",
      "nacin_placila",
      "stalni_kupec",
      "reklamacija",
      "ocena_kupca",
    ],
    rows,
  );
}
