/**
 * Generates the twenty-fifth held-out suite's tables deterministically (one seeded PRNG per table, seeds 251–254):
 *
 *   cd bench && node --import tsx data-questions/holdout25/make-tables.ts
 *
 * Four domains and naming styles: a Cornish fish market's landings (snake_case with heavy abbreviations and
 * codes), an Antalya hotel's hamam bookings (Turkish names and values), a Dublin phone-repair shop's tickets
 * (camelCase with true/false columns) and a Saskatchewan grain elevator's truck deliveries (UPPER_CASE names,
 * with an arrival and an unloading timestamp). All dates fall between 2025-01-01 and 2026-11-27. Changing
 * this file changes the expected answers of questions.jsonl.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Cell, csvWriter, day, prng, stamp } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));

/** Days from 2025-01-01 to 2026-11-27. */
const LAST_OFFSET = 695;
const monthOf = (offset: number) => Number(day(2025, 1, 1, offset).slice(5, 7));
const weekdayOf = (offset: number) => new Date(Date.UTC(2025, 0, 1) + offset * 86_400_000).getUTCDay();

type Random = ReturnType<typeof prng>;

/** A pick by weights (`[value, weight]` pairs). */
function weighted<T>(r: Random, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let draw = r.random() * total;
  for (const [value, weight] of items) {
    draw -= weight;
    if (draw < 0) return value;
  }
  return items[items.length - 1]![0];
}

/** A day offset (0…LAST_OFFSET) whose month is accepted with the probability `weight(month)` (0–1). */
function seasonalOffset(r: Random, weight: (month: number) => number): number {
  for (;;) {
    const offset = r.int(0, LAST_OFFSET);
    if (r.random() < weight(monthOf(offset))) return offset;
  }
}

// Fish landings at Cornish and Devon ports (snake_case, abbreviations, codes), pounds sterling.
{
  const r = prng(251);
  const vessels = {
    PZ101: { gear: "BT", ports: ["NWL", "NWL", "NWL", "PLY"], species: ["SOL", "SOL", "MEG", "MON", "MON"] },
    PZ214: { gear: "TRW", ports: ["NWL", "NWL", "FAL"], species: ["HKE", "MON", "MEG", "SQC", "POL"] },
    FH33: { gear: "GN", ports: ["FAL", "FAL", "NWL"], species: ["HKE", "HKE", "POL", "MON"] },
    PZ580: { gear: "LL", ports: ["NWL"], species: ["HKE", "HKE", "POL"] },
    FY92: { gear: "PT", ports: ["PLY", "FAL"], species: ["CRE", "CRE", "LBE"] },
    SC17: { gear: "HL", ports: ["NWL"], species: ["MAC", "MAC", "POL"] },
    BM26: { gear: "TRW", ports: ["BRX", "BRX", "PLY"], species: ["SQC", "MEG", "SOL", "MON"] },
  } as const;
  type Species = "SOL" | "MON" | "HKE" | "MEG" | "POL" | "CRE" | "LBE" | "MAC" | "SQC";
  const price: Record<Species, number> = { SOL: 14, MON: 9, HKE: 4.5, MEG: 3.2, POL: 5, CRE: 2.6, LBE: 24, MAC: 1.8, SQC: 7 };
  const weight: Record<Species, readonly [number, number]> = {
    SOL: [40, 300],
    MON: [80, 600],
    HKE: [150, 1500],
    MEG: [50, 400],
    POL: [40, 300],
    CRE: [150, 900],
    LBE: [10, 60],
    MAC: [200, 1500],
    SQC: [50, 500],
  };
  // Months a species is landed in (others: all year).
  const season: Partial<Record<Species, (month: number) => boolean>> = {
    MAC: (month) => month >= 10 || month <= 3,
    SQC: (month) => month >= 9,
    CRE: (month) => month >= 4 && month <= 10,
    LBE: (month) => month >= 4 && month <= 10,
  };
  const days = { BT: [4, 7], TRW: [3, 6], GN: [1, 3], LL: [2, 5], PT: [1, 1], HL: [1, 1] } as const;
  const buyers = ["B01", "B02", "B03", "B04", "B05", "B06"];
  const rows: Cell[][] = [];
  while (rows.length < 320) {
    const vessel = r.pick(Object.keys(vessels) as (keyof typeof vessels)[]);
    const { gear, ports, species: catchable } = vessels[vessel];
    const species = r.pick(catchable) as Species;
    const offset = r.int(0, LAST_OFFSET);
    const inSeason = season[species];
    if (inSeason && !inSeason(monthOf(offset))) continue;
    const quality = weighted<"E" | "A" | "B">(r, [
      ["E", gear === "HL" || gear === "LL" || gear === "PT" ? 5 : 3],
      ["A", 5],
      ["B", gear === "TRW" || gear === "BT" ? 2 : 1],
    ]);
    const [low, high] = weight[species];
    const kg = r.round(low + r.random() * (high - low) * (gear === "LL" && species === "HKE" ? 0.35 : 1), 1);
    const contract = (species === "CRE" || species === "LBE") && r.random() < 0.7;
    const withdrawn = !contract && r.random() < (quality === "B" ? 0.25 : species === "MAC" || species === "SQC" ? 0.06 : 0.02);
    const factor = { E: 1.15, A: 1, B: 0.7 }[quality];
    const perKg = contract
      ? species === "CRE"
        ? 2.4
        : 22
      : r.round(price[species] * factor * (gear === "LL" || gear === "HL" ? 1.12 : 1) * (0.82 + r.random() * 0.36));
    const [shortest, longest] = days[gear];
    rows.push([
      "",
      day(2025, 1, 1, offset),
      vessel,
      gear,
      r.pick(ports),
      species,
      quality,
      Math.ceil(kg / 30),
      kg,
      withdrawn ? "" : perKg,
      withdrawn ? 0 : r.round(kg * perKg),
      contract ? "CTR" : "AUC",
      withdrawn ? "" : contract ? r.pick(["B02", "B05"]) : r.pick(buyers),
      withdrawn ? "Y" : "N",
      r.int(shortest, longest),
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => {
    row[0] = `LD-${50001 + index}`;
  });
  write(
    "fsh_lndg",
    ["lndg_id", "lndg_dt", "vsl_cd", "gr_typ", "prt", "sp_cd", "qlty", "bx_cnt", "wt_kg", "px_kg", "val_gbp", "mkt", "byr_cd", "wdrn_flg", "trp_dys"],
    rows,
  );
}

// Hamam and spa bookings at an Antalya hotel (Turkish names and values), Turkish lira.
{
  const r = prng(252);
  const services = [
    ["geleneksel hamam", 25],
    ["kese köpük", 20],
    ["klasik masaj", 18],
    ["aromaterapi masajı", 15],
    ["kahve peelingi", 10],
    ["çift paketi", 12],
  ] as const;
  const rows: Cell[][] = [];
  for (let i = 0; i < 290; i++) {
    const offset = seasonalOffset(r, (month) => (month >= 4 && month <= 10 ? 1 : 0.45));
    const month = monthOf(offset);
    const summer = month >= 4 && month <= 10;
    const weekend = [0, 6].includes(weekdayOf(offset));
    const service = weighted(r, services);
    const couple = service === "çift paketi";
    const section = couple ? "özel" : r.random() < 0.55 ? "kadın" : "erkek";
    const therapist = couple ? r.pick(["Zeynep", "Emre"]) : section === "kadın" ? r.pick(["Ayşe", "Zeynep", "Elif"]) : r.pick(["Mehmet", "Emre", "Can"]);
    const minutes =
      service === "kese köpük"
        ? 30
        : service === "geleneksel hamam"
          ? r.pick([45, 60])
          : service === "klasik masaj"
            ? 50
            : service === "aromaterapi masajı"
              ? r.pick([50, 80])
              : service === "kahve peelingi"
                ? 40
                : 90;
    const people = couple
      ? 2
      : weighted(r, [
          [1, 50],
          [2, 30],
          [3, 12],
          [4, 8],
        ]);
    const base =
      service === "kese köpük"
        ? 1200
        : service === "geleneksel hamam"
          ? minutes === 45
            ? 1800
            : 2300
          : service === "klasik masaj"
            ? 2400
            : service === "aromaterapi masajı"
              ? minutes === 50
                ? 2600
                : 3600
              : service === "kahve peelingi"
                ? 1500
                : 4500;
    const perPerson = base + (weekend ? 200 : 0);
    const guest = r.random() < (summer ? 0.6 : 0.35);
    const discount = guest ? 15 : people === 4 ? 10 : 0;
    const payment = guest
      ? weighted(r, [
          ["odaya yazdır", 6],
          ["kredi kartı", 3],
          ["nakit", 1],
        ])
      : weighted(r, [
          ["kredi kartı", 6],
          ["nakit", 4],
        ]);
    const channel = guest
      ? weighted(r, [
          ["otel resepsiyonu", 6],
          ["telefon", 2],
          ["web sitesi", 2],
        ])
      : weighted(r, [
          ["web sitesi", 4],
          ["telefon", 3],
          ["acente", 3],
        ]);
    const nationality = weighted(r, [
      ["Türkiye", summer ? 22 : 45],
      ["Almanya", 20],
      ["Rusya", summer ? 22 : 12],
      ["İngiltere", summer ? 14 : 6],
      ["Polonya", 8],
      ["İran", 8],
    ]);
    const cancelled = r.random() < (summer ? 0.06 : 0.13);
    const massage = service === "klasik masaj" || service === "aromaterapi masajı" || couple;
    const rating = cancelled || r.random() < 0.25 ? "" : Math.min(5, Math.max(1, Math.round(3.7 + (massage ? 0.6 : 0) + r.normal() * 0.8)));
    rows.push([
      "",
      day(2025, 1, 1, offset),
      service,
      section,
      therapist,
      minutes,
      people,
      perPerson,
      weekend ? "evet" : "hayır",
      guest ? "evet" : "hayır",
      discount,
      r.round(people * perPerson * (1 - discount / 100)),
      payment,
      channel,
      nationality,
      cancelled ? "evet" : "hayır",
      rating,
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => {
    row[0] = `HM-${3001 + index}`;
  });
  write(
    "hamam_rezervasyonlari",
    [
      "rezervasyon_no",
      "tarih",
      "hizmet",
      "bolum",
      "terapist",
      "sure_dk",
      "kisi_sayisi",
      "kisi_basi_fiyat_tl",
      "hafta_sonu",
      "otel_misafiri",
      "indirim_yuzde",
      "tutar_tl",
      "odeme",
      "kanal",
      "uyruk",
      "iptal",
      "puan",
    ],
    rows,
  );
}

// Phone and tablet repairs at a Dublin shop (camelCase, true/false columns), euros.
{
  const r = prng(253);
  type Repair = "Screen" | "Battery" | "Charging Port" | "Back Glass" | "Camera" | "Water Damage" | "Data Recovery";
  const partBase: Record<Repair, number> = {
    Screen: 110,
    Battery: 35,
    "Charging Port": 25,
    "Back Glass": 45,
    Camera: 60,
    "Water Damage": 0,
    "Data Recovery": 0,
  };
  const labour: Record<Repair, readonly [number, number]> = {
    Screen: [40, 70],
    Battery: [25, 40],
    "Charging Port": [30, 60],
    "Back Glass": [60, 120],
    Camera: [30, 50],
    "Water Damage": [90, 240],
    "Data Recovery": [120, 300],
  };
  const turnaround: Record<Repair, readonly [number, number]> = {
    Screen: [1, 3],
    Battery: [1, 2],
    "Charging Port": [1, 3],
    "Back Glass": [2, 5],
    Camera: [1, 3],
    "Water Damage": [3, 10],
    "Data Recovery": [4, 14],
  };
  const rows: Cell[][] = [];
  for (let i = 0; i < 340; i++) {
    const offset = seasonalOffset(r, (month) => (month === 1 || month === 7 || month === 8 ? 1 : 0.7));
    const brand = weighted(r, [
      ["Apple", 40],
      ["Samsung", 30],
      ["Google", 12],
      ["Xiaomi", 10],
      ["OnePlus", 8],
    ]);
    const tablet = (brand === "Apple" || brand === "Samsung") && r.random() < 0.18;
    let repair = weighted<Repair>(r, [
      ["Screen", 38],
      ["Battery", 22],
      ["Charging Port", 12],
      ["Back Glass", 8],
      ["Camera", 8],
      ["Water Damage", 7],
      ["Data Recovery", 5],
    ]);
    if (repair === "Back Glass" && (tablet || brand === "Xiaomi" || brand === "OnePlus")) repair = "Screen";
    const board = repair === "Water Damage" || repair === "Data Recovery";
    const technician = board ? r.pick(["Niamh", "Cian"]) : r.pick(["Aoife", "Darragh", "Niamh", "Cian", "Roisin"]);
    const original = !board && r.random() < (brand === "Apple" ? 0.7 : 0.5);
    const express = !board && r.random() < 0.25;
    const warranty = r.random() < 0.08;
    const business = r.random() < 0.12;
    const fixed = r.random() < (repair === "Water Damage" ? 0.55 : repair === "Data Recovery" ? 0.7 : 0.97);
    const parts = board ? 0 : r.round(partBase[repair] * (original ? 1.8 : 1) * (brand === "Apple" ? 1.3 : 1) * (tablet ? 1.4 : 1) * (0.85 + r.random() * 0.3));
    const [lowMin, highMin] = labour[repair];
    const minutes = Math.round(r.int(lowMin, highMin) / 5) * 5;
    const full = Math.round((parts * 1.6 + minutes * (repair === "Data Recovery" ? 1.8 : 1.2) + (express ? 25 : 0)) * (business ? 0.9 : 1));
    const price = warranty ? 0 : fixed ? full : 30;
    const [lowDays, highDays] = turnaround[repair];
    const days = express ? 0 : r.int(lowDays, highDays) + (original && r.random() < 0.3 ? 2 : 0);
    const collected = offset + days < LAST_OFFSET - 6 && r.random() > 0.03;
    const rating = !collected || r.random() < 0.35 ? "" : Math.min(5, Math.max(1, Math.round((fixed ? 4.3 : 2.4) + (express ? 0.3 : 0) + r.normal() * 0.7)));
    rows.push([
      "",
      day(2025, 1, 1, offset),
      brand,
      tablet ? "Tablet" : "Phone",
      repair,
      technician,
      express,
      warranty,
      original,
      parts,
      minutes,
      price,
      fixed,
      days,
      collected,
      business,
      rating,
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => {
    row[0] = `PR-${6001 + index}`;
  });
  write(
    "phoneRepairs",
    [
      "ticketId",
      "receivedDate",
      "deviceBrand",
      "deviceKind",
      "repairType",
      "technician",
      "isExpress",
      "isUnderWarranty",
      "usedOriginalPart",
      "partsCostEur",
      "labourMin",
      "priceEur",
      "isFixed",
      "turnaroundDays",
      "isCollected",
      "isBusiness",
      "customerRating",
    ],
    rows,
  );
}

// Truck deliveries at a Saskatchewan grain elevator (UPPER_CASE names, arrival and unloading timestamps), Canadian dollars.
{
  const r = prng(254);
  type Crop = "Wheat" | "Durum" | "Canola" | "Barley" | "Oats" | "Lentils";
  const dryLimit: Record<Crop, number> = { Wheat: 14.5, Durum: 14.5, Canola: 10, Barley: 14.8, Oats: 13.5, Lentils: 16 };
  const prices: Record<Crop, readonly [number, number, number]> = {
    Wheat: [330, 318, 300],
    Durum: [360, 345, 320],
    Canola: [680, 665, 650],
    Barley: [290, 280, 265],
    Oats: [260, 250, 240],
    Lentils: [620, 600, 560],
  };
  const growers = [
    "Prairie Gold Farms",
    "Nelson Bros",
    "Koch Family Farm",
    "Big Sky Ag",
    "Dufresne Grain",
    "Willow Creek Colony",
    "Tran Acres",
    "Lindqvist Seed",
  ];
  const rows: Cell[][] = [];
  for (let i = 0; i < 360; i++) {
    let offset = seasonalOffset(r, (month) => (month >= 8 && month <= 10 ? 1 : month === 11 || month === 1 ? 0.3 : 0.18));
    if (weekdayOf(offset) === 0) offset = offset === LAST_OFFSET ? offset - 1 : offset + 1;
    const month = monthOf(offset);
    const harvest = month >= 8 && month <= 10;
    const arrival = Date.UTC(2025, 0, 1, 7) + offset * 86_400_000;
    const arrivalMinute = r.int(0, harvest ? 14.5 * 60 : 11 * 60);
    const crop = weighted<Crop>(r, [
      ["Wheat", 30],
      ["Canola", 28],
      ["Durum", 12],
      ["Barley", 14],
      ["Oats", 8],
      ["Lentils", 8],
    ]);
    const canFeed = crop === "Wheat" || crop === "Durum" || crop === "Barley";
    const grade = weighted(r, [
      ["No. 1", 45],
      ["No. 2", 35],
      ["No. 3", canFeed ? 12 : 20],
      ["Feed", canFeed ? 8 : 0],
    ]);
    const truck = weighted(r, [
      ["Super B", 45],
      ["Semi", 40],
      ["Tandem", 15],
    ]);
    const tonnes = r.round(truck === "Super B" ? 36 + r.random() * 7 : truck === "Semi" ? 26 + r.random() * 7 : 11 + r.random() * 4, 1);
    const moisture = r.round(dryLimit[crop] - 3 + r.random() * (harvest ? 5 : 3.6), 1);
    const damp = moisture > dryLimit[crop];
    const dockage = r.round(crop === "Canola" ? 1 + r.random() * 5 : 0.5 + r.random() * 3.5, 1);
    const contract = r.random() < 0.4;
    const [first, second, third] = prices[crop];
    const base = grade === "No. 1" ? first : grade === "No. 2" ? second : grade === "No. 3" ? third : 240;
    const perTonne = r.round(base * (contract ? 1.02 : 0.96 + r.random() * 0.08));
    const rejected = r.random() < (grade === "Feed" ? 0.15 : 0.03);
    const pit = crop === "Canola" ? 3 : crop === "Lentils" ? 2 : r.pick([1, 1, 2]);
    const waited = (harvest ? r.int(20, 110) : r.int(5, 25)) + (truck === "Super B" ? 10 : 0) + (damp ? 8 : 0);
    const unloading = truck === "Super B" ? r.int(18, 30) : truck === "Semi" ? r.int(12, 22) : r.int(6, 12);
    rows.push([
      "",
      stamp(arrival, arrivalMinute),
      rejected ? "" : stamp(arrival, arrivalMinute + waited + unloading),
      r.pick(growers),
      crop,
      grade,
      truck,
      tonnes,
      moisture,
      dockage,
      damp ? "Yes" : "No",
      contract ? "Contract" : "Spot",
      perTonne,
      rejected ? 0 : r.round(tonnes * (1 - dockage / 100) * perTonne - (damp ? 12 * tonnes : 0)),
      pit,
      r.pick(["Dale", "Marnie", "Kyle", "Jocelyn"]),
      rejected ? "Rejected" : "Accepted",
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => {
    row[0] = `GT-${90001 + index}`;
  });
  write(
    "grain_deliveries",
    [
      "TICKET_NO",
      "ARRIVED_AT",
      "UNLOADED_AT",
      "GROWER",
      "COMMODITY",
      "GRADE",
      "TRUCK_TYPE",
      "NET_TONNES",
      "MOISTURE_PCT",
      "DOCKAGE_PCT",
      "NEEDS_DRYING",
      "DELIVERY_TYPE",
      "PRICE_CAD_PER_T",
      "PAYMENT_CAD",
      "PIT",
      "SCALE_OPERATOR",
      "STATUS",
    ],
    rows,
  );
}
