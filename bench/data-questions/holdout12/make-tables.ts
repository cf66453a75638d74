/**
 * The twelfth held-out suite's tables (issue #19), generated deterministically (one seeded PRNG per table):
 *
 *   cd bench && node --import tsx data-questions/holdout12/make-tables.ts
 *
 * Four domains no earlier suite used, in four naming styles: a driving school's lessons in the ALL_CAPS style
 * of classic relational sample schemas (and wide: 16 columns, two dates, two amounts, two codes); a bookshop's
 * sales with abbreviations and units (sale_dt, qty, unit_prc_eur, disc_pct, wt_g); a tattoo studio's sessions
 * with booleans and a timestamp; a Romanian food festival's stall sales with Romanian column names and values.
 * Changing this file changes the expected answers: rerun it, then
 * `cd bench && pnpm vitest run data-questions/holdout.test.ts`.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Cell, csvWriter, day, prng, stamp } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));

// A driving school's lessons (ALL_CAPS, wide): six instructors at two branches, 60 students, 2025 to October 2026.
{
  const r = prng(1201);
  const instructors = [
    { id: "I01", name: "Gareth Pryce", branch: "NORTH", car: "DS21 KLM", gearbox: "MANUAL" },
    { id: "I02", name: "Sunita Rao", branch: "NORTH", car: "DS22 HXP", gearbox: "AUTOMATIC" },
    { id: "I03", name: "Colm Byrne", branch: "NORTH", car: "DS19 TRV", gearbox: "MANUAL" },
    { id: "I04", name: "Marta Nowicki", branch: "SOUTH", car: "DS23 BNE", gearbox: "AUTOMATIC" },
    { id: "I05", name: "Dennis Achebe", branch: "SOUTH", car: "DS20 WQA", gearbox: "MANUAL" },
    { id: "I06", name: "Lucy Fenwick", branch: "SOUTH", car: "DS24 ZZE", gearbox: "MANUAL" },
  ] as const;
  const types = [
    { type: "STANDARD", minutes: [60, 90, 120], rate: 38 },
    { type: "STANDARD", minutes: [60, 90, 120], rate: 38 },
    { type: "STANDARD", minutes: [60, 90], rate: 38 },
    { type: "MOTORWAY", minutes: [120], rate: 44 },
    { type: "NIGHT", minutes: [90, 120], rate: 42 },
    { type: "MOCK_TEST", minutes: [60], rate: 45 },
    { type: "TEST_DAY", minutes: [120], rate: 50 },
  ] as const;
  const first = ["Aisha", "Ben", "Chloe", "Dylan", "Ella", "Finn", "Grace", "Harry", "Isla", "Jack", "Kai", "Lily", "Mason", "Nia", "Owen"];
  const last = ["Hughes", "Patel", "Murphy", "Evans", "Okafor", "Walsh"];
  const students = Array.from({ length: 60 }, (_, index) => ({
    id: 5001 + index,
    name: `${first[index % 15]} ${last[Math.floor(index / 10)]}`,
    instructor: instructors[(index * 7) % 6]!,
  }));
  const rows: Cell[][] = [];
  for (let i = 0; i < 420; i++) {
    const student = r.pick(students);
    const instructor = r.random() < 0.85 ? student.instructor : r.pick(instructors);
    const kind = r.pick(types);
    const minutes = r.pick(kind.minutes);
    const date = day(2025, 1, 6, r.int(0, 660));
    const fee = Math.round((kind.rate * minutes) / 60);
    const paid = r.random() < 0.12 ? 0 : r.random() < 0.1 ? Math.round(fee / 2) : fee;
    rows.push([
      0,
      student.id,
      student.name,
      instructor.id,
      instructor.name,
      instructor.branch,
      instructor.car,
      instructor.gearbox,
      kind.type,
      day(Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10)), -r.int(2, 30)),
      date,
      kind.type === "NIGHT" ? r.pick(["19:00", "20:00"]) : r.pick(["08:00", "09:30", "11:00", "13:00", "14:30", "16:00"]),
      minutes,
      Math.round((minutes / 60) * (kind.type === "MOTORWAY" ? 70 : 25) * (0.7 + r.random() * 0.6)),
      fee,
      paid,
    ]);
  }
  rows.sort((a, b) => String(a[10]).localeCompare(String(b[10])) || String(a[11]).localeCompare(String(b[11])) || Number(a[1]) - Number(b[1]));
  rows.forEach((row, index) => (row[0] = 90001 + index));
  write(
    "DRIVING_LESSONS",
    [
      "LESSON_ID",
      "STUDENT_ID",
      "STUDENT_NAME",
      "INSTRUCTOR_ID",
      "INSTRUCTOR_NAME",
      "BRANCH_CODE",
      "CAR_REG",
      "GEARBOX",
      "LESSON_TYPE",
      "BOOKED_DATE",
      "LESSON_DATE",
      "START_TIME",
      "DURATION_MINS",
      "DISTANCE_KM",
      "LESSON_FEE",
      "AMOUNT_PAID",
    ],
    rows,
  );
}

// A bookshop's sales (abbreviations and units): three shops, six genres, three formats, 2025 and 2026.
{
  const r = prng(1202);
  const shops = ["Harbour St", "Old Town", "Station"] as const;
  const genres = ["fiction", "crime", "sci-fi", "children", "cookery", "history"] as const;
  const basePrice = { fiction: 14, crime: 11, "sci-fi": 13, children: 8, cookery: 25, history: 22 } as const;
  const formats = [
    { fmt: "pb", factor: 1, weight: 320 },
    { fmt: "pb", factor: 1, weight: 320 },
    { fmt: "hb", factor: 1.8, weight: 680 },
    { fmt: "audio", factor: 1.4, weight: 90 },
  ] as const;
  const rows: Cell[][] = [];
  for (let i = 0; i < 380; i++) {
    const genre = r.pick(genres);
    const format = r.pick(formats);
    const qty = r.random() < 0.7 ? 1 : r.int(2, 5);
    const price = r.round(basePrice[genre] * format.factor + r.int(-2, 3) - 0.01);
    const discount = r.random() < 0.7 ? 0 : r.pick([5, 10, 15, 20]);
    rows.push([
      0,
      day(2025, 1, 2, r.int(0, 670)),
      r.pick(shops),
      genre,
      format.fmt,
      qty,
      price,
      discount,
      r.round(qty * price * (1 - discount / 100)),
      qty * Math.round(format.weight * (0.8 + r.random() * 0.4)),
      r.pick(["card", "card", "card", "cash", "voucher"]),
      r.random() < 0.3 ? "Y" : "N",
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => (row[0] = `S${String(index + 1).padStart(4, "0")}`));
  write(
    "bookshop_sales",
    ["sale_id", "sale_dt", "shop", "genre", "fmt", "qty", "unit_prc_eur", "disc_pct", "net_amt_eur", "wt_g", "pay_mthd", "loyalty_yn"],
    rows,
  );
}

// A tattoo studio's sessions (booleans and a timestamp): four artists, sessions from March 2025 to November 2026.
{
  const r = prng(1203);
  const artists = [
    { name: "Vex", rate: 120, styles: ["blackwork", "geometric", "fine line"] },
    { name: "Juno", rate: 140, styles: ["realism", "portrait", "blackwork"] },
    { name: "Rook", rate: 100, styles: ["traditional", "neo-traditional", "lettering"] },
    { name: "Mika", rate: 110, styles: ["fine line", "watercolour", "lettering"] },
  ] as const;
  const placements = ["forearm", "upper arm", "back", "calf", "wrist", "ribs", "ankle", "shoulder"] as const;
  const base = Date.UTC(2025, 2, 3, 0, 0);
  const rows: Cell[][] = [];
  for (let i = 0; i < 280; i++) {
    const artist = r.pick(artists);
    const style = r.pick(artist.styles);
    const placement = r.pick(placements);
    const large = placement === "back" || placement === "ribs" || style === "realism" || style === "portrait";
    const minutes = large ? r.int(12, 40) * 10 : r.int(4, 18) * 10;
    const touchUp = r.random() < 0.12;
    const dayIndex = r.int(0, 630);
    const start = dayIndex * 1440 + r.pick([10, 11, 12, 13, 14, 15, 16, 17]) * 60 + r.pick([0, 30]);
    rows.push([
      0,
      stamp(base, start),
      artist.name,
      style,
      placement,
      touchUp ? r.int(3, 6) * 10 : minutes,
      touchUp ? 0 : Math.round(((artist.rate * minutes) / 60) * (0.9 + r.random() * 0.2)),
      !touchUp && r.random() < 0.8,
      r.random() < 0.35,
      style === "blackwork" || style === "fine line" || style === "lettering" ? false : r.random() < 0.75,
      touchUp,
      r.random() < 0.55 ? r.round(r.random() * 40) : 0,
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])) || String(a[2]).localeCompare(String(b[2])));
  rows.forEach((row, index) => (row[0] = 3001 + index));
  write(
    "tattoo_sessions",
    [
      "session_id",
      "started_at",
      "artist",
      "style",
      "placement",
      "duration_minutes",
      "price",
      "deposit_paid",
      "first_tattoo",
      "in_colour",
      "is_touch_up",
      "tip",
    ],
    rows,
  );
}

// A Romanian food festival's stall sales (Romanian names and values): four editions in four cities, 2025 and 2026.
{
  const r = prng(1204);
  const editions = [
    { oras: "Cluj-Napoca", start: day(2025, 6, 13) },
    { oras: "Brașov", start: day(2025, 8, 22) },
    { oras: "Sibiu", start: day(2026, 5, 29) },
    { oras: "Timișoara", start: day(2026, 9, 11) },
  ] as const;
  const stalls = [
    { taraba: "La Bunica", categorie: "Dulciuri", produse: { Papanași: 22, Clătite: 15, Gogoși: 10 } },
    { taraba: "Grătarul lui Nelu", categorie: "Grătar", produse: { Mici: 6, Ceafă: 28, Cârnați: 24 } },
    { taraba: "Ciorbe și Tocănițe", categorie: "Mâncare gătită", produse: { "Ciorbă de burtă": 25, Sarmale: 30, Tochitură: 35 } },
    { taraba: "Verde Crud", categorie: "Vegetarian", produse: { "Zacuscă pe pâine": 12, "Salată de vinete": 14, Fasole: 18 } },
    { taraba: "Butoiul Vesel", categorie: "Băuturi", produse: { Bere: 14, Vin: 18, Limonadă: 12 } },
    { taraba: "Cuptorul Secuiesc", categorie: "Dulciuri", produse: { Kürtős: 20, Covrigi: 5, Plăcintă: 12 } },
  ] as const;
  const rows: Cell[][] = [];
  for (let i = 0; i < 340; i++) {
    const edition = r.pick(editions);
    const stall = r.pick(stalls);
    const product = r.pick(Object.keys(stall.produse)) as keyof typeof stall.produse;
    const price = stall.produse[product] as number;
    const cantitate = product === "Mici" ? r.int(3, 10) * 2 : r.int(1, 6);
    rows.push([
      0,
      edition.oras,
      day(Number(edition.start.slice(0, 4)), Number(edition.start.slice(5, 7)), Number(edition.start.slice(8, 10)), r.int(0, 2)),
      stall.taraba,
      stall.categorie,
      product,
      cantitate,
      price,
      cantitate * price,
      r.random() < 0.6 ? "card" : "numerar",
      r.pick(["Andrei", "Ioana", "Mihai", "Elena", "Radu"]),
    ]);
  }
  rows.sort((a, b) => String(a[2]).localeCompare(String(b[2])) || String(a[3]).localeCompare(String(b[3])));
  rows.forEach((row, index) => (row[0] = index + 1));
  write(
    "vanzari_festival",
    ["nr_bon", "oras", "data", "taraba", "categorie", "produs", "cantitate", "pret_unitar_lei", "total_lei", "metoda_plata", "casier"],
    rows,
  );
}
