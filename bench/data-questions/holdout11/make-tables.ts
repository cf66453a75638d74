/**
 * The eleventh held-out suite's tables (issue #19), generated deterministically (one seeded PRNG per table):
 *
 *   cd bench && node --import tsx data-questions/holdout11/make-tables.ts
 *
 * Four domains no earlier suite used, in four naming styles: a theatre's performances in the ALL_CAPS style
 * of classic relational sample schemas (and wide: 16 columns, two dates, two amounts, two codes, three seat
 * counts); a beekeeper's harvest log with abbreviations and units (harv_dt, honey_kg, insp_min, sale_amt_eur);
 * a pet grooming salon's appointments with booleans and a timestamp; a Croatian recycling yard's drop-offs
 * with Croatian column names and values. Changing this file changes the expected answers: rerun it, then
 * `cd bench && pnpm vitest run data-questions/holdout.test.ts`.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Cell, csvWriter, day, prng, stamp } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));

// A theatre's performances (ALL_CAPS, wide): eight productions, each on one stage with its own run of dates.
{
  const r = prng(1101);
  const productions = [
    { code: "HAM-25", title: "Hamlet", genre: "Tragedy", venue: "MAIN", director: "Ruth Ellison", cast: 18, price: 42, from: day(2025, 1, 10), days: 80 },
    { code: "SEA-25", title: "The Seagull", genre: "Drama", venue: "STUDIO", director: "Pavel Orlov", cast: 9, price: 28, from: day(2025, 3, 1), days: 120 },
    { code: "CAB-25", title: "Cabaret", genre: "Musical", venue: "MAIN", director: "Nina Castell", cast: 24, price: 55, from: day(2025, 5, 2), days: 110 },
    {
      code: "MSN-25",
      title: "A Midsummer Night's Dream",
      genre: "Comedy",
      venue: "GARDEN",
      director: "Ruth Ellison",
      cast: 16,
      price: 30,
      from: day(2025, 6, 10),
      days: 80,
    },
    { code: "DOL-25", title: "A Doll's House", genre: "Drama", venue: "STUDIO", director: "Pavel Orlov", cast: 7, price: 26, from: day(2025, 9, 5), days: 100 },
    {
      code: "ITW-25",
      title: "Into the Woods",
      genre: "Musical",
      venue: "MAIN",
      director: "Nina Castell",
      cast: 20,
      price: 52,
      from: day(2025, 10, 20),
      days: 150,
    },
    {
      code: "IMP-26",
      title: "The Importance of Being Earnest",
      genre: "Comedy",
      venue: "MAIN",
      director: "Tomas Brennan",
      cast: 11,
      price: 38,
      from: day(2026, 4, 1),
      days: 120,
    },
    {
      code: "BWD-26",
      title: "Blood Wedding",
      genre: "Tragedy",
      venue: "STUDIO",
      director: "Tomas Brennan",
      cast: 12,
      price: 30,
      from: day(2026, 6, 1),
      days: 168,
    },
  ] as const;
  const capacity = { MAIN: 620, STUDIO: 140, GARDEN: 300 } as const;
  const rows: Cell[][] = [];
  for (let i = 0; i < 320; i++) {
    const production = r.pick(productions);
    const date = day(Number(production.from.slice(0, 4)), Number(production.from.slice(5, 7)), Number(production.from.slice(8, 10)), r.int(0, production.days));
    const matinee = r.random() < 0.25;
    const seats = capacity[production.venue];
    const fill = Math.min(1, (matinee ? 0.45 : 0.6) + r.random() * 0.45);
    const sold = Math.round(seats * fill) - r.int(0, 8);
    const comp = r.int(0, Math.round(seats * 0.04));
    const price = production.price * (matinee ? 0.8 : 1);
    rows.push([
      7001 + i,
      production.code,
      production.title,
      production.genre,
      production.venue,
      production.director,
      date,
      day(Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10)), -r.int(21, 90)),
      matinee ? "14:30" : r.pick(["19:30", "19:30", "20:00"]),
      matinee ? "Y" : "N",
      seats,
      sold,
      comp,
      r.round(sold * price * (0.9 + r.random() * 0.2)),
      r.round(sold * (matinee ? 3 : 7) * (0.6 + r.random() * 0.8)),
      production.cast,
    ]);
  }
  rows.sort((a, b) => String(a[6]).localeCompare(String(b[6])) || Number(a[0]) - Number(b[0]));
  rows.forEach((row, index) => (row[0] = 7001 + index));
  write(
    "THEATRE_PERFORMANCES",
    [
      "PERF_ID",
      "PROD_CODE",
      "SHOW_TITLE",
      "GENRE",
      "VENUE_CODE",
      "DIRECTOR_NAME",
      "PERF_DATE",
      "ON_SALE_DATE",
      "CURTAIN_TIME",
      "MATINEE_FLAG",
      "CAPACITY",
      "SEATS_SOLD",
      "COMP_SEATS",
      "TICKET_REVENUE",
      "BAR_REVENUE",
      "CAST_SIZE",
    ],
    rows,
  );
}

// A beekeeper's harvest log (abbreviations and units): 20 hives in four apiaries, harvests May to September.
{
  const r = prng(1102);
  const apiaries = {
    Hillside: ["lime", "wildflower"],
    Orchard: ["rapeseed", "wildflower"],
    Riverside: ["acacia", "lime"],
    Heath: ["heather", "wildflower"],
  } as const;
  const keepers = ["Alma", "Bert", "Carys", "Dev"];
  const hives = Array.from({ length: 20 }, (_, index) => ({
    id: `HV-${String(index + 1).padStart(2, "0")}`,
    apiary: (Object.keys(apiaries) as (keyof typeof apiaries)[])[index % 4]!,
    keeper: keepers[(index * 3 + Math.floor(index / 4)) % 4]!,
    strength: 0.7 + r.random() * 0.6,
  }));
  const price = { acacia: 14.5, lime: 12, wildflower: 10.5, heather: 17, rapeseed: 8.5 } as const;
  const rows: Cell[][] = [];
  for (let i = 0; i < 260; i++) {
    const hive = r.pick(hives);
    const year = r.random() < 0.45 ? 2025 : 2026;
    const type = r.pick(apiaries[hive.apiary]);
    const frames = r.int(2, 10);
    const honey = r.round(frames * 2.1 * hive.strength * (0.75 + r.random() * 0.5), 1);
    const sold = r.random() < 0.8;
    rows.push([
      hive.id,
      hive.apiary,
      type,
      day(year, 5, 1, r.int(0, 140)),
      frames,
      honey,
      Math.round(honey * (12 + r.random() * 8)),
      r.int(8, 45),
      r.int(0, 30),
      price[type],
      sold ? r.round(honey * price[type]) : 0,
      hive.keeper,
    ]);
  }
  rows.sort((a, b) => String(a[3]).localeCompare(String(b[3])) || String(a[0]).localeCompare(String(b[0])));
  write(
    "hive_harvests",
    ["hive_id", "apiary", "honey_type", "harv_dt", "frames_qty", "honey_kg", "wax_g", "insp_min", "varroa_cnt", "price_eur_per_kg", "sale_amt_eur", "keeper"],
    rows,
  );
}

// A pet grooming salon's appointments (booleans and a timestamp): January to late November 2026.
{
  const r = prng(1103);
  const services = {
    "bath and brush": [45, 40],
    "full groom": [90, 75],
    "nail trim": [15, 15],
    "de-shedding": [60, 55],
    "puppy trim": [45, 38],
  } as const;
  const groomers = ["Maya", "Tomasz", "Ines", "Kofi"];
  const pets = ["Biscuit", "Luna", "Max", "Pepper", "Milo", "Daisy", "Rocky", "Nala", "Oscar", "Willow", "Ziggy", "Bella", "Hazel", "Teddy"];
  const base = Date.UTC(2026, 0, 5, 8);
  const rows: Cell[][] = [];
  for (let i = 0; i < 420; i++) {
    const species = r.pick(["dog", "dog", "dog", "dog", "cat", "cat", "rabbit"]);
    const service =
      species === "dog" ? r.pick(Object.keys(services) as (keyof typeof services)[]) : r.pick(["bath and brush", "nail trim", "de-shedding"] as const);
    const size = species === "dog" ? r.pick(["small", "medium", "large"]) : "small";
    const [minutes, price] = services[service];
    const scale = size === "large" ? 1.4 : size === "medium" ? 1.15 : 1;
    const noShow = r.random() < 0.07;
    const firstVisit = r.random() < 0.22;
    const startMinutes = r.int(0, 320) * 24 * 60 + r.int(0, 17) * 30;
    rows.push([
      30001 + i,
      stamp(base, startMinutes),
      r.pick(pets),
      species,
      size,
      service,
      r.pick(groomers),
      Math.round(minutes * scale + r.int(-5, 15)),
      r.round(price * scale),
      noShow ? 0 : r.pick([0, 0, 0, 5, 5, 10, 15]),
      firstVisit,
      noShow,
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])) || Number(a[0]) - Number(b[0]));
  rows.forEach((row, index) => (row[0] = 30001 + index));
  write(
    "grooming_appointments",
    [
      "appointment_id",
      "appointment_start",
      "pet_name",
      "species",
      "pet_size",
      "service",
      "groomer",
      "duration_minutes",
      "price",
      "tip",
      "is_first_visit",
      "no_show",
    ],
    rows,
  );
}

// A Croatian recycling yard's drop-offs (Croatian names and values): four yards, June 2025 to mid-November 2026.
{
  const r = prng(1104);
  const waste = {
    papir: [3, 25],
    staklo: [2, 18],
    plastika: [1, 12],
    metal: [5, 80],
    "električni otpad": [4, 60],
    "glomazni otpad": [20, 250],
    tekstil: [2, 20],
    "zeleni otpad": [10, 150],
  } as const;
  const yards = ["Zagreb", "Split", "Rijeka", "Osijek"];
  const staff = { Zagreb: ["Ivana", "Marko"], Split: ["Ante", "Marija"], Rijeka: ["Luka", "Petra"], Osijek: ["Josip", "Ana"] } as const;
  const rows: Cell[][] = [];
  for (let i = 0; i < 480; i++) {
    const yard = r.pick(yards) as keyof typeof staff;
    const kind = r.pick(Object.keys(waste) as (keyof typeof waste)[]);
    const [low, high] = waste[kind];
    const company = r.random() < 0.18;
    const mass = r.round((low + r.random() * (high - low)) * (company ? 2.5 : 1), 1);
    const vehicle =
      mass > 120 ? "kamion" : mass > 40 ? r.pick(["kombi", "kombi", "osobni automobil"]) : r.pick(["osobni automobil", "osobni automobil", "pješice", "kombi"]);
    const fee = company ? r.round(mass * 0.12) : kind === "glomazni otpad" && mass > 150 ? 10 : 0;
    rows.push([i + 1, day(2025, 6, 2, r.int(0, 530)), yard, kind, mass, vehicle, company ? "da" : "ne", fee, r.pick(staff[yard])]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])) || Number(a[0]) - Number(b[0]));
  rows.forEach((row, index) => (row[0] = index + 1));
  write("reciklazno_dvoriste", ["id_predaje", "datum", "grad", "vrsta_otpada", "masa_kg", "vozilo", "pravna_osoba", "naknada_eur", "djelatnik"], rows);
}
