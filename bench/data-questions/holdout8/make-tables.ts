/**
 * Generates the eighth held-out suite's tables deterministically (one seeded PRNG per table):
 *
 *   cd bench && node --import tsx data-questions/holdout8/make-tables.ts
 *
 * Four domains no earlier suite used, four naming styles: a vet clinic's visits (CamelCase of classic
 * relational sample schemas, and wide: 16 columns with two dates, three amounts and two codes), a print
 * shop's orders (abbreviations and units), a city's noise complaints (a timestamp and booleans) and a
 * Swedish ski school's lessons (Swedish column names and values). Changing this file changes the
 * expected answers: rerun it, then `cd bench && pnpm vitest run data-questions/holdout.test.ts`.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Cell, csvWriter, day, prng, stamp } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));

// Vet clinic visits (CamelCase, wide): two years of visits, five vets, four towns.
{
  const r = prng(801);
  const species = {
    Dog: ["Labrador", "Beagle", "Border Collie", "Dachshund", "Mixed"],
    Cat: ["Siamese", "Maine Coon", "British Shorthair", "Mixed"],
    Rabbit: ["Dwarf Lop", "Rex"],
    Bird: ["Budgerigar", "Cockatiel"],
    Ferret: ["Standard"],
  } as const;
  const speciesWeights = ["Dog", "Dog", "Dog", "Dog", "Cat", "Cat", "Cat", "Rabbit", "Bird", "Ferret"] as const;
  const petNames = ["Bella", "Max", "Luna", "Charlie", "Milo", "Daisy", "Rocky", "Coco", "Oscar", "Nala", "Teddy", "Pepper", "Loki", "Willow", "Ziggy"];
  const owners = [
    "Hannah Price",
    "Tom Fletcher",
    "Aisha Khan",
    "Mark Doyle",
    "Rita Patel",
    "Owen Hughes",
    "Chloe Martin",
    "Ben Carter",
    "Ivy Nguyen",
    "Sean Murphy",
    "Lena Fischer",
    "Paul Evans",
    "Nora Quinn",
    "Jack Wilson",
    "Maya Singh",
    "Leo Grant",
  ];
  const towns = ["Ashford", "Brambley", "Carrow", "Dunmore"];
  const vets = ["Dr. Ahmed", "Dr. Berg", "Dr. Costa", "Dr. Novak", "Dr. Okafor"];
  const diagnoses = {
    "DX-101": [40, 0, 30],
    "DX-205": [55, 20, 90],
    "DX-310": [60, 40, 160],
    "DX-412": [75, 60, 260],
    "DX-518": [45, 0, 40],
    "DX-620": [90, 80, 420],
  } as const;
  const procedures = ["PR-01", "PR-02", "PR-03", "PR-07", "PR-11"];
  const rows: Cell[][] = [];
  for (let i = 0; i < 420; i++) {
    const kind = r.pick(speciesWeights);
    const code = r.pick(Object.keys(diagnoses) as (keyof typeof diagnoses)[]);
    const [consultBase, medicationLow, medicationHigh] = diagnoses[code];
    const offset = r.int(0, 730);
    const consult = r.round(consultBase * (kind === "Dog" ? 1.1 : kind === "Bird" ? 0.8 : 1) + r.int(0, 15));
    const medication = r.round(medicationLow + r.random() * (medicationHigh - medicationLow));
    const total = r.round(consult + medication);
    const paid = r.random() < 0.12 ? 0 : r.random() < 0.1 ? r.round(total / 2) : total;
    rows.push([
      `V${10001 + i}`,
      day(2024, 1, 1, offset),
      day(2024, 1, 1, offset + r.pick([0, 0, 0, 1, 3, 7, 14, 21])),
      r.pick(petNames),
      kind,
      r.pick(species[kind]),
      r.pick(owners),
      r.pick(towns),
      r.pick(vets),
      code,
      r.pick(procedures),
      consult,
      medication,
      total,
      paid,
      r.random() < 0.3 ? "Y" : "N",
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])) || String(a[0]).localeCompare(String(b[0])));
  write(
    "vet_clinic_visits",
    [
      "VisitID",
      "VisitDate",
      "InvoiceDate",
      "PetName",
      "Species",
      "Breed",
      "OwnerName",
      "Town",
      "VetName",
      "DiagnosisCode",
      "ProcedureCode",
      "ConsultFee",
      "MedicationFee",
      "TotalAmount",
      "PaidAmount",
      "FollowUp",
    ],
    rows,
  );
}

// Print shop orders (abbreviations and units): one year of orders, six products, three kinds of customer.
{
  const r = prng(802);
  const products = {
    flyers: [0.04, 250, 3000],
    posters: [2.5, 5, 120],
    "business cards": [0.03, 250, 2000],
    brochures: [0.6, 50, 800],
    banners: [18, 1, 12],
    booklets: [1.8, 20, 400],
  } as const;
  const customers = [
    ["Northgate Cafe", "biz"],
    ["Pine Street School", "edu"],
    ["K. Lindqvist", "priv"],
    ["Riverside Gym", "biz"],
    ["Harbour Dental", "biz"],
    ["St. Anne's Primary", "edu"],
    ["M. Osei", "priv"],
    ["Blue Fern Studio", "biz"],
    ["Oakfield College", "edu"],
    ["J. Romero", "priv"],
    ["Lumen Bikes", "biz"],
    ["T. Haddad", "priv"],
  ] as const;
  const rows: Cell[][] = [];
  for (let i = 0; i < 320; i++) {
    const product = r.pick(Object.keys(products) as (keyof typeof products)[]);
    const [unit, low, high] = products[product];
    const quantity = r.int(low, high);
    const [name, type] = r.pick(customers);
    const colour = r.random() < 0.7 ? "clr" : "bw";
    const gsm = r.pick(product === "business cards" ? [300, 350] : product === "banners" ? [510] : [90, 115, 130, 170, 250]);
    const discount = type === "edu" ? r.pick([10, 15]) : r.pick([0, 0, 0, 5]);
    const gross = quantity * unit * (colour === "clr" ? 1.3 : 1);
    rows.push([
      5001 + i,
      day(2025, 1, 2, r.int(0, 360)),
      name,
      type,
      product,
      quantity,
      gsm,
      colour,
      r.round(gross * (1 - discount / 100) + 4.5),
      discount,
      r.int(5, 25) + Math.round(quantity / (product === "banners" ? 0.2 : 40)),
      r.round((quantity * gsm * (product === "banners" ? 2.5 : 0.06)) / 1000, 2),
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])) || Number(a[0]) - Number(b[0]));
  write(
    "print_shop_orders",
    ["ord_id", "ord_dt", "cust_nm", "cust_typ", "prod", "qty", "paper_gsm", "clr_mode", "amt_eur", "disc_pct", "prod_min", "wt_kg"],
    rows,
  );
}

// Noise complaints (a timestamp and booleans): eight months of a city's complaints, six districts.
{
  const r = prng(803);
  const districts = ["Old Town", "Harbourside", "Northfield", "Eastgate", "Millbrook", "Southbank"];
  const sources = {
    construction: [78, 9],
    "music/party": [72, 8],
    traffic: [70, 6],
    "bar/restaurant": [68, 7],
    "barking dog": [62, 6],
    industrial: [75, 8],
  } as const;
  const rows: Cell[][] = [];
  const base = Date.UTC(2025, 2, 1, 0);
  for (let i = 0; i < 540; i++) {
    const source = r.pick(Object.keys(sources) as (keyof typeof sources)[]);
    const [mean, spread] = sources[source];
    const dayIndex = r.int(0, 244);
    const hour = source === "music/party" || source === "bar/restaurant" ? r.pick([20, 21, 22, 23, 0, 1, 2]) : r.int(7, 19);
    const minutes = dayIndex * 1440 + hour * 60 + r.int(0, 59);
    const visited = r.random() < (source === "construction" || source === "industrial" ? 0.6 : 0.35);
    const decibels = r.round(mean + spread * r.normal(), 1);
    rows.push([
      `NC-${20001 + i}`,
      stamp(base, minutes),
      r.pick(districts),
      source,
      r.pick(["phone", "phone", "app", "app", "app", "web"]),
      decibels,
      visited,
      visited && decibels > 75 && r.random() < 0.6,
      r.int(10, 90) + (visited ? r.int(30, 600) : 0),
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  write(
    "noise_complaints",
    ["complaint_id", "reported_at", "district", "noise_source", "channel", "measured_db", "inspector_visited", "fine_issued", "response_minutes"],
    rows,
  );
}

// Swedish ski school lessons (Swedish names and values): one winter season, five instructors.
{
  const r = prng(804);
  const instructors = ["Astrid Lund", "Erik Berg", "Maja Holm", "Oskar Nyström", "Sara Ek"];
  const levels = ["nybörjare", "nybörjare", "fortsättning", "fortsättning", "avancerad"];
  const slopes = ["Storbacken", "Familjebacken", "Väggen", "Skogsleden"];
  const rows: Cell[][] = [];
  for (let i = 0; i < 360; i++) {
    const type = r.random() < 0.6 ? "grupp" : "privat";
    const length = r.pick(type === "grupp" ? [90, 120, 120] : [45, 60, 60, 90]);
    const pupils = type === "grupp" ? r.int(3, 10) : r.int(1, 2);
    const pricePerPupil = type === "grupp" ? length * 3 : length * 9;
    rows.push([
      3001 + i,
      day(2024, 12, 14, r.int(0, 110)),
      r.pick(instructors),
      r.pick(levels),
      type,
      pupils,
      length,
      pupils * pricePerPupil,
      r.pick(slopes),
      r.pick(["sol", "sol", "mulet", "snöfall", "blåst"]),
      r.random() < 0.09 ? "ja" : "nej",
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])) || Number(a[0]) - Number(b[0]));
  write(
    "skidskola_lektioner",
    ["lektion_id", "datum", "instruktör", "nivå", "lektionstyp", "antal_elever", "längd_min", "pris_kr", "backe", "väder", "avbokad"],
    rows,
  );
}
