/**
 * Generates the fourteenth held-out suite's tables deterministically (one seeded PRNG per table):
 *
 *   cd bench && node --import tsx data-questions/holdout14/make-tables.ts
 *
 * Four small synthetic tables in domains no earlier suite used, each in another naming style:
 * PascalCase (a ferry line's crossings), abbreviations with units (a pottery kiln's firings),
 * timestamps and booleans (a climbing wall's sessions), Norwegian names and values (a recycling
 * depot's drop-offs). Changing this file changes the expected answers: rerun it, then
 * `pnpm vitest run data-questions/holdout.test.ts` checks that every expected SQL still returns rows.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Cell, csvWriter, day, prng, stamp } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));

// A ferry line's crossings (PascalCase): one year of sailings on four routes with four vessels.
{
  const r = prng(1401);
  const routes = { "Eastport-Gull Island": [40, 4.5], "Eastport-Kelp Bay": [70, 6], "Gull Island-Kelp Bay": [35, 3.5], "Eastport-Northholm": [90, 8] } as const;
  const vessels = ["MV Tern", "MV Puffin", "MV Skua", "MV Gannet"];
  const rows: Cell[][] = [];
  for (let i = 0; i < 380; i++) {
    const route = r.pick(Object.keys(routes) as (keyof typeof routes)[]);
    const [minutes, fare] = routes[route];
    const seaState = r.pick(["Calm", "Calm", "Calm", "Moderate", "Moderate", "Rough"]);
    const passengers = r.int(12, 180);
    const vehicles = r.int(0, 40);
    const delay = seaState === "Rough" ? r.int(5, 75) : r.random() < 0.6 ? 0 : r.int(1, 25);
    rows.push([
      0,
      day(2025, 12, 1, r.int(0, 358)),
      `${String(r.int(6, 20)).padStart(2, "0")}:${r.pick(["00", "15", "30", "45"])}`,
      route,
      r.pick(vessels),
      passengers,
      vehicles,
      r.round(passengers * fare + vehicles * fare * 3.5),
      r.round(minutes * (seaState === "Rough" ? 14 : 10) * (0.85 + r.random() * 0.3), 1),
      delay,
      seaState,
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])) || String(a[2]).localeCompare(String(b[2])));
  rows.forEach((row, index) => (row[0] = `FC-${10001 + index}`));
  write(
    "FerryCrossings",
    ["CrossingId", "DepartureDate", "DepartureTime", "Route", "VesselName", "Passengers", "Vehicles", "FareRevenue", "FuelLitres", "DelayMinutes", "SeaState"],
    rows,
  );
}

// A pottery studio's kiln firings (abbreviations and units): three kilns, three firing types, five operators.
{
  const r = prng(1402);
  const types = { bisq: [1000, 9], glz: [1240, 12], raku: [980, 2] } as const;
  const operators = ["Ines Varga", "Tomasz Nowak", "Wren Hollis", "Kofi Mensah", "Maeve Quinn"];
  const rows: Cell[][] = [];
  for (let i = 0; i < 260; i++) {
    const type = r.pick(Object.keys(types) as (keyof typeof types)[]);
    const [temperature, hours] = types[type];
    const kiln = type === "raku" ? "KLN-R" : r.pick(["KLN-A", "KLN-A", "KLN-B"]);
    const pieces = type === "raku" ? r.int(3, 14) : r.int(18, 95);
    const duration = r.round(hours * (0.85 + r.random() * 0.35), 1);
    const kwh = type === "raku" ? 0 : Math.round(duration * (kiln === "KLN-A" ? 9.5 : 6.8) * (0.9 + r.random() * 0.2));
    rows.push([
      0,
      day(2025, 1, 6, r.int(0, 683)),
      kiln,
      type,
      r.pick(operators),
      pieces,
      Math.round(temperature + r.normal() * 12),
      duration,
      kwh,
      type === "raku" ? r.round(2.5 + r.random() * 3, 1) : 0,
      r.round(kwh * 0.28 + (type === "raku" ? 18 : 0) + pieces * 0.15),
      r.random() < 0.55 ? 0 : r.int(1, type === "raku" ? 3 : 6),
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => (row[0] = 5001 + index));
  write(
    "kiln_frg_log",
    ["frg_id", "frg_dt", "kiln_cd", "frg_typ", "opr_nm", "pcs_cnt", "pk_tmp_c", "dur_hr", "elec_kwh", "gas_m3", "cost_gbp", "brk_pcs"],
    rows,
  );
}

// A climbing wall's sessions (timestamps and booleans): check-in/out times, zones, member and rental flags.
{
  const r = prng(1403);
  const zones = ["bouldering", "top_rope", "lead", "auto_belay"];
  const rows: Cell[][] = [];
  const base = Date.UTC(2026, 2, 2, 0);
  for (let i = 0; i < 420; i++) {
    const dayOffset = r.int(0, 267);
    const startMinutes = dayOffset * 24 * 60 + r.int(7 * 60, 21 * 60);
    const zone = r.pick(zones);
    const level = r.pick(["beginner", "beginner", "intermediate", "intermediate", "advanced"]);
    const length = r.int(35, 190);
    const member = r.random() < 0.45;
    const shoes = r.random() < (member ? 0.15 : 0.6);
    const coach = r.random() < (level === "beginner" ? 0.35 : 0.08);
    const price = (member ? 0 : 18) + (shoes ? 5 : 0) + (coach ? 25 : 0);
    rows.push([
      2001 + i,
      stamp(base, startMinutes),
      stamp(base, startMinutes + length),
      zone,
      level,
      Math.max(1, Math.round((length / 12) * (level === "advanced" ? 1.3 : level === "beginner" ? 0.7 : 1) * (0.7 + r.random() * 0.6))),
      member,
      shoes,
      coach,
      price,
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => (row[0] = 2001 + index));
  write(
    "climbing_sessions",
    ["session_id", "check_in", "check_out", "zone", "climber_level", "routes_climbed", "is_member", "rented_shoes", "with_coach", "price_paid"],
    rows,
  );
}

// A recycling depot's drop-offs (Norwegian names and values): four stations, waste types, vehicles, fees in kroner.
{
  const r = prng(1404);
  const types = { papp: 25, glass: 18, metall: 40, plast: 12, elektronikk: 30, hageavfall: 120, treverk: 90, klær: 10 } as const;
  const stations = ["Haraldrud", "Grønmo", "Smestad", "Ryen"];
  const rows: Cell[][] = [];
  for (let i = 0; i < 300; i++) {
    const type = r.pick(Object.keys(types) as (keyof typeof types)[]);
    const vehicle = r.pick(["personbil", "personbil", "personbil", "tilhenger", "varebil", "sykkel"]);
    const factor = vehicle === "sykkel" ? 0.2 : vehicle === "tilhenger" ? 2.5 : vehicle === "varebil" ? 3.5 : 1;
    const weight = r.round(types[type] * factor * (0.4 + r.random() * 1.2), 1);
    const private_ = vehicle === "varebil" ? r.random() < 0.3 : r.random() < 0.92;
    const fee = private_ ? (vehicle === "tilhenger" ? 150 : 0) : Math.round(weight * 2) + 200;
    rows.push([0, day(2026, 1, 2, r.int(0, 325)), r.pick(stations), type, weight, vehicle, private_ ? "ja" : "nei", fee]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => (row[0] = 301 + index));
  write("gjenvinning_innleveringer", ["innlevering_id", "levert_dato", "stasjon", "avfallstype", "vekt_kg", "kjoretoy", "privatkunde", "gebyr_kr"], rows);
}
