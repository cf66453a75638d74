/**
 * The twentieth blind held-out suite's tables, generated deterministically (seeds 201–204):
 *
 *   cd bench && node --import tsx data-questions/holdout20/make-tables.ts
 *
 * Four domains and naming styles: an Irish florist's orders (snake_case with heavy abbreviations and
 * short codes), a Czech tailor's orders (Czech column names and values), a Singapore co-working space's
 * bookings (UPPER_SNAKE) and a US water-testing lab's samples (plain snake_case with a timestamp pair and
 * true/false columns). All dates fall between 2025-01-01 and 2026-11-27. Changing this file changes the
 * expected answers of questions.jsonl: rerun it, then the holdout test.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { csvWriter, day, prng, stamp, type Cell } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));
/** Days from 2025-01-01 to 2026-11-27. */
const LAST_OFFSET = 695;
/** A day offset (from 2025-01-01) moved off a weekend to one of the five working days around it. */
const workingDay = (offset: number, draw: (low: number, high: number) => number) => {
  const weekday = new Date(Date.UTC(2025, 0, 1 + offset)).getUTCDay();
  if (weekday === 6) return Math.max(0, offset - draw(1, 5));
  if (weekday === 0) return Math.max(0, offset - draw(2, 6));
  return offset;
};

// Florist orders (abbreviated snake_case, codes as values): four Irish shops, in euros.
{
  const r = prng(201);
  const shops = ["DUB", "DUB", "COR", "GAL", "LIM"];
  const arrangements = { bqt: [6, 5, 36], bsk: [15, 8, 30], wrth: [30, 20, 60], cntr: [20, 8, 24], bx: [18, 10, 30] } as const;
  const flowers = { RS: 3.2, LL: 2.8, TL: 1.6, PN: 4.5, OR: 6, MX: 2.2 } as const;
  const rows: Cell[][] = [];
  for (let i = 0; i < 340; i++) {
    // Valentine's week draws a crowd of orders; the rest spread over the two years.
    const valentine = r.random() < 0.12;
    const offset = valentine ? (r.random() < 0.5 ? 37 : 365 + 37) + r.int(0, 6) : r.int(0, LAST_OFFSET);
    const occasion = valentine && r.random() < 0.8 ? "VDY" : r.pick(["BDY", "BDY", "ANV", "SYM", "SYM", "WED", "GEN", "GEN", "THX"]);
    const arrangement =
      occasion === "SYM"
        ? r.pick(["wrth", "wrth", "bsk", "bqt"] as const)
        : occasion === "WED"
          ? r.pick(["cntr", "cntr", "bqt"] as const)
          : r.pick(["bqt", "bqt", "bqt", "bsk", "bx", "cntr"] as const);
    const flower = occasion === "VDY" ? r.pick(["RS", "RS", "RS", "TL", "MX"] as const) : r.pick(Object.keys(flowers) as (keyof typeof flowers)[]);
    const [base, low, high] = arrangements[arrangement];
    const stems = r.int(low, high);
    const items = r.round((base + stems * flowers[flower]) * (0.9 + r.random() * 0.25));
    const channel = r.pick(["web", "web", "web", "ph", "wi", "app"]);
    const delivered = channel === "wi" ? r.random() < 0.3 : r.random() < 0.8;
    const km = delivered ? r.round(1 + r.random() * 24, 1) : 0;
    const fee = delivered ? r.round(6.5 + km * 0.5, 2) : 0;
    const late = delivered ? r.random() < (occasion === "VDY" ? 0.3 : 0.09) : undefined;
    const rated = r.random() < 0.82;
    const rating = rated ? Math.max(1, Math.min(5, Math.round(4.2 + r.normal() * 0.8 - (late ? 1.6 : 0)))) : "";
    rows.push([
      "",
      day(2025, 1, 1, offset),
      r.pick(shops),
      channel,
      occasion,
      arrangement,
      flower,
      stems,
      delivered ? "Y" : "N",
      km,
      items,
      fee,
      r.round(items + fee),
      r.random() < 0.62 ? "Y" : "N",
      late === undefined ? "" : late ? "Y" : "N",
      rating,
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => (row[0] = `FL-${5001 + index}`));
  write(
    "flrst_ords",
    [
      "ord_id",
      "ord_dt",
      "shp_cd",
      "chnl",
      "occ_cd",
      "arr_typ",
      "flw_cd",
      "n_stms",
      "dlv_flg",
      "dlv_km",
      "itm_eur",
      "dlv_eur",
      "tot_eur",
      "crd_msg_flg",
      "late_flg",
      "cust_rtg",
    ],
    rows,
  );
}

// A Czech tailor's orders (Czech names and values): four branches, in Czech crowns.
{
  const r = prng(202);
  const jobs = {
    zkrácení: { perPiece: [150, 350], minutes: [20, 45], days: [2, 7] },
    zúžení: { perPiece: [250, 600], minutes: [35, 80], days: [3, 10] },
    "výměna zipu": { perPiece: [200, 450], minutes: [25, 60], days: [2, 7] },
    oprava: { perPiece: [120, 500], minutes: [15, 90], days: [1, 8] },
    "šití na míru": { perPiece: [4000, 15000], minutes: [600, 1500], days: [14, 40] },
  } as const;
  const garments = ["kalhoty", "kalhoty", "sako", "šaty", "košile", "kabát", "sukně"];
  const rows: Cell[][] = [];
  for (let i = 0; i < 300; i++) {
    const offset = r.int(0, LAST_OFFSET);
    const job = r.pick(["zkrácení", "zkrácení", "zúžení", "výměna zipu", "oprava", "oprava", "šití na míru"] as const);
    const spec = jobs[job];
    const pieces = job === "šití na míru" ? 1 : r.pick([1, 1, 1, 2, 2, 3, 4]);
    const express = job !== "šití na míru" && r.random() < 0.18;
    const garment = job === "zkrácení" ? r.pick(["kalhoty", "kalhoty", "sukně", "šaty", "kabát"]) : r.pick(garments);
    const material = garment === "košile" ? r.pick(["bavlna", "bavlna", "len", "hedvábí"]) : r.pick(["vlna", "vlna", "bavlna", "len", "hedvábí", "kůže"]);
    const price = Math.round((pieces * (spec.perPiece[0] + r.random() * (spec.perPiece[1] - spec.perPiece[0])) * (express ? 1.4 : 1)) / 10) * 10;
    const minutes = pieces * r.int(spec.minutes[0], spec.minutes[1]);
    const days = express ? r.int(1, 2) : r.int(spec.days[0], spec.days[1]);
    const cancelled = r.random() < 0.05;
    const ready = offset + days;
    let status: string;
    if (cancelled) status = "zrušeno";
    else if (ready > LAST_OFFSET) status = "rozpracováno";
    else if (ready > LAST_OFFSET - 12 && r.random() < 0.5) status = "připraveno";
    else status = "vydáno";
    const complaint = status === "vydáno" && r.random() < 0.07;
    const rating =
      status === "vydáno" && r.random() < 0.75 ? Math.max(1, Math.min(5, Math.round(4.3 + r.normal() * 0.7 - (complaint ? 2 : 0) - (express ? 0.2 : 0)))) : "";
    rows.push([
      "",
      day(2025, 1, 1, offset),
      status === "vydáno" ? day(2025, 1, 1, Math.min(LAST_OFFSET, ready + (r.random() < 0.3 ? r.int(1, 9) : 0))) : "",
      r.pick(["Praha", "Praha", "Brno", "Ostrava", "Plzeň"]),
      r.pick(["Jana", "Petr", "Lucie", "Tomáš", "Eva", "Marek"]),
      garment,
      job,
      material,
      pieces,
      minutes,
      price,
      express ? "ano" : "ne",
      status,
      complaint ? "ano" : "ne",
      rating,
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => (row[0] = `KZ-${7001 + index}`));
  write(
    "krejcovske_zakazky",
    [
      "cislo_zakazky",
      "datum_prijeti",
      "datum_vydani",
      "pobocka",
      "krejci",
      "druh_odevu",
      "typ_upravy",
      "material",
      "pocet_kusu",
      "prace_min",
      "cena_kc",
      "expres",
      "stav",
      "reklamace",
      "hodnoceni",
    ],
    rows,
  );
}

// Co-working bookings (UPPER_SNAKE, 0/1 flags): four Singapore sites, in Singapore dollars.
{
  const r = prng(203);
  const spaces = {
    HOT_DESK: { rate: 6, hours: [2, 10], people: [1, 1] },
    FIXED_DESK: { rate: 9, hours: [4, 10], people: [1, 1] },
    MEETING_ROOM: { rate: 35, hours: [1, 4], people: [2, 12] },
    PRIVATE_OFFICE: { rate: 28, hours: [4, 10], people: [2, 6] },
    PHONE_BOOTH: { rate: 8, hours: [0.5, 1.5], people: [1, 1] },
  } as const;
  const discount = { PAYG: 0, FLEX_10: 0.1, RESIDENT: 0.25, CORPORATE: 0.15 } as const;
  const rows: Cell[][] = [];
  for (let i = 0; i < 360; i++) {
    // Mostly working days: most weekend draws move to a weekday of the same or the previous week.
    const drawn = r.int(0, LAST_OFFSET);
    const offset = r.random() < 0.85 ? workingDay(drawn, r.int) : drawn;
    const space = r.pick(["HOT_DESK", "HOT_DESK", "HOT_DESK", "FIXED_DESK", "MEETING_ROOM", "MEETING_ROOM", "PRIVATE_OFFICE", "PHONE_BOOTH"] as const);
    const spec = spaces[space];
    const plan = r.pick(["PAYG", "PAYG", "FLEX_10", "FLEX_10", "RESIDENT", "CORPORATE"] as const);
    const hours = Math.round((spec.hours[0] + r.random() * (spec.hours[1] - spec.hours[0])) * 2) / 2;
    const headcount = r.int(spec.people[0], spec.people[1]);
    const start = space === "PHONE_BOOTH" || space === "MEETING_ROOM" ? r.int(8, 18) : r.int(7, 12);
    const noShow = r.random() < 0.08;
    const guests = space === "MEETING_ROOM" || space === "PRIVATE_OFFICE" ? r.random() < 0.45 : r.random() < 0.05;
    rows.push([
      "",
      day(2025, 1, 1, offset),
      r.pick(["Tanjong Pagar", "Tanjong Pagar", "Raffles Place", "One-North", "Jurong East"]),
      space,
      plan,
      r.pick(["TECH", "TECH", "FINANCE", "DESIGN", "LEGAL", "NGO"]),
      start,
      hours,
      headcount,
      r.round(hours * spec.rate * (1 - discount[plan])),
      noShow ? 0 : r.int(0, Math.ceil(hours * headcount * 0.6)),
      noShow ? 0 : r.random() < 0.6 ? 0 : r.int(1, 40),
      noShow ? 1 : 0,
      guests ? 1 : 0,
      noShow ? "" : Math.max(0, Math.min(10, Math.round(8 + r.normal() * 1.6))),
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])) || Number(a[6]) - Number(b[6]));
  rows.forEach((row, index) => (row[0] = `CW-${2001 + index}`));
  write(
    "COWORK_BOOKINGS",
    [
      "BOOKING_REF",
      "BOOKING_DATE",
      "SITE",
      "SPACE_TYPE",
      "MEMBER_PLAN",
      "INDUSTRY",
      "START_HOUR",
      "HOURS_BOOKED",
      "HEADCOUNT",
      "PRICE_SGD",
      "COFFEE_CREDITS_USED",
      "PRINT_PAGES",
      "NO_SHOW",
      "HAS_EXTERNAL_GUESTS",
      "NPS_SCORE",
    ],
    rows,
  );
}

// Water-testing lab samples (plain snake_case, received/reported timestamps, true/false columns), in US dollars.
{
  const r = prng(204);
  const panels = {
    bacteria: { fee: 45, hours: [24, 72] },
    metals: { fee: 120, hours: [48, 168] },
    nitrate: { fee: 35, hours: [12, 48] },
    pesticides: { fee: 180, hours: [96, 240] },
    "full panel": { fee: 320, hours: [120, 336] },
  } as const;
  const rows: Cell[][] = [];
  const base = Date.UTC(2025, 0, 1);
  for (let i = 0; i < 270; i++) {
    // Received on a working day between 8:00 and 17:00, early enough to be reported by 2026-11-27.
    const offset = workingDay(r.int(0, LAST_OFFSET - 15), r.int);
    const client = r.pick(["household", "household", "household", "municipality", "farm", "farm", "school", "industrial"]);
    const source =
      client === "household"
        ? r.pick(["tap", "tap", "private well", "private well"])
        : client === "farm"
          ? r.pick(["private well", "groundwater", "river"])
          : client === "municipality"
            ? r.pick(["tap", "river", "lake", "groundwater"])
            : r.pick(["tap", "groundwater", "river", "lake"]);
    const panel = r.pick(
      client === "farm"
        ? (["nitrate", "nitrate", "pesticides", "bacteria", "full panel"] as const)
        : client === "household"
          ? (["bacteria", "bacteria", "metals", "nitrate", "full panel"] as const)
          : (["bacteria", "metals", "metals", "pesticides", "full panel"] as const),
    );
    const rush = r.random() < 0.2;
    const spec = panels[panel];
    const hours = (spec.hours[0] + r.random() * (spec.hours[1] - spec.hours[0])) * (rush ? 0.5 : 1);
    const receivedMinutes = offset * 1440 + r.int(8 * 60, 17 * 60);
    const passed = r.random() < (source === "river" || source === "private well" ? 0.72 : 0.9);
    const turbidity = r.round(Math.max(0.1, (source === "river" || source === "lake" ? 6 : 1.2) * Math.exp(r.normal() * 0.6)), 1);
    rows.push([
      "",
      stamp(base, receivedMinutes),
      stamp(base, receivedMinutes + Math.round(hours * 60)),
      r.pick(["Denver", "Denver", "Boise", "Tucson", "Spokane"]),
      client,
      source,
      panel,
      r.pick(["Okafor", "Lindqvist", "Marsh", "Tanaka", "Reyes"]),
      r.round(6.3 + r.random() * 2.3, 1),
      turbidity,
      r.round(spec.fee * (rush ? 1.5 : 1)),
      rush,
      passed,
      !passed && r.random() < 0.55,
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => (row[0] = `WS-${6001 + index}`));
  write(
    "water_lab_samples",
    [
      "sample_id",
      "received_at",
      "reported_at",
      "lab_site",
      "client_type",
      "sample_source",
      "test_panel",
      "analyst",
      "ph",
      "turbidity_ntu",
      "fee_usd",
      "is_rush",
      "passed_limits",
      "retest_requested",
    ],
    rows,
  );
}
