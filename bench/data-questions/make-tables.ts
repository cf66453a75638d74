/**
 * Generates the suite's tables deterministically (one seeded PRNG per table, no dependencies):
 *
 *   cd bench && node --import tsx data-questions/make-tables.ts
 *
 * The tables are small (30–300 rows), synthetic, of different domains and naming styles (snake_case,
 * CamelCase, Title_Case, abbreviations, Spanish and German names and values). Changing this file
 * changes the expected answers: rerun it, then `pnpm --filter @modular-planner/bench test` checks
 * that every expected SQL still returns rows.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { csvWriter, prng, day, stamp, type Cell } from "./table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));

// Retail orders (snake_case): two years of orders, four regions, three channels.
{
  const r = prng(101);
  const categories = { Electronics: [120, 900], Furniture: [80, 1200], Clothing: [15, 180], Toys: [10, 90], Grocery: [5, 60] } as const;
  const customers = [
    "Dana Ortiz",
    "Sam Lee",
    "Priya Shah",
    "Diego Ruiz",
    "Emma Brown",
    "Noah Kim",
    "Sofia Rossi",
    "Liam Walsh",
    "Ava Chen",
    "Omar Haddad",
    "Grace Park",
    "Lucas Moreau",
  ];
  const rows: Cell[][] = [];
  for (let i = 0; i < 240; i++) {
    const category = r.pick(Object.keys(categories) as (keyof typeof categories)[]);
    const [low, high] = categories[category];
    const quantity = r.int(1, 8);
    const unit = r.round(low + r.random() * (high - low));
    const discount = r.pick([0, 0, 0, 0.05, 0.1, 0.15]);
    rows.push([
      1000 + i,
      day(2024, 1, 1, r.int(0, 729)),
      r.pick(["North", "South", "East", "West"]),
      r.pick(["online", "online", "store", "phone"]),
      category,
      r.pick(customers),
      quantity,
      unit,
      discount,
      r.round(quantity * unit * (1 - discount)),
      r.random() < 0.08,
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])) || Number(a[0]) - Number(b[0]));
  write(
    "retail_orders",
    ["order_id", "order_date", "region", "channel", "product_category", "customer_name", "quantity", "unit_price", "discount", "net_sales", "is_returned"],
    rows,
  );
}

// Helpdesk tickets (snake_case, timestamps): opened/closed times, priorities, agents.
{
  const r = prng(202);
  const agents = ["amy", "bruno", "chen", "dalia", "erik", "farah"];
  const rows: Cell[][] = [];
  const base = Date.UTC(2025, 0, 6, 8);
  for (let i = 0; i < 180; i++) {
    const openedMinutes = r.int(0, 120 * 24 * 60);
    const priority = r.pick(["low", "low", "medium", "medium", "high", "urgent"]);
    const hours = r.round((priority === "urgent" ? 2 : priority === "high" ? 8 : priority === "medium" ? 20 : 40) * (0.3 + r.random() * 1.7), 1);
    const status = r.random() < 0.15 ? "open" : r.random() < 0.1 ? "pending" : "closed";
    rows.push([
      `TCK-${5000 + i}`,
      stamp(base, openedMinutes),
      status === "closed" ? stamp(base, openedMinutes + Math.round(hours * 60)) : "",
      priority,
      status,
      r.pick(agents),
      r.pick(["billing", "login", "mobile app", "shipping", "refund"]),
      r.pick(["email", "chat", "phone", "web form"]),
      status === "closed" ? hours : "",
      status === "closed" ? r.int(1, 5) : "",
      r.random() < 0.12,
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  write(
    "helpdesk_tickets",
    ["ticket_id", "opened_at", "closed_at", "priority", "status", "agent", "topic", "channel", "resolution_hours", "csat_score", "escalated"],
    rows,
  );
}

// HR (CamelCase): employees with departments, salaries, hire dates.
{
  const r = prng(303);
  const first = [
    "Anna",
    "Ben",
    "Carla",
    "David",
    "Elif",
    "Felix",
    "Gina",
    "Hugo",
    "Ines",
    "Jonas",
    "Kira",
    "Leo",
    "Mona",
    "Nils",
    "Olga",
    "Paul",
    "Rita",
    "Sven",
    "Tara",
    "Uwe",
  ];
  const last = ["Meyer", "Smith", "Garcia", "Novak", "Dubois", "Silva", "Jensen", "Costa", "Weber", "Rossi"];
  const departments = { Engineering: 85000, Sales: 62000, Marketing: 58000, Finance: 70000, Support: 45000, HR: 52000 } as const;
  const rows: Cell[][] = [];
  for (let i = 0; i < 120; i++) {
    const department = r.pick(Object.keys(departments) as (keyof typeof departments)[]);
    const level = r.pick(["Junior", "Mid", "Senior", "Lead"]);
    const factor = { Junior: 0.75, Mid: 1, Senior: 1.3, Lead: 1.6 }[level]!;
    rows.push([
      `E${String(i + 1).padStart(3, "0")}`,
      `${first[i % first.length]} ${last[(i * 7) % last.length]}`,
      department,
      `${level} ${department === "Engineering" ? "Engineer" : department === "Sales" ? "Account Manager" : "Specialist"}`,
      day(2015, 1, 1, r.int(0, 3800)),
      Math.round((departments[department] * factor * (0.9 + r.random() * 0.25)) / 100) * 100,
      r.int(22, 63),
      r.random() < 0.35,
      r.round(1 + r.random() * 4, 1),
      r.pick(["Berlin", "Lisbon", "Toronto", "Austin"]),
    ]);
  }
  write(
    "hr_employees",
    ["EmployeeId", "FullName", "Department", "JobTitle", "HireDate", "AnnualSalary", "Age", "IsRemote", "PerformanceScore", "OfficeCity"],
    rows,
  );
}

// Insurance claims (Title_Case with underscores): filed and settled dates, amounts, states.
{
  const r = prng(404);
  const rows: Cell[][] = [];
  for (let i = 0; i < 200; i++) {
    const filed = r.int(0, 540);
    const type = r.pick(["Auto", "Home", "Health", "Travel", "Dental"]);
    const amount = r.round(
      (type === "Home" ? 9000 : type === "Auto" ? 5000 : type === "Health" ? 3000 : type === "Dental" ? 600 : 1200) * (0.2 + r.random() * 1.8),
    );
    const status = r.pick(["Approved", "Approved", "Approved", "Denied", "Pending"]);
    rows.push([
      `CLM-${20000 + i}`,
      day(2024, 1, 1, filed),
      status === "Pending" ? "" : day(2024, 1, 1, filed + r.int(3, 90)),
      type,
      status,
      amount,
      status === "Approved" ? r.round(amount * (0.5 + r.random() * 0.5)) : 0,
      r.pick(["CA", "TX", "NY", "FL", "WA", "IL"]),
      r.int(18, 85),
      r.random() < 0.06,
    ]);
  }
  write(
    "insurance_claims",
    [
      "Claim_Id",
      "Date_Claim_Filed",
      "Date_Claim_Settled",
      "Claim_Type",
      "Claim_Status",
      "Claim_Amount",
      "Paid_Amount",
      "Policy_State",
      "Claimant_Age",
      "Is_Fraud_Suspected",
    ],
    rows,
  );
}

// Flights (abbreviated snake_case): carrier codes, airports, scheduled departure timestamps, delays.
{
  const r = prng(505);
  const routes = [
    ["JFK", "LAX", 3983],
    ["ORD", "ATL", 975],
    ["SFO", "SEA", 1093],
    ["BOS", "MIA", 2025],
    ["DEN", "DFW", 1031],
    ["LAX", "SFO", 543],
    ["ATL", "JFK", 1222],
  ] as const;
  const rows: Cell[][] = [];
  const base = Date.UTC(2025, 2, 1, 5);
  for (let i = 0; i < 260; i++) {
    const [orig, dest, km] = r.pick(routes);
    const cancelled = r.random() < 0.05;
    const dep = cancelled ? "" : Math.max(-10, Math.round(r.normal() * 18 + 8 + (r.random() < 0.1 ? 60 : 0)));
    rows.push([
      `${r.pick(["AA", "DL", "UA", "WN"])}${r.int(100, 2999)}`,
      "",
      orig,
      dest,
      stamp(base, r.int(0, 60 * 24) * 60 + r.pick([0, 15, 30, 45])),
      dep,
      cancelled ? "" : Math.round(Number(dep) + r.normal() * 10 - 4),
      km,
      cancelled,
      r.int(40, 210),
    ]);
    rows[i]![1] = String(rows[i]![0]).slice(0, 2);
  }
  rows.sort((a, b) => String(a[4]).localeCompare(String(b[4])));
  write("flights", ["flt_no", "carrier", "orig", "dest", "sched_dep", "dep_delay_min", "arr_delay_min", "dist_km", "cancelled", "pax"], rows);
}

// Energy readings (hourly timestamps): two buildings, five days.
{
  const r = prng(606);
  const rows: Cell[][] = [];
  const base = Date.UTC(2025, 6, 14);
  for (const building of ["Annex", "HQ"]) {
    for (let hour = 0; hour < 24 * 5; hour++) {
      const hourOfDay = hour % 24;
      const working = hourOfDay >= 8 && hourOfDay < 19;
      const temperature = r.round(22 + 7 * Math.sin(((hourOfDay - 9) / 24) * 2 * Math.PI) + r.normal(), 1);
      const kwh = r.round((building === "HQ" ? 40 : 18) * (working ? 2.2 : 0.8) + temperature * 0.6 + r.normal() * 3, 2);
      rows.push([stamp(base, hour * 60), building === "HQ" ? "M-01" : "M-02", building, kwh, temperature, hourOfDay >= 17 && hourOfDay < 21]);
    }
  }
  write("energy_readings", ["reading_ts", "meter_id", "building", "kwh", "outdoor_temp_c", "is_peak_tariff"], rows);
}

// School grades: students, subjects, terms, exam dates, scores.
{
  const r = prng(707);
  const students = ["Aisha", "Bruno", "Chloe", "Dmitri", "Elena", "Farid", "Greta", "Hiro", "Isla", "Jamal", "Kenji", "Lina"];
  const rows: Cell[][] = [];
  const subjects = ["Math", "English", "Biology", "History", "Physics"];
  for (const student of students) {
    const ability = 55 + r.random() * 35;
    for (const subject of subjects) {
      for (const [term, month] of [
        ["Fall", 11],
        ["Spring", 4],
      ] as const) {
        const score = Math.max(20, Math.min(100, Math.round(ability + r.normal() * 10)));
        rows.push([
          student,
          students.indexOf(student) < 6 ? "10A" : "10B",
          subject,
          term,
          day(month === 11 ? 2024 : 2025, month, r.int(3, 27)),
          score,
          score >= 50,
          students.indexOf(student) % 2 === 0 ? "F" : "M",
        ]);
      }
    }
  }
  write("school_grades", ["student", "class_name", "subject", "term", "exam_date", "score", "passed", "gender"], rows);
}

// Real estate listings (abbreviations): nbhd, num_beds, sqft, list_px, px_per_sqft, dom.
{
  const r = prng(808);
  const neighbourhoods = { Riverside: 420, Oldtown: 510, Hillcrest: 610, Eastgate: 330, Lakeview: 560 } as const;
  const rows: Cell[][] = [];
  for (let i = 0; i < 150; i++) {
    const nbhd = r.pick(Object.keys(neighbourhoods) as (keyof typeof neighbourhoods)[]);
    const propType = r.pick(["condo", "condo", "sfh", "townhouse"]);
    const beds = propType === "condo" ? r.int(1, 3) : r.int(2, 5);
    const sqft = Math.round((beds * 380 + r.int(100, 600)) / 10) * 10;
    const pricePerSqft = neighbourhoods[nbhd] * (0.85 + r.random() * 0.3);
    const list = Math.round((sqft * pricePerSqft) / 1000) * 1000;
    const sold = r.random() < 0.7;
    rows.push([
      `L${3000 + i}`,
      nbhd,
      propType,
      beds,
      Math.max(1, beds - r.int(0, 1)),
      sqft,
      r.int(1925, 2023),
      list,
      sold ? Math.round((list * (0.92 + r.random() * 0.12)) / 1000) * 1000 : "",
      Math.round(list / sqft),
      day(2024, 3, 1, r.int(0, 400)),
      r.int(3, 140),
      sold ? "sold" : r.pick(["active", "pending"]),
    ]);
  }
  write(
    "real_estate",
    ["listing_id", "nbhd", "prop_type", "num_beds", "num_baths", "sqft", "yr_built", "list_px", "sold_px", "px_per_sqft", "list_dt", "dom", "status"],
    rows,
  );
}

// Spanish store sales (Spanish names and values).
{
  const r = prng(909);
  const rows: Cell[][] = [];
  for (let i = 0; i < 200; i++) {
    const categoria = r.pick(["Ropa", "Calzado", "Accesorios", "Hogar"]);
    const unidades = r.int(1, 6);
    const precio = { Ropa: 29.9, Calzado: 64.5, Accesorios: 14.75, Hogar: 39 }[categoria]!;
    rows.push([
      day(2025, 1, 1, r.int(0, 272)),
      r.pick(["Madrid", "Barcelona", "Sevilla", "Valencia", "Bilbao"]),
      categoria,
      r.pick(["tarjeta", "tarjeta", "efectivo", "bizum"]),
      unidades,
      r.round(unidades * precio * (0.9 + r.random() * 0.2)),
      r.random() < 0.3,
    ]);
  }
  rows.sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  write("ventas_tiendas", ["fecha", "tienda", "categoria", "metodo_pago", "unidades", "importe_eur", "cliente_nuevo"], rows);
}

// German bakery orders (German names and values).
{
  const r = prng(1010);
  const rows: Cell[][] = [];
  const goods = { Brot: 3.8, Brötchen: 0.45, Kuchen: 2.9, Getränke: 1.9, Kaffee: 2.4 } as const;
  for (let i = 0; i < 160; i++) {
    const group = r.pick(Object.keys(goods) as (keyof typeof goods)[]);
    const menge = group === "Brötchen" ? r.int(4, 20) : r.int(1, 6);
    rows.push([
      i + 1,
      day(2025, 4, 1, r.int(0, 90)),
      r.pick(["Berlin", "Hamburg", "München", "Köln"]),
      group,
      menge,
      r.round(menge * goods[group]),
      r.pick(["Bar", "Karte", "Karte"]),
      r.pick(["Filiale", "Lieferung"]),
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])) || Number(a[0]) - Number(b[0]));
  write("baeckerei_bestellungen", ["BestellNr", "Datum", "Stadt", "Warengruppe", "Menge", "UmsatzEur", "Zahlungsart", "Kanal"], rows);
}

// Movies: release years, genres, budgets and box office in millions.
{
  const r = prng(1111);
  const words = [
    "Silent",
    "Iron",
    "Midnight",
    "Lost",
    "Golden",
    "Paper",
    "Crimson",
    "Hidden",
    "Last",
    "Wild",
    "Frozen",
    "Electric",
    "Broken",
    "Distant",
    "Secret",
  ];
  const nouns = ["River", "Empire", "Garden", "Signal", "Harbor", "Mirror", "Orbit", "Forest", "Kingdom", "Code", "Storm", "Voyage"];
  const rows: Cell[][] = [];
  const seen = new Set<string>();
  while (rows.length < 120) {
    const title = `${r.pick(words)} ${r.pick(nouns)}`;
    if (seen.has(title)) continue;
    seen.add(title);
    const genre = r.pick(["Drama", "Comedy", "Action", "Horror", "Animation", "Sci-Fi"]);
    const budget = r.round((genre === "Action" || genre === "Sci-Fi" ? 120 : genre === "Animation" ? 90 : 25) * (0.3 + r.random() * 1.4), 1);
    rows.push([
      title,
      r.int(2010, 2024),
      genre,
      r.pick(["Northlight", "Bluefin", "Apex Pictures", "Gecko Studios"]),
      r.int(82, 165),
      budget,
      r.round(budget * (0.4 + r.random() * 4), 1),
      r.round(4.5 + r.random() * 4.3, 1),
      r.random() < 0.2,
    ]);
  }
  write("movies", ["title", "release_year", "genre", "studio", "runtime_min", "budget_musd", "box_office_musd", "imdb_rating", "is_sequel"], rows);
}

// Sensor readings: four sensors every two hours over six days.
{
  const r = prng(1212);
  const rows: Cell[][] = [];
  const base = Date.UTC(2025, 9, 1);
  const sensors = { "S-1": "cold room", "S-2": "lab", "S-3": "office", "S-4": "server room" } as const;
  for (let slot = 0; slot < 72; slot++) {
    for (const [sensor, location] of Object.entries(sensors)) {
      const baseTemp = { "cold room": 4, lab: 21, office: 22.5, "server room": 27 }[location]!;
      const temperature = r.round(baseTemp + r.normal() * 1.2 + (r.random() < 0.02 ? 9 : 0), 2);
      const status = temperature > baseTemp + 4 ? "alarm" : temperature > baseTemp + 2 ? "warning" : "ok";
      rows.push([stamp(base, slot * 120), sensor, location, temperature, r.round(35 + r.random() * 30, 1), Math.max(5, 100 - slot - r.int(0, 10)), status]);
    }
  }
  write("sensor_readings", ["ts", "sensor_id", "location", "temp_c", "humidity_pct", "battery_pct", "status"], rows);
}

// Football player seasons (sports).
{
  const r = prng(1313);
  const teams = ["Rovers", "United", "Athletic", "City", "Wanderers"];
  const names = [
    "Costa",
    "Mensah",
    "Ivanov",
    "Okafor",
    "Berg",
    "Silva",
    "Tanaka",
    "Dupont",
    "Larsen",
    "Moreno",
    "Nakamura",
    "Kowalski",
    "Adeyemi",
    "Fischer",
    "Santos",
  ];
  const rows: Cell[][] = [];
  for (const season of ["2022/23", "2023/24", "2024/25"]) {
    for (let i = 0; i < names.length * 3; i++) {
      const position = ["GK", "DF", "MF", "FW"][i % 4]!;
      const games = r.int(5, 38);
      const goals =
        position === "FW" ? r.int(0, Math.round(games * 0.6)) : position === "MF" ? r.int(0, Math.round(games * 0.25)) : position === "DF" ? r.int(0, 3) : 0;
      rows.push([
        `${names[i % names.length]} ${String.fromCharCode(65 + Math.floor(i / names.length))}.`,
        teams[i % teams.length]!,
        position,
        season,
        games,
        games * r.int(55, 90),
        goals,
        r.int(0, Math.round(games * 0.3)),
        r.int(0, 9),
        r.random() < 0.1,
      ]);
    }
  }
  write("football_players", ["player", "team", "position", "season", "games_played", "minutes", "goals", "assists", "yellow_cards", "injured"], rows);
}

// Web shop sessions (Portuguese-speaking market, mixed-case columns and booleans).
{
  const r = prng(1414);
  const rows: Cell[][] = [];
  const base = Date.UTC(2025, 4, 1);
  for (let i = 0; i < 220; i++) {
    const device = r.pick(["mobile", "mobile", "desktop", "tablet"]);
    const pages = r.int(1, 18);
    const converted = r.random() < 0.04 + pages * 0.012;
    rows.push([
      `s${10000 + i}`,
      stamp(base, r.int(0, 60 * 24 * 45)),
      device,
      r.pick(["São Paulo", "Rio de Janeiro", "Lisboa", "Porto", "Belo Horizonte"]),
      r.pick(["orgânico", "anúncio", "email", "social"]),
      pages,
      r.int(10, 1800),
      converted,
      converted ? r.round(20 + r.random() * 280) : 0,
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  write("web_sessions", ["sessionId", "startedAt", "deviceType", "city", "trafficSource", "pageViews", "durationSec", "converted", "orderValue"], rows);
}
