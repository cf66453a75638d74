/**
 * The fifty-first held-out suite's four tables (see README.md), with fixed seeds 511–514, one per table:
 *
 *   cd bench && node --import tsx data-questions/holdout51/make-tables.ts
 *
 * 1. dye_btch_log: a West Yorkshire commission dye house's batches (terse snake_case, Y/N flags, strt_ts/end_ts).
 * 2. kannerbetreiung: bookings at four Luxembourg crèches (Luxembourgish names and values, jo/neen).
 * 3. bugBountyReports: reports to a bug bounty platform's five programmes (camelCase, true/false).
 * 4. FUNERAL_ARRANGEMENTS: a Norfolk family funeral director's arrangements (UPPER_CASE, TRUE/FALSE).
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Cell, csvWriter, day, prng, stamp } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));
const DAY_MS = 86_400_000;
const msOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const daysBetween = (from: string, to: string) => Math.round((msOf(to) - msOf(from)) / DAY_MS);
const monthOf = (iso: string) => Number(iso.slice(5, 7));
const yearOf = (iso: string) => Number(iso.slice(0, 4));
/** 0 Sunday … 6 Saturday. */
const weekdayOf = (iso: string) => new Date(msOf(iso)).getUTCDay();
const money = (value: number) => Math.round(value * 100) / 100;

type Rng = ReturnType<typeof prng>;
/** A value drawn with the given weights. */
const weighted = <T>(rng: Rng, items: readonly (readonly [T, number])[]): T => {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let draw = rng.random() * total;
  for (const [item, weight] of items) {
    draw -= weight;
    if (draw < 0) return item;
  }
  return items.at(-1)![0];
};
/** `count` days from `first` to `last` (inclusive), accepted with probability weight/maxWeight, sorted. */
const drawDays = (rng: Rng, count: number, first: string, last: string, weight: (iso: string) => number, maxWeight: number) => {
  const span = daysBetween(first, last);
  const days: string[] = [];
  while (days.length < count) {
    const candidate = day(yearOf(first), monthOf(first), Number(first.slice(8, 10)), rng.int(0, span));
    if (rng.random() * maxWeight < weight(candidate)) days.push(candidate);
  }
  return days.sort();
};
/** Minutes after midnight, sorted within each day, so ids follow time. */
const byTime = <T extends { date: string; minute: number }>(rows: T[]) => rows.sort((a, b) => a.date.localeCompare(b.date) || a.minute - b.minute);

// ------------------------------------------------------------------------------------------ 1. dye house
{
  const rng = prng(511);
  const isChristmas = (iso: string) => (monthOf(iso) === 12 && Number(iso.slice(8)) >= 24) || (monthOf(iso) === 1 && Number(iso.slice(8)) === 1);
  const days = drawDays(
    rng,
    320,
    "2025-01-06",
    "2026-11-20",
    (iso) => {
      if (isChristmas(iso)) return 0;
      const weekday = weekdayOf(iso);
      const base = weekday === 0 ? 0.1 : weekday === 6 ? 0.35 : 1;
      const month = monthOf(iso);
      return base * (month >= 8 && month <= 11 ? 1.3 : month === 7 ? 0.8 : month === 12 ? 0.7 : 1);
    },
    1.3,
  );
  const starts = byTime(
    days.map((date) => {
      const shift = weighted(rng, [
        ["E", 45],
        ["L", 35],
        ["N", 20],
      ] as const);
      const hour = shift === "E" ? rng.int(6, 13) : shift === "L" ? rng.int(14, 21) : (22 + rng.int(0, 7)) % 24;
      return { date, minute: hour * 60 + rng.int(0, 11) * 5, shift };
    }),
  );
  const fibres: Record<string, readonly (readonly [string, number])[]> = {
    ALB: [
      ["WO", 80],
      ["CO", 10],
      ["PA", 10],
    ],
    BRD: [
      ["CO", 55],
      ["WO", 35],
      ["PES", 10],
    ],
    CDR: [
      ["PES", 60],
      ["PA", 35],
      ["CO", 5],
    ],
    DNM: [
      ["PA", 45],
      ["CO", 40],
      ["WO", 15],
    ],
    ELW: [
      ["PES", 50],
      ["CO", 50],
    ],
  };
  const machines: Record<string, readonly (readonly [string, number])[]> = {
    WO: [
      ["HK1", 60],
      ["JT1", 25],
      ["JT2", 15],
    ],
    CO: [
      ["JT1", 40],
      ["JT2", 45],
      ["HK1", 15],
    ],
    PES: [["HT1", 1]],
    PA: [
      ["JT1", 50],
      ["JT2", 30],
      ["HT1", 20],
    ],
  };
  const kgRange: Record<string, [number, number]> = { JT1: [60, 250], JT2: [120, 400], HT1: [50, 300], HK1: [20, 120] };
  const minutes: Record<string, [number, number]> = { WO: [300, 420], CO: [360, 540], PES: [240, 360], PA: [180, 300] };
  const dyeRate: Record<string, number> = { WO: 2.4, CO: 1.6, PES: 1.9, PA: 2.1 };
  const shadeFactor: Record<string, number> = { PL: 0.9, MD: 1, DK: 1.15, BK: 1.25 };
  const chemRate: Record<string, number> = { PL: 0.3, MD: 0.55, DK: 0.9, BK: 1.2 };
  type Batch = { id: string; cst: string; fbr: string; shd: string; mch: string; kg: number };
  const pending: Batch[] = [];
  const rows: Cell[][] = [];
  starts.forEach(({ date, minute, shift }, index) => {
    const id = `DB-${50001 + index}`;
    const month = monthOf(date);
    const woolSeason = month >= 8 && month <= 11;
    const redyeOf = pending.length > 0 && rng.random() < 0.55 ? pending.shift() : undefined;
    let batch: Batch;
    if (redyeOf) {
      const allowed = machines[redyeOf.fbr]!;
      // Mostly the same machine; another machine only if the load fits its capacity.
      const other = rng.random() < 0.6 ? redyeOf.mch : weighted(rng, allowed);
      const [low, high] = kgRange[other]!;
      const mch = redyeOf.kg >= low && redyeOf.kg <= high ? other : redyeOf.mch;
      batch = { ...redyeOf, id, mch };
    } else {
      const cst = weighted(rng, [
        ["ALB", woolSeason ? 42 : 26],
        ["BRD", 22],
        ["CDR", 20],
        ["DNM", 17],
        ["ELW", 15],
      ]);
      const fbr = weighted(rng, fibres[cst]!);
      const mch = weighted(rng, machines[fbr]!);
      const shd = weighted(rng, [
        ["PL", cst === "ELW" ? 10 : 25],
        ["MD", cst === "ELW" ? 25 : 35],
        ["DK", cst === "ELW" ? 30 : 25],
        ["BK", cst === "ELW" ? 35 : 15],
      ]);
      const [low, high] = kgRange[mch]!;
      batch = { id, cst, fbr, shd, mch, kg: rng.int(low, high) };
    }
    const aborted = rng.random() < (batch.mch === "HT1" ? 0.06 : 0.03);
    const offShade =
      !aborted && rng.random() < (redyeOf ? 0.03 : 0.06 + (batch.shd === "DK" || batch.shd === "BK" ? 0.04 : 0) + (batch.fbr === "PA" ? 0.04 : 0));
    const qc = aborted ? "ABRT" : offShade ? "RDY" : "OK";
    if (offShade) pending.push(batch);
    const [shortest, longest] = aborted ? [30, 120] : minutes[batch.fbr]!;
    const length = rng.int(shortest, longest);
    const target = batch.fbr === "PES" ? 130 : batch.fbr === "CO" ? (batch.shd === "DK" || batch.shd === "BK" ? 80 : 60) : 98;
    const maxTemp = aborted ? target - rng.int(5, 35) - rng.random() : target + rng.normal() * 0.6;
    const deltaE = aborted ? "" : offShade ? rng.round(1.05 + rng.random() * 1.75, 2) : rng.round(0.15 + rng.random() * 0.8, 2);
    const rush = !redyeOf && rng.random() < (batch.cst === "ALB" && (month === 9 || month === 10) ? 0.25 : 0.12);
    const charged = !redyeOf && !aborted;
    const uplift = yearOf(date) === 2026 ? 1.05 : 1;
    const dye = charged ? money(batch.kg * dyeRate[batch.fbr]! * shadeFactor[batch.shd]! * uplift) : 0;
    const chem = charged ? money(batch.kg * chemRate[batch.shd]! * uplift) : 0;
    const rushCharge = charged && rush ? money(dye * 0.25) : 0;
    const opr = shift === "E" ? rng.pick(["OP1", "OP2"]) : shift === "L" ? rng.pick(["OP3", "OP4"]) : rng.random() < 0.8 ? "OP5" : "OP4";
    const base = msOf(date);
    rows.push([
      id,
      stamp(base, minute),
      stamp(base, minute + length),
      batch.mch,
      batch.fbr,
      batch.shd,
      batch.cst,
      batch.kg,
      rng.round(maxTemp, 1),
      deltaE,
      qc,
      redyeOf ? "Y" : "N",
      redyeOf ? redyeOf.id : "",
      rush ? "Y" : "N",
      opr,
      shift,
      dye,
      chem,
      rushCharge,
      money(dye + chem + rushCharge),
    ]);
  });
  write(
    "dye_btch_log",
    [
      "btch_id",
      "strt_ts",
      "end_ts",
      "mch",
      "fbr",
      "shd",
      "cst",
      "kg",
      "max_tmp_c",
      "de_cmc",
      "qc",
      "rdy_flg",
      "rdy_of",
      "rush_flg",
      "opr",
      "shift",
      "dye_gbp",
      "chem_gbp",
      "rush_gbp",
      "tot_gbp",
    ],
    rows,
  );
}

// ------------------------------------------------------------------------------------------ 2. crèches
{
  const rng = prng(512);
  const closed = (iso: string) =>
    (monthOf(iso) === 12 && Number(iso.slice(8)) >= 24) ||
    (monthOf(iso) === 1 && Number(iso.slice(8)) <= 1) ||
    (iso >= "2025-08-04" && iso <= "2025-08-15") ||
    (iso >= "2026-08-03" && iso <= "2026-08-14");
  const weekdayWeight = [0, 1, 1.1, 0.75, 1.05, 0.8, 0];
  const days = drawDays(
    rng,
    300,
    "2025-01-06",
    "2026-11-27",
    (iso) => (closed(iso) ? 0 : weekdayWeight[weekdayOf(iso)]! * (monthOf(iso) === 7 || monthOf(iso) === 8 ? 0.6 : 1)),
    1.1,
  );
  const carers: Record<string, string[]> = {
    Bouneweg: ["Anne", "Pit"],
    Kierchbierg: ["Joëlle", "Sandra"],
    "Esch-Uelzecht": ["Carole", "Luc"],
    Déifferdeng: ["Mireille", "Luc"],
  };
  const bookings = byTime(
    days.map((date) => {
      const site = weighted(rng, [
        ["Bouneweg", 30],
        ["Kierchbierg", 30],
        ["Esch-Uelzecht", 22],
        ["Déifferdeng", 18],
      ]);
      const fullDay = rng.random() < (site === "Kierchbierg" ? 0.7 : 0.55);
      const afternoon = !fullDay && rng.random() < 0.4;
      const hours = fullDay ? rng.int(16, 20) / 2 : rng.int(8, 13) / 2;
      const minute = fullDay ? 7 * 60 + rng.int(0, 21) * 5 : afternoon ? 12 * 60 + rng.int(0, 18) * 5 : 7 * 60 + 30 + rng.int(0, 18) * 5;
      return { date, minute, site, fullDay, afternoon, hours };
    }),
  );
  const rows: Cell[][] = bookings.map(({ date, minute, site, fullDay, afternoon, hours }, index) => {
    const group = weighted(rng, [
      ["Puppelcher", 25],
      ["Kleng", 40],
      ["Grouss", 35],
    ]);
    const months = group === "Puppelcher" ? rng.int(3, 12) : group === "Kleng" ? rng.int(13, 30) : rng.int(31, 48);
    const month = monthOf(date);
    const cancelled = rng.random() < (month === 12 || month <= 2 ? 0.15 : month === 3 || month === 11 ? 0.09 : 0.05);
    const lunch = !cancelled && !afternoon && rng.random() < (fullDay ? 0.95 : 0.4);
    const csa = rng.random() < (site === "Kierchbierg" ? 0.55 : 0.9);
    const band = csa
      ? weighted(rng, [
          ["A", 15],
          ["B", 25],
          ["C", 30],
          ["D", 30],
        ])
      : "";
    const share: Record<string, number> = { A: 1, B: 0.75, C: 0.5, D: 0.25, "": 0 };
    const is2026 = yearOf(date) === 2026;
    const care = hours * (is2026 ? 6.3 : 6);
    const state = money(care * share[band]!);
    const parents = money(care - state);
    const meal = lunch ? (is2026 ? 4.7 : 4.5) : 0;
    return [
      `KB-${70001 + index}`,
      date,
      cancelled ? "" : stamp(msOf(date), minute),
      site,
      group,
      months,
      hours,
      lunch ? "jo" : "neen",
      csa ? "jo" : "neen",
      band,
      cancelled ? "jo" : "neen",
      rng.pick(carers[site]!),
      parents,
      state,
      meal,
      money(parents + state + meal),
    ];
  });
  write(
    "kannerbetreiung",
    [
      "Nummer",
      "Datum",
      "Ukonft",
      "Struktur",
      "Grupp",
      "Alter_Meint",
      "Stonnen",
      "Mettegiessen",
      "CSA",
      "Akommensgrupp",
      "Ofgesot",
      "Erzeier",
      "Elteren_EUR",
      "Staat_EUR",
      "Iessen_EUR",
      "Total_EUR",
    ],
    rows,
  );
}

// ------------------------------------------------------------------------------------------ 3. bug bounty
{
  const rng = prng(513);
  const programs = [
    { name: "Northwind Bank", launch: "2025-01-01", pull: 1.2, multiplier: 1.5, response: [1, 10] },
    { name: "Pixelcart", launch: "2025-01-01", pull: 1, multiplier: 1, response: [4, 40] },
    { name: "Helio Cloud", launch: "2025-05-06", pull: 1.1, multiplier: 1.25, response: [2, 24] },
    { name: "TrailMaps", launch: "2025-09-09", pull: 0.7, multiplier: 0.75, response: [8, 96] },
    { name: "Quillnote", launch: "2026-03-03", pull: 0.8, multiplier: 0.5, response: [3, 30] },
  ] as const;
  const pullOn = (iso: string) =>
    programs.map((program) => {
      const age = daysBetween(program.launch, iso);
      return [program, age < 0 ? 0 : program.pull * (age < 21 ? 3 : 1)] as const;
    });
  const days = drawDays(
    rng,
    340,
    "2025-01-01",
    "2026-11-25",
    (iso) => pullOn(iso).reduce((sum, [, weight]) => sum + weight, 0) * (weekdayOf(iso) % 6 === 0 ? 1.3 : 1),
    9,
  );
  const hourWeights = Array.from({ length: 24 }, (_, hour) => [hour, hour < 6 ? 0.5 : hour < 12 ? 0.6 : hour < 18 ? 1 : 1.6] as const);
  const reports = byTime(days.map((date) => ({ date, minute: weighted(rng, hourWeights) * 60 + rng.int(0, 59) })));
  const researchers = [
    ["n0va", 20],
    ["redPanda", 16],
    ["kernelKat", 14],
    ["zeroDayZoe", 12],
    ["byteShark", 12],
    ["lumen", 10],
    ["h4wk", 9],
    ["quietRoot", 7],
  ] as const;
  const verified = new Set(["n0va", "kernelKat", "lumen", "h4wk"]);
  const skilled = new Set(["n0va", "kernelKat"]);
  const assets: Record<string, readonly (readonly [string, number])[]> = {
    "Northwind Bank": [
      ["Web", 40],
      ["API", 35],
      ["iOS", 12],
      ["Android", 13],
    ],
    Pixelcart: [
      ["Web", 55],
      ["API", 25],
      ["Android", 10],
      ["iOS", 10],
    ],
    "Helio Cloud": [
      ["API", 40],
      ["Cloud", 45],
      ["Web", 15],
    ],
    TrailMaps: [
      ["Android", 40],
      ["iOS", 35],
      ["API", 25],
    ],
    Quillnote: [
      ["Web", 60],
      ["API", 20],
      ["iOS", 20],
    ],
  };
  const mobile: readonly (readonly [string, number])[] = [
    ["Info Disclosure", 35],
    ["IDOR", 20],
    ["Auth Bypass", 15],
    ["XSS", 10],
    ["Open Redirect", 10],
    ["RCE", 5],
    ["SSRF", 5],
  ];
  const classes: Record<string, readonly (readonly [string, number])[]> = {
    Web: [
      ["XSS", 30],
      ["CSRF", 10],
      ["IDOR", 15],
      ["Open Redirect", 10],
      ["Info Disclosure", 12],
      ["SQLi", 8],
      ["Auth Bypass", 8],
      ["SSRF", 4],
      ["RCE", 3],
    ],
    API: [
      ["IDOR", 30],
      ["Auth Bypass", 15],
      ["Info Disclosure", 15],
      ["SQLi", 12],
      ["SSRF", 12],
      ["RCE", 6],
      ["XSS", 5],
      ["CSRF", 5],
    ],
    Android: mobile,
    iOS: mobile,
    Cloud: [
      ["SSRF", 30],
      ["Info Disclosure", 30],
      ["Auth Bypass", 15],
      ["RCE", 10],
      ["IDOR", 15],
    ],
  };
  const severities: Record<string, readonly (readonly [string, number])[]> = {
    RCE: [
      ["Critical", 75],
      ["High", 25],
    ],
    SQLi: [
      ["Critical", 35],
      ["High", 55],
      ["Medium", 10],
    ],
    "Auth Bypass": [
      ["Critical", 30],
      ["High", 50],
      ["Medium", 20],
    ],
    SSRF: [
      ["Critical", 10],
      ["High", 50],
      ["Medium", 40],
    ],
    IDOR: [
      ["High", 45],
      ["Medium", 45],
      ["Low", 10],
    ],
    XSS: [
      ["High", 20],
      ["Medium", 55],
      ["Low", 25],
    ],
    CSRF: [
      ["Medium", 50],
      ["Low", 50],
    ],
    "Info Disclosure": [
      ["High", 5],
      ["Medium", 40],
      ["Low", 55],
    ],
    "Open Redirect": [
      ["Medium", 15],
      ["Low", 85],
    ],
  };
  const cvssRange: Record<string, [number, number]> = { Low: [2, 3.9], Medium: [4, 6.9], High: [7, 8.9], Critical: [9, 10] };
  const baseBounty: Record<string, number> = { Low: 150, Medium: 600, High: 2000, Critical: 5000 };
  const rows: Cell[][] = reports.map(({ date, minute }, index) => {
    const program = weighted(rng, pullOn(date));
    const researcher = weighted(rng, researchers);
    const assetType = weighted(rng, assets[program.name]!);
    const vulnClass = weighted(rng, classes[assetType]!);
    const severity = weighted(rng, severities[vulnClass]!);
    const hasPoc = rng.random() < (skilled.has(researcher) ? 0.9 : 0.7);
    const weekend = weekdayOf(date) % 6 === 0;
    const [fastest, slowest] = program.response;
    const hours = rng.round((fastest + rng.random() * (slowest - fastest)) * (weekend ? 1.5 : 1), 1);
    const duplicate = researcher === "byteShark" ? 0.35 : 0.18 + (severity === "Low" ? 0.05 : 0);
    const notApplicable =
      (vulnClass === "Open Redirect" || vulnClass === "Info Disclosure" ? 0.2 : 0.1) * (hasPoc ? 1 : 2) * (skilled.has(researcher) ? 0.5 : 1);
    const draw = rng.random();
    let status =
      draw < duplicate ? "Duplicate" : draw < duplicate + notApplicable ? "Not Applicable" : draw < duplicate + notApplicable + 0.07 ? "Informative" : "Valid";
    const submitted = msOf(date) + minute * 60_000;
    const paidOn = day(yearOf(date), monthOf(date), Number(date.slice(8)), rng.int(7, 45));
    if (status === "Valid") status = paidOn <= "2026-11-27" && rng.random() < (date >= "2026-09-15" ? 0.3 : 0.92) ? "Resolved" : "Triaged";
    const valid = status === "Resolved" || status === "Triaged";
    const [low, high] = cvssRange[severity]!;
    const cvss = valid ? rng.round(low + rng.random() * (high - low), 1) : "";
    const bounty = valid ? Math.round((baseBounty[severity]! * program.multiplier * (0.8 + 0.4 * ((Number(cvss) - low) / (high - low)))) / 50) * 50 : 0;
    const bonus = valid && rng.random() < 0.2 ? Math.round((bounty * (0.1 + rng.random() * 0.15)) / 10) * 10 : 0;
    const retest =
      status === "Resolved"
        ? weighted(rng, [
            [0, 50],
            [100, 35],
            [200, 15],
          ] as const)
        : 0;
    const disclosed = status === "Resolved" && paidOn <= "2026-08-29" && rng.random() < 0.45;
    return [
      `BB-${30001 + index}`,
      stamp(submitted, 0),
      program.name,
      assetType,
      vulnClass,
      severity,
      cvss,
      status,
      researcher,
      verified.has(researcher),
      hasPoc,
      hours,
      bounty,
      bonus,
      retest,
      bounty + bonus + retest,
      status === "Resolved" ? paidOn : "",
      disclosed,
    ];
  });
  write(
    "bugBountyReports",
    [
      "reportId",
      "submittedAt",
      "program",
      "assetType",
      "vulnClass",
      "severity",
      "cvssScore",
      "status",
      "researcher",
      "idVerified",
      "hasPoc",
      "hoursToFirstResponse",
      "bountyUsd",
      "bonusUsd",
      "retestUsd",
      "payoutUsd",
      "bountyPaidOn",
      "publiclyDisclosed",
    ],
    rows,
  );
}

// ------------------------------------------------------------------------------------------ 4. funeral director
{
  const rng = prng(514);
  const monthWeight = [0, 1.5, 1.3, 1.15, 1, 0.9, 0.8, 0.8, 0.8, 0.85, 0.95, 1.05, 1.25];
  const days = drawDays(
    rng,
    260,
    "2025-01-02",
    "2026-11-20",
    (iso) => {
      const weekday = weekdayOf(iso);
      if (weekday === 0 || iso.endsWith("-12-25") || iso.endsWith("-12-26")) return 0;
      return monthWeight[monthOf(iso)]! * (weekday === 6 ? 0.3 : 1);
    },
    1.5,
  );
  const flag = (value: boolean) => (value ? "TRUE" : "FALSE");
  const rows: Cell[][] = days.map((arranged, index) => {
    const year = yearOf(arranged);
    const branch = weighted(rng, [
      ["Norwich", 40],
      ["Wymondham", 25],
      ["Dereham", 20],
      ["Aylsham", 15],
    ]);
    const arranger =
      branch === "Norwich"
        ? rng.random() < 0.55
          ? "Helen"
          : "Priya"
        : branch === "Wymondham"
          ? "Graham"
          : branch === "Dereham"
            ? "Martin"
            : rng.pick(["Graham", "Martin"]);
    const burial = branch === "Aylsham" ? 30 : year === 2026 ? 19 : 20;
    const direct = year === 2026 ? 24 : 18;
    const type = weighted(rng, [
      ["Burial", burial],
      ["Cremation", 100 - burial - direct],
      ["Direct Cremation", direct],
    ]);
    const isDirect = type === "Direct Cremation";
    const venue =
      type === "Burial"
        ? weighted(rng, [
            ["Parish Church", 55],
            ["Graveside", 25],
            ["Woodland Burial Ground", 20],
          ])
        : type === "Cremation"
          ? weighted(rng, [
              ["Crematorium Chapel", 60],
              ["Parish Church", 25],
              ["Our Chapel", 15],
            ])
          : "";
    const coffin = isDirect
      ? "Simple"
      : venue === "Woodland Burial Ground"
        ? rng.random() < 0.6
          ? "Wicker"
          : "Cardboard"
        : weighted(rng, [
            ["Veneered", 55],
            ["Solid Oak", 20],
            ["Wicker", 12],
            ["Cardboard", 5],
            ["Simple", 8],
          ]);
    const age = Math.max(38, Math.min(102, Math.round(84 + rng.normal() * 9)));
    const mourners = isDirect ? 0 : Math.max(8, Math.min(260, Math.round((70 + (82 - age) * 2.5 + rng.normal() * 25) * (venue === "Parish Church" ? 1.2 : 1))));
    const limousines = isDirect
      ? 0
      : weighted(rng, [
          [0, mourners > 120 ? 30 : 50],
          [1, 30],
          [2, mourners > 120 ? 28 : 15],
          [3, mourners > 120 ? 12 : 5],
        ] as const);
    const embalming = !isDirect && rng.random() < 0.3;
    const prepaid = rng.random() < (age >= 85 ? 0.3 : 0.15);
    const notice = rng.random() < (isDirect ? 0.1 : age >= 80 ? 0.45 : 0.35);
    const month = monthOf(arranged);
    const wait = isDirect ? rng.int(10, 21) : month <= 2 ? rng.int(12, 26) : rng.int(7, 18);
    let funeral = day(year, month, Number(arranged.slice(8)), wait);
    if (weekdayOf(funeral) === 0) funeral = day(yearOf(funeral), monthOf(funeral), Number(funeral.slice(8)), 1);
    const fee = year === 2026 ? (isDirect ? 1196 : 2444) : isDirect ? 1150 : 2350;
    const coffinPrice: Record<string, number> = { Simple: isDirect ? 0 : 295, Veneered: 650, "Solid Oak": 1450, Wicker: 895, Cardboard: 395 };
    const thirdParty =
      (type === "Cremation" ? (year === 2026 ? 1095 : 1045) : type === "Burial" ? (venue === "Woodland Burial Ground" ? 1850 : 2650) : 540) +
      (isDirect ? 0 : 230) +
      (notice ? 95 : 0);
    const flowers = !isDirect && rng.random() < 0.7 ? rng.int(12, 90) * 5 : 0;
    const extras = limousines * 340 + (embalming ? 195 : 0) + flowers;
    const total = fee + coffinPrice[coffin]! + thirdParty + extras;
    const paid = day(yearOf(funeral), monthOf(funeral), Number(funeral.slice(8)), prepaid ? rng.int(3, 14) : rng.int(7, 60));
    const neverPaid = !prepaid && rng.random() < 0.04;
    return [
      `FD-${2001 + index}`,
      arranged,
      funeral,
      branch,
      arranger,
      type,
      venue,
      coffin,
      age,
      mourners,
      limousines,
      flag(embalming),
      flag(prepaid),
      flag(notice),
      fee,
      coffinPrice[coffin]!,
      thirdParty,
      extras,
      total,
      neverPaid || paid > "2026-11-27" ? "" : paid,
    ];
  });
  write(
    "FUNERAL_ARRANGEMENTS",
    [
      "FUNERAL_NO",
      "ARRANGED_ON",
      "FUNERAL_DATE",
      "BRANCH",
      "ARRANGER",
      "SERVICE_TYPE",
      "SERVICE_VENUE",
      "COFFIN",
      "DECEASED_AGE",
      "MOURNERS",
      "LIMOUSINES",
      "EMBALMING",
      "PREPAID_PLAN",
      "NEWSPAPER_NOTICE",
      "FEE_GBP",
      "COFFIN_GBP",
      "DISBURSEMENTS_GBP",
      "EXTRAS_GBP",
      "TOTAL_GBP",
      "BALANCE_PAID_ON",
    ],
    rows,
  );
}
