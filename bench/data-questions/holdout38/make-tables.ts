/**
 * The thirty-eighth held-out suite's tables, generated deterministically (one seeded PRNG per table, seeds 381–384):
 *
 *   cd bench && node --import tsx data-questions/holdout38/make-tables.ts
 *
 * Four domains and naming styles: an Arizona university observatory's telescope nights (terse snake_case and
 * codes), a Texas pawn shop chain's loans (camelCase, true/false), a Canadian small claims court's cases (Title
 * Case with spaces, Yes/No) and a Slovak land-surveying office's jobs (Slovak names and values). All dates fall
 * between 2025-01-01 and 2026-11-28. Changing this file changes the expected answers of questions.jsonl.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Cell, csvWriter, day, prng } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));

/** Days from 2025-01-01 to 2026-11-28, the last day of data. */
const LAST = 696;
const monthOf = (offset: number) => Number(day(2025, 1, 1, offset).slice(5, 7));
const dayOfYear = (offset: number) => (offset < 365 ? offset : offset - 365) + 1;
type Random = ReturnType<typeof prng>;
/** A day offset drawn with a weight per month (1–12), by rejection. */
const seasonalDay = (r: Random, weights: readonly number[]) => {
  const top = Math.max(...weights);
  for (;;) {
    const offset = r.int(0, LAST);
    if (r.random() * top < weights[monthOf(offset) - 1]!) return offset;
  }
};
const weighted = <T extends string>(r: Random, entries: readonly (readonly [T, number])[]): T => {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let draw = r.random() * total;
  for (const [value, weight] of entries) {
    draw -= weight;
    if (draw < 0) return value;
  }
  return entries[entries.length - 1]![0];
};
const halfHours = (hours: number) => Math.round(hours * 2) / 2;

// 1. Telescope nights at an Arizona university observatory (terse snake_case, short codes), US dollars.
{
  const r = prng(381);
  const rows: Cell[][] = [];
  const wxChance = [0.3, 0.3, 0.2, 0.08, 0.05, 0.08, 0.55, 0.6, 0.25, 0.1, 0.15, 0.3];
  const rates = { T04: 45, T10: 120, T24: 380 } as const;
  const seeingBase = { T04: 1.5, T10: 1.2, T24: 0.95 } as const;
  for (let i = 0; i < 312; i++) {
    const offset = seasonalDay(r, [1, 1, 1, 1, 1, 1, 0.6, 0.5, 1, 1, 1, 1]);
    const month = monthOf(offset);
    const tel = weighted(r, [
      ["T04", 0.4],
      ["T10", 0.35],
      ["T24", 0.25],
    ] as const);
    // Moon illumination at about 21:00 local time (04:00 UTC next day), from the new moon of 2025-01-29 12:36 UTC.
    const age = (((offset + 1 + 4 / 24 - (28 + 12.6 / 24)) % 29.530589) + 29.530589) % 29.530589;
    const moon = Math.round(50 * (1 - Math.cos((2 * Math.PI * age) / 29.530589)));
    const pi = weighted(r, [
      ["INT", 0.5],
      ["EXT", 0.38],
      ["COM", 0.12],
    ] as const);
    let prg: string;
    if (pi === "COM") prg = r.pick(["AST", "AST", "EXO"]);
    else {
      prg = r.pick(pi === "INT" ? ["EXO", "VAR", "GAL", "SNE", "AST", "EDU", "EDU"] : ["EXO", "VAR", "GAL", "SNE", "AST"]);
      if (prg === "EDU" && tel === "T24") prg = "GAL";
      // Galaxies only in dark or grey time.
      if (prg === "GAL" && moon > 60) prg = r.pick(["VAR", "EXO", "SNE"]);
    }
    const has = (inst: string) => (tel === "T24" ? ["IMG", "SPC"] : tel === "T10" ? ["IMG", "SPC", "PHT"] : ["IMG", "PHT", "POL"]).includes(inst);
    let inst: string;
    if (prg === "EXO") inst = has("PHT") ? "PHT" : "IMG";
    else if (prg === "VAR") inst = tel === "T04" && r.random() < 0.3 ? "POL" : has("PHT") && r.random() < 0.6 ? "PHT" : "IMG";
    else if (prg === "GAL") inst = has("SPC") && r.random() < 0.45 ? "SPC" : "IMG";
    else if (prg === "SNE") inst = has("SPC") ? "SPC" : "IMG";
    else inst = "IMG";
    const night = halfHours(9.5 + 2 * Math.cos((2 * Math.PI * (dayOfYear(offset) - 355)) / 365));
    const sched = prg === "EDU" ? 3 : r.random() < 0.25 ? halfHours(night / 2) : night;
    let wx = 0;
    if (r.random() < wxChance[month - 1]!) wx = r.random() < 0.4 ? sched : Math.max(0.5, Math.min(sched, halfHours(sched * (0.15 + r.random() * 0.7))));
    let tech = 0;
    if (sched - wx > 0 && r.random() < (tel === "T24" ? 0.12 : 0.07)) tech = Math.min(sched - wx, r.int(1, 6) * 0.5);
    const obs = sched - wx - tech;
    const winter = month === 12 || month <= 2 ? 1.2 : month === 7 || month === 8 ? 1.1 : 1;
    const seeing = obs > 0 ? r.round(seeingBase[tel] * winter * (0.7 + r.random() * 0.8), 1) : "";
    const targets =
      obs === 0
        ? 0
        : prg === "AST"
          ? r.int(8, 25)
          : prg === "EDU"
            ? r.int(4, 10)
            : prg === "EXO"
              ? 1
              : prg === "SNE"
                ? r.int(2, 6)
                : prg === "GAL"
                  ? r.int(1, 4)
                  : r.int(3, 12);
    const perHour = inst === "PHT" ? r.int(60, 120) : inst === "IMG" ? r.int(8, 20) : inst === "SPC" ? r.int(2, 5) : r.int(6, 12);
    const frames = Math.round(obs * perHour);
    const dq = obs === 0 ? "" : Number(seeing) < 1.1 && wx === 0 && tech === 0 ? "A" : Number(seeing) >= 1.9 || obs < 2 ? "C" : "B";
    const remote = prg === "EDU" ? false : pi === "COM" ? true : r.random() < (pi === "EXT" ? 0.7 : 0.3);
    const rate = pi === "INT" ? 0 : rates[tel] * (pi === "COM" ? 2 : 1);
    rows.push([
      offset,
      day(2025, 1, 1, offset),
      tel,
      inst,
      prg,
      pi,
      remote ? "Y" : "N",
      moon,
      sched,
      wx,
      tech,
      obs,
      seeing,
      targets,
      frames,
      dq,
      rate,
      r.round(rate * (sched - tech)),
    ]);
  }
  rows.sort((a, b) => Number(a[0]) - Number(b[0]));
  write(
    "tel_obs_log",
    [
      "obs_no",
      "obs_dt",
      "tel",
      "inst",
      "prg",
      "pi_inst",
      "rmt",
      "moon_ill",
      "sched_hrs",
      "wx_loss_hrs",
      "tech_loss_hrs",
      "obs_hrs",
      "seeing_as",
      "tgt_cnt",
      "frames",
      "dq",
      "rate_usd",
      "chg_usd",
    ],
    rows.map((row, index) => [`N-${24001 + index}`, ...row.slice(1)]),
  );
}

// 2. Pawn loans at a Texas pawn shop chain (camelCase, true/false), US dollars.
{
  const r = prng(382);
  const rows: Cell[][] = [];
  const ltv = {
    Jewelry: [0.55, 0.65],
    "Gold Coin": [0.6, 0.7],
    Electronics: [0.3, 0.4],
    "Power Tools": [0.35, 0.45],
    Watch: [0.4, 0.5],
    "Musical Instrument": [0.35, 0.45],
    "Game Console": [0.3, 0.4],
  } as const;
  type Category = keyof typeof ltv;
  const redeemChance: Record<Category, number> = {
    Jewelry: 0.82,
    "Gold Coin": 0.88,
    Electronics: 0.68,
    "Power Tools": 0.72,
    Watch: 0.78,
    "Musical Instrument": 0.74,
    "Game Console": 0.6,
  };
  const resale: Record<Category, [number, number]> = {
    Jewelry: [0.9, 1.3],
    "Gold Coin": [1, 1.15],
    Electronics: [0.8, 1.2],
    "Power Tools": [0.9, 1.3],
    Watch: [0.9, 1.4],
    "Musical Instrument": [0.9, 1.4],
    "Game Console": [0.8, 1.1],
  };
  for (let i = 0; i < 304; i++) {
    const pledge = seasonalDay(r, [1.5, 1.3, 0.6, 0.7, 0.9, 1, 1, 1.3, 1, 0.9, 1, 1.1]);
    const branch = weighted(r, [
      ["San Antonio", 0.32],
      ["Houston", 0.28],
      ["El Paso", 0.2],
      ["Laredo", 0.2],
    ] as const);
    const gold = branch === "Laredo" || branch === "El Paso" ? 1.4 : 1;
    const tools = branch === "Houston" ? 1.6 : 1;
    const category = weighted<Category>(r, [
      ["Jewelry", 0.3 * gold],
      ["Gold Coin", 0.06 * gold],
      ["Electronics", 0.2],
      ["Power Tools", 0.16 * tools],
      ["Watch", 0.08],
      ["Musical Instrument", 0.08],
      ["Game Console", 0.12],
    ]);
    // Gold: about $86 a gram in January 2025 rising to $138 by November 2026, with noise.
    const goldPrice = (86 + (52 * pledge) / LAST) * (0.97 + r.random() * 0.06);
    let karat: Cell = "";
    let weight: Cell = "";
    let appraised: number;
    if (category === "Jewelry") {
      const k = r.pick([10, 14, 14, 14, 18]);
      const grams = r.round(2 + 38 * r.random() ** 2, 1);
      karat = k;
      weight = grams;
      appraised = Math.round(grams * (k / 24) * goldPrice * 0.85);
    } else if (category === "Gold Coin") {
      const k = r.pick([22, 24]);
      const grams = r.pick([31.1, 31.1, 15.55, 7.78]);
      karat = k;
      weight = k === 22 ? r.round((grams * 24) / 22, 2) : grams;
      appraised = Math.round(grams * goldPrice * 0.95);
    } else {
      const ranges: Record<Exclude<Category, "Jewelry" | "Gold Coin">, [number, number]> = {
        Electronics: [150, 1400],
        "Power Tools": [80, 700],
        Watch: [150, 4000],
        "Musical Instrument": [120, 2500],
        "Game Console": [120, 500],
      };
      const [low, high] = ranges[category];
      appraised = Math.round(low * (high / low) ** (r.random() ** 1.4));
    }
    const [lowLtv, highLtv] = ltv[category];
    const loan = Math.max(20, Math.floor((appraised * (lowLtv + r.random() * (highLtv - lowLtv))) / 5) * 5);
    const rate = loan <= 300 ? 20 : loan <= 1500 ? 15 : 10;
    const repeat = r.random() < 0.55;
    const drawn = weighted(r, [
      ["0", 0.6],
      ["1", 0.22],
      ["2", 0.12],
      ["3", 0.06],
    ] as const);
    // An extension is taken at a due date (every 30 days), so only at due dates already passed.
    const extensions = Math.min(Number(drawn), Math.floor((LAST - pledge) / 30));
    const redeems = r.random() < redeemChance[category] + (repeat ? 0.08 : 0);
    const lastDue = pledge + 30 * (extensions + 1);
    let redeemed: Cell = "";
    let forfeited = false;
    let charge = extensions * loan * (rate / 100);
    let saleDate: Cell = "";
    let salePrice: Cell = "";
    let online = false;
    if (redeems) {
      const at = r.int(extensions === 0 ? pledge + 3 : pledge + 30 * extensions + 1, lastDue + 30);
      if (at <= LAST) {
        redeemed = day(2025, 1, 1, at);
        charge += loan * (rate / 100) * (at > lastDue ? 2 : 1);
      }
    } else if (lastDue + 30 <= LAST) {
      forfeited = true;
      const soldAt = lastDue + 30 + r.int(7, 75);
      if (soldAt <= LAST && r.random() < 0.85) {
        const [low, high] = resale[category];
        const price = appraised * (low + r.random() * (high - low));
        saleDate = day(2025, 1, 1, soldAt);
        salePrice = category === "Gold Coin" ? r.round(price) : Math.round(price) - 0.01;
        online = r.random() < 0.35;
      }
    }
    rows.push([
      pledge,
      day(2025, 1, 1, pledge),
      branch,
      category,
      karat,
      weight,
      appraised,
      loan,
      rate,
      repeat,
      extensions,
      extensions > 0,
      redeemed !== "",
      redeemed,
      r.round(charge),
      forfeited,
      saleDate,
      salePrice,
      online,
    ]);
  }
  rows.sort((a, b) => Number(a[0]) - Number(b[0]));
  write(
    "pawnLoans",
    [
      "loanId",
      "pledgeDate",
      "branch",
      "itemCategory",
      "karat",
      "goldWeightG",
      "appraisedValue",
      "loanAmount",
      "monthlyRatePct",
      "isRepeatCustomer",
      "extensions",
      "isExtended",
      "isRedeemed",
      "redeemedDate",
      "interestPaid",
      "isForfeited",
      "saleDate",
      "salePrice",
      "soldOnline",
    ],
    rows.map((row, index) => [`PL-${10001 + index}`, ...row.slice(1)]),
  );
}

// 3. A Canadian small claims court's cases (Title Case with spaces, Yes/No), Canadian dollars.
{
  const r = prng(383);
  const rows: Cell[][] = [];
  const judges = {
    Toronto: ["Okafor", "Lindqvist", "Tremblay"],
    Ottawa: ["Bouchard", "Nakamura"],
    Hamilton: ["Patel", "Greco"],
    London: ["MacLeod"],
    Sudbury: ["Lafrenière"],
  } as const;
  const amounts = {
    "Unpaid Invoice": [800, 25000],
    "Security Deposit": [600, 4000],
    "Property Damage": [1000, 18000],
    "Consumer Goods": [200, 6000],
    "Personal Loan": [500, 15000],
    "Construction Contract": [3000, 35000],
    "Wages Owed": [700, 12000],
  } as const;
  type ClaimType = keyof typeof amounts;
  const yes = (value: boolean) => (value ? "Yes" : "No");
  for (let i = 0; i < 322; i++) {
    const filed = seasonalDay(r, [1.2, 1, 1, 1, 1, 1, 0.8, 1, 1, 1, 1, 0.6]);
    const month = monthOf(filed);
    const courthouse = weighted(r, [
      ["Toronto", 0.35],
      ["Ottawa", 0.2],
      ["Hamilton", 0.17],
      ["London", 0.15],
      ["Sudbury", 0.13],
    ] as const);
    // Security deposit claims three times as likely August–October, after the summer move-outs.
    const type = weighted<ClaimType>(r, [
      ["Unpaid Invoice", 0.26],
      ["Security Deposit", month >= 8 && month <= 10 ? 0.36 : 0.12],
      ["Property Damage", 0.14],
      ["Consumer Goods", 0.14],
      ["Personal Loan", 0.1],
      ["Construction Contract", 0.08],
      ["Wages Owed", 0.08],
    ]);
    const [low, high] = amounts[type];
    const amount = r.round(low * (high / low) ** (r.random() ** 1.3));
    const frequent = r.random() < (type === "Unpaid Invoice" ? 0.35 : type === "Personal Loan" ? 0.1 : type === "Consumer Goods" ? 0.05 : 0);
    const fee = frequent ? 339 : amount <= 2500 ? 115 : 230;
    const represented = r.random() < (frequent ? 0.8 : 0.12 + (0.6 * amount) / 35000);
    const defended =
      r.random() < (type === "Unpaid Invoice" ? 0.45 : type === "Personal Loan" ? 0.5 : type === "Construction Contract" ? 0.8 : 0.62) * (frequent ? 0.8 : 1);
    const interpreter = r.random() < (courthouse === "Toronto" ? 0.11 : 0.05);
    let conference: Cell = "";
    let trial: Cell = "";
    let judge: Cell = "";
    let outcome: string;
    let closed = -1;
    if (!defended) {
      const defaulted = r.random() < 0.88;
      const at = defaulted ? filed + r.int(25, 70) : filed + r.int(10, 90);
      if (at <= LAST) {
        outcome = defaulted ? "Default Judgment" : "Withdrawn";
        closed = at;
      } else outcome = "Pending";
    } else {
      const conferenceAt = filed + r.int(60, 160) + (courthouse === "Toronto" ? 30 : 0);
      if (conferenceAt > LAST) outcome = "Pending";
      else {
        conference = day(2025, 1, 1, conferenceAt);
        const draw = r.random();
        if (draw < 0.42) {
          outcome = "Settled";
          closed = conferenceAt;
        } else if (draw < 0.5) {
          const at = conferenceAt + r.int(0, 30);
          outcome = at <= LAST ? "Withdrawn" : "Pending";
          if (at <= LAST) closed = at;
        } else {
          const trialAt = conferenceAt + r.int(70, 200) + (courthouse === "Toronto" ? 40 : 0);
          if (trialAt > LAST) outcome = "Pending";
          else {
            trial = day(2025, 1, 1, trialAt);
            judge = r.pick(judges[courthouse]);
            const at = trialAt + (r.random() < 0.6 ? 0 : r.int(7, 45));
            if (at > LAST) outcome = "Pending";
            else {
              outcome = r.random() < (represented ? 0.72 : 0.55) ? "Judgment for Plaintiff" : "Dismissed";
              closed = at;
            }
          }
        }
      }
    }
    const awarded =
      outcome === "Default Judgment"
        ? amount
        : outcome === "Judgment for Plaintiff"
          ? r.round(amount * (0.45 + r.random() * 0.55))
          : outcome === "Dismissed"
            ? 0
            : "";
    const costs =
      outcome === "Default Judgment" || outcome === "Judgment for Plaintiff"
        ? fee + (represented ? Math.min(Math.round(0.15 * Number(awarded)), 5250) : 0)
        : outcome === "Dismissed"
          ? 0
          : "";
    rows.push([
      filed,
      day(2025, 1, 1, filed),
      courthouse,
      type,
      amount,
      yes(frequent),
      fee,
      yes(represented),
      yes(defended),
      conference,
      trial,
      judge,
      outcome,
      closed >= 0 ? day(2025, 1, 1, closed) : "",
      awarded,
      costs,
      yes(interpreter),
    ]);
  }
  rows.sort((a, b) => Number(a[0]) - Number(b[0]));
  write(
    "small_claims_cases",
    [
      "Case No",
      "Filed On",
      "Courthouse",
      "Claim Type",
      "Claim Amount CAD",
      "Frequent Claimant",
      "Filing Fee CAD",
      "Plaintiff Represented",
      "Defence Filed",
      "Settlement Conference On",
      "Trial On",
      "Deputy Judge",
      "Outcome",
      "Closed On",
      "Awarded CAD",
      "Costs Awarded CAD",
      "Interpreter",
    ],
    rows.map((row, index) => [`SC-${30001 + index}`, ...row.slice(1)]),
  );
}

// 4. A Slovak land-surveying office's jobs in the Žilina region (Slovak names and values), euros.
{
  const r = prng(384);
  const rows: Cell[][] = [];
  type Job = "geometrický plán" | "vytýčenie hraníc" | "zameranie stavby" | "polohopis a výškopis" | "vytýčenie stavby";
  for (let i = 0; i < 298; i++) {
    const ordered = seasonalDay(r, [0.35, 0.45, 0.9, 1.3, 1.4, 1.3, 1.1, 1, 1.3, 1.2, 0.8, 0.4]);
    const month = monthOf(ordered);
    const winter = month === 12 || month <= 2;
    const district = weighted(r, [
      ["Žilina", 0.32],
      ["Martin", 0.18],
      ["Čadca", 0.14],
      ["Ružomberok", 0.12],
      ["Liptovský Mikuláš", 0.14],
      ["Bytča", 0.1],
    ] as const);
    let job = weighted<Job>(r, [
      ["geometrický plán", 0.34],
      ["vytýčenie hraníc", 0.2],
      ["zameranie stavby", 0.16],
      ["polohopis a výškopis", 0.14],
      ["vytýčenie stavby", 0.16],
    ]);
    // Buildings are set out in the building season only.
    if (job === "vytýčenie stavby" && (month >= 11 || month <= 2)) job = "geometrický plán";
    const client =
      job === "polohopis a výškopis"
        ? weighted(r, [
            ["fyzická osoba", 0.4],
            ["firma", 0.45],
            ["obec", 0.15],
          ] as const)
        : weighted(r, [
            ["fyzická osoba", 0.68],
            ["firma", 0.25],
            ["obec", 0.07],
          ] as const);
    const surveyor =
      job === "geometrický plán"
        ? r.pick(["Zuzana", "Peter", "Peter"])
        : weighted(r, [
            ["Zuzana", 0.1],
            ["Peter", 0.1],
            ["Martin", 0.3],
            ["Lucia", 0.25],
            ["Tomáš", 0.25],
          ] as const);
    const area =
      job === "geometrický plán"
        ? r.int(300, 8000)
        : job === "vytýčenie hraníc"
          ? r.int(400, 5000)
          : job === "zameranie stavby"
            ? r.int(80, 600)
            : job === "polohopis a výškopis"
              ? r.int(1000, 30000)
              : r.int(100, 500);
    const points =
      job === "geometrický plán"
        ? r.int(8, 40) + Math.round(area / 500)
        : job === "vytýčenie hraníc"
          ? r.int(4, 16)
          : job === "zameranie stavby"
            ? r.int(12, 60)
            : job === "polohopis a výškopis"
              ? Math.round((area / 60) * (0.7 + r.random() * 0.6))
              : r.int(8, 30);
    const dispute = job === "vytýčenie hraníc" ? r.random() < 0.22 : undefined;
    const urgent = r.random() < 0.15;
    const fieldBase = { "geometrický plán": 2, "vytýčenie hraníc": 1.5, "zameranie stavby": 1.5, "polohopis a výškopis": 2, "vytýčenie stavby": 1.5 }[job];
    const field = Math.max(1, halfHours((fieldBase + points * 0.08 + (dispute ? r.int(2, 4) : 0)) * (winter ? 1.3 : 1) * (0.85 + r.random() * 0.3)));
    const office = halfHours(
      job === "geometrický plán"
        ? r.int(4, 14)
        : job === "vytýčenie hraníc"
          ? r.int(2, 5) + (dispute ? r.int(4, 8) : 0)
          : job === "zameranie stavby"
            ? r.int(3, 8)
            : job === "polohopis a výškopis"
              ? 4 + (area / 4000) * (0.8 + r.random() * 0.4)
              : r.int(2, 5),
    );
    const price = Math.round((field * 65 + office * 40 + (job === "geometrický plán" ? 40 : 0)) * (urgent ? 1.3 : 1) * (client === "obec" ? 0.9 : 1));
    // Days to deliver: waiting for the field visit, then the office work (a geometric plan also waits for the cadastre's verification).
    let days =
      (urgent ? r.int(1, 4) : r.int(4, 18) + (winter ? 7 : 0)) +
      (job === "geometrický plán" ? r.int(6, 14) + r.int(10, 30) : r.int(2, 7)) +
      (dispute ? r.int(10, 30) : 0);
    if (urgent) days = Math.ceil(days / 2);
    const cancelled = r.random() < 0.04;
    const delivered = !cancelled && ordered + days <= LAST;
    rows.push([
      ordered,
      day(2025, 1, 1, ordered),
      delivered ? day(2025, 1, 1, ordered + days) : "",
      district,
      job,
      surveyor,
      client,
      area,
      cancelled ? "" : points,
      cancelled ? "" : field,
      cancelled ? "" : office,
      urgent ? "áno" : "nie",
      dispute === undefined ? "" : dispute ? "áno" : "nie",
      cancelled ? "zrušená" : delivered ? "odovzdaná" : "rozpracovaná",
      cancelled ? "" : price,
      cancelled ? "" : r.round(price * 1.23),
    ]);
  }
  rows.sort((a, b) => Number(a[0]) - Number(b[0]));
  write(
    "geodeticke_zakazky",
    [
      "cislo_zakazky",
      "datum_objednavky",
      "datum_odovzdania",
      "okres",
      "typ_prace",
      "geodet",
      "klient",
      "vymera_m2",
      "pocet_bodov",
      "hodiny_teren",
      "hodiny_kancelaria",
      "urgentne",
      "spor_so_susedom",
      "stav",
      "cena_bez_dph_eur",
      "cena_s_dph_eur",
    ],
    rows.map((row, index) => [`GK-${5001 + index}`, ...row.slice(1)]),
  );
}
