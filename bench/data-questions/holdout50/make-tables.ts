/**
 * The fiftieth held-out suite's tables (see README.md): four small tables with fixed seeds (501–504).
 *
 *   cd bench && node --import tsx data-questions/holdout50/make-tables.ts
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Cell, csvWriter, day, prng, stamp } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));
const DAY_MS = 86_400_000;
const daysBetween = (from: number, to: number) => Math.round((to - from) / DAY_MS);

/** A value drawn with the given weights. */
function weighted<T>(random: () => number, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let at = random() * total;
  for (const [value, weight] of items) {
    at -= weight;
    if (at < 0) return value;
  }
  return items[items.length - 1]![0];
}

// ---------------------------------------------------------------- 1. a makerspace's laser cutter jobs (snake_case, Y/N)

function laserJobs() {
  const { random, pick, int, round } = prng(501);
  const base = Date.UTC(2025, 0, 6);
  const lastDay = daysBetween(base, Date.UTC(2026, 10, 26));
  const hours = [9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 18, 19, 19, 19, 20, 20, 21];
  const starts: number[] = [];
  while (starts.length < 320) {
    const offset = int(0, lastDay);
    const weekday = new Date(base + offset * DAY_MS).getUTCDay();
    if (weekday !== 0 && weekday !== 6 && random() > 0.6) continue;
    const hour = pick(hours);
    starts.push(offset * 1440 + hour * 60 + (hour === 21 ? int(0, 30) : int(0, 59)));
  }
  starts.sort((a, b) => a - b);
  const perSheet: Record<string, [number, number]> = {
    CARD: [4, 10],
    PLY3: [8, 20],
    MDF3: [8, 18],
    ACR3: [10, 22],
    PLY6: [15, 35],
    ACR5: [15, 30],
    LTHR: [10, 25],
  };
  const sheetPrice: Record<string, number> = { PLY3: 4.5, PLY6: 7.2, ACR3: 8.8, ACR5: 12.6, MDF3: 3.4, CARD: 1.1, LTHR: 16 };
  const rate: Record<string, number> = { FULL: 0.25, HOBBY: 0.35, DAY: 0.6, BIZ: 0.5 };
  let dayPass = 101;
  const rows: Cell[][] = starts.map((start, index) => {
    const mach = weighted(random, [
      ["LC1", 40],
      ["LC2", 35],
      ["LC3", 25],
    ] as const);
    const mbr = weighted(random, [
      ["FULL", 40],
      ["HOBBY", 30],
      ["DAY", 15],
      ["BIZ", 15],
    ] as const);
    const usr = mbr === "DAY" ? `D${dayPass++}` : `U${String(mbr === "FULL" ? int(1, 12) : mbr === "HOBBY" ? int(13, 22) : int(23, 28)).padStart(2, "0")}`;
    const mat = weighted(random, [
      ["PLY3", 25],
      ["ACR3", 18],
      ["MDF3", 15],
      ["PLY6", 12],
      ["ACR5", 10],
      ["CARD", 10],
      ["LTHR", 10],
    ] as const);
    const src = random() < (mbr === "BIZ" ? 0.3 : 0.55) ? "SHOP" : "OWN";
    const sheets =
      mat === "LTHR"
        ? 1
        : weighted(random, [
            [1, 50],
            [2, 25],
            [3, 15],
            [4, 10],
          ] as const);
    const jobType = weighted(random, [
      ["CUT", 55],
      ["ENG", 15],
      ["MIX", 30],
    ] as const);
    const [low, high] = perSheet[mat]!;
    let minutes = 0;
    for (let sheet = 0; sheet < sheets; sheet++) minutes += int(low, high);
    minutes *= jobType === "ENG" ? 1.4 : jobType === "MIX" ? 1.2 : 1;
    if (mach === "LC3") minutes *= 0.75;
    minutes = Math.max(2, Math.round(minutes));
    const draw = random();
    const result = draw < 0.05 ? "ABRT" : draw < 0.05 + (mat === "ACR5" || mat === "LTHR" ? 0.1 : 0.06) ? "FAIL" : "OK";
    if (result === "ABRT") minutes = int(2, 10);
    const failCode = result === "FAIL" ? pick(["ALGN", "FOCS", "WARP", "PWR"]) : result === "ABRT" ? pick(["FIRE", "ESTP", "AIRA"]) : "";
    const fire = failCode === "FIRE" || (["CARD", "PLY3", "PLY6", "MDF3"].includes(mat) && random() < 0.04);
    const induction = random() < (mbr === "DAY" ? 0.3 : 0.05);
    const repeat = random() < (mbr === "BIZ" ? 0.6 : 0.25);
    const perMinute = round(rate[mbr]! + (mach === "LC3" ? 0.15 : 0));
    const machine = result === "ABRT" ? 0 : round(minutes * perMinute);
    const material = src === "SHOP" ? round(sheets * sheetPrice[mat]!) : 0;
    const startStamp = base + start * 60_000;
    return [
      `LJ-${50001 + index}`,
      stamp(startStamp, 0),
      stamp(startStamp, minutes),
      mach,
      usr,
      mbr,
      mat,
      src,
      sheets,
      jobType,
      result,
      failCode,
      fire ? "Y" : "N",
      induction ? "Y" : "N",
      repeat ? "Y" : "N",
      perMinute,
      machine,
      material,
      round(machine + material),
    ];
  });
  write(
    "lsr_job_log",
    [
      "job_id",
      "strt_ts",
      "end_ts",
      "mach",
      "usr_cd",
      "mbr_typ",
      "mat",
      "src",
      "sheets",
      "job_typ",
      "rslt",
      "fail_cd",
      "fire_flg",
      "ind_flg",
      "rpt_flg",
      "rate_gbp",
      "mach_gbp",
      "mat_gbp",
      "tot_gbp",
    ],
    rows,
  );
}

// ---------------------------------------------------------------- 2. a Gozo salt pan's sales (Maltese)

function saltSales() {
  const { random, pick, int, round } = prng(502);
  const base = Date.UTC(2025, 0, 8);
  const lastDay = daysBetween(base, Date.UTC(2026, 10, 24));
  const monthWeight = [0.35, 0.35, 0.35, 0.7, 0.7, 1, 1, 1, 1, 0.7, 0.6, 0.6];
  const offsets: number[] = [];
  while (offsets.length < 280) {
    const offset = int(0, lastDay);
    if (random() < monthWeight[new Date(base + offset * DAY_MS).getUTCMonth()]!) offsets.push(offset);
  }
  offsets.sort((a, b) => a - b);
  const prices: Record<string, Record<number, number>> = {
    "melħ abjad": { 100: 2.5, 250: 4, 500: 6.5, 1000: 10 },
    "fjur tal-melħ": { 100: 6, 250: 12.5 },
    "melħ bil-ħwawar": { 100: 4, 250: 7, 500: 11.5 },
    "melħ bil-bżar": { 100: 4, 250: 7, 500: 11.5 },
    "melħ affumikat": { 100: 5, 250: 9 },
  };
  const cutoff = "2026-11-27";
  const rows: Cell[][] = offsets.map((offset, index) => {
    const date = new Date(base + offset * DAY_MS);
    const ordered = day(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
    const channel = weighted(random, [
      ["ħanut", 40],
      ["suq", 25],
      ["online", 25],
      ["ingrossa", 10],
    ] as const);
    const wholesale = channel === "ingrossa";
    const product = weighted(random, [
      ["melħ abjad", 35],
      ["fjur tal-melħ", 20],
      ["melħ bil-ħwawar", 20],
      ["melħ bil-bżar", 15],
      ["melħ affumikat", 10],
    ] as const);
    const sizes = Object.keys(prices[product]!).map(Number);
    const size = wholesale ? (product === "melħ abjad" ? pick([500, 1000]) : 250) : pick(sizes);
    const quantity = wholesale
      ? int(2, 8) * 6
      : weighted(random, [
          [1, 50],
          [2, 25],
          [3, 15],
          [4, 10],
        ] as const);
    const unit = prices[product]![size]!;
    const discount = wholesale ? 15 : 0;
    const tourist = random() < ({ ħanut: 0.55, suq: 0.25, online: 0.35, ingrossa: 0 } as const)[channel];
    const country = tourist
      ? weighted(random, [
          ["Renju Unit", 35],
          ["Italja", 25],
          ["Ġermanja", 25],
          ["Franza", 15],
        ] as const)
      : "Malta";
    const delivered = channel === "online" || wholesale;
    const postage = channel === "online" ? (country === "Malta" ? 4.5 : 12) : 0;
    const giftWrap = !wholesale && random() < 0.15;
    const payment =
      channel === "online"
        ? "karta"
        : wholesale
          ? random() < 0.8
            ? "trasferiment bankarju"
            : "karta"
          : random() < (channel === "ħanut" ? 0.6 : 0.3)
            ? "karta"
            : "flus kontanti";
    const seller = channel === "online" ? "Doris" : wholesale ? pick(["Doris", "Ġorġ"]) : random() < (channel === "ħanut" ? 0.5 : 0.3) ? "Rita" : "Ġorġ";
    const cancelled = delivered && random() < 0.08;
    let deliveredOn = "";
    if (delivered && !cancelled) {
      const after = wholesale ? int(1, 5) : country === "Malta" ? int(1, 3) : int(4, 12);
      const when = day(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), after);
      deliveredOn = when <= cutoff ? when : "";
    }
    const rating =
      channel === "online" && !cancelled && random() < 0.6
        ? weighted(random, [
            [5, 45],
            [4, 30],
            [3, 13],
            [2, 7],
            [1, 5],
          ] as const)
        : "";
    return [
      `MG-${3001 + index}`,
      ordered,
      channel,
      product,
      size,
      quantity,
      unit,
      discount,
      postage,
      round(quantity * unit * (1 - discount / 100) + postage),
      country,
      tourist ? "iva" : "le",
      delivered ? "iva" : "le",
      deliveredOn,
      giftWrap ? "iva" : "le",
      payment,
      seller,
      cancelled ? "iva" : "le",
      rating,
    ];
  });
  write(
    "bejgh_melh",
    [
      "numru_ordni",
      "data_ordni",
      "kanal",
      "prodott",
      "daqs_g",
      "kwantita",
      "prezz_unita_eur",
      "skont_pct",
      "spiza_kunsinna_eur",
      "total_eur",
      "pajjiz",
      "turist",
      "kunsinna",
      "data_kunsinna",
      "imballagg_rigal",
      "hlas",
      "bejjiegh",
      "ikkancellat",
      "rata",
    ],
    rows,
  );
}

// ---------------------------------------------------------------- 3. a mobile game's in-app purchases (camelCase, true/false)

function inAppPurchases() {
  const { random, pick, int, round } = prng(503);
  const base = Date.UTC(2025, 1, 3);
  const lastDay = daysBetween(base, Date.UTC(2026, 10, 26));
  const blackFriday = daysBetween(base, Date.UTC(2025, 10, 24));
  const hourWeights: (readonly [number, number])[] = Array.from({ length: 24 }, (_, hour) => [
    hour,
    hour < 7 ? 1 : hour < 12 ? 2 : hour < 17 ? 3 : hour < 19 ? 4 : 6,
  ]);
  const times: number[] = [];
  const addTime = (offset: number) => times.push(offset * 1440 + weighted(random, hourWeights) * 60 + int(0, 59));
  while (times.length < 322) {
    const offset = int(0, lastDay);
    const weekday = new Date(base + offset * DAY_MS).getUTCDay();
    if (weekday !== 0 && weekday !== 6 && random() > 0.62) continue;
    addTime(offset);
  }
  // Black Friday week (24–30 November 2025) sells far more: 18 extra purchases.
  for (let extra = 0; extra < 18; extra++) addTime(blackFriday + int(0, 6));
  times.sort((a, b) => a - b);

  const players = Array.from({ length: 150 }, (_, index) => ({
    id: `P-${1001 + index}`,
    platform: weighted(random, [
      ["iOS", 45],
      ["Android", 42],
      ["Steam", 13],
    ] as const),
    country: weighted(random, [
      ["US", 30],
      ["BR", 15],
      ["DE", 12],
      ["JP", 12],
      ["GB", 11],
      ["IN", 10],
      ["KR", 10],
    ] as const),
  }));
  const whales = Array.from({ length: 10 }, () => pick(players));
  const tax: Record<string, number> = { US: 0.07, BR: 0.09, DE: 0.19, JP: 0.1, GB: 0.2, IN: 0.18, KR: 0.1 };
  const catalogue: Record<string, { category: string; price: number; gems: number; weight: number }> = {
    "Handful of Gems": { category: "Currency", price: 4.99, gems: 500, weight: 18 },
    "Sack of Gems": { category: "Currency", price: 9.99, gems: 1100, weight: 12 },
    "Chest of Gems": { category: "Currency", price: 19.99, gems: 2400, weight: 7 },
    "Vault of Gems": { category: "Currency", price: 49.99, gems: 6500, weight: 3 },
    "Starter Pack": { category: "Bundle", price: 2.99, gems: 300, weight: 0 },
    "Weekend Bundle": { category: "Bundle", price: 7.99, gems: 600, weight: 6 },
    "Season Pass": { category: "Pass", price: 9.99, gems: 0, weight: 10 },
    "Golden Dragon Skin": { category: "Cosmetic", price: 14.99, gems: 0, weight: 5 },
    "Neon Trail": { category: "Cosmetic", price: 3.99, gems: 0, weight: 8 },
    "Remove Ads": { category: "Utility", price: 3.99, gems: 0, weight: 5 },
    "Energy Refill": { category: "Utility", price: 0.99, gems: 0, weight: 20 },
  };
  const items = Object.entries(catalogue).map(([name, item]) => [name, item.weight] as const);
  const promoByMonth = [
    "NEWYEAR30",
    "NEWYEAR30",
    "SPRING30",
    "SPRING30",
    "SPRING30",
    "SUMMER30",
    "SUMMER30",
    "SUMMER30",
    "BACK2PLAY",
    "SPOOKY30",
    "BLACKFRIDAY",
    "WINTER30",
  ];
  const level = new Map<string, number>();
  const adsRemoved = new Set<string>();
  const rows: Cell[][] = times.map((time, index) => {
    const player = random() < 0.28 ? pick(whales) : pick(players);
    const first = !level.has(player.id);
    const playerLevel = first ? int(1, 12) : Math.min(80, level.get(player.id)! + int(0, whales.includes(player) ? 5 : 8));
    level.set(player.id, playerLevel);
    const at = base + time * 60_000;
    const when = new Date(at);
    const weekend = when.getUTCDay() === 0 || when.getUTCDay() === 6;
    let item = "Starter Pack";
    if (!(first && random() < 0.4)) {
      for (;;) {
        item = weighted(random, items);
        if (item === "Weekend Bundle" && !weekend) continue;
        if (item === "Remove Ads" && (player.platform === "Steam" || adsRemoved.has(player.id))) continue;
        break;
      }
    }
    if (item === "Remove Ads") adsRemoved.add(player.id);
    const { category, price: list, gems } = catalogue[item]!;
    const inBlackFridayWeek = time >= blackFriday * 1440 && time < (blackFriday + 7) * 1440;
    const promo = item !== "Starter Pack" && random() < (inBlackFridayWeek ? 0.8 : 0.2);
    const price = round(list * (promo ? 0.7 : 1));
    const taxUsd = round(price * tax[player.country]!);
    let refundedOn = "";
    if (random() < 0.03) {
      const refund = day(when.getUTCFullYear(), when.getUTCMonth() + 1, when.getUTCDate(), int(1, 14));
      if (refund <= "2026-11-27") refundedOn = refund;
    }
    return [
      `IAP-${70001 + index}`,
      stamp(at, 0),
      player.id,
      player.platform,
      player.country,
      playerLevel,
      item,
      category,
      gems,
      first,
      promo,
      promo ? promoByMonth[when.getUTCMonth()]! : "",
      price,
      taxUsd,
      round(price + taxUsd),
      refundedOn !== "",
      refundedOn,
    ];
  });
  write(
    "inAppPurchases",
    [
      "purchaseId",
      "purchasedAt",
      "playerId",
      "platform",
      "playerCountry",
      "playerLevel",
      "storeItem",
      "itemCategory",
      "gemsGranted",
      "isFirstPurchase",
      "viaPromo",
      "promoCode",
      "priceUsd",
      "taxUsd",
      "totalUsd",
      "isRefunded",
      "refundedOn",
    ],
    rows,
  );
}

// ---------------------------------------------------------------- 4. a regional airport's lounge visits (UPPER_CASE, TRUE/FALSE)

function loungeVisits() {
  const { random, pick, int, round } = prng(504);
  const base = Date.UTC(2025, 0, 2);
  const lastDay = daysBetween(base, Date.UTC(2026, 10, 27));
  const monthWeight = [0.45, 0.45, 0.45, 0.6, 0.8, 0.8, 1, 1, 0.8, 0.8, 0.45, 0.6];
  const hourWeights: (readonly [number, number])[] = Array.from({ length: 17 }, (_, index) => [
    index + 4,
    index + 4 < 8 ? 5 : index + 4 < 12 ? 3 : index + 4 < 17 ? 2 : 1.5,
  ]);
  const times: number[] = [];
  while (times.length < 300) {
    const offset = int(0, lastDay);
    if (random() >= monthWeight[new Date(base + offset * DAY_MS).getUTCMonth()]!) continue;
    times.push(offset * 1440 + weighted(random, hourWeights) * 60 + int(0, 59));
  }
  times.sort((a, b) => a - b);
  const destinations: Record<string, string[]> = {
    EZY: ["Alicante", "Malaga", "Faro", "Geneva"],
    RYR: ["Malaga", "Alicante", "Dublin", "Tenerife"],
    TOM: ["Tenerife", "Faro", "Antalya"],
    BAW: ["London Heathrow"],
    KLM: ["Amsterdam"],
    EIN: ["Dublin"],
    EK: ["Dubai"],
  };
  const flag = (value: boolean) => (value ? "TRUE" : "FALSE");
  const rows: Cell[][] = times.map((time, index) => {
    const at = base + time * 60_000;
    const month = new Date(at).getUTCMonth();
    const lounge = random() < 0.6 ? "Aurora" : "Harbour";
    const airline = weighted(random, [
      ["EZY", 25],
      ["RYR", 22],
      ["TOM", 15],
      ["BAW", 12],
      ["KLM", 10],
      ["EIN", 8],
      ["EK", 8],
    ] as const);
    let access: string;
    for (;;) {
      access = weighted(random, [
        ["Walk-in", 20],
        ["Pre-booked", 30],
        ["Priority Pass", 25],
        ["Business Class", 10],
        ["Airline Gold", 15],
      ] as const);
      if (access === "Business Class" && !["BAW", "KLM", "EK"].includes(airline)) continue;
      if (access === "Airline Gold" && !["BAW", "KLM", "EIN", "EK"].includes(airline)) continue;
      break;
    }
    const destination = pick(destinations[airline]!);
    const adults =
      access === "Business Class"
        ? int(1, 2)
        : weighted(random, [
            [1, 45],
            [2, 35],
            [3, 12],
            [4, 8],
          ] as const);
    const children = access !== "Business Class" && random() < 0.25 ? int(1, 3) : 0;
    let entry: number;
    if (access === "Walk-in") entry = adults * 41.5 + children * 20.75;
    else if (access === "Pre-booked") entry = adults * 33.95 + children * 16.95;
    else {
      // The holder gets in free; Priority Pass guests all pay, a business or gold holder brings one adult free.
      const payingAdults = Math.max(0, adults - (access === "Priority Pass" ? 1 : 2));
      entry = payingAdults * 29.5 + children * 14.75;
    }
    entry = round(entry);
    const shower = random() < (airline === "EK" ? 0.4 : 0.1);
    const spa = lounge === "Aurora" && random() < 0.07;
    const champagne = random() < 0.15;
    const freeShower = access === "Business Class" || access === "Airline Gold";
    const extras = round((shower && !freeShower ? 9.5 : 0) + (spa ? 35 : 0) + (champagne ? 17.5 * adults : 0));
    const total = round(entry + extras);
    const payment =
      total === 0
        ? ""
        : access === "Pre-booked" && extras === 0
          ? "Prepaid"
          : weighted(random, [
              ["Card", 60],
              ["Apple Pay", 30],
              ["Voucher", 10],
            ] as const);
    const delayed = random() < (month === 6 || month === 7 ? 0.22 : 0.12);
    const delay = delayed ? int(6, 48) * 5 : 0;
    const stayed = int(50, 170) + Math.round(delay * 0.7) + (access === "Business Class" ? 20 : 0);
    let score: Cell = "";
    if (random() < 0.35) {
      const raw = weighted(random, [
        [5, 35],
        [4, 35],
        [3, 15],
        [2, 10],
        [1, 5],
      ] as const);
      score = Math.max(1, raw - (delayed ? 1 : 0));
    }
    return [
      `LV-${60001 + index}`,
      stamp(at, 0),
      lounge,
      access,
      airline,
      destination,
      adults,
      children,
      entry,
      flag(shower),
      flag(spa),
      flag(champagne),
      extras,
      total,
      payment,
      flag(delayed),
      delayed ? delay : "",
      stayed,
      score,
    ];
  });
  write(
    "LOUNGE_VISITS",
    [
      "VISIT_NO",
      "CHECKED_IN_AT",
      "LOUNGE",
      "ACCESS_TYPE",
      "AIRLINE",
      "DESTINATION",
      "ADULTS",
      "CHILDREN",
      "ENTRY_GBP",
      "SHOWER_USED",
      "SPA_BOOKED",
      "CHAMPAGNE",
      "EXTRAS_GBP",
      "TOTAL_GBP",
      "PAYMENT",
      "FLIGHT_DELAYED",
      "DELAY_MIN",
      "MINUTES_STAYED",
      "SURVEY_SCORE",
    ],
    rows,
  );
}

laserJobs();
saltSales();
inAppPurchases();
loungeVisits();
