#!/usr/bin/env node
// Generates the sample datasets deterministically (seeded PRNG, no dependencies):
//   node samples/generate.mjs
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const here = (name) => fileURLToPath(new URL(name, import.meta.url));
let state = 20261122;
const random = () => {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = (items) => items[Math.floor(random() * items.length)];
const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
const day = (start, offset) => new Date(Date.UTC(...start) + offset * 86_400_000).toISOString().slice(0, 10);
const csv = (header, rows) => [header.join(","), ...rows.map((row) => row.join(","))].join("\n") + "\n";

// Sales: two years of daily rows per region and category, trend + weekly/annual seasonality + planted anomalies.
const regions = ["North", "South", "East", "West"];
const categories = ["Electronics", "Furniture", "Clothing"];
const channels = ["online", "retail"];
const sales = [];
for (let d = 0; d < 730; d++) {
  const date = day([2024, 0, 1], d);
  for (const region of regions) {
    if (random() < 0.45) continue;
    const category = pick(categories);
    const base = { Electronics: 900, Furniture: 600, Clothing: 300 }[category] * (1 + d / 1200) * (1 + 0.2 * Math.sin((2 * Math.PI * d) / 365));
    const anomaly = d % 173 === 17 && region === "East" ? 6 : 1;
    const revenue = Math.max(10, base * anomaly * (1 + 0.15 * normal()));
    const units = Math.max(1, Math.round(revenue / { Electronics: 120, Furniture: 200, Clothing: 35 }[category]));
    sales.push([date, region, category, revenue.toFixed(2), units, pick(channels)]);
  }
}
writeFileSync(here("sales.csv"), csv(["date", "region", "product_category", "revenue", "units", "channel"], sales));

// Web traffic: daily sessions per page and source for one year.
const pages = ["/", "/pricing", "/docs", "/blog"];
const sources = ["search", "social", "direct", "email"];
const traffic = [];
for (let d = 0; d < 365; d++) {
  const date = day([2025, 0, 1], d);
  for (const page of pages) {
    const source = pick(sources);
    const sessions = Math.round(Math.max(5, (page === "/" ? 800 : 250) * (1 + d / 700) * (1 + 0.1 * normal()) * (d % 7 >= 5 ? 0.7 : 1)));
    const bounce = Math.min(0.95, Math.max(0.1, 0.45 + 0.08 * normal()));
    traffic.push([date, page, source, sessions, bounce.toFixed(3), Math.round(sessions * (0.01 + 0.02 * random()))]);
  }
}
writeFileSync(here("web_traffic.csv"), csv(["date", "page", "source", "sessions", "bounce_rate", "conversions"], traffic));

// Support tickets: six months of tickets.
const priorities = ["low", "medium", "high", "urgent"];
const ticketCategories = ["billing", "login", "bug", "feature_request"];
const agents = ["ana", "ben", "chen", "dara", "eli"];
const tickets = [];
for (let i = 0; i < 3000; i++) {
  const offset = Math.floor(random() * 182);
  const hour = String(Math.floor(random() * 24)).padStart(2, "0");
  const priority = pick(priorities);
  const hours = Math.max(0.2, { low: 30, medium: 18, high: 8, urgent: 3 }[priority] * (1 + 0.5 * normal()));
  const satisfaction = Math.min(5, Math.max(1, Math.round(4.5 - hours / 20 + 0.7 * normal())));
  tickets.push([`${day([2025, 6, 1], offset)} ${hour}:00:00`, priority, pick(ticketCategories), pick(agents), hours.toFixed(1), satisfaction]);
}
tickets.sort((a, b) => (a[0] < b[0] ? -1 : 1));
writeFileSync(here("support_tickets.csv"), csv(["created_at", "priority", "category", "agent", "resolution_hours", "satisfaction"], tickets));
console.log(`sales.csv ${sales.length} rows, web_traffic.csv ${traffic.length} rows, support_tickets.csv ${tickets.length} rows`);
