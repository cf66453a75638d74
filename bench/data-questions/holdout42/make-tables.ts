/**
 * Generates the forty-second held-out suite's tables (one seeded PRNG per table, seeds 421–424):
 *
 *   cd bench && node --import tsx data-questions/holdout42/make-tables.ts
 *
 * Four small synthetic tables, one naming style each: terse snake_case codes (an apple packhouse's packing
 * runs), camelCase with units and true/false (a cloud provider's server hardware failures), Title Case with a
 * timestamp and Yes/No (an airport's passenger-assistance requests) and Tagalog (a remittance company's
 * payouts in the Philippines). The generating rules are in README.md.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Cell, csvWriter, day, prng, stamp } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));
const FIRST = Date.UTC(2025, 0, 1);
const LAST_DAY = 697; // 2026-11-29
const monthOf = (iso: string) => Number(iso.slice(5, 7));
const weighted = <T extends string>(r: ReturnType<typeof prng>, weights: Record<T, number>): T => {
  const entries = Object.entries(weights) as [T, number][];
  let draw = r.random() * entries.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [key, weight] of entries) {
    draw -= weight;
    if (draw < 0) return key;
  }
  return entries.at(-1)![0];
};

// Apple packhouse packing runs (terse snake_case, codes, Y/N flags), Wenatchee, Washington; US dollars.
{
  const r = prng(421);
  const basePack = { GAL: 82, FUJ: 80, GRS: 84, HCR: 71, CPK: 78, RED: 76 } as const;
  const harvestMonth = { GAL: 8, HCR: 9, RED: 9, GRS: 10, FUJ: 10, CPK: 11 } as const;
  const basePrice = { HCR: 46, CPK: 33, FUJ: 28, GAL: 25, GRS: 26, RED: 19 } as const;
  type Variety = keyof typeof basePack;
  const sizes: Record<Variety, number[]> = {
    HCR: [72, 80, 88, 100],
    FUJ: [72, 80, 88, 100, 113],
    RED: [72, 80, 88, 100, 113],
    GAL: [88, 100, 113, 125],
    GRS: [80, 88, 100, 113],
    CPK: [80, 88, 100, 113],
  };
  const rows: Cell[][] = [];
  while (rows.length < 320) {
    const offset = r.int(1, LAST_DAY - 2);
    const date = day(2025, 1, 1, offset);
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === 0) continue; // no packing on Sundays
    const month = monthOf(date);
    const dayOfMonth = Number(date.slice(8, 10));
    const harvest = (month === 8 && dayOfMonth >= 15) || month === 9 || month === 10;
    const storage = harvest ? (r.random() < 0.7 ? "FH" : "RA") : month >= 11 ? (r.random() < 0.6 ? "RA" : "CA") : "CA";
    const variety: Variety =
      storage === "FH"
        ? r.pick(month === 8 ? (["GAL", "HCR"] as const) : month === 9 ? (["GAL", "HCR", "RED"] as const) : (["GRS", "FUJ", "CPK", "RED"] as const))
        : r.pick(Object.keys(basePack) as Variety[]);
    const monthsStored = storage === "FH" ? 0 : (month - harvestMonth[variety] + 12) % 12;
    const grower = weighted(r, { G01: 2, G02: 1, G03: 1, G04: 1, G05: 1, G06: 1 });
    const organic = grower === "G05" || grower === "G06";
    const line = organic ? "L3" : r.random() < 0.6 ? "L1" : "L2";
    const shift = r.random() < 0.3 ? "N" : "D";
    const bins = r.int(8, 40);
    const netKg = bins * r.int(385, 425);
    const bitterPit = variety === "HCR" && r.random() < 0.3;
    const bruised = r.random() < (variety === "HCR" ? 0.25 : 0.1) + (shift === "N" ? 0.05 : 0);
    const packout = Math.min(
      95,
      Math.max(45, r.round(basePack[variety] - 0.8 * monthsStored - (bitterPit ? 9 : 0) - (bruised ? 6 : 0) - (organic ? 4 : 0) + r.normal() * 2.5, 1)),
    );
    const size = r.pick(sizes[variety]);
    const market = size <= 88 && ["FUJ", "RED", "HCR"].includes(variety) && r.random() < 0.35 ? "TWN" : weighted(r, { DOM: 70, CAN: 15, MEX: 15 });
    const price = r.round(basePrice[variety] * (organic ? 1.3 : 1) + (size <= 88 ? 3 : size >= 113 ? -2 : 0) + (market === "TWN" ? 4 : 0) + r.normal());
    const boxes = Math.round((netKg * packout) / 100 / 18.14);
    const hold = packout < 62 || r.random() < 0.04;
    rows.push([
      date,
      grower,
      variety,
      organic ? "Y" : "N",
      storage,
      line,
      shift,
      bins,
      netKg,
      size,
      packout,
      Math.round((netKg * (100 - packout)) / 100),
      boxes,
      price,
      r.round(boxes * price),
      market,
      bruised ? "Y" : "N",
      bitterPit ? "Y" : "N",
      hold ? "Y" : "N",
      hold ? (bitterPit ? "BP" : bruised ? "BRS" : "DCY") : "",
      r.pick(["AR", "MT", "JS", "KL"]),
    ]);
  }
  rows.sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  write(
    "pkh_run_log",
    [
      "lot_no",
      "run_dt",
      "grw_cd",
      "var_cd",
      "org_flg",
      "stor_cd",
      "ln",
      "shft",
      "bins",
      "net_kg",
      "sz_cnt",
      "pk_pct",
      "cull_kg",
      "boxes",
      "prc_usd_box",
      "rev_usd",
      "mkt",
      "brs_flg",
      "bp_flg",
      "hold_flg",
      "hold_rsn",
      "qc_insp",
    ],
    rows.map((row, index) => [`PK-${10001 + index}`, ...row]),
  );
}

// Server hardware failures (camelCase, units in the names, true/false), four data centres; US dollars.
{
  const r = prng(422);
  const technicians = { Ashburn: ["Marcus", "Jenna"], Dublin: ["Ciara", "Tomasz"], Frankfurt: ["Lena", "Jonas"], Singapore: ["Wei Ling", "Arjun"] } as const;
  const partCost = {
    Disk: [180, 420],
    Memory: [90, 260],
    PSU: [150, 300],
    Fan: [40, 90],
    NIC: [220, 600],
    GPU: [9000, 24000],
    Motherboard: [1800, 3500],
  } as const;
  const hours = { Disk: [1, 2], Fan: [1, 2], PSU: [1, 2], Memory: [2, 4], NIC: [2, 4], GPU: [3, 6], Motherboard: [6, 12] } as const;
  const outage = { Motherboard: 0.25, GPU: 0.15, Memory: 0.12, NIC: 0.1, Disk: 0.04, PSU: 0.04, Fan: 0.04 } as const;
  type Component = keyof typeof partCost;
  const rows: Cell[][] = [];
  for (let i = 0; i < 300; i++) {
    const detected = day(2025, 1, 1, r.int(0, LAST_DAY));
    const month = monthOf(detected);
    const centre = weighted(r, { Ashburn: 35, Dublin: 25, Frankfurt: 20, Singapore: 20 });
    const model = r.pick(centre === "Ashburn" || centre === "Dublin" ? ["R750", "R760", "SR650", "DL380", "G593"] : ["R750", "R760", "SR650", "DL380"]);
    const age = model === "G593" ? r.int(3, 30) : r.int(3, 72);
    const temperature = r.round(
      20 + r.random() * 4.5 + (centre === "Singapore" ? 2 : 0) + (month >= 6 && month <= 8 && centre !== "Dublin" && centre !== "Singapore" ? 1.5 : 0),
      1,
    );
    let component: Component = model === "G593" && r.random() < 0.4 ? "GPU" : weighted(r, { Disk: 30, Memory: 20, PSU: 15, Fan: 12, NIC: 10, Motherboard: 6 });
    if (temperature > 25 && component !== "GPU" && r.random() < 0.3) component = r.pick(["Fan", "PSU"] as const);
    const warranty = age <= 36;
    const onSite = r.random() < (component === "GPU" ? 0.4 : component === "Motherboard" ? 0.5 : 0.85);
    const causedOutage = r.random() < outage[component];
    const severity = causedOutage ? "Sev1" : ["GPU", "Motherboard", "Memory"].includes(component) ? "Sev2" : "Sev3";
    const hotSwap = component === "Disk" || component === "PSU" || component === "Fan";
    const fix = (severity === "Sev1" ? r.int(0, 1) : severity === "Sev2" ? r.int(0, 4) : r.int(1, 8)) + (onSite ? 0 : r.int(3, 12));
    const resolved = day(2025, 1, 1, Number((Date.parse(detected) - FIRST) / 86_400_000) + fix);
    const open = resolved > "2026-11-29";
    const base = hotSwap
      ? causedOutage
        ? r.int(20, 90)
        : 0
      : { Memory: r.int(45, 180), NIC: r.int(30, 120), GPU: r.int(90, 360), Motherboard: r.int(240, 900) }[
          component as "Memory" | "NIC" | "GPU" | "Motherboard"
        ];
    const downtime = Math.round(base * (onSite ? 1 : 1.5));
    const [low, high] = partCost[component];
    const [hLow, hHigh] = hours[component];
    rows.push([
      detected,
      open ? "" : resolved,
      centre,
      r.pick(technicians[centre]),
      model,
      age,
      component,
      severity,
      temperature,
      warranty,
      onSite,
      causedOutage,
      r.random() < (age > 48 ? 0.2 : 0.1),
      open ? "" : downtime,
      r.int(hLow, hHigh) / 2,
      warranty ? 0 : Math.round(low + r.random() * (high - low)),
    ]);
  }
  rows.sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  write(
    "serverHardwareFailures",
    [
      "ticketId",
      "detectedDate",
      "resolvedDate",
      "dataCenter",
      "technician",
      "serverModel",
      "serverAgeMonths",
      "failedComponent",
      "severity",
      "rackInletTempC",
      "isUnderWarranty",
      "partOnSite",
      "causedOutage",
      "isRepeatFailure",
      "downtimeMin",
      "labourHours",
      "partCostUsd",
    ],
    rows.map((row, index) => [`HW-${20001 + index}`, ...row]),
  );
}

// Passenger-assistance requests at Manchester Airport (Title Case with spaces, a timestamp, Yes/No).
{
  const r = prng(423);
  const airlines = { T1: ["easyJet", "TUI"], T2: ["Jet2", "Emirates", "Aer Lingus"], T3: ["Ryanair", "Loganair"] } as const;
  const yes = (value: boolean) => (value ? "Yes" : "No");
  const rows: Cell[][] = [];
  while (rows.length < 320) {
    const offset = r.int(0, LAST_DAY);
    const month = monthOf(day(2025, 1, 1, offset));
    if (!(month >= 6 && month <= 9) && r.random() < 0.3) continue; // busier June–September
    const requested = stamp(FIRST + offset * 86_400_000, r.int(4 * 60 + 30, 21 * 60 + 30));
    const terminal = weighted(r, { T1: 30, T2: 45, T3: 25 });
    const airline = r.pick(airlines[terminal]);
    const departure = r.random() < 0.55;
    const type = weighted(r, { WCHR: 45, WCHS: 22, WCHC: 10, BLND: 8, DEAF: 5, DPNA: 10 });
    const preBooked = r.random() < (type === "WCHC" ? 0.85 : 0.6);
    const noShow = r.random() < 0.06;
    const remote = r.random() < (terminal === "T3" ? 0.45 : 0.25);
    const equipment =
      type === "WCHC"
        ? remote
          ? "Ambulift"
          : "Wheelchair"
        : type === "WCHS"
          ? "Wheelchair"
          : type === "WCHR"
            ? r.random() < 0.6
              ? "Buggy"
              : "Wheelchair"
            : "None";
    const wait = (preBooked ? r.int(0, 8) : r.int(5, 30)) + (month === 7 || month === 8 ? 8 : 0) + (departure ? 0 : 6);
    const escort = r.int(15, 40) + (remote ? 12 : 0) + (equipment === "Ambulift" ? 10 : 0);
    const delayed = r.random() < (month === 7 || month === 8 ? 0.28 : 0.15);
    const missed = departure && !noShow && wait > 22 && !delayed && r.random() < 0.4;
    const complaint = !noShow && r.random() < 0.04 + (wait > 20 ? 0.2 : 0) + (missed ? 0.6 : 0);
    const surveyed = !noShow && r.random() < 0.45;
    const rating = Math.min(5, Math.max(1, Math.round(4.6 - (wait > 20 ? 1.5 : 0) - (missed ? 2 : 0) - (complaint ? 1 : 0) + r.normal() * 0.6)));
    rows.push([
      requested,
      terminal,
      airline,
      departure ? "Departure" : "Arrival",
      type,
      yes(preBooked),
      yes(noShow),
      noShow ? "" : wait,
      type === "WCHC" ? 2 : 1,
      equipment,
      yes(remote),
      noShow ? "" : escort,
      yes(delayed),
      yes(missed),
      yes(complaint),
      surveyed ? rating : "",
    ]);
  }
  rows.sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  write(
    "assistance_requests",
    [
      "Request No",
      "Requested At",
      "Terminal",
      "Airline",
      "Direction",
      "Assistance Type",
      "Pre-Booked",
      "No Show",
      "Wait Minutes",
      "Agents",
      "Equipment",
      "Remote Stand",
      "Escort Minutes",
      "Flight Delayed",
      "Missed Flight",
      "Complaint",
      "Rating",
    ],
    rows.map((row, index) => [`PA-${30001 + index}`, ...row]),
  );
}

// Remittance payouts in the Philippines (Tagalog names and values), amounts in US dollars and pesos.
{
  const r = prng(424);
  const amounts = {
    "Saudi Arabia": [200, 900],
    Kuwait: [200, 900],
    UAE: [200, 900],
    "Estados Unidos": [150, 2000],
    Hapon: [200, 1200],
    "Hong Kong": [150, 650],
    Singapore: [150, 650],
    Italya: [200, 1000],
  } as const;
  type Origin = keyof typeof amounts;
  const fees = { "deposito sa bangko": 2.99, GCash: 1.99, "hatid sa bahay": 9.99 } as const;
  const rows: Cell[][] = [];
  while (rows.length < 300) {
    const offset = r.int(0, LAST_DAY);
    const date = day(2025, 1, 1, offset);
    const month = monthOf(date);
    if (month !== 12 && r.random() < 0.33) continue; // December is the busiest month
    const origin = weighted<Origin>(r, { "Saudi Arabia": 22, "Estados Unidos": 20, UAE: 14, "Hong Kong": 12, Singapore: 10, Hapon: 8, Kuwait: 7, Italya: 7 });
    const woman = r.random() < (origin === "Hong Kong" || origin === "Singapore" ? 0.85 : origin === "Saudi Arabia" || origin === "Kuwait" ? 0.3 : 0.5);
    const branch = weighted(r, { "Quezon City": 30, "Cebu City": 20, "Davao City": 18, "Iloilo City": 16, Pampanga: 16 });
    const mode = weighted(r, { "kuha sa sangay": 35, "deposito sa bangko": 25, GCash: 30, "hatid sa bahay": 10 });
    const christmas = month === 12 || (month === 11 && Number(date.slice(8, 10)) >= 15);
    const purpose =
      christmas && r.random() < 0.45
        ? "pang-Pasko"
        : month >= 6 && month <= 8 && r.random() < 0.4
          ? "matrikula"
          : weighted(r, { "pang-araw-araw": 60, matrikula: 6, pagpapagamot: 16, "pagpapagawa ng bahay": 12 });
    const [low, high] = amounts[origin];
    const usd = Math.round(((low + r.random() * (high - low)) * (purpose === "pagpapagawa ng bahay" ? 2 : purpose === "pang-Pasko" ? 1.3 : 1)) / 5) * 5;
    const rate = r.round(57.2 + 1.3 * Math.sin((offset / 700) * 2 * Math.PI) + (r.random() - 0.5) * 0.3);
    const first = r.random() < 0.12;
    const fee = first ? 0 : mode === "kuha sa sangay" ? (usd <= 500 ? 4.99 : 7.99) : fees[mode];
    const delay =
      mode === "GCash"
        ? 0
        : mode === "deposito sa bangko"
          ? r.int(0, 1)
          : mode === "hatid sa bahay"
            ? r.int(1, 3)
            : r.random() < 0.7
              ? r.int(0, 2)
              : r.int(3, 10);
    const claimedOn = day(2025, 1, 1, offset + delay);
    const claimed = claimedOn <= "2026-11-29" && (mode === "kuha sa sangay" ? r.random() < 0.94 : mode === "hatid sa bahay" ? r.random() < 0.98 : true);
    const rated = r.random() < 0.4;
    const score = Math.min(5, Math.max(1, Math.round(4.3 - (delay > 3 ? 1.2 : 0) - (mode === "kuha sa sangay" ? 0.3 : 0) + r.normal() * 0.7)));
    rows.push([
      date,
      origin,
      woman ? "babae" : "lalaki",
      branch,
      mode,
      purpose,
      usd,
      rate,
      r.round(usd * rate),
      fee,
      first ? "oo" : "hindi",
      claimed ? "oo" : "hindi",
      claimed ? claimedOn : "",
      rated && claimed ? score : "",
    ]);
  }
  rows.sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  write(
    "mga_padala",
    [
      "numero",
      "petsa",
      "bansang_pinagmulan",
      "kasarian_nagpadala",
      "sangay",
      "paraan",
      "layunin",
      "halaga_usd",
      "palitan",
      "halaga_php",
      "singil_usd",
      "unang_padala",
      "nakuha",
      "petsa_nakuha",
      "marka",
    ],
    rows.map((row, index) => [`RP-${50001 + index}`, ...row]),
  );
}
