/**
 * Generates the ninth held-out suite's tables deterministically (one seeded PRNG per table):
 *
 *   cd bench && node --import tsx data-questions/holdout9/make-tables.ts
 *
 * Four domains no earlier suite used, each in another naming style: a bus operator's trips (ALL_CAPS
 * like classic relational sample schemas, and wide: 16 columns with two dates, two amounts, two codes),
 * a farm shop's boxes (abbreviations and units), a climbing gym's visits (booleans and a timestamp) and
 * a Finnish tree nursery's sales (Finnish column names and values). Every table covers 2025-11-01 to
 * 2026-10-31. Changing this file changes the expected answers: rerun it, then
 * `cd bench && pnpm vitest run data-questions/holdout.test.ts`.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Cell, csvWriter, day, prng, stamp } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));
const DAYS = 365; // 2025-11-01 .. 2026-10-31

// Bus operator's trips (ALL_CAPS, wide): six routes, three depots, twelve drivers.
{
  const r = prng(9101);
  const routes = { R10: 14.2, R12: 9.8, R25: 21.5, R31: 17.0, R47: 26.4, X1: 38.9 } as const;
  const drivers = [
    ["D101", "Alan Pryce", "NORTH"],
    ["D102", "Beth Coles", "NORTH"],
    ["D103", "Carl Dunmore", "NORTH"],
    ["D104", "Dina Okafor", "NORTH"],
    ["D105", "Evan Hughes", "SOUTH"],
    ["D106", "Fiona Marsh", "SOUTH"],
    ["D107", "Glen Abbott", "SOUTH"],
    ["D108", "Hana Novak", "SOUTH"],
    ["D109", "Ivor Briggs", "HARBOUR"],
    ["D110", "Jade Whitlock", "HARBOUR"],
    ["D111", "Kofi Mensah", "HARBOUR"],
    ["D112", "Lena Farrow", "HARBOUR"],
  ] as const;
  const rows: Cell[][] = [];
  for (let i = 0; i < 480; i++) {
    const route = r.pick(Object.keys(routes) as (keyof typeof routes)[]);
    const [driverId, driverName, depot] = r.pick(drivers);
    const offset = r.int(0, DAYS - 1);
    const status = r.random() < 0.06 ? "CANCELLED" : r.random() < 0.1 ? "PARTIAL" : "COMPLETED";
    const share = status === "CANCELLED" ? 0 : status === "PARTIAL" ? 0.5 : 1;
    const passengers = Math.round(r.int(route === "X1" ? 20 : 8, route === "X1" ? 70 : 55) * share);
    const concession = Math.round(passengers * (0.15 + r.random() * 0.3));
    const fare = route === "X1" ? 4.8 : 2.4;
    rows.push([
      `T${String(10001 + i)}`,
      route,
      `V${r.int(201, 230)}`,
      depot,
      driverId,
      driverName,
      day(2025, 11, 1, offset),
      day(2025, 11, 1, offset + r.int(0, 3)),
      `${String(r.int(5, 22)).padStart(2, "0")}:${r.pick(["00", "15", "30", "45"])}`,
      passengers,
      concession,
      r.round(routes[route] * share, 1),
      r.round((passengers - concession) * fare + concession * fare * 0.5),
      r.round(status === "CANCELLED" ? 0 : 20 + r.random() * 60),
      status === "CANCELLED" ? 0 : Math.max(0, Math.round(2 + r.normal() * 4)),
      status,
    ]);
  }
  rows.sort((a, b) => String(a[6]).localeCompare(String(b[6])) || String(a[0]).localeCompare(String(b[0])));
  write(
    "BUS_TRIPS",
    [
      "TRIP_ID",
      "ROUTE_CODE",
      "VEHICLE_CODE",
      "DEPOT",
      "DRIVER_ID",
      "DRIVER_NAME",
      "SERVICE_DATE",
      "REPORTED_DATE",
      "DEPART_TIME",
      "PASSENGERS",
      "CONCESSION_PASSENGERS",
      "DISTANCE_KM",
      "FARE_REVENUE",
      "SUBSIDY_AMOUNT",
      "DELAY_MINUTES",
      "STATUS",
    ],
    rows,
  );
}

// Farm shop's boxes (abbreviations and units): five box types in three sizes, delivered to three zones.
{
  const r = prng(9202);
  const types = { Veg: 14, Fruit: 16, Mixed: 19, Dairy: 22, Meat: 34 } as const;
  const sizes = { S: [0.8, 3.5], M: [1, 6], L: [1.3, 9] } as const;
  const customers = [
    "Ada Holm",
    "Ben Tarr",
    "Cora Vance",
    "Dev Patel",
    "Elsie Moor",
    "Finn Kerr",
    "Gwen Lacey",
    "Hugo Platt",
    "Iris Dunn",
    "Jon Rudd",
    "Kit Barlow",
    "Lily Orme",
    "Max Stroud",
    "Nell Fenton",
  ];
  const rows: Cell[][] = [];
  for (let i = 0; i < 360; i++) {
    const type = r.pick(Object.keys(types) as (keyof typeof types)[]);
    const size = r.pick(["S", "M", "M", "L"] as const);
    const [factor, weight] = sizes[size];
    const quantity = r.int(1, 4);
    const unit = r.round(types[type] * factor * (0.95 + r.random() * 0.1));
    const zone = r.pick(["Town", "Town", "Village", "Rural"]);
    rows.push([
      `BX${String(5001 + i)}`,
      day(2025, 11, 1, r.int(0, DAYS - 1)),
      r.pick(customers),
      type,
      size,
      quantity,
      r.round(weight * quantity * (0.9 + r.random() * 0.2), 2),
      unit,
      r.round(unit * quantity),
      zone === "Town" ? r.int(10, 35) : zone === "Village" ? r.int(25, 55) : r.int(40, 95),
      zone,
      r.pick(["card", "card", "cash", "invoice"]),
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])) || String(a[0]).localeCompare(String(b[0])));
  write(
    "farm_shop_boxes",
    ["box_id", "order_dt", "cust_nm", "box_typ", "sz", "qty", "wt_kg", "unit_amt_eur", "tot_amt_eur", "deliv_min", "zone", "pay_mthd"],
    rows,
  );
}

// Climbing gym's visits (booleans and a timestamp): four pass types, four areas.
{
  const r = prng(9303);
  const climbers = [
    "Ana Sousa",
    "Ben Carter",
    "Chloe Dubois",
    "Dan Murphy",
    "Eva Lindqvist",
    "Farid Khan",
    "Gina Russo",
    "Hiro Tanaka",
    "Isla Grant",
    "Jonas Weber",
    "Kara Young",
    "Leo Martins",
    "Maya Singh",
    "Nico Berg",
    "Olga Petrova",
    "Paul Reid",
  ];
  const start = Date.UTC(2025, 10, 1);
  const rows: Cell[][] = [];
  for (let i = 0; i < 420; i++) {
    const pass = r.pick(["Day pass", "Day pass", "10-visit card", "Monthly", "Annual"]);
    const area = r.pick(["Bouldering", "Bouldering", "Lead wall", "Top rope", "Kids wall"]);
    const minutes = r.int(9, 22) * 60 + r.int(0, 59);
    rows.push([
      1 + i,
      stamp(start, r.int(0, DAYS - 1) * 1440 + minutes),
      r.pick(climbers),
      pass,
      area,
      r.int(35, 180),
      r.random() < 0.45 ? 0 : r.round(2 + r.random() * 28),
      r.random() < (pass === "Day pass" ? 0.6 : 0.2),
      pass === "Day pass" && r.random() < 0.3,
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => (row[0] = 70001 + index));
  write("climbing_gym_visits", ["visit_id", "checked_in_at", "climber", "pass_type", "area", "minutes_on_wall", "spent", "rented_shoes", "first_visit"], rows);
}

// Finnish tree nursery's sales (Finnish names and values): four shops, seven species, three customer types.
{
  const r = prng(9404);
  const species = { Koivu: 18, Mänty: 15, Kuusi: 14, Vaahtera: 29, Omenapuu: 39, Pihlaja: 22, Tammi: 45 } as const;
  const rows: Cell[][] = [];
  for (let i = 0; i < 300; i++) {
    const kind = r.pick(Object.keys(species) as (keyof typeof species)[]);
    const customer = r.pick(["Yksityinen", "Yksityinen", "Yksityinen", "Yritys", "Kunta"]);
    const height = r.int(4, 30) * 10;
    const count = customer === "Kunta" ? r.int(10, 60) : customer === "Yritys" ? r.int(3, 25) : r.int(1, 6);
    const price = r.round(species[kind] * (0.6 + height / 150));
    rows.push([
      `TM-${String(3001 + i)}`,
      day(2025, 11, 1, r.int(0, DAYS - 1)),
      r.pick(["Helsinki", "Helsinki", "Tampere", "Oulu", "Turku"]),
      customer,
      kind,
      height,
      count,
      price,
      r.round(price * count),
      customer === "Yksityinen" && r.random() < 0.6 ? "Nouto" : "Kotiinkuljetus",
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])) || String(a[0]).localeCompare(String(b[0])));
  write(
    "taimimyynti",
    ["tilausnumero", "myyntipäivä", "myymälä", "asiakastyyppi", "laji", "korkeus_cm", "määrä", "kappalehinta", "yhteensä", "toimitus"],
    rows,
  );
}
