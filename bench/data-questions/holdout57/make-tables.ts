/**
 * The four tables of the fifty-seventh held-out suite (see README.md): a Denver car wash's transactions, an
 * Occitan-speaking pharmacy's sales in Saint-Girons (Couserans), a Hobart museum's ticket bookings and a
 * Quebec sugarhouse's orders. One fixed seed per table (571–574), so the tables are the same on every run:
 *
 *   cd bench && node --import tsx data-questions/holdout57/make-tables.ts
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Cell, csvWriter, day, prng, stamp } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));
type Rng = ReturnType<typeof prng>;

/** One of `items`, drawn with the given weights. */
function weighted<T>(rng: Rng, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let draw = rng.random() * total;
  for (const [item, weight] of items) {
    draw -= weight;
    if (draw < 0) return item;
  }
  return items[items.length - 1]![0];
}

/** `count` ISO dates between `from` and `to` (inclusive), each day weighted by `weight(date)`, sorted. */
function drawDays(rng: Rng, count: number, from: string, to: string, weight: (date: Date) => number): string[] {
  const days: (readonly [string, number])[] = [];
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= Date.parse(`${to}T00:00:00Z`); time += 86_400_000) {
    const date = new Date(time);
    days.push([date.toISOString().slice(0, 10), weight(date)] as const);
  }
  return Array.from({ length: count }, () => weighted(rng, days)).sort();
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const addDays = (iso: string, offset: number) => day(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10)), offset);
const monthOf = (iso: string) => Number(iso.slice(5, 7));
const yearOf = (iso: string) => Number(iso.slice(0, 4));

// ---------------------------------------------------------------- 1. cw_wash_log (Denver car wash, seed 571)
{
  const rng = prng(571);
  const monthWeight = [1.3, 1.2, 1.25, 1.3, 1.1, 1.0, 0.9, 0.9, 0.9, 1.0, 1.05, 1.25];
  const dates = drawDays(rng, 320, "2025-01-02", "2026-11-28", (date) => monthWeight[date.getUTCMonth()]! * [1.5, 0.8, 0.8, 0.9, 1, 1.2, 2][date.getUTCDay()]!);
  const base = { EXP: { BAS: 12, DLX: 18, ULT: 25 }, FULL: { BAS: 30, DLX: 38, ULT: 48 }, DTL: { BAS: 149, DLX: 199, ULT: 249 } } as const;
  const vehicleFactor = { CAR: 1, SUV: 1.15, TRK: 1.15, VAN: 1.25 } as const;
  const attendantEffect = { Jorge: 0.3, Mia: 0.2, Tyler: -0.35, Dana: 0, Kwame: 0.1 } as const;
  const rows = dates.map((date) => {
    const hour = weighted(
      rng,
      [7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19].map((h) => [h, h >= 10 && h <= 14 ? 2 : h >= 17 ? 0.8 : 1.2] as const),
    );
    const start = Date.parse(`${date}T00:00:00Z`) + (hour * 60 + rng.int(0, 59)) * 60_000;
    const site = weighted(rng, [
      ["DEN1", 40],
      ["DEN2", 35],
      ["AUR", 25],
    ] as const);
    // DEN2 has no detail bay.
    const svc = weighted(rng, [
      ["EXP", 55],
      ["FULL", 33],
      ["DTL", site === "DEN2" ? 0 : 14],
    ] as const);
    const pkg = weighted<"BAS" | "DLX" | "ULT">(
      rng,
      svc === "EXP"
        ? [
            ["BAS", 40],
            ["DLX", 35],
            ["ULT", 25],
          ]
        : svc === "FULL"
          ? [
              ["BAS", 30],
              ["DLX", 40],
              ["ULT", 30],
            ]
          : ([
              ["BAS", 35],
              ["DLX", 40],
              ["ULT", 25],
            ] as const),
    );
    const veh = weighted(rng, [
      ["CAR", 45],
      ["SUV", 35],
      ["TRK", 12],
      ["VAN", 8],
    ] as const);
    const attd = weighted(rng, [
      ["Jorge", 24],
      ["Mia", 22],
      ["Tyler", 18],
      ["Dana", 20],
      ["Kwame", 16],
    ] as const);
    const member = rng.random() < (svc === "EXP" ? 0.35 : svc === "FULL" ? 0.15 : 0);
    const pay = member
      ? "MBR"
      : weighted(rng, [
          ["CARD", 60],
          ["APP", 22],
          ["CASH", 18],
        ] as const);
    const voided = rng.random() < 0.03;
    const price = Math.round(base[svc][pkg] * vehicleFactor[veh] * (yearOf(date) === 2026 ? 1.05 : 1));
    let addon = 0;
    if (svc === "DTL") {
      if (rng.random() < 0.3) addon = rng.pick([25, 35, 40, 60]);
    } else if (rng.random() < 0.4) {
      for (const [price, chance] of [
        [5, 0.6],
        [7, 0.35],
        [12, 0.3],
        [3, 0.3],
      ] as const)
        if (rng.random() < chance) addon += price;
    }
    const tipChance = svc === "EXP" ? 0.12 : svc === "FULL" ? 0.65 : 0.55;
    let tip = 0;
    if (rng.random() < tipChance) {
      const [low, high] = svc === "EXP" ? [1, 5] : svc === "FULL" ? [3, 15] : [10, 40];
      tip = pay === "CASH" ? rng.int(low, high) : rng.round(low + rng.random() * (high - low));
    }
    const wash = member ? 0 : price;
    const minutes = voided ? rng.int(1, 4) : svc === "EXP" ? rng.int(5, 12) : svc === "FULL" ? rng.int(25, 50) : rng.int(120, 240);
    const water = voided
      ? 0
      : rng.round(
          (svc === "EXP" ? 32 + rng.random() * 13 : svc === "FULL" ? 40 + rng.random() * 20 : 15 + rng.random() * 20) +
            (veh === "VAN" ? 12 : veh === "CAR" ? 0 : 8),
          1,
        );
    const damage = !voided && rng.random() < 0.012;
    const rated = !voided && (damage || rng.random() < 0.35);
    const mean = (svc === "DTL" ? 4.5 : svc === "FULL" ? 4.1 : 3.9) + attendantEffect[attd];
    const rating = rated ? (damage ? rng.int(1, 2) : clamp(Math.round(mean + rng.normal() * 0.8), 1, 5)) : "";
    return {
      start,
      cells: [
        stamp(start, 0),
        stamp(start, minutes),
        site,
        svc,
        pkg,
        veh,
        attd,
        voided ? 0 : wash,
        voided ? 0 : addon,
        voided ? 0 : tip,
        voided ? 0 : rng.round(wash + addon + tip),
        water,
        pay,
        member ? "Y" : "N",
        damage ? "Y" : "N",
        voided ? "Y" : "N",
        rating,
      ] as Cell[],
    };
  });
  rows.sort((a, b) => a.start - b.start);
  write(
    "cw_wash_log",
    [
      "txn_id",
      "in_ts",
      "out_ts",
      "site",
      "svc",
      "pkg",
      "veh",
      "attd",
      "wash_usd",
      "addon_usd",
      "tip_usd",
      "tot_usd",
      "water_gal",
      "pay",
      "mbr_flg",
      "dmg_flg",
      "void_flg",
      "rtg",
    ],
    rows.map((row, index) => [`W-${50001 + index}`, ...row.cells]),
  );
}

// ---------------------------------------------------------------- 2. farmacia_vendas (Occitan pharmacy, seed 572)
{
  const rng = prng(572);
  const monthWeight = [1.3, 1.25, 1.05, 0.95, 0.9, 0.95, 1.1, 1.15, 0.9, 0.95, 1.05, 1.25];
  const cutoff = "2026-11-28";
  const dates = drawDays(rng, 300, "2025-01-02", cutoff, (date) =>
    date.getUTCDay() === 0 ? 0 : monthWeight[date.getUTCMonth()]! * (date.getUTCDay() === 6 ? 0.6 : 1),
  );
  const staffEffect = { Joana: 0.2, Pèire: 0, Marçal: -0.45, Aurelha: 0.1 } as const;
  const rows = dates.map((date) => {
    const month = monthOf(date);
    const winter = month === 12 || month <= 2;
    const summer = month >= 6 && month <= 8;
    const tipe = weighted(rng, [
      ["ordonança", winter ? 62 : 52],
      ["conselh", 28],
      ["parafarmacia", summer ? 28 : 15],
    ] as const);
    const canal = weighted(rng, [
      ["botiga", 70],
      ["telefòn", tipe === "ordonança" ? 20 : 8],
      ["internet", tipe === "parafarmacia" ? 25 : 10],
    ] as const);
    const vila = weighted(rng, [
      ["Sant Gironç", 45],
      ["Seish", 15],
      ["Massat", 15],
      ["Castilhon", 13],
      ["Aulús", 12],
    ] as const);
    const servit = weighted(rng, [
      ["Joana", 30],
      ["Pèire", 25],
      ["Marçal", 25],
      ["Aurelha", 20],
    ] as const);
    const articles = tipe === "ordonança" ? rng.int(1, 6) : tipe === "conselh" ? rng.int(1, 3) : rng.int(1, 4);
    let total = 0;
    for (let i = 0; i < articles; i++)
      total += tipe === "ordonança" ? 3 + Math.exp(rng.random() * 2.5) : tipe === "conselh" ? 4 + rng.random() * 14 : 6 + rng.random() * 24;
    total = rng.round(total);
    const cancelled = rng.random() < 0.04;
    let secu = 0;
    let mutuala = 0;
    let pacient = total;
    if (tipe === "ordonança") {
      if (rng.random() < 0.15) {
        // Long-term condition (ALD): the health insurance pays everything.
        secu = total;
        pacient = 0;
      } else {
        secu = rng.round(total * 0.65);
        if (rng.random() < 0.85) {
          pacient = Math.min(articles * 1, rng.round(total - secu));
          mutuala = rng.round(total - secu - pacient);
        } else pacient = rng.round(total - secu);
      }
    }
    const homeDelivery = !cancelled && tipe !== "parafarmacia" && rng.random() < (vila === "Aulús" || vila === "Seish" ? 0.25 : 0.05);
    const inStock = rng.random() < 0.7;
    const wait = homeDelivery ? rng.int(1, 3) : canal === "botiga" ? (inStock ? 0 : rng.int(1, 4)) : inStock ? rng.int(0, 2) : rng.int(1, 4);
    const collected = addDays(date, wait);
    const generic = !cancelled && tipe === "ordonança" && rng.random() < 0.65;
    const rated = !cancelled && rng.random() < 0.3;
    const rating = rated ? clamp(Math.round(4.2 + staffEffect[servit] + rng.normal() * 0.8), 1, 5) : "";
    return [
      date,
      cancelled || collected > cutoff ? "" : collected,
      tipe,
      canal,
      vila,
      servit,
      articles,
      cancelled ? 0 : secu,
      cancelled ? 0 : mutuala,
      cancelled ? 0 : pacient,
      cancelled ? 0 : total,
      generic ? "òc" : "non",
      homeDelivery ? "òc" : "non",
      cancelled ? "òc" : "non",
      rating,
    ] as Cell[];
  });
  write(
    "farmacia_vendas",
    [
      "num_venda",
      "data_comanda",
      "data_retirada",
      "tipe",
      "canal",
      "vila",
      "servit_per",
      "articles",
      "part_secu_eur",
      "part_mutuala_eur",
      "part_pacient_eur",
      "total_eur",
      "substitucion",
      "a_domicili",
      "anullada",
      "estelas",
    ],
    rows.map((row, index) => [`FV-${3001 + index}`, ...row]),
  );
}

// ---------------------------------------------------------------- 3. museumBookings (Hobart museum, seed 573)
{
  const rng = prng(573);
  const monthWeight = [1.6, 1.2, 1.1, 1.2, 0.8, 0.8, 1.0, 0.7, 0.9, 1.0, 0.9, 1.3];
  const visits = drawDays(
    rng,
    300,
    "2025-01-06",
    "2026-11-29",
    (date) => monthWeight[date.getUTCMonth()]! * (date.getUTCDay() === 0 || date.getUTCDay() === 6 ? 1.6 : 1),
  );
  const schoolTerm = (iso: string) => {
    const md = iso.slice(5);
    return (md >= "02-05" && md <= "04-10") || (md >= "04-28" && md <= "06-30") || (md >= "07-21" && md <= "09-25") || (md >= "10-13" && md <= "12-15");
  };
  const exhibitionOn = (iso: string) =>
    iso >= "2025-03-01" && iso <= "2025-09-30"
      ? "DIN"
      : iso >= "2025-11-01" && iso <= "2026-04-30"
        ? "ANT"
        : iso >= "2026-06-01" && iso <= "2026-11-30"
          ? "SEA"
          : undefined;
  const rows = visits.map((visit) => {
    const weekday = new Date(`${visit}T00:00:00Z`).getUTCDay();
    const month = monthOf(visit);
    const summer = month === 12 || month <= 2;
    const school = weekday >= 1 && weekday <= 5 && schoolTerm(visit) && rng.random() < 0.17;
    const ticketType = school
      ? "School"
      : weighted(rng, [
          ["Adult", 40],
          ["Concession", 25],
          ["Family", schoolTerm(visit) ? 22 : 38],
        ] as const);
    const originState = school
      ? "TAS"
      : weighted(rng, [
          ["TAS", summer ? 30 : 50],
          ["VIC", 18],
          ["NSW", 14],
          ["QLD", 8],
          ["SA", 4],
          ["WA", 3],
          ["OS", summer ? 12 : 6],
        ] as const);
    const channel = school
      ? rng.random() < 0.5
        ? "phone"
        : "online"
      : weighted(rng, [
          ["online", 60],
          ["phone", 12],
          ["desk", 28],
        ] as const);
    const lead =
      channel === "desk"
        ? 0
        : school
          ? rng.int(14, 90)
          : channel === "phone"
            ? rng.int(1, 30)
            : Math.min(120, Math.round(-Math.log(1 - rng.random()) * (originState === "TAS" ? 8 : 25)));
    const exhibition = exhibitionOn(visit);
    const exhibitionCode = exhibition && rng.random() < (school ? 0.8 : 0.6) ? exhibition : "GEN";
    const adults = ticketType === "Adult" ? rng.int(1, 4) : ticketType === "Concession" ? rng.int(1, 3) : ticketType === "Family" ? 2 : rng.int(2, 4);
    const children = ticketType === "Family" ? rng.int(1, 3) : ticketType === "School" ? rng.int(15, 30) : 0;
    const isMember = ticketType !== "School" && rng.random() < 0.18;
    const y2026 = yearOf(visit) === 2026;
    const ticket = isMember
      ? 0
      : ticketType === "Adult"
        ? adults * (y2026 ? 27 : 25)
        : ticketType === "Concession"
          ? adults * (y2026 ? 19 : 18)
          : ticketType === "Family"
            ? y2026
              ? 70
              : 65
            : children * (y2026 ? 9 : 8);
    const exhibitionFee = exhibitionCode === "GEN" ? 0 : ticketType === "School" ? children * 6 : (adults + children) * (isMember ? 6 : 12);
    const fee = channel === "online" ? 2.5 : 0;
    const cancelled = channel !== "desk" && rng.random() < 0.06;
    const guided = school || rng.random() < 0.12;
    const scannedBy = weighted(rng, [
      ["Priya", 30],
      ["Callum", 25],
      ["Bronwyn", 25],
      ["Hamish", 20],
    ] as const);
    const surveyed = !cancelled && rng.random() < (channel === "online" ? 0.4 : 0.15);
    const mean = 4.2 + (school ? 0.3 : 0) + (exhibitionCode === "SEA" ? 0.3 : exhibitionCode === "GEN" ? -0.2 : 0) + (guided ? 0.2 : 0);
    const rating = surveyed ? clamp(Math.round(mean + rng.normal() * 0.8), 1, 5) : "";
    const bookedOn = addDays(visit, -lead);
    return {
      key: `${bookedOn}|${visit}`,
      cells: [
        bookedOn,
        visit,
        ticketType,
        exhibitionCode,
        channel,
        originState,
        scannedBy,
        adults,
        children,
        cancelled ? 0 : ticket,
        cancelled ? 0 : exhibitionFee,
        cancelled ? 0 : fee,
        cancelled ? 0 : ticket + exhibitionFee + fee,
        isMember,
        guided,
        cancelled,
        rating,
      ] as Cell[],
    };
  });
  rows.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  write(
    "museumBookings",
    [
      "bookingId",
      "bookedOn",
      "visitDate",
      "ticketType",
      "exhibitionCode",
      "channel",
      "originState",
      "scannedBy",
      "adults",
      "children",
      "ticketAud",
      "exhibitionAud",
      "bookingFeeAud",
      "totalAud",
      "isMember",
      "guidedTour",
      "isCancelled",
      "surveyRating",
    ],
    rows.map((row, index) => [`TKT-${70001 + index}`, ...row.cells]),
  );
}

// ---------------------------------------------------------------- 4. Sugarhouse_Orders (Quebec sugarhouse, seed 574)
{
  const rng = prng(574);
  const monthWeight = [0.5, 0.6, 1.6, 1.8, 1.0, 0.8, 0.9, 0.9, 0.8, 0.9, 1.4, 1.9];
  const dates = drawDays(rng, 310, "2025-01-03", "2026-11-28", (date) => monthWeight[date.getUTCMonth()]!);
  const list = { "Syrup 540 ml": [12.5, 0.75], "Syrup 1 L": [19, 1.4], "Syrup 4 L": [62, 5.6], "Maple Butter": [9.5, 0.3], "Maple Sugar": [14, 0.55] } as const;
  const online = { QC: 12, ON: 15, NB: 15, BC: 25, US: 30 } as const;
  const rows = dates.map((date) => {
    const month = monthOf(date);
    const season = month === 3 || month === 4;
    const holidays = month >= 11;
    const channel = weighted(rng, [
      ["Farm Shop", season ? 55 : 25],
      ["Online", holidays ? 60 : 40],
      ["Market", month >= 6 && month <= 10 ? 25 : 0],
      ["Wholesale", 10],
    ] as const);
    const province =
      channel === "Online"
        ? weighted(rng, [
            ["QC", 40],
            ["ON", 30],
            ["NB", 8],
            ["BC", 10],
            ["US", 12],
          ] as const)
        : channel === "Wholesale"
          ? rng.random() < 0.7
            ? "QC"
            : "ON"
          : "QC";
    const product =
      channel === "Wholesale"
        ? weighted(rng, [
            ["Syrup 4 L", 60],
            ["Syrup 1 L", 25],
            ["Maple Butter", 15],
          ] as const)
        : weighted(rng, [
            ["Syrup 540 ml", 30],
            ["Syrup 1 L", 30],
            ["Syrup 4 L", 10],
            ["Maple Butter", 18],
            ["Maple Sugar", holidays ? 20 : 10],
          ] as const);
    const syrup = product.startsWith("Syrup");
    const grade = !syrup
      ? ""
      : product === "Syrup 4 L"
        ? weighted(rng, [
            ["GA", 10],
            ["AR", 30],
            ["DR", 40],
            ["VD", 20],
          ] as const)
        : weighted(rng, [
            ["GA", month === 3 ? 45 : 25],
            ["AR", 45],
            ["DR", 25],
            ["VD", 5],
          ] as const);
    const quantity =
      channel === "Wholesale" ? (product === "Syrup 4 L" ? rng.int(6, 24) : rng.int(12, 48)) : product === "Syrup 4 L" ? rng.int(1, 2) : rng.int(1, 6);
    const [listPrice, kg] = list[product];
    const unit = Math.round(listPrice * (yearOf(date) === 2026 ? 1.05 : 1) * (channel === "Wholesale" ? 0.75 : 1) * 20) / 20;
    const subtotal = rng.round(quantity * unit);
    const shipping =
      channel === "Online" ? (subtotal >= 100 && province !== "US" ? 0 : online[province]) : channel === "Wholesale" ? (province === "QC" ? 40 : 60) : 0;
    const cancelled = rng.random() < 0.04;
    const packer =
      channel === "Wholesale"
        ? weighted(rng, [
            ["Gabriel", 60],
            ["Étienne", 40],
          ] as const)
        : weighted(rng, [
            ["Étienne", 25],
            ["Mélanie", 30],
            ["Gabriel", 15],
            ["Sophie", 30],
          ] as const);
    const gift = channel !== "Wholesale" && rng.random() < (holidays ? 0.4 : 0.08);
    const repeat = rng.random() < (channel === "Wholesale" ? 0.85 : 0.45);
    const rated = !cancelled && rng.random() < (channel === "Online" ? 0.4 : channel === "Farm Shop" ? 0.15 : 0);
    const rating = rated ? clamp(Math.round(4.4 - (shipping >= 25 ? 0.4 : 0) + rng.normal() * 0.7), 1, 5) : "";
    return [
      date,
      product,
      grade,
      channel,
      province,
      packer,
      quantity,
      unit,
      cancelled ? 0 : subtotal,
      cancelled ? 0 : shipping,
      cancelled ? 0 : rng.round(subtotal + shipping),
      rng.round(quantity * kg),
      gift ? 1 : 0,
      repeat ? 1 : 0,
      cancelled ? 1 : 0,
      rating,
    ] as Cell[];
  });
  write(
    "Sugarhouse_Orders",
    [
      "Order No",
      "Order Date",
      "Product",
      "Grade",
      "Sales Channel",
      "Province",
      "Packed By",
      "Quantity",
      "Unit Price CAD",
      "Subtotal CAD",
      "Shipping CAD",
      "Total CAD",
      "Weight Kg",
      "Gift Wrap",
      "Repeat Customer",
      "Cancelled",
      "Rating",
    ],
    rows.map((row, index) => [`MS-${40001 + index}`, ...row]),
  );
}
