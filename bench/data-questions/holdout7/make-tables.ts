/**
 * The seventh blind suite's tables (issue #19), deterministic (one seeded PRNG per table):
 *
 *   cd bench && node --import tsx data-questions/holdout7/make-tables.ts
 *
 * Four domains no earlier suite used, in four naming styles: a recruitment agency's placements
 * (ALL_CAPS like classic relational sample schemas), a craft brewery's batches (abbreviations and
 * units), a ferry line's crossings (a timestamp and booleans) and a Dutch dental practice's
 * appointments (Dutch column names and values). Changing this file changes the expected answers:
 * rerun it, then `cd bench && pnpm vitest run data-questions/holdout.test.ts`.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Cell, csvWriter, day, prng, stamp } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));

// Recruitment agency placements (ALL_CAPS): three years of placements, recruiters, sectors, fees.
{
  const r = prng(7101);
  const sectors = { Finance: 68000, Engineering: 74000, Healthcare: 52000, Logistics: 43000, Retail: 36000, IT: 71000 } as const;
  const titles: Record<keyof typeof sectors, string[]> = {
    Finance: ["Accountant", "Financial Analyst", "Payroll Officer"],
    Engineering: ["Mechanical Engineer", "Site Engineer", "CAD Technician"],
    Healthcare: ["Staff Nurse", "Care Assistant", "Pharmacist"],
    Logistics: ["Warehouse Supervisor", "Transport Planner", "Forklift Driver"],
    Retail: ["Store Manager", "Sales Associate", "Visual Merchandiser"],
    IT: ["Software Developer", "Data Analyst", "Systems Administrator"],
  };
  const clients = ["Northwind Traders", "Contoso Ltd", "Fabrikam Inc", "Adventure Works", "Tailspin Toys", "Wide World Importers", "Litware Inc", "Proseware"];
  const recruiters = ["SMITH", "JONES", "PATEL", "OKAFOR", "NGUYEN"];
  const firstNames = ["Aisha", "Ben", "Chloe", "Daniel", "Ewa", "Faisal", "Grace", "Harry", "Imani", "Jack", "Kasia", "Liam", "Maya", "Nathan"];
  const lastNames = ["Walker", "Khan", "Evans", "Murphy", "Hughes", "Ali", "Clarke", "Price", "Wood", "Turner", "Hall"];
  const rows: Cell[][] = [];
  for (let i = 0; i < 320; i++) {
    const sector = r.pick(Object.keys(sectors) as (keyof typeof sectors)[]);
    const contract = r.pick(["PERMANENT", "PERMANENT", "PERMANENT", "CONTRACT", "TEMP"]);
    const salary = Math.round((sectors[sector] * (0.7 + r.random() * 0.7) * (contract === "TEMP" ? 0.8 : 1)) / 500) * 500;
    const feePct = contract === "PERMANENT" ? r.pick([15, 18, 20, 22]) : contract === "CONTRACT" ? r.pick([10, 12]) : 8;
    rows.push([
      5001 + i,
      `${r.pick(firstNames)} ${r.pick(lastNames)}`,
      r.pick(clients),
      r.pick(titles[sector]),
      sector,
      contract,
      day(2023, 1, 2, r.int(0, 1090)),
      salary,
      feePct,
      Math.round(salary * feePct) / 100,
      r.pick(recruiters),
      r.int(6, 75),
    ]);
  }
  rows.sort((a, b) => String(a[6]).localeCompare(String(b[6])) || Number(a[0]) - Number(b[0]));
  write(
    "agency_placements",
    [
      "PLACEMENT_ID",
      "CAND_NAME",
      "CLIENT_NAME",
      "JOB_TITLE",
      "SECTOR",
      "CONTRACT_TYPE",
      "START_DATE",
      "SALARY",
      "FEE_PCT",
      "FEE_AMOUNT",
      "RECRUITER",
      "DAYS_TO_FILL",
    ],
    rows,
  );
}

// Brewery batches (abbreviations and units): a year of brews, styles, volumes, costs.
{
  const r = prng(7202);
  const styles = { IPA: [5.8, 7.2], Stout: [4.8, 8.5], Pilsner: [4.6, 5.2], Saison: [5.5, 7], "Pale Ale": [4.5, 5.6], Porter: [5, 6.5] } as const;
  const brewers = ["Kees", "Marta", "Olu", "Rosa"];
  const rows: Cell[][] = [];
  for (let i = 0; i < 260; i++) {
    const style = r.pick(Object.keys(styles) as (keyof typeof styles)[]);
    const [low, high] = styles[style];
    const volume = r.pick([500, 1000, 1000, 1500, 2000]);
    const hops = r.round((volume / 1000) * (style === "IPA" ? 9 : style === "Pale Ale" ? 5 : 2.5) * (0.8 + r.random() * 0.4), 1);
    const fermentDays = style === "Pilsner" ? r.int(21, 35) : r.int(7, 18);
    const cost = r.round(volume * (0.9 + r.random() * 0.5) + hops * 28);
    const dumped = r.random() < 0.05;
    rows.push([
      `B25-${String(i + 1).padStart(3, "0")}`,
      day(2025, 1, 6, r.int(0, 355)),
      style,
      r.pick(brewers),
      `FV${r.int(1, 6)}`,
      volume,
      r.round(low + r.random() * (high - low), 1),
      hops,
      fermentDays,
      cost,
      dumped ? 0 : Math.floor((volume * (0.85 + r.random() * 0.1)) / 30),
      r.int(40, 95),
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])) || String(a[0]).localeCompare(String(b[0])));
  write(
    "brewery_batches",
    ["batch_no", "brew_dt", "style", "brewer", "tank", "vol_l", "abv_pct", "hops_kg", "ferment_days", "cost_eur", "qty_kegs", "ibu"],
    rows,
  );
}

// Ferry crossings (a timestamp and booleans): a summer season of sailings on three routes.
{
  const r = prng(7303);
  const routes = { "Harbour-Island": 35, "Harbour-Point": 55, "Island-Point": 25 } as const;
  const vessels = ["MV Gannet", "MV Puffin", "MV Tern", "MV Kittiwake"];
  const rows: Cell[][] = [];
  const base = Date.UTC(2025, 5, 1, 6);
  for (let i = 0; i < 480; i++) {
    const route = r.pick(Object.keys(routes) as (keyof typeof routes)[]);
    const weather = r.pick(["calm", "calm", "calm", "moderate", "moderate", "rough"]);
    const delayed = r.random() < (weather === "rough" ? 0.6 : weather === "moderate" ? 0.25 : 0.08);
    const passengers = r.int(20, 380);
    const minutes = r.int(0, 121) * 24 * 60 + r.int(0, 14) * 60 + r.pick([0, 15, 30, 45]);
    rows.push([
      `X${String(i + 1).padStart(4, "0")}`,
      stamp(base, minutes),
      route,
      r.pick(vessels),
      passengers,
      r.int(0, 60),
      r.round(passengers * (route === "Harbour-Point" ? 14.5 : route === "Harbour-Island" ? 9.5 : 7) * (0.9 + r.random() * 0.2)),
      delayed,
      delayed ? r.int(5, 90) : 0,
      weather,
      r.random() < 0.04,
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])) || String(a[0]).localeCompare(String(b[0])));
  write(
    "ferry_crossings",
    ["crossing_id", "departed_at", "route", "vessel", "passengers", "cars", "ticket_revenue", "delayed", "delay_minutes", "weather", "cancelled_return"],
    rows,
  );
}

// Dutch dental practice appointments (Dutch column names and values): a year, three branches.
{
  const r = prng(7404);
  const treatments = {
    controle: [15, 28],
    gebitsreiniging: [30, 62],
    vulling: [30, 95],
    kroon: [45, 520],
    wortelkanaalbehandeling: [60, 410],
    extractie: [30, 120],
  } as const;
  const dentists = ["De Vries", "Jansen", "Bakker", "Visser", "Smit"];
  const rows: Cell[][] = [];
  for (let i = 0; i < 420; i++) {
    const treatment = r.pick(Object.keys(treatments) as (keyof typeof treatments)[]);
    const [minutes, price] = treatments[treatment];
    const status = r.random() < 0.08 ? "geannuleerd" : r.random() < 0.06 ? "niet verschenen" : "afgerond";
    rows.push([
      10001 + i,
      day(2025, 1, 2, r.int(0, 362)),
      r.pick(["Utrecht", "Utrecht", "Amersfoort", "Zeist"]),
      r.pick(dentists),
      treatment,
      r.int(4, 88),
      minutes + r.pick([0, 0, 5, 10, 15]),
      status === "afgerond" ? r.round(price * (0.85 + r.random() * 0.3)) : 0,
      r.pick(["Zilveren Kruis", "CZ", "VGZ", "Menzis", "geen"]),
      status,
      r.random() < 0.3 ? "ja" : "nee",
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])) || Number(a[0]) - Number(b[0]));
  write(
    "tandarts_afspraken",
    ["afspraak_nr", "datum", "vestiging", "tandarts", "behandeling", "leeftijd_patient", "duur_minuten", "bedrag", "verzekeraar", "status", "nieuwe_patient"],
    rows,
  );
}
