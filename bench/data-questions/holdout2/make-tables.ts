/**
 * Generates the four tables of the second holdout suite deterministically (one seeded PRNG per table):
 *
 *   cd bench && node --import tsx data-questions/holdout2/make-tables.ts
 *
 * Domains and naming styles not used by the other suites: library loans (snake_case, units in names),
 * restaurant orders (camelCase, timestamps), hotel bookings (abbreviations, 2-letter country codes) and
 * a SaaS invoice ledger with Spanish column names and values. Changing this file changes the expected
 * answers: rerun it, then `cd bench && pnpm vitest run data-questions/holdout.test.ts`.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { csvWriter, prng, day, stamp, type Cell } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));

// Library loans (snake_case, units in names): nine months of loans at four branches; members borrow many times.
{
  const r = prng(2101);
  const books: Record<string, string[]> = {
    fiction: ["The Salt Road", "Winter Orchard", "A Quiet Harbour", "Paper Lanterns"],
    mystery: ["The Ninth Key", "Murder at Fenwick Hall", "Cold Alibi"],
    "sci-fi": ["Orbit of Glass", "The Last Relay", "Static Suns"],
    biography: ["Marie: A Life", "The Engineer's Daughter"],
    history: ["Empires of Sand", "The Long Winter of 1709", "Rivers and Kings"],
    children: ["Pip the Penguin", "The Moon Bakery", "Dino Detectives"],
    cooking: ["Bread Every Day", "Thirty-Minute Curries"],
  };
  const genres = Object.keys(books);
  const rows: Cell[][] = [];
  for (let i = 0; i < 420; i++) {
    const genre = r.pick([...genres, "fiction", "mystery", "children"]);
    const overdue = r.random() < 0.22 ? r.int(1, 21) : 0;
    const age = genre === "children" ? r.int(5, 12) : r.int(16, 84);
    rows.push([
      `LN${10000 + i}`,
      `M${String(r.int(1, 70)).padStart(3, "0")}`,
      day(2025, 1, 2, r.int(0, 270)),
      r.pick(["Central", "Central", "Riverside", "Hillcrest", "Old Town"]),
      r.pick(books[genre]!),
      genre,
      r.pick(["print", "print", "print", "ebook", "audiobook"]),
      r.pick([7, 14, 14, 21, 28]),
      r.random() < 0.3,
      overdue,
      r.round(overdue * 0.35),
      age,
    ]);
  }
  rows.sort((a, b) => String(a[2]).localeCompare(String(b[2])) || String(a[0]).localeCompare(String(b[0])));
  write(
    "library_loans",
    [
      "loan_id",
      "member_id",
      "loan_date",
      "branch",
      "book_title",
      "genre",
      "format",
      "loan_period_days",
      "renewed",
      "days_overdue",
      "late_fee_usd",
      "borrower_age",
    ],
    rows,
  );
}

// Restaurant orders (camelCase, timestamps): three months, lunch and dinner peaks, some cancellations.
{
  const r = prng(2202);
  const dishes = { margherita: 14, ramen: 16, "caesar salad": 12, burger: 15, "pad thai": 15, risotto: 19, "fish tacos": 13 } as const;
  const rows: Cell[][] = [];
  const base = Date.UTC(2025, 2, 1);
  for (let i = 0; i < 520; i++) {
    const dayOffset = r.int(0, 91);
    const hour = r.random() < 0.4 ? r.int(11, 14) : r.int(17, 22);
    const channel = r.pick(["dine-in", "dine-in", "dine-in", "takeaway", "delivery"]);
    const party = channel === "dine-in" ? r.int(1, 8) : r.int(1, 3);
    const dish = r.pick(Object.keys(dishes) as (keyof typeof dishes)[]);
    const bill = r.round(party * dishes[dish] * (1.1 + r.random() * 0.9));
    const tip = r.round(bill * (channel === "dine-in" ? 0.1 + r.random() * 0.12 : r.random() * 0.08));
    rows.push([
      0,
      stamp(base, dayOffset * 1440 + hour * 60 + r.int(0, 59)),
      channel,
      channel === "delivery" ? "" : r.pick(["Ana", "Ben", "Chloe", "Dev", "Elif"]),
      party,
      dish,
      bill,
      tip,
      r.int(8, 25) + party * r.int(1, 3),
      r.pick(["card", "card", "cash", "app"]),
      r.random() < 0.06,
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => (row[0] = 7001 + index));
  write(
    "restaurant_orders",
    ["orderId", "orderedAt", "channel", "serverName", "partySize", "mainDish", "billAmtUsd", "tipUsd", "prepTimeMin", "paymentMethod", "isCancelled"],
    rows,
  );
}

// Hotel bookings (abbreviations, 2-letter country codes): one year of check-ins, returning guests.
{
  const r = prng(2303);
  const rates = { STD: 95, DLX: 140, STE: 260 } as const;
  const rows: Cell[][] = [];
  for (let i = 0; i < 360; i++) {
    const checkIn = r.int(0, 364);
    const room = r.pick(["STD", "STD", "STD", "DLX", "DLX", "STE"] as const);
    const nights = r.pick([1, 1, 2, 2, 2, 3, 3, 4, 5, 7, 10]);
    const summer = checkIn > 150 && checkIn < 245 ? 1.35 : 1;
    rows.push([
      `BK${3000 + i}`,
      `G${String(r.int(1, 120)).padStart(3, "0")}`,
      day(2024, 1, 1, checkIn - r.int(1, 90)),
      day(2024, 1, 1, checkIn),
      nights,
      room,
      r.pick(["DE", "DE", "FR", "US", "GB", "GB", "ES", "IT", "NL"]),
      r.pick(["direct", "OTA", "OTA", "agent"]),
      r.int(1, 2),
      r.random() < 0.25 ? r.int(1, 3) : 0,
      r.round(nights * rates[room] * summer * (0.85 + r.random() * 0.3)),
      r.random() < 0.12,
      r.random() < 0.45,
    ]);
  }
  rows.sort((a, b) => String(a[3]).localeCompare(String(b[3])) || String(a[0]).localeCompare(String(b[0])));
  write("hotel_bookings", ["bkg_id", "gst_id", "bkd_dt", "chkin_dt", "nts", "rm_typ", "ctry", "chnl", "adlts", "kids", "amt_eur", "cxl", "bkfst_incl"], rows);
}

// SaaS invoice ledger (Spanish names and values): one invoice per customer and month while subscribed.
{
  const r = prng(2404);
  const plans = { Básico: 12, Pro: 29, Empresa: 79 } as const;
  const companies = [
    "Andes Logística",
    "Café Montaña",
    "Clínica Sol",
    "Constructora Río",
    "Datos Claros",
    "Editorial Luna",
    "Escuela Norte",
    "Farmacia Vida",
    "Ferretería Paz",
    "Grupo Alba",
    "Hostal Mar",
    "Inmobiliaria Cielo",
    "Joyería Oro",
    "Laboratorio Ceta",
    "Librería Arco",
    "Moda Viva",
    "Muebles Roble",
    "Nube Digital",
    "Óptica Clara",
    "Panadería Trigo",
    "Pinturas Iris",
    "Seguros Faro",
    "Taller Rueda",
    "Transportes Eje",
    "Viajes Brisa",
    "Vinos Valle",
  ];
  const rows: Cell[][] = [];
  for (const company of companies) {
    const plan = r.pick(["Básico", "Básico", "Pro", "Pro", "Empresa"] as const);
    const country = r.pick(["MX", "MX", "ES", "ES", "AR", "CO", "CL"]);
    const method = r.pick(["tarjeta", "tarjeta", "transferencia", "paypal"]);
    const start = r.int(0, 8);
    const end = Math.min(11, start + r.int(3, 14));
    let seats = plan === "Empresa" ? r.int(10, 40) : r.int(1, 12);
    for (let month = start; month <= end; month++) {
      if (r.random() < 0.15) seats = Math.max(1, seats + r.int(-2, 3));
      const discount = r.pick([0, 0, 0, 10, 20]);
      rows.push([
        0,
        company,
        plan,
        day(2024, 7 + month > 12 ? month - 5 : 7 + month, 1).replace(/^2024-(0[1-6])/, "2025-$1"),
        country,
        seats,
        discount,
        r.round(seats * plans[plan] * (1 - discount / 100)),
        r.random() < 0.9,
        method,
      ]);
    }
  }
  rows.sort((a, b) => String(a[3]).localeCompare(String(b[3])) || String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => (row[0] = `F-${2400 + index}`));
  write("facturas_saas", ["id_factura", "cliente", "plan", "fecha_factura", "pais", "usuarios", "descuento_pct", "importe_usd", "pagada", "metodo_pago"], rows);
}
