/**
 * The sixteenth held-out suite's tables, generated deterministically (one seeded PRNG per table):
 *
 *   cd bench && node --import tsx data-questions/holdout16/make-tables.ts
 *
 * Four domains and naming styles: a piano tuner's jobs (snake_case with heavy abbreviations), a Lyon
 * translation agency's orders (French column names and values), a car-wash chain's visits (PascalCase)
 * and a chess club's games (plain snake_case with a timestamp pair and booleans). All dates fall between
 * 2025-01-01 and 2026-11-27. Changing this file changes the expected answers of questions.jsonl.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Cell, csvWriter, day, prng, stamp } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));
/** Days from 2025-01-01 to 2026-11-27 inclusive, as an offset range 0..LAST_DAY. */
const LAST_DAY = 695;

// A piano tuner's jobs in Somerset and around (snake_case, heavy abbreviations, Y/N flag).
{
  const r = prng(16_01);
  const tuners = ["Brennan", "Okafor", "Whitlock", "Tanaka", "Moreau"] as const;
  const towns = ["Bath", "Bristol", "Wells", "Frome", "Chippenham", "Glastonbury"] as const;
  const customers = ["prv", "prv", "prv", "sch", "chr", "cnc_hl", "stu"] as const;
  const pianos = { upr: [60, 95], grd: [110, 160], bby_grd: [95, 135], ply: [120, 190] } as const;
  const rows: Cell[][] = [];
  for (let i = 0; i < 280; i++) {
    const customer = r.pick(customers);
    const piano = customer === "cnc_hl" ? r.pick(["grd", "grd", "bby_grd"] as const) : r.pick(["upr", "upr", "upr", "grd", "bby_grd", "ply"] as const);
    const [low, high] = pianos[piano];
    const deviation = -Math.round(Math.abs(r.normal()) * (customer === "chr" ? 22 : 12)) - r.int(0, 4);
    const repair = r.random() < (piano === "ply" ? 0.35 : 0.14);
    const duration = Math.round((piano === "upr" ? 60 : 85) + Math.abs(deviation) * 1.1 + (repair ? r.int(25, 70) : 0) + r.int(-10, 20));
    const strings = repair ? r.int(0, 3) : r.random() < 0.06 ? 1 : 0;
    const town = r.pick(towns);
    const travel = r.round((town === "Bath" ? 3 : town === "Bristol" ? 19 : town === "Glastonbury" ? 38 : 24) + r.random() * 14, 1);
    const fee = r.round(low + r.random() * (high - low) + strings * 18 + (repair ? 35 : 0) + (customer === "cnc_hl" ? 40 : 0), 2);
    rows.push([
      5001 + i,
      day(2025, 1, 1, r.int(0, LAST_DAY)),
      customer,
      piano,
      r.pick(tuners),
      town,
      deviation,
      duration,
      travel,
      strings,
      r.int(32, 71),
      repair ? "Y" : "N",
      fee,
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])) || Number(a[0]) - Number(b[0]));
  rows.forEach((row, index) => {
    row[0] = 5001 + index;
  });
  write(
    "pno_tun_jobs",
    ["job_id", "job_dt", "cust_typ", "pno_typ", "tnr_nm", "twn", "pch_dev_ct", "dur_min", "trvl_km", "str_rpl", "hum_pct", "rpr_flg", "fee_gbp"],
    rows,
  );
}

// A Lyon translation agency's orders (French column names and values, accents and an apostrophe kept).
{
  const r = prng(16_02);
  const sources = ["anglais", "anglais", "anglais", "allemand", "espagnol", "italien", "chinois", "arabe"] as const;
  const domains = { juridique: 0.16, médical: 0.15, technique: 0.12, marketing: 0.1, littéraire: 0.13, financier: 0.14 } as const;
  const translators = ["Dupont", "Lefèvre", "Nguyen", "Benali", "Girard", "Rousseau"] as const;
  const clients = ["particulier", "entreprise", "entreprise", "entreprise", "cabinet d'avocats", "administration"] as const;
  const rows: Cell[][] = [];
  for (let i = 0; i < 320; i++) {
    const source = r.pick(sources);
    const target =
      source === "anglais" ? r.pick(["français", "français", "allemand"] as const) : r.pick(["français", "français", "français", "anglais"] as const);
    const client = r.pick(clients);
    const domain =
      client === "cabinet d'avocats"
        ? "juridique"
        : r.pick(Object.keys(domains).filter((name) => name !== "juridique" || client !== "particulier") as (keyof typeof domains)[]);
    const words = Math.round(Math.exp(6.6 + r.random() * 2.6) / 10) * 10;
    const urgent = r.random() < 0.22;
    const rate = r.round(domains[domain] * (source === "chinois" || source === "arabe" ? 1.35 : 1) * (0.9 + r.random() * 0.2), 3);
    const proofread = r.random() < (domain === "médical" || domain === "juridique" ? 0.7 : 0.35);
    const amount = r.round(words * rate * (urgent ? 1.3 : 1) + (proofread ? words * 0.03 : 0), 2);
    const days = Math.max(1, Math.round(words / (urgent ? 2500 : 1200) + r.int(0, urgent ? 1 : 4)));
    const rating = Math.min(5, Math.max(1, Math.round(4.1 + r.normal() * 0.8 - (urgent ? 0.3 : 0))));
    rows.push([
      0,
      day(2025, 1, 1, r.int(0, LAST_DAY)),
      source,
      target,
      domain,
      r.pick(translators),
      client,
      words,
      rate,
      amount,
      days,
      urgent ? "oui" : "non",
      proofread ? "oui" : "non",
      rating,
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => {
    row[0] = `CT-${String(index + 1).padStart(4, "0")}`;
  });
  write(
    "commandes_traduction",
    [
      "id_commande",
      "date_commande",
      "langue_source",
      "langue_cible",
      "domaine",
      "traducteur",
      "client",
      "nb_mots",
      "tarif_mot_euro",
      "montant_euro",
      "delai_jours",
      "urgent",
      "relecture",
      "note_client",
    ],
    rows,
  );
}

// A car-wash chain's visits (PascalCase).
{
  const r = prng(16_03);
  const sites = ["Millbrook", "Canal Street", "Hillcrest", "Station Yard", "Ashford Road"] as const;
  const programs = { Express: [6, 40], Standard: [10, 70], Premium: [16, 95], "Ultimate Shine": [24, 120], "Interior Only": [14, 10] } as const;
  const vehicles = { Hatchback: 0.9, Sedan: 1, SUV: 1.25, Van: 1.4, Pickup: 1.3 } as const;
  const payments = ["Card", "Card", "Card", "Cash", "App", "App", "Subscription"] as const;
  const rows: Cell[][] = [];
  for (let i = 0; i < 420; i++) {
    const program = r.pick(["Express", "Express", "Standard", "Standard", "Standard", "Premium", "Premium", "Ultimate Shine", "Interior Only"] as const);
    const vehicle = r.pick(["Hatchback", "Hatchback", "Sedan", "Sedan", "SUV", "SUV", "SUV", "Van", "Pickup"] as const);
    const site = r.pick(sites);
    const [base, water] = programs[program];
    const addOns = r.random() < 0.55 ? 0 : r.int(1, program === "Express" ? 1 : 4);
    const payment = r.pick(payments);
    const price = r.round(base * vehicles[vehicle] + addOns * 3.5 - (payment === "Subscription" ? base * 0.2 : 0), 2);
    const wait = Math.max(0, Math.round((site === "Station Yard" ? 14 : site === "Hillcrest" ? 5 : 9) + r.normal() * 5));
    const litres =
      program === "Interior Only" ? r.int(4, 15) : Math.round(water * vehicles[vehicle] * (0.85 + r.random() * 0.3) * (site === "Canal Street" ? 0.7 : 1));
    const rating = Math.min(5, Math.max(1, Math.round(4.2 + r.normal() * 0.7 - (wait > 15 ? 0.9 : 0))));
    rows.push([0, day(2025, 1, 1, r.int(0, LAST_DAY)), site, program, vehicle, payment, price, wait, litres, addOns, rating]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => {
    row[0] = 70001 + index;
  });
  write(
    "CarWashVisits",
    ["VisitId", "VisitDate", "Site", "WashProgram", "VehicleType", "PaymentMethod", "Price", "WaitMinutes", "WaterLitres", "AddOnCount", "CustomerRating"],
    rows,
  );
}

// A chess club's games (plain snake_case, a timestamp pair and booleans).
{
  const r = prng(16_04);
  const members = {
    "Alice Moreno": 1840,
    "Bartek Nowak": 1715,
    "Chidi Eze": 1960,
    "Dana Fischer": 1580,
    "Elena Petrova": 2055,
    "Farid Haddad": 1650,
    "Greta Lund": 1490,
    "Hiro Sato": 1785,
  } as const;
  const names = Object.keys(members) as (keyof typeof members)[];
  const openings = [
    "Sicilian Defence",
    "Queen's Gambit",
    "Ruy Lopez",
    "French Defence",
    "King's Indian Defence",
    "Caro-Kann Defence",
    "London System",
  ] as const;
  const controls = { blitz: [4, 14], rapid: [18, 55], classical: [60, 230] } as const;
  const rows: Cell[][] = [];
  const base = Date.UTC(2025, 0, 1);
  for (let i = 0; i < 360; i++) {
    const white = r.pick(names);
    let black = r.pick(names);
    while (black === white) black = r.pick(names);
    const control = r.pick(["blitz", "blitz", "rapid", "rapid", "rapid", "classical"] as const);
    const tournament = r.random() < 0.3;
    const rated = tournament || r.random() < 0.55;
    const whiteRating = members[white] + r.int(-40, 40);
    const blackRating = members[black] + r.int(-40, 40);
    const edge = (whiteRating - blackRating) / 400 + 0.05;
    const draw = r.random() < (control === "classical" ? 0.28 : 0.12);
    const result = draw ? "draw" : r.random() < 1 / (1 + 10 ** -edge) ? "white" : "black";
    const endedBy = draw
      ? r.pick(["agreement", "agreement", "repetition", "stalemate"] as const)
      : r.pick(
          control === "blitz"
            ? (["checkmate", "resignation", "timeout", "timeout"] as const)
            : (["checkmate", "resignation", "resignation", "timeout"] as const),
        );
    const [low, high] = controls[control];
    const minutes = r.int(low, high);
    const moves = Math.max(12, Math.round(minutes * (control === "blitz" ? 4.5 : control === "rapid" ? 1.6 : 0.45) + r.int(-6, 10)));
    const start = r.int(0, LAST_DAY) * 1440 + r.pick([18, 18, 19, 19, 20, 14]) * 60 + r.int(0, 59);
    rows.push([
      0,
      stamp(base, start),
      stamp(base, start + minutes),
      control,
      white,
      black,
      whiteRating,
      blackRating,
      r.pick(openings),
      moves,
      result,
      endedBy,
      rated,
      tournament,
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => {
    row[0] = index + 1;
  });
  write(
    "chess_club_games",
    [
      "game_id",
      "started_at",
      "ended_at",
      "time_control",
      "white_player",
      "black_player",
      "white_rating",
      "black_rating",
      "opening",
      "moves",
      "result",
      "ended_by",
      "is_rated",
      "is_tournament",
    ],
    rows,
  );
}
