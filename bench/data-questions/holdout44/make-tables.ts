/**
 * Generates the forty-fourth held-out suite's tables deterministically (one seeded PRNG per table, seeds 441–444):
 *
 *   cd bench && node --import tsx data-questions/holdout44/make-tables.ts
 *
 * Four small synthetic tables, all dated 2025-01-01 to 2026-11-29 (the suite's "today" is 2026-11-30):
 * a Toronto print shop's jobs (terse snake_case with codes), a Bavarian joinery's orders (German names and
 * values, `ja`/`nein` flags), an Edinburgh commercial laundry's batches (camelCase with units, true/false)
 * and a Portland arthouse cinema's showings (UPPER_SNAKE, `YES`/`NO` flags). Changing this file changes
 * the expected answers: rerun it, then run the holdout test.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Cell, csvWriter, day, prng, stamp } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));
const LAST_DAY = "2026-11-29";
/** Days from 2025-01-01 to 2026-11-29. */
const SPAN = 697;
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
const month = (iso: string) => Number(iso.slice(5, 7));
const addDays = (iso: string, days: number) => day(Number(iso.slice(0, 4)), month(iso), Number(iso.slice(8, 10)), days);

// A Toronto print shop's jobs (terse snake_case, code values, Canadian dollars).
{
  const r = prng(441);
  const turnaround = { BC: 3, FLY: 2, PST: 1, BKLT: 5, BAN: 4, THS: 2 } as const;
  type JobType = keyof typeof turnaround;
  const rows: Cell[][] = [];
  for (let i = 0; i < 300; i++) {
    let ordered = day(2025, 1, 1, r.int(0, SPAN - 5));
    while (weekday(ordered) === 0) ordered = day(2025, 1, 1, r.int(0, SPAN - 5));
    const branch = r.pick(["DT", "DT", "MW", "SC", "NY"]);
    // Theses cluster around the April, August and December submission deadlines.
    let type: JobType = r.pick(["BC", "FLY", "FLY", "PST", "BKLT", "BAN", "THS"] as const);
    if ([4, 8, 12].includes(month(ordered)) && r.random() < 0.3) type = "THS";
    const customer = type === "THS" ? "EDU" : type === "BAN" ? (r.random() < 0.7 ? "BIZ" : "RTL") : r.pick(["RTL", "RTL", "BIZ", "BIZ", "BIZ", "EDU"]);
    const colour =
      type === "BC" || type === "PST" || type === "BAN"
        ? "4C"
        : type === "THS"
          ? r.random() < 0.8
            ? "BW"
            : "4C"
          : type === "FLY"
            ? r.random() < 0.75
              ? "4C"
              : "BW"
            : r.random() < 0.6
              ? "4C"
              : "BW";
    const paper =
      type === "BAN"
        ? "VNL"
        : type === "THS"
          ? "UC"
          : type === "BC"
            ? r.random() < 0.6
              ? "MT"
              : "GL"
            : type === "PST"
              ? r.random() < 0.7
                ? "GL"
                : "MT"
              : r.pick(["GL", "MT", "UC"]);
    const qty =
      type === "BC"
        ? r.pick([250, 500, 1000])
        : type === "FLY"
          ? r.pick([100, 250, 500, 1000, 2500, 5000])
          : type === "PST"
            ? r.int(1, 20)
            : type === "BKLT"
              ? r.int(1, 20) * 10
              : type === "BAN"
                ? r.int(1, 4)
                : r.int(1, 6);
    const pages = type === "BKLT" ? r.int(2, 12) * 4 : type === "THS" ? r.int(60, 240) : 1;
    const rush = r.random() < (type === "THS" ? 0.25 : 0.15);
    let subtotal: number;
    if (type === "BC") subtotal = { 250: 45, 500: 65, 1000: 95 }[qty as 250 | 500 | 1000];
    else if (type === "FLY") subtotal = qty * (colour === "4C" ? 0.18 : 0.06);
    else if (type === "PST") subtotal = qty * (paper === "GL" ? 24 : 22);
    else if (type === "BKLT") subtotal = qty * (pages * (colour === "4C" ? 0.12 : 0.04) + 2.5);
    else if (type === "BAN") subtotal = qty * 85;
    else subtotal = qty * (pages * (colour === "4C" ? 0.35 : 0.08) + 18);
    const discount = customer === "BIZ" ? 10 : customer === "EDU" ? (type === "THS" ? 15 : 5) : 0;
    const delivered = customer === "BIZ" && r.random() < (type === "BAN" ? 0.7 : 0.4);
    const amount = r.round(subtotal * (rush ? 1.5 : 1) * (1 - discount / 100) + (delivered ? 15 : 0));
    const due = addDays(ordered, rush ? (type === "BKLT" || type === "BAN" ? 2 : 1) : turnaround[type]);
    const cancelled = r.random() < 0.04;
    const late = r.random() < (rush ? 0.05 : branch === "DT" ? 0.2 : 0.1) ? r.int(1, 3) : 0;
    const completed = addDays(due, late - (r.random() < 0.2 && !rush ? 1 : 0));
    // Open: on hold, waiting for the customer to approve a proof.
    const onHold = !cancelled && r.random() < 0.04;
    const status = cancelled ? "CXL" : onHold || completed > LAST_DAY ? "OPEN" : "DONE";
    const reprint = status === "DONE" && r.random() < (rush ? 0.15 : 0.06);
    const surveyed = status === "DONE" && r.random() < 0.4;
    const score = Math.max(1, Math.min(5, r.int(3, 5) + (r.random() < 0.25 ? 1 : 0) - (reprint ? 2 : 0) - (late > 0 ? 1 : 0)));
    rows.push([
      "",
      ordered,
      due,
      status === "DONE" ? completed : "",
      branch,
      type,
      customer,
      colour,
      paper,
      qty,
      pages,
      rush ? "Y" : "N",
      delivered ? "DLV" : "PU",
      discount,
      amount,
      status,
      type === "PST" || type === "BAN" ? "SL" : r.pick(["JT", "MK", "AR"]),
      reprint ? "Y" : "N",
      surveyed ? score : "",
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => (row[0] = `PJ-${10001 + index}`));
  write(
    "prt_jobs",
    [
      "job_no",
      "ord_dt",
      "due_dt",
      "cmp_dt",
      "br",
      "job_typ",
      "cust_typ",
      "clr",
      "ppr",
      "qty",
      "pgs",
      "rush",
      "dlv",
      "disc_pct",
      "amt_cad",
      "stat",
      "opr",
      "rpr_flg",
      "csat",
    ],
    rows,
  );
}

// A Bavarian joinery's orders (German column names without umlauts, values with them, ja/nein, euros).
{
  const r = prng(442);
  const products = {
    Küche: { hours: [60, 140], material: 3500, lead: [35, 70] },
    Einbauschrank: { hours: [25, 70], material: 1400, lead: [20, 45] },
    Tisch: { hours: [18, 45], material: 600, lead: [14, 35] },
    Treppe: { hours: [70, 160], material: 4200, lead: [40, 80] },
    Fenster: { hours: [10, 16], material: 450, lead: [25, 50] },
    Haustür: { hours: [30, 50], material: 1600, lead: [30, 55] },
    Reparatur: { hours: [2, 12], material: 0, lead: [2, 14] },
  } as const;
  type Product = keyof typeof products;
  const woodFactor = { Nussbaum: 2, Eiche: 1.5, Lärche: 1.2, Buche: 1.1, Kiefer: 0.8 } as const;
  const distance = { München: [3, 18], Freising: [32, 40], Dachau: [18, 24], Erding: [34, 42], Starnberg: [26, 32] } as const;
  const rows: Cell[][] = [];
  for (let i = 0; i < 260; i++) {
    let ordered = day(2025, 1, 1, r.int(1, SPAN - 2));
    while (weekday(ordered) === 0 || weekday(ordered) === 6) ordered = day(2025, 1, 1, r.int(1, SPAN - 2));
    const product: Product = r.pick(["Küche", "Einbauschrank", "Tisch", "Treppe", "Fenster", "Haustür", "Reparatur", "Reparatur"] as const);
    const spec = products[product];
    const wood: keyof typeof woodFactor =
      product === "Fenster" || product === "Haustür"
        ? r.pick(["Lärche", "Lärche", "Eiche"] as const)
        : product === "Treppe"
          ? r.pick(["Eiche", "Buche"] as const)
          : product === "Tisch"
            ? r.pick(["Nussbaum", "Nussbaum", "Eiche", "Eiche", "Buche"] as const)
            : product === "Reparatur"
              ? r.pick(["Eiche", "Buche", "Kiefer", "Nussbaum", "Lärche"] as const)
              : r.pick(["Eiche", "Buche", "Kiefer"] as const);
    const finish =
      product === "Fenster" || product === "Haustür"
        ? "lackiert"
        : product === "Tisch"
          ? r.random() < 0.75
            ? "geölt"
            : "lackiert"
          : product === "Reparatur"
            ? r.pick(["unbehandelt", "unbehandelt", "geölt", "lackiert", "gebeizt"])
            : r.pick(["geölt", "lackiert", "lackiert", "gebeizt"]);
    const carpenter = product === "Treppe" ? r.pick(["Hubert", "Katrin"]) : r.pick(["Hubert", "Sabine", "Jürgen", "Katrin", "Florian"]);
    const place = r.pick(["München", "München", "München", "Freising", "Dachau", "Erding", "Starnberg"] as const);
    const pieces = product === "Fenster" ? r.int(1, 8) : product === "Tisch" && r.random() < 0.2 ? 2 : 1;
    const hours = (Math.round(r.int(spec.hours[0] * 2, spec.hours[1] * 2)) / 2) * (product === "Fenster" ? pieces : 1);
    const material = r.round(
      (product === "Reparatur" ? r.int(40, 250) : spec.material * woodFactor[wood] * (0.85 + r.random() * 0.3)) *
        (product === "Fenster" ? pieces : product === "Tisch" ? pieces : 1),
    );
    const installed = product === "Tisch" ? false : product === "Reparatur" ? r.random() < 0.4 : true;
    const km = installed ? r.int(distance[place][0], distance[place][1]) : 0;
    const rush = product !== "Treppe" && product !== "Küche" && r.random() < 0.12;
    const regular = r.random() < 0.3;
    const total = r.round((hours * 68 + material) * (rush ? 1.2 : 1) * (regular ? 0.95 : 1) + 2 * km * 0.9);
    let lead = r.int(spec.lead[0], spec.lead[1]);
    if (rush) lead = Math.ceil(lead / 2);
    if (month(ordered) === 12 || month(ordered) === 1) lead += 7;
    const finished = addDays(ordered, lead);
    const cancelled = r.random() < 0.04;
    const status = cancelled ? "storniert" : finished > LAST_DAY ? "in Arbeit" : "fertig";
    const complaint = status === "fertig" && r.random() < (product === "Fenster" ? 0.15 : 0.06);
    const rated = status === "fertig" && r.random() < 0.5;
    const rating = Math.max(1, Math.min(5, r.int(4, 5) - (r.random() < 0.2 ? 1 : 0) - (complaint ? 2 : 0)));
    rows.push([
      "",
      ordered,
      status === "fertig" ? finished : "",
      product,
      pieces,
      wood,
      finish,
      carpenter,
      place,
      hours,
      material,
      installed ? "ja" : "nein",
      km,
      rush ? "ja" : "nein",
      regular ? "ja" : "nein",
      total,
      status,
      complaint ? "ja" : "nein",
      rated ? rating : "",
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => (row[0] = `TA-${5001 + index}`));
  write(
    "tischlerei_auftraege",
    [
      "auftrag",
      "auftragsdatum",
      "fertig_am",
      "produkt",
      "stueck",
      "holzart",
      "oberflaeche",
      "tischler",
      "ort",
      "arbeitsstunden",
      "materialkosten_eur",
      "montage",
      "anfahrt_km",
      "eilauftrag",
      "stammkunde",
      "gesamtpreis_eur",
      "status",
      "reklamation",
      "bewertung",
    ],
    rows,
  );
}

// An Edinburgh commercial laundry's wash batches (camelCase with units, true/false flags, pounds).
{
  const r = prng(443);
  const rate = { "Bed Linen": 1.15, Towels: 0.95, "Table Linen": 1.45, "Chef Whites": 1.8, Bathrobes: 1.25 } as const;
  type Item = keyof typeof rate;
  const mix: Record<string, readonly Item[]> = {
    "Castlegate Hotel": ["Bed Linen", "Bed Linen", "Towels", "Towels", "Table Linen", "Chef Whites", "Bathrobes"],
    "Leith Harbour Inn": ["Bed Linen", "Towels", "Table Linen", "Table Linen", "Chef Whites"],
    "Meadows Guest House": ["Bed Linen", "Towels"],
    "Calton Spa": ["Towels", "Towels", "Bathrobes", "Bathrobes", "Bed Linen"],
    "Braid Hills Care Home": ["Bed Linen", "Bed Linen", "Towels"],
  };
  const clients = ["Castlegate Hotel", "Castlegate Hotel", "Leith Harbour Inn", "Meadows Guest House", "Calton Spa", "Braid Hills Care Home"];
  const rows: Cell[][] = [];
  for (let i = 0; i < 330; i++) {
    let date = day(2025, 1, 1, r.int(1, SPAN - 1));
    while (weekday(date) === 0) date = day(2025, 1, 1, r.int(1, SPAN - 1));
    const loaded = Date.UTC(Number(date.slice(0, 4)), month(date) - 1, Number(date.slice(8, 10)), 6) + r.int(0, 23) * 30 * 60_000 + r.int(0, 29) * 60_000;
    const client = r.pick(clients);
    const item = r.pick(mix[client]!);
    const big = client === "Castlegate Hotel" && (item === "Bed Linen" || item === "Towels") && r.random() < 0.6;
    const weight = big ? r.int(90, 240) : r.random() < 0.2 ? r.int(12, 25) : r.int(26, 60);
    const machine = weight > 90 ? "TW" : weight <= 25 ? "W3" : r.pick(["W1", "W2"]);
    const operator = machine === "TW" ? r.pick(["Ewan", "Isla"]) : r.pick(["Fiona", "Callum", "Isla", "Ross", "Ewan"]);
    const temperature =
      client === "Braid Hills Care Home"
        ? r.pick([75, 90])
        : item === "Chef Whites"
          ? 90
          : item === "Table Linen"
            ? 75
            : item === "Bathrobes" || item === "Towels"
              ? 60
              : r.pick([60, 75]);
    const cycle = (machine === "TW" ? r.int(25, 35) : machine === "W3" ? r.int(35, 50) : r.int(45, 65)) + (temperature === 90 ? 10 : 0);
    const dry = item === "Towels" || item === "Bathrobes" ? r.int(40, 60) : r.int(10, 20);
    const water = Math.round(weight * (machine === "TW" ? 4 : 9) * (0.9 + r.random() * 0.2));
    const express = r.random() < 0.12;
    const stain = r.random() < (item === "Table Linen" ? 0.4 : item === "Chef Whites" ? 0.5 : 0.08);
    const aborted = r.random() < 0.03;
    const rewash = !aborted && r.random() < (stain ? 0.12 : 0.05);
    const charge = aborted
      ? 0
      : r.round((weight * rate[item] * (express ? 1.5 : 1) + (stain ? 0.4 * weight : 0)) * (client === "Braid Hills Care Home" ? 0.9 : 1));
    const inspected = !aborted && r.random() < 0.4;
    const quality = Math.max(1, Math.min(10, r.int(7, 10) - (rewash ? 4 : 0) - (r.random() < 0.15 ? 1 : 0)));
    rows.push([
      "",
      stamp(loaded, 0),
      aborted ? "" : stamp(loaded, cycle + dry + r.int(5, 20)),
      client,
      item,
      machine,
      operator,
      weight,
      temperature,
      cycle,
      dry,
      water,
      express,
      stain,
      aborted,
      rewash,
      charge,
      inspected ? quality : "",
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => (row[0] = `LB-${30001 + index}`));
  write(
    "laundryBatches",
    [
      "batchId",
      "loadedAt",
      "finishedAt",
      "client",
      "itemType",
      "machine",
      "operator",
      "weightKg",
      "washTempC",
      "cycleMin",
      "dryMin",
      "waterLitres",
      "isExpress",
      "stainTreatment",
      "isAborted",
      "rewashNeeded",
      "chargeGbp",
      "qualityScore",
    ],
    rows,
  );
}

// A Portland arthouse cinema's showings (UPPER_SNAKE, YES/NO flags, US dollars).
{
  const r = prng(444);
  const films = [
    { title: "The Quiet Harbor", genre: "DRAMA", lang: "EN", runtime: 118 },
    { title: "Salt and Cedar", genre: "DRAMA", lang: "EN", runtime: 104 },
    { title: "Les Nuits Claires", genre: "DRAMA", lang: "FR", runtime: 126 },
    { title: "Second Helpings", genre: "COMEDY", lang: "EN", runtime: 97 },
    { title: "La Tía Loca", genre: "COMEDY", lang: "ES", runtime: 92 },
    { title: "Basement Hours", genre: "HORROR", lang: "EN", runtime: 99 },
    { title: "Kagami", genre: "HORROR", lang: "JA", runtime: 108 },
    { title: "Pip and the Paper Moon", genre: "ANIMATION", lang: "EN", runtime: 86 },
    { title: "River Spirits", genre: "ANIMATION", lang: "JA", runtime: 101 },
    { title: "Cascadia Rising", genre: "DOCUMENTARY", lang: "EN", runtime: 94 },
    { title: "Seoul Night Market", genre: "DOCUMENTARY", lang: "KO", runtime: 88 },
    { title: "Casablanca", genre: "CLASSIC", lang: "EN", runtime: 102 },
    { title: "Lawrence of Arabia", genre: "CLASSIC", lang: "EN", runtime: 222 },
    { title: "Vertigo", genre: "CLASSIC", lang: "EN", runtime: 128 },
  ] as const;
  const capacity = [180, 120, 80, 45] as const;
  const slots = [
    [11, 0],
    [13, 30],
    [16, 0],
    [18, 45],
    [21, 15],
  ] as const;
  const rows: Cell[][] = [];
  const taken = new Set<string>();
  while (rows.length < 340) {
    const date = day(2025, 1, 1, r.int(0, SPAN));
    const dow = weekday(date);
    const m = month(date);
    // Matinees before 17:00 mostly at weekends.
    const slot = dow === 0 || dow === 6 ? r.pick(slots) : r.pick([slots[2], slots[3], slots[3], slots[4], slots[4]]);
    const start = Date.UTC(Number(date.slice(0, 4)), m - 1, Number(date.slice(8, 10)), slot[0], slot[1]);
    let genre = r.pick(["DRAMA", "DRAMA", "COMEDY", "HORROR", "ANIMATION", "DOCUMENTARY", "CLASSIC"]);
    if (m === 10 && r.random() < 0.4) genre = "HORROR";
    if ([6, 7, 8, 12].includes(m) && slot[0] < 17 && r.random() < 0.4) genre = "ANIMATION";
    const film = r.pick(films.filter((f) => f.genre === genre));
    const screen = film.title === "Lawrence of Arabia" ? 1 : r.pick([1, 2, 2, 3, 3, 4]);
    // One showing a screen and slot.
    if (taken.has(`${date} ${slot[0]} ${screen}`)) continue;
    taken.add(`${date} ${slot[0]} ${screen}`);
    const seats = capacity[screen - 1]!;
    const format = film.title === "Lawrence of Arabia" ? "70MM" : film.genre === "CLASSIC" ? "35MM" : "DIGITAL";
    const matinee = slot[0] < 17;
    const special = r.random() < 0.06;
    const price = (dow === 2 ? 8 : matinee ? 10.5 : 15) + (format === "DIGITAL" ? 0 : 2) + (special ? 5 : 0);
    let demand = 0.15 + r.random() * 0.45;
    if ((dow === 5 || dow === 6) && !matinee) demand += 0.25;
    if (dow === 2) demand += 0.15;
    if (m === 12 || m === 1) demand += 0.1;
    if (genre === "HORROR" && m === 10) demand += 0.2;
    if (special) demand += 0.35;
    if (slot[0] === 21 && dow !== 5 && dow !== 6) demand -= 0.1;
    const comps = r.int(0, 6);
    const sold = Math.max(0, Math.min(seats - comps, Math.round(seats * demand)));
    const soldOut = sold + comps === seats;
    const concessions = r.round(sold * (genre === "ANIMATION" ? 6 + r.random() * 2.5 : 3 + r.random() * 3.5));
    const projectionist = format === "DIGITAL" ? r.pick(["Dana", "Marco", "Priya", "Leon"]) : r.pick(["Marco", "Leon"]);
    const polled = sold >= 10 && r.random() < 0.45;
    const score = Math.max(1, Math.min(5, r.round(3.2 + r.random() * 1.5 + (special ? 0.3 : 0) + (genre === "CLASSIC" ? 0.3 : 0) - (soldOut ? 0.2 : 0), 1)));
    rows.push([
      "",
      stamp(start, 0),
      screen,
      seats,
      film.title,
      film.genre,
      film.lang,
      film.runtime,
      format,
      special ? "YES" : "NO",
      price,
      sold,
      comps,
      soldOut ? "YES" : "NO",
      r.round(sold * price),
      concessions,
      projectionist,
      polled ? score : "",
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])) || Number(a[2]) - Number(b[2]));
  rows.forEach((row, index) => (row[0] = `SH-${70001 + index}`));
  write(
    "CINEMA_SHOWINGS",
    [
      "SHOW_ID",
      "SHOW_START",
      "SCREEN",
      "CAPACITY",
      "FILM_TITLE",
      "GENRE",
      "ORIG_LANG",
      "RUNTIME_MIN",
      "FORMAT",
      "SPECIAL_EVENT",
      "TICKET_PRICE_USD",
      "TICKETS_SOLD",
      "COMP_TICKETS",
      "SOLD_OUT",
      "BOX_OFFICE_USD",
      "CONCESSIONS_USD",
      "PROJECTIONIST",
      "AUDIENCE_SCORE",
    ],
    rows,
  );
}
