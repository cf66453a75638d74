/**
 * Generates the tenth held-out suite's tables deterministically (one seeded PRNG per table):
 *
 *   cd bench && node --import tsx data-questions/holdout10/make-tables.ts
 *
 * Four domains no earlier suite used, each in another naming style: a solar installer's jobs (ALL_CAPS
 * like classic relational sample schemas), a laundry's orders (abbreviations and units, and wide: 17
 * columns with two dates, two amounts, two codes, two durations), a blood bank's donations (a boolean
 * and a timestamp) and a Hungarian pharmacy's prescriptions (Hungarian column names and values). Every
 * table's last day is in November 2026 and October 2026 is a full month of rows, so "last month" is
 * October 2026 whether it is read from the day the suite was written (2026-11-25) or from the data.
 * Changing this file changes the expected answers: rerun it, then
 * `cd bench && pnpm vitest run data-questions/holdout.test.ts`.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Cell, csvWriter, day, prng, stamp } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));
const byFirst = (a: Cell[], b: Cell[]) => String(a[1]).localeCompare(String(b[1]));

// Solar installer's jobs (ALL_CAPS): four regions, six crew leads, 2024-01-08 .. 2026-11-17.
{
  const r = prng(1001);
  const first = ["Alan", "Beth", "Carlos", "Dina", "Edward", "Fiona", "George", "Helen", "Ivan", "Julia", "Kevin", "Laura", "Martin", "Nadia", "Oscar"];
  const last = ["Abbott", "Brennan", "Chu", "Delgado", "Evans", "Fischer", "Grant", "Holloway", "Iqbal", "Jensen", "Kowalski", "Lambert"];
  const leads = ["Marcus Hale", "Irene Voss", "Dev Patel", "Hannah Cole", "Yusuf Demir", "Lena Park"];
  const regions = ["Coastal", "Valley", "Highlands", "Metro"];
  const roofs = ["Tile", "Metal", "Asphalt Shingle", "Flat"];
  const rows: Cell[][] = [];
  for (let i = 0; i < 240; i++) {
    const panels = r.int(8, 40);
    const watts = r.pick([400, 410, 420, 430]);
    const kw = r.round((panels * watts) / 1000, 2);
    const battery = r.random() < 0.35;
    const roof = r.pick(roofs);
    const roofFactor = roof === "Flat" ? 1.12 : roof === "Tile" ? 1.08 : 1;
    const price = Math.round(kw * (2300 + r.random() * 900) * roofFactor + (battery ? 8500 + r.int(0, 3000) : 0));
    const status = r.random() < 0.08 ? "Cancelled" : r.random() < 0.06 ? "On Hold" : "Complete";
    rows.push([
      5001 + i,
      i === 239 ? "2026-11-17" : day(2024, 1, 8, r.int(0, 1043)),
      `${r.pick(first)} ${r.pick(last)}`,
      r.pick(regions),
      r.pick(leads),
      roof,
      panels,
      kw,
      battery ? "Y" : "N",
      price,
      status,
    ]);
  }
  rows.sort((a, b) => byFirst(a, b) || Number(a[0]) - Number(b[0]));
  rows.forEach((row, index) => (row[0] = 5001 + index));
  write(
    "SOLAR_JOBS",
    ["JOB_ID", "INSTALL_DATE", "CUSTOMER_NAME", "REGION", "CREW_LEAD", "ROOF_TYPE", "PANEL_COUNT", "SYSTEM_KW", "BATTERY_FLAG", "CONTRACT_PRICE", "JOB_STATUS"],
    rows,
  );
}

// Laundry's orders (abbreviations and units, wide): four branches by code, 120 customer codes, 2026-01-02 .. 2026-11-18.
{
  const r = prng(1002);
  const branches = ["KGW", "ELM", "HBR", "MLR"];
  const services = {
    "Wash & Fold": { kg: [3, 9], items: [8, 30], euroPerKg: 3.2 },
    "Dry Clean": { kg: [1, 4], items: [1, 6], euroPerKg: 9.5 },
    Ironing: { kg: [1, 5], items: [4, 20], euroPerKg: 5.5 },
    Bedding: { kg: [4, 14], items: [1, 4], euroPerKg: 4.2 },
  } as const;
  const staff = ["AK", "BM", "CL", "DJ", "EP", "FS"];
  const rows: Cell[][] = [];
  for (let i = 0; i < 420; i++) {
    const service = r.pick(Object.keys(services) as (keyof typeof services)[]);
    const spec = services[service];
    const kg = r.round(spec.kg[0] + r.random() * (spec.kg[1] - spec.kg[0]), 1);
    const express = r.random() < 0.22;
    const received = i === 419 ? "2026-11-18" : day(2026, 1, 2, r.int(0, 319));
    const list = r.round(kg * spec.euroPerKg * (express ? 1.4 : 1) + 2.5, 2);
    const discount = r.pick([0, 0, 0, 0, 0.1, 0.15, 0.2]);
    const delivery = r.random() < 0.3;
    rows.push([
      `LD-${70001 + i}`,
      `C${String(r.int(1, 120)).padStart(4, "0")}`,
      r.pick(branches),
      service,
      received,
      day(Number(received.slice(0, 4)), Number(received.slice(5, 7)), Number(received.slice(8, 10)), express ? r.int(0, 1) : r.int(1, 4)),
      kg,
      r.int(spec.items[0], spec.items[1]),
      service === "Dry Clean" ? 0 : r.int(30, 75),
      service === "Dry Clean" || service === "Ironing" ? 0 : r.int(25, 90),
      service === "Wash & Fold" || service === "Bedding" ? r.pick([30, 40, 40, 60]) : 0,
      list,
      r.round(list * (1 - discount), 2),
      r.pick(["card", "card", "cash", "app"]),
      express ? "Y" : "N",
      delivery ? r.round(0.8 + r.random() * 11, 1) : 0,
      r.pick(staff),
    ]);
  }
  rows.sort((a, b) => String(a[4]).localeCompare(String(b[4])) || String(a[0]).localeCompare(String(b[0])));
  rows.forEach((row, index) => (row[0] = `LD-${70001 + index}`));
  write(
    "laundry_ords",
    [
      "ord_no",
      "cust_cd",
      "branch_cd",
      "svc_typ",
      "recv_dt",
      "rdy_dt",
      "wt_kg",
      "items_qty",
      "wash_min",
      "dry_min",
      "temp_c",
      "list_amt_eur",
      "paid_amt_eur",
      "pay_mthd",
      "exp_flg",
      "dlv_km",
      "staff_ini",
    ],
    rows,
  );
}

// Blood bank's donations (a boolean and a timestamp): four sites, 150 donors, 2025-01-06 .. 2026-11-18.
{
  const r = prng(1003);
  const groups = ["O+", "O+", "O+", "O+", "A+", "A+", "A+", "B+", "B+", "AB+", "O-", "O-", "A-", "B-", "AB-"];
  const sites = ["City Hospital", "University Campus", "Mobile Bus", "Central Donor Centre"];
  const donors = Array.from({ length: 150 }, (_, index) => ({
    id: `DN${String(index + 1).padStart(4, "0")}`,
    group: r.pick(groups),
    age: r.int(18, 68),
  }));
  const base = Date.UTC(2025, 0, 6);
  const rows: Cell[][] = [];
  for (let i = 0; i < 360; i++) {
    const donor = r.pick(donors);
    const kind = r.pick(["whole blood", "whole blood", "whole blood", "plasma", "plasma", "platelets"]);
    const volume = kind === "whole blood" ? r.int(450, 475) : kind === "plasma" ? 10 * r.int(60, 88) : 10 * r.int(20, 30);
    const dayOffset = i === 359 ? 681 : r.int(0, 680);
    rows.push([
      0,
      stamp(base, dayOffset * 1440 + r.int(7 * 60 + 30, 18 * 60 + 45)),
      donor.id,
      donor.group,
      donor.age,
      r.pick(sites),
      kind,
      volume,
      r.round(12.4 + r.random() * 5, 1),
      r.random() < 0.2,
    ]);
  }
  rows.sort(byFirst);
  rows.forEach((row, index) => (row[0] = 10001 + index));
  write(
    "blood_donations",
    ["donation_id", "donated_at", "donor_id", "blood_group", "donor_age", "site", "donation_type", "volume_ml", "hemoglobin", "first_time_donor"],
    rows,
  );
}

// Hungarian pharmacy's prescriptions (Hungarian names and values): five cities, five pharmacists, 2025-07-01 .. 2026-11-16.
{
  const r = prng(1004);
  const drugs = {
    Algopyrin: ["fájdalomcsillapító", 900],
    Rubophen: ["fájdalomcsillapító", 750],
    Amoxicillin: ["antibiotikum", 2400],
    Klacid: ["antibiotikum", 3900],
    Lisinopril: ["vérnyomáscsökkentő", 1600],
    Amlodipin: ["vérnyomáscsökkentő", 1300],
    Metformin: ["cukorbetegség", 1100],
    Cetirizin: ["allergia", 1450],
    "C-vitamin": ["vitamin", 800],
  } as const;
  const cities = ["Budapest", "Budapest", "Debrecen", "Szeged", "Pécs", "Győr"];
  const pharmacists = ["Kovács Anna", "Nagy Péter", "Szabó Éva", "Tóth Gábor", "Horváth Zsófia"];
  const rows: Cell[][] = [];
  for (let i = 0; i < 300; i++) {
    const drug = r.pick(Object.keys(drugs) as (keyof typeof drugs)[]);
    const [category, unit] = drugs[drug];
    const boxes = r.pick([1, 1, 1, 2, 2, 3]);
    const price = Math.round((unit * boxes * (0.9 + r.random() * 0.25)) / 10) * 10;
    const subsidised = category !== "vitamin" && r.random() < 0.7;
    rows.push([
      0,
      i === 299 ? "2026-11-16" : day(2025, 7, 1, r.int(0, 502)),
      r.pick(cities),
      drug,
      category,
      boxes,
      price,
      subsidised ? Math.round((price * r.pick([0.5, 0.55, 0.8, 0.9])) / 10) * 10 : 0,
      r.pick(["nő", "nő", "férfi"]),
      category === "vérnyomáscsökkentő" || category === "cukorbetegség" ? r.int(45, 88) : r.int(6, 85),
      r.pick(pharmacists),
    ]);
  }
  rows.sort(byFirst);
  rows.forEach((row, index) => (row[0] = `RX${String(40001 + index)}`));
  write(
    "gyogyszertar_receptek",
    ["recept_szam", "kiadas_datuma", "varos", "gyogyszer", "kategoria", "doboz_db", "ar_ft", "tamogatas_ft", "beteg_neme", "beteg_kora", "gyogyszeresz"],
    rows,
  );
}
