/**
 * Generates this suite's four tables deterministically (one seeded PRNG per table, seeds 311–314):
 *
 *   cd bench && node --import tsx data-questions/holdout31/make-tables.ts
 *
 * Every date falls between 2025-01-01 and 2026-11-27 (offsets 0–695 from 2025-01-01). Changing this file
 * changes the expected answers: rerun it, then `pnpm exec vitest run data-questions/holdout.test.ts`.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { csvWriter, day, prng, stamp, type Cell } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));
const LAST_DAY = "2026-11-27";
const LAST_OFFSET = 695;
const monthOf = (iso: string) => Number(iso.slice(5, 7));
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

// A semiconductor fab's wafer-sort tests of production lots (snake_case, abbreviations, short codes).
{
  const r = prng(311);
  const families = {
    MCU: { die: 1200, yield: 94, minutes: 6, nodes: [28, 40], customers: ["AUT", "IND", "CON"] },
    PMIC: { die: 2400, yield: 96, minutes: 4, nodes: [90, 130], customers: ["AUT", "IND", "CON", "MED"] },
    DRAM: { die: 850, yield: 88, minutes: 11, nodes: [16, 18], customers: ["CON", "IND"] },
    IMG: { die: 310, yield: 82, minutes: 9, nodes: [40, 55], customers: ["AUT", "CON", "MED"] },
    RF: { die: 3100, yield: 91, minutes: 3, nodes: [65], customers: ["CON"] },
  } as const;
  const rows: Cell[][] = [];
  for (let i = 0; i < 320; i++) {
    const offset = r.int(0, LAST_OFFSET);
    const tested = day(2025, 1, 1, offset);
    const family = r.pick(Object.keys(families) as (keyof typeof families)[]);
    const spec = families[family];
    const fab = family === "DRAM" ? "F14" : r.pick(["F12", "F12", "F14", "F15"]);
    const tester = family === "DRAM" ? r.pick(["ATE4", "ATE5"]) : r.pick(["ATE1", "ATE2", "ATE3"]);
    const shift = r.pick(["D", "D", "S", "N"]);
    const wafers = r.random() < 0.7 ? 25 : r.int(12, 24);
    let yieldPct = spec.yield + r.normal() * 1.8 - (shift === "N" ? 2.5 : 0);
    if (r.random() < (fab === "F15" ? 0.1 : 0.04)) yieldPct -= r.int(12, 30);
    yieldPct = r.round(Math.min(99.6, yieldPct), 1);
    const retested = yieldPct < spec.yield - 4 ? r.random() < 0.6 : r.random() < 0.05;
    const defect =
      yieldPct >= 97
        ? ""
        : family === "IMG"
          ? r.pick(["PRT", "PRT", "PRT", "SCR", "PTN", "ELC"])
          : family === "DRAM"
            ? r.pick(["PRT", "SCR", "PTN", "ELC", "ELC", "ELC"])
            : r.pick(["PRT", "PRT", "SCR", "PTN", "ELC"]);
    const disposition = yieldPct < 70 ? "SCR" : yieldPct < spec.yield - 6 ? "HLD" : "SHP";
    const minutes = Math.round(wafers * spec.minutes * (1 + r.random() * 0.2) * (retested ? 1.4 : 1));
    const shippedOn = disposition === "SHP" ? day(2025, 1, 1, offset + r.int(1, 9) + (retested ? 3 : 0)) : "";
    rows.push([
      "",
      tested,
      shippedOn !== "" && shippedOn <= LAST_DAY ? shippedOn : "",
      fab,
      family,
      r.pick(spec.nodes),
      r.pick(spec.customers),
      tester,
      shift,
      wafers,
      spec.die,
      yieldPct,
      Math.round((wafers * spec.die * yieldPct) / 100),
      defect,
      retested ? "Y" : "N",
      minutes,
      r.round(minutes * (family === "DRAM" ? 4.5 : 3.2)),
      disposition,
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => (row[0] = `LT-${24001 + index}`));
  write(
    "wfr_lot_tst",
    [
      "lot_id",
      "tst_dt",
      "shp_dt",
      "fab",
      "prd_fam",
      "node_nm",
      "cust",
      "tstr",
      "shft",
      "wfr_cnt",
      "die_per_wfr",
      "yld_pct",
      "gd_die",
      "top_dfct",
      "rtst_flg",
      "tst_min",
      "cst_usd",
      "disp",
    ],
    rows,
  );
}

// A Stockholm lost-property office's cases (Swedish column names without diacritics, values with them).
{
  const r = prng(312);
  const values = {
    plånbok: [200, 1500],
    mobiltelefon: [1500, 12000],
    nycklar: [300, 1200],
    väska: [300, 4000],
    kläder: [100, 1500],
    paraply: [50, 300],
    glasögon: [500, 4000],
  } as const;
  type Kategori = keyof typeof values;
  const rows: Cell[][] = [];
  for (let i = 0; i < 290; i++) {
    const offset = r.int(0, LAST_OFFSET);
    const inlamnat = day(2025, 1, 1, offset);
    const month = monthOf(inlamnat);
    let kategori = r.pick<Kategori>(["plånbok", "plånbok", "mobiltelefon", "mobiltelefon", "nycklar", "nycklar", "väska", "kläder", "paraply", "glasögon"]);
    if (month >= 9 && month <= 11 && r.random() < 0.2) kategori = "paraply";
    if ((month === 12 || month <= 3) && r.random() < 0.2) kategori = "kläder";
    let fyndplats = r.pick(["tunnelbana", "tunnelbana", "buss", "gata", "park", "köpcentrum"]);
    if (month >= 5 && month <= 8 && r.random() < 0.2) fyndplats = "park";
    const upphittare =
      fyndplats === "tunnelbana" || fyndplats === "buss"
        ? r.random() < 0.6
          ? "personal"
          : "allmänhet"
        : fyndplats === "köpcentrum"
          ? r.random() < 0.5
            ? "personal"
            : "allmänhet"
          : r.random() < 0.75
            ? "allmänhet"
            : "polis";
    const [low, high] = values[kategori];
    const varde = Math.round((low + r.random() * (high - low)) / 50) * 50;
    const id = kategori === "plånbok" ? r.random() < 0.7 : kategori === "väska" ? r.random() < 0.3 : false;
    const kontaktad = id || (kategori === "mobiltelefon" ? r.random() < 0.45 : kategori === "nycklar" ? r.random() < 0.1 : r.random() < 0.08);
    let returned = kontaktad ? r.random() < 0.85 : r.random() < (kategori === "mobiltelefon" ? 0.35 : 0.2);
    const wait = kontaktad ? (r.random() < 0.7 ? r.int(0, 3) : r.int(4, 6)) : r.int(2, 45);
    const uthamtat = day(2025, 1, 1, offset + wait);
    if (uthamtat > LAST_DAY) returned = false;
    const status = returned
      ? "återlämnad"
      : daysBetween(inlamnat, LAST_DAY) < 90
        ? "förvaras"
        : kategori === "nycklar" || kategori === "paraply"
          ? "kasserad"
          : "skänkt";
    const reward = returned && upphittare === "allmänhet" && r.random() < 0.4 ? Math.round(varde * 0.1) : 0;
    rows.push([
      "",
      inlamnat,
      returned ? uthamtat : "",
      kategori,
      fyndplats,
      r.pick(["Södermalm", "Norrmalm", "Norrmalm", "Östermalm", "Kungsholmen", "Vasastan"]),
      upphittare,
      r.pick(["Anna", "Erik", "Sara", "Johan", "Leila"]),
      varde,
      id ? "ja" : "nej",
      kontaktad ? "ja" : "nej",
      status,
      returned ? 80 : 0,
      reward,
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => (row[0] = `HG-${5001 + index}`));
  write(
    "hittegods",
    [
      "arendenr",
      "inlamnat",
      "uthamtat",
      "kategori",
      "fyndplats",
      "stadsdel",
      "upphittare",
      "handlaggare",
      "varde_kr",
      "id_handling",
      "agare_kontaktad",
      "status",
      "avgift_kr",
      "hittelon_kr",
    ],
    rows,
  );
}

// A software company's CI pipeline runs (camelCase, true/false columns).
{
  const r = prng(313);
  const repos = {
    "web-app": { tests: [800, 1400], minutes: 9, coverage: 78 },
    "api-gateway": { tests: [400, 900], minutes: 6, coverage: 84 },
    "billing-service": { tests: [1200, 2000], minutes: 14, coverage: 91 },
    "mobile-app": { tests: [300, 700], minutes: 22, coverage: 63 },
    infra: { tests: [0, 0], minutes: 4, coverage: 0 },
    "docs-site": { tests: [0, 0], minutes: 2, coverage: 0 },
  } as const;
  type Repo = keyof typeof repos;
  const rates = { "linux-small": 0.008, "linux-large": 0.032, windows: 0.016, macos: 0.08 } as const;
  const failChance = { feature: 0.22, main: 0.08, release: 0.05, hotfix: 0.12 } as const;
  const rows: Cell[][] = [];
  for (let i = 0; i < 340; i++) {
    const runDate = day(2025, 1, 1, r.int(0, LAST_OFFSET));
    const repo = r.pick<Repo>(["web-app", "web-app", "api-gateway", "billing-service", "mobile-app", "infra", "docs-site"]);
    const spec = repos[repo];
    const branchType = r.pick(["feature", "feature", "feature", "main", "main", "release", "hotfix"] as const);
    const trigger =
      branchType === "feature"
        ? r.pick(["pull_request", "pull_request", "push"])
        : branchType === "main"
          ? r.pick(["push", "push", "schedule", "manual"])
          : r.pick(["push", "manual"]);
    const author = trigger === "schedule" ? "nightly-bot" : r.pick(["kenji", "fatima", "lucas", "priya", "oskar"]);
    const runner: keyof typeof rates =
      repo === "mobile-app"
        ? "macos"
        : repo === "billing-service"
          ? "linux-large"
          : repo === "web-app"
            ? r.pick(["linux-small", "linux-large"] as const)
            : repo === "api-gateway"
              ? r.pick(["linux-small", "windows"] as const)
              : "linux-small";
    const cacheHit = trigger === "schedule" ? false : r.random() < 0.65;
    const durationSec = Math.round(spec.minutes * 60 * (cacheHit ? 0.6 : 1) * (0.8 + 0.5 * r.random()) * (runner === "linux-large" ? 0.7 : 1));
    const queueSec = runner === "macos" ? r.int(30, 600) : r.int(5, 60);
    const testsRun = spec.tests[1] === 0 ? 0 : r.int(spec.tests[0], spec.tests[1]);
    const failed = r.random() < (trigger === "schedule" ? 0.15 : failChance[branchType]);
    const testsFailed = failed && testsRun > 0 && r.random() < 0.8 ? r.int(1, 12) : 0;
    const deployed = !failed && (branchType === "release" || branchType === "hotfix" || (branchType === "main" && trigger === "push"));
    rows.push([
      "",
      runDate,
      repo,
      branchType,
      trigger,
      author,
      runner,
      queueSec,
      durationSec,
      testsRun,
      testsFailed,
      testsRun > 0 ? r.round(Math.min(99.5, spec.coverage + r.normal() * 2.5), 1) : "",
      !failed,
      cacheHit,
      failed ? r.random() < 0.6 : false,
      deployed,
      r.round((durationSec / 60) * rates[runner], 3),
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => (row[0] = `R-${90001 + index}`));
  write(
    "ciPipelineRuns",
    [
      "runId",
      "runDate",
      "repo",
      "branchType",
      "trigger",
      "author",
      "runner",
      "queueSec",
      "durationSec",
      "testsRun",
      "testsFailed",
      "coveragePct",
      "passed",
      "cacheHit",
      "wasRerun",
      "deployed",
      "computeCostUsd",
    ],
    rows,
  );
}

// A Nashville recording studio's sessions (Title Case names with spaces, a start/end timestamp pair, Yes/No columns).
{
  const r = prng(314);
  const base = Date.UTC(2025, 0, 1);
  const roomTypes = {
    "Studio A": ["Tracking", "Tracking", "Overdubs", "Rehearsal"],
    "Studio B": ["Tracking", "Overdubs", "Rehearsal"],
    "Mix Room": ["Mixing", "Mixing", "Mastering"],
    "Vocal Booth": ["Voice-over", "Overdubs"],
  } as const;
  type Room = keyof typeof roomTypes;
  const hoursByType: Record<string, number[]> = {
    Tracking: [4, 6, 8, 10],
    Overdubs: [2, 3, 4],
    Rehearsal: [2, 3],
    Mixing: [4, 6, 8],
    Mastering: [2, 3],
    "Voice-over": [1, 2],
  };
  const tracksByType: Record<string, [number, number]> = {
    Tracking: [1, 5],
    Overdubs: [1, 6],
    Rehearsal: [0, 0],
    Mixing: [1, 4],
    Mastering: [4, 12],
    "Voice-over": [1, 10],
  };
  const yesNo = (value: boolean) => (value ? "Yes" : "No");
  const rows: Cell[][] = [];
  for (let i = 0; i < 310; i++) {
    const offset = r.int(0, LAST_OFFSET);
    const room = r.pick(["Studio A", "Studio B", "Studio B", "Mix Room", "Vocal Booth"] as Room[]);
    const type = r.pick(roomTypes[room]);
    const booked = r.pick(hoursByType[type]!);
    const startHour = r.int(9, Math.max(9, 21 - booked));
    const startMinutes = offset * 1440 + startHour * 60;
    const engineer = type === "Mastering" ? "Lacey" : room === "Mix Room" ? r.pick(["Lacey", "Marcus"]) : r.pick(["Dwayne", "Jo", "Rosa", "Marcus"]);
    const clientType = type === "Voice-over" ? r.pick(["Advertising", "Podcast"]) : r.pick(["Band", "Band", "Solo Artist", "Solo Artist", "Label"]);
    const genre = type === "Voice-over" ? "Spoken Word" : r.pick(["Country", "Country", "Americana", "Rock", "Gospel", "Hip-Hop"]);
    const rate = { "Studio A": 95, "Studio B": 70, "Mix Room": type === "Mastering" ? 110 : 65, "Vocal Booth": 45 }[room];
    const cancelled = r.random() < 0.07;
    const overtime = !cancelled && r.random() < (type === "Tracking" || type === "Mixing" ? 0.3 : 0.1) ? r.int(1, 4) / 2 : 0;
    const gear = !cancelled && r.random() < (type === "Tracking" || type === "Rehearsal" ? 0.25 : 0.05);
    const repeat = clientType === "Label" || r.random() < 0.4;
    const [fewest, most] = tracksByType[type]!;
    const hoursAmount = (booked * rate + overtime * rate * 1.5) * (repeat ? 0.9 : 1);
    rows.push([
      "",
      stamp(base, startMinutes),
      cancelled ? "" : stamp(base, startMinutes + (booked + overtime) * 60),
      room,
      type,
      engineer,
      clientType,
      genre,
      booked,
      rate,
      yesNo(overtime > 0),
      yesNo(gear),
      yesNo(repeat),
      yesNo(cancelled),
      cancelled ? "" : r.int(fewest, most),
      r.round(cancelled ? booked * rate * 0.5 : hoursAmount + (gear ? 75 : 0)),
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => (row[0] = `SS-${3001 + index}`));
  write(
    "studio_sessions",
    [
      "Session No",
      "Start Time",
      "End Time",
      "Room",
      "Session Type",
      "Engineer",
      "Client Type",
      "Genre",
      "Booked Hours",
      "Hourly Rate USD",
      "Overtime",
      "Gear Rental",
      "Repeat Client",
      "Cancelled",
      "Tracks",
      "Amount USD",
    ],
    rows,
  );
}
