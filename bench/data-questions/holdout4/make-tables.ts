/**
 * Generates the fourth blind suite's tables deterministically (one seeded PRNG per table, no dependencies):
 *
 *   cd bench && node --import tsx data-questions/holdout4/make-tables.ts
 *
 * Four domains no other suite uses, four naming styles: car-sharing trips (snake_case, timestamps, units,
 * origin/destination zones), call-centre calls (camelCase, 2-letter country codes), a dairy farm's milkings
 * (Italian column names and values), parking sessions (abbreviations). Changing this file changes the
 * expected answers: rerun it, then `cd bench && pnpm vitest run data-questions/holdout.test.ts`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { prng } from "../table-kit.js";

const out = join(dirname(fileURLToPath(import.meta.url)), "tables");
type Cell = string | number | boolean;

const pad = (value: number) => String(value).padStart(2, "0");
const day = (start: Date, offset: number) => new Date(start.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

function write(name: string, columns: string[], rows: Cell[][]) {
  const text = [columns.join(","), ...rows.map((row) => row.map(String).join(","))].join("\n") + "\n";
  writeFileSync(join(out, `${name}.csv`), text);
}

mkdirSync(out, { recursive: true });

// Car-sharing trips: 420 rows, 2025-01-01 … 2025-06-30.
{
  const { random, pick, int, round } = prng(4101);
  const zones = ["Downtown", "Airport", "University", "Harbour", "Old Town", "Tech Park"];
  const vehicles = Array.from({ length: 24 }, (_, i) => `CAR-${String(101 + i)}`);
  const rows: Cell[][] = [];
  for (let i = 0; i < 420; i++) {
    const from = pick(zones);
    let to = pick(zones);
    if (random() < 0.15) to = from;
    const electric = random() < 0.4;
    const distance = round(1 + random() * (from === "Airport" || to === "Airport" ? 28 : 14), 1);
    const duration = round(distance * (2 + random() * 2.5) + random() * 10, 1);
    const tier = pick(["basic", "basic", "plus", "premium"]);
    const fare = round(1.5 + duration * (tier === "premium" ? 0.28 : 0.34) + (electric ? 0.8 : 0), 2);
    const when = `${day(new Date("2025-01-01T00:00:00Z"), int(0, 180))} ${pad(int(6, 23))}:${pad(int(0, 59))}:00`;
    rows.push([`T${30000 + i}`, when, pick(vehicles), from, to, duration, distance, fare, electric, tier]);
  }
  write(
    "carsharing_trips",
    ["trip_id", "start_ts", "vehicle_id", "from_zone", "to_zone", "duration_min", "distance_km", "fare_usd", "is_electric", "member_tier"],
    rows,
  );
}

// Call-centre calls: 360 rows, 2025-03-01 … 2025-08-31.
{
  const { random, pick, int, round } = prng(4202);
  const countries = ["US", "GB", "DE", "FR", "ES", "IT", "NL"];
  const topics = ["billing", "technical", "cancellation", "shipping", "account"];
  const agents = Array.from({ length: 15 }, (_, i) => `AG${String(10 + i)}`);
  const rows: Cell[][] = [];
  for (let i = 0; i < 360; i++) {
    const topic = pick(topics);
    const wait = int(5, 900);
    const talk = round(1 + random() * (topic === "technical" ? 25 : 12), 1);
    const resolved = random() < (topic === "technical" ? 0.6 : 0.8);
    const csat = Math.max(1, Math.min(5, Math.round((resolved ? 4 : 2.3) + (random() - 0.5) * 2.5 - wait / 800)));
    rows.push([`C${70000 + i}`, day(new Date("2025-03-01T00:00:00Z"), int(0, 183)), pick(agents), pick(countries), topic, wait, talk, resolved, csat]);
  }
  write("call_centre_calls", ["callId", "callDate", "agentId", "countryCode", "callTopic", "waitSec", "talkMin", "isResolved", "csatScore"], rows);
}

// A dairy farm's milkings, Italian: 330 rows, 2025-04-01 … 2025-06-30.
{
  const { random, pick, int, round } = prng(4303);
  const breeds: Record<string, number> = { Frisona: 30, Bruna: 24, Jersey: 19, Pezzata: 22 };
  const cows = Array.from({ length: 22 }, (_, i) => ({ id: `V${String(200 + i)}`, breed: pick(Object.keys(breeds)), barn: pick(["Nord", "Sud", "Est"]) }));
  const rows: Cell[][] = [];
  for (let i = 0; i < 330; i++) {
    const cow = pick(cows);
    const sick = random() < 0.1;
    const litres = round(breeds[cow.breed]! * (0.7 + random() * 0.6) * (sick ? 0.6 : 1), 1);
    const fat = round((cow.breed === "Jersey" ? 5 : 3.6) + random() * 0.9, 2);
    const protein = round(3 + random() * 0.7, 2);
    rows.push([day(new Date("2025-04-01T00:00:00Z"), int(0, 90)), cow.id, cow.breed, cow.barn, pick(["mattina", "sera"]), litres, fat, protein, sick]);
  }
  write("mungiture_latte", ["data", "vacca", "razza", "stalla", "turno", "litri", "grasso_pct", "proteine_pct", "malata"], rows);
}

// Parking sessions, abbreviated: 300 rows, 2024-10-01 … 2025-03-31.
{
  const { random, pick, int, round } = prng(4404);
  const lots = ["Central", "Station", "Mall", "Hospital"];
  const rows: Cell[][] = [];
  for (let i = 0; i < 300; i++) {
    const lot = pick(lots);
    const vehicle = pick(["car", "car", "car", "van", "moto"]);
    const hours = round(0.25 + random() * (lot === "Hospital" ? 9 : 5), 2);
    const ev = vehicle === "car" && random() < 0.25;
    const amount = round(hours * (lot === "Central" ? 3.2 : 2.1) * (vehicle === "moto" ? 0.5 : 1) + (ev ? 4 : 0), 2);
    const entry = `${day(new Date("2024-10-01T00:00:00Z"), int(0, 181))} ${pad(int(6, 21))}:${pad(int(0, 59))}:00`;
    rows.push([`PS${5000 + i}`, entry, lot, vehicle, hours, amount, pick(["card", "cash", "app"]), ev]);
  }
  write("parking_sessions", ["sess_id", "entry_dt", "lot_nm", "veh_typ", "dur_hrs", "amt_pd", "pmt_mthd", "ev_chrg"], rows);
}
