/**
 * Generates the twenty-seventh held-out suite's tables deterministically (one seeded PRNG per table,
 * seeds 271–274, no dependencies):
 *
 *   cd bench && node --import tsx data-questions/holdout27/make-tables.ts
 *
 * Changing this file changes the expected answers: rerun it, then the holdout test checks that every
 * expected SQL still returns rows and that no top/bottom N has a tie at its cut.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Cell, csvWriter, day, prng, stamp } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));

type Random = ReturnType<typeof prng>;
/** One key drawn with the given weights. */
const weighted = <K extends string>(r: Random, weights: Record<K, number>): K => {
  const entries = Object.entries(weights) as [K, number][];
  let left = r.random() * entries.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [key, weight] of entries) {
    left -= weight;
    if (left < 0) return key;
  }
  return entries[entries.length - 1]![0];
};
/** Days from 2025-01-01 to 2026-11-27. */
const LAST_OFFSET = 695;
const monthOf = (iso: string) => Number(iso.slice(5, 7));
const halfHours = (value: number) => Math.max(0.5, Math.round(value * 2) / 2);

// Tree-surgery jobs of an arborist firm around Bristol (snake_case, heavy abbreviations, short codes).
{
  const r = prng(271);
  const rows: Cell[][] = [];
  for (let i = 0; i < 300; i++) {
    const date = day(2025, 1, 1, r.int(0, LAST_OFFSET));
    const month = monthOf(date);
    const winter = month >= 11 || month <= 2;
    const nesting = month >= 3 && month <= 7;
    const work = weighted(r, { CRD: 25, FEL: nesting ? 12 : 20, SGR: 12, HDG: nesting ? 4 : 18, DWD: 15, EMR: winter ? 20 : 4 });
    const species = work === "HDG" ? weighted(r, { CON: 80, BCH: 20 }) : weighted(r, { OAK: 25, ASH: work === "FEL" ? 40 : 20, SYC: 20, BCH: 15, CON: 20 });
    const region = weighted(r, { BRS: 35, BTH: 20, GLO: 25, SWN: 20 });
    const customer = weighted(r, { RES: 60, COM: 25, CNL: 15 });
    const height = work === "SGR" ? "" : work === "HDG" ? halfHours(2 + r.random() * 4) : r.int(6, 28);
    const trees = work === "HDG" ? 1 : weighted(r, { "1": 55, "2": 25, "3": 12, "4": 8 });
    const count = Number(trees);
    const tpo = work !== "HDG" && r.random() < (species === "OAK" ? 0.3 : species === "BCH" ? 0.2 : 0.08) ? "Y" : "N";
    const access =
      work === "SGR"
        ? "GRD"
        : work === "HDG"
          ? weighted(r, { GRD: 70, MEWP: 30 })
          : Number(height) > 15
            ? weighted(r, { CLB: 60, MEWP: 40 })
            : work === "EMR"
              ? weighted(r, { CLB: 60, MEWP: 40 })
              : weighted(r, { CLB: 50, MEWP: 20, GRD: 30 });
    const crew = work === "FEL" && Number(height) > 18 ? 4 : access === "CLB" ? 3 : access === "MEWP" ? r.int(2, 3) : 2;
    const base = { CRD: [3, 7], FEL: [2, 8], SGR: [1, 3], HDG: [2, 6], DWD: [2, 5], EMR: [2, 9] }[work];
    const hours = halfHours((base[0]! + r.random() * (base[1]! - base[0]!)) * (work === "FEL" || work === "SGR" ? Math.sqrt(count) : 1));
    const chips = work === "SGR" ? 0 : work === "HDG" ? r.round(1 + r.random() * 5, 1) : r.round(Number(height) * count * (0.15 + r.random() * 0.3), 1);
    const waste = r.random() < (work === "FEL" ? 0.65 : 0.85) ? "Y" : "N";
    const labour = 42 * crew * hours * (work === "EMR" ? 1.6 : 1);
    const cost = r.round(labour + (access === "MEWP" ? 195 : 0) + (waste === "Y" ? 28 * chips : 0) + (work === "SGR" ? 60 * count : 0));
    const lead = work === "EMR" ? weighted(r, { JB: 40, MK: 35, TS: 15, RP: 10 }) : weighted(r, { JB: 25, MK: 25, TS: 30, RP: 20 });
    const invoice = date >= "2026-10-28" ? (r.random() < 0.6 ? "OPN" : "PD") : r.random() < (customer === "COM" ? 0.15 : 0.06) ? "OVD" : "PD";
    const score = r.random() < 0.3 ? "" : Math.max(1, Math.min(5, Math.round(4.2 + r.normal() * 0.8 - (work === "EMR" ? 0.3 : 0))));
    rows.push([date, region, customer, work, species, height, count, tpo, access, crew, lead, hours, chips, waste, cost, invoice, score]);
  }
  rows.sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  write(
    "arb_jobs",
    [
      "job_no",
      "job_dt",
      "rgn",
      "cust_typ",
      "wrk_typ",
      "sp_cd",
      "ht_m",
      "n_trs",
      "tpo_flg",
      "acc_mth",
      "crw_sz",
      "crw_ld",
      "hrs_onsite",
      "chip_m3",
      "wst_rmv",
      "cost_gbp",
      "inv_sts",
      "sat_scr",
    ],
    rows.map((row, index) => [`TJ-${5001 + index}`, ...row]),
  );
}

// An optician chain's sales in Malaysia (Malay column names and values, ringgit).
{
  const r = prng(272);
  const staff: Record<string, string[]> = {
    "Kuala Lumpur": ["Aisyah", "Farid"],
    "Pulau Pinang": ["Mei Ling"],
    "Johor Bahru": ["Rajesh", "Nurul"],
    Ipoh: ["Hafiz"],
    "Kota Kinabalu": ["Joanna"],
  };
  const rows: Cell[][] = [];
  for (let i = 0; i < 340; i++) {
    const date = day(2025, 1, 1, r.int(0, LAST_OFFSET));
    const month = monthOf(date);
    const branch = weighted(r, { "Kuala Lumpur": 30, "Pulau Pinang": 20, "Johor Bahru": 20, Ipoh: 15, "Kota Kinabalu": 15 });
    const sale = weighted(r, {
      "cermin mata": 40,
      "kanta sentuh": 22,
      "cermin mata hitam": month >= 3 && month <= 5 ? 20 : 10,
      "pemeriksaan mata": 18,
      pembaikan: 8,
    });
    const child = month === 1 && (sale === "cermin mata" || sale === "pemeriksaan mata") && r.random() < 0.5;
    const age = child
      ? r.int(6, 12)
      : sale === "kanta sentuh"
        ? r.int(17, 50)
        : sale === "cermin mata hitam"
          ? r.int(18, 65)
          : sale === "pemeriksaan mata"
            ? r.int(6, 80)
            : r.int(8, 78);
    let lens = "tiada";
    if (sale === "cermin mata") lens = age >= 45 ? weighted(r, { progresif: 55, bifokal: 15, "penglihatan tunggal": 30 }) : "penglihatan tunggal";
    if (sale === "kanta sentuh") lens = weighted(r, { harian: 45, bulanan: 55 });
    const blue = sale === "cermin mata" && r.random() < (age < 40 ? 0.6 : 0.3) ? "ya" : "tidak";
    const sphere =
      sale === "cermin mata" || sale === "kanta sentuh"
        ? age < 40
          ? -(Math.round((0.5 + r.random() * 7.5) * 4) / 4)
          : Math.round((-4 + r.random() * 7) * 4) / 4
        : "";
    let price = 0;
    if (sale === "cermin mata") {
      const lensPrice = lens === "progresif" ? r.int(450, 900) : lens === "bifokal" ? r.int(250, 400) : r.int(120, 250);
      price = r.int(15, 60) * 10 + lensPrice + (blue === "ya" ? 80 : 0);
    } else if (sale === "kanta sentuh") price = (lens === "harian" ? 140 : 95) * r.int(1, 4);
    else if (sale === "cermin mata hitam") price = r.int(18, 95) * 10;
    else if (sale === "pemeriksaan mata") price = r.random() < 0.6 ? 30 : 50;
    else price = r.int(3, 16) * 5;
    const goods = sale === "cermin mata" || sale === "cermin mata hitam" || sale === "kanta sentuh";
    const discount = goods && month === 3 && sale !== "kanta sentuh" ? 20 : goods && (age <= 17 || age >= 60) ? 10 : 0;
    const paid = r.round(price * (1 - discount / 100));
    const payment =
      sale === "pemeriksaan mata" || sale === "pembaikan"
        ? weighted(r, { tunai: 45, "kad kredit": 10, "kad debit": 15, "e-dompet": 30 })
        : weighted(r, { tunai: 15, "kad kredit": 40, "kad debit": 20, "e-dompet": 25 });
    const newCustomer = r.random() < 0.35 ? "ya" : "tidak";
    const claim = (sale === "cermin mata" || sale === "pemeriksaan mata") && age >= 18 && r.random() < 0.18 ? "ya" : "tidak";
    const ready =
      sale === "cermin mata"
        ? lens === "progresif"
          ? r.int(7, 14)
          : lens === "bifokal"
            ? r.int(5, 9)
            : r.int(2, 6)
        : sale === "kanta sentuh"
          ? r.random() < 0.7
            ? 0
            : r.int(3, 5)
          : sale === "pembaikan"
            ? r.int(0, 2)
            : 0;
    const rating = r.random() < 0.4 ? "" : Math.max(1, Math.min(5, Math.round(4.1 + r.normal() * 0.8 - (ready > 10 ? 0.6 : 0))));
    rows.push([
      date,
      branch,
      r.pick(staff[branch]!),
      sale,
      lens,
      blue,
      sphere,
      age,
      r.random() < 0.55 ? "perempuan" : "lelaki",
      price,
      discount,
      paid,
      payment,
      newCustomer,
      claim,
      ready,
      rating,
    ]);
  }
  rows.sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  write(
    "jualan_optik",
    [
      "no_resit",
      "tarikh",
      "cawangan",
      "kakitangan",
      "jenis_jualan",
      "jenis_kanta",
      "salutan_biru",
      "sfera_dioptri",
      "umur",
      "jantina",
      "harga_rm",
      "diskaun_pct",
      "jumlah_rm",
      "bayaran",
      "pelanggan_baru",
      "tuntutan_insurans",
      "hari_siap",
      "penilaian",
    ],
    rows.map((row, index) => [`OP-${30001 + index}`, ...row]),
  );
}

// A Vancouver photography studio's shoots (camelCase, true/false columns, Canadian dollars).
{
  const r = prng(273);
  const rate = { Wedding: 450, Newborn: 300, Family: 250, Headshot: 195, Product: 220, Event: 275 } as const;
  const rows: Cell[][] = [];
  for (let i = 0; i < 270; i++) {
    const date = day(2025, 1, 1, r.int(0, LAST_OFFSET));
    const month = monthOf(date);
    const summer = month >= 5 && month <= 9;
    const type = weighted(r, {
      Wedding: month >= 5 && month <= 10 ? 35 : 5,
      Newborn: 15,
      Family: month >= 9 ? 32 : 18,
      Headshot: 20,
      Product: 12,
      Event: month >= 11 ? 28 : 10,
    });
    const photographer =
      type === "Wedding"
        ? r.pick(["Avery", "Jordan"])
        : type === "Newborn"
          ? r.pick(["Riley", "Taylor"])
          : type === "Product"
            ? r.pick(["Sam", "Riley"])
            : r.pick(["Avery", "Jordan", "Riley", "Sam", "Taylor"]);
    const outdoorChance = { Wedding: summer ? 0.7 : 0.2, Family: month >= 5 && month <= 10 ? 0.6 : 0.25, Newborn: 0, Headshot: 0.15, Product: 0, Event: 0.3 }[
      type
    ];
    const isOutdoor = r.random() < outdoorChance;
    const hoursRange = { Wedding: [6, 10], Event: [2, 6], Family: [1, 2], Newborn: [2, 4], Headshot: [1, 1], Product: [2, 8] }[type];
    const hours = r.int(hoursRange[0]!, hoursRange[1]!);
    const second = type === "Wedding" ? r.random() < 0.6 : type === "Event" ? r.random() < 0.25 : false;
    const rush = r.random() < (type === "Headshot" || type === "Product" ? 0.25 : 0.12);
    const repeat = r.random() < (type === "Product" ? 0.5 : 0.2);
    const printChance = ({ Wedding: 0.55, Family: 0.45, Newborn: 0.6 } as Record<string, number>)[type] ?? 0.03;
    const prints = r.random() < printChance;
    const cancelled = r.random() < (isOutdoor && (month >= 11 || month <= 2) ? 0.2 : 0.06);
    const price = r.round(
      (rate[type] * hours + (second ? 90 * hours : 0)) * (rush ? 1.25 : 1) * (repeat ? 0.9 : 1) + (prints ? (type === "Wedding" ? 900 : 350) : 0),
    );
    const photosRange = { Wedding: [400, 900], Event: [150, 400], Family: [40, 120], Newborn: [30, 80], Headshot: [5, 20], Product: [20, 150] }[type];
    const photos = cancelled ? "" : r.int(photosRange[0]!, photosRange[1]!);
    const delivery = cancelled ? "" : type === "Wedding" ? (rush ? r.int(7, 14) : r.int(21, 60)) : rush ? r.int(1, 3) : r.int(3, 14);
    const rating = cancelled || r.random() < 0.3 ? "" : Math.max(1, Math.min(5, Math.round(4.3 + r.normal() * 0.7 - (Number(delivery) > 45 ? 0.8 : 0))));
    const source =
      type === "Wedding"
        ? weighted(r, { Instagram: 35, Google: 20, Referral: 25, "Wedding Fair": 20 })
        : weighted(r, { Instagram: 35, Google: 40, Referral: 25 });
    rows.push([date, type, photographer, isOutdoor, hours, second, rush, repeat, prints, cancelled, photos, delivery, price, rating, source]);
  }
  rows.sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  write(
    "photoShoots",
    [
      "shootId",
      "shootDate",
      "shootType",
      "photographer",
      "isOutdoor",
      "hoursBooked",
      "hasSecondShooter",
      "isRushEdit",
      "isRepeatClient",
      "printsOrdered",
      "isCancelled",
      "photosDelivered",
      "daysToDelivery",
      "priceCad",
      "clientRating",
      "referralSource",
    ],
    rows.map((row, index) => [`PS-${1001 + index}`, ...row]),
  );
}

// Vehicles through a customs authority's border posts (UPPER_CASE column names, an arrival/clearance pair, euros).
{
  const r = prng(274);
  const base = Date.UTC(2025, 0, 1);
  const dutyRate: Record<string, number> = {
    "Fresh Produce": 0.1,
    Electronics: 0.08,
    "Building Materials": 0.04,
    Livestock: 0,
    Fuel: 0.15,
    Parcels: 0.05,
    "Personal Goods": 0.12,
  };
  const rows: Cell[][] = [];
  for (let i = 0; i < 360; i++) {
    const arrivedMinutes = r.int(0, LAST_OFFSET * 1440 + 17 * 60);
    const arrived = new Date(base + arrivedMinutes * 60_000);
    const month = arrived.getUTCMonth() + 1;
    const weekday = arrived.getUTCDay();
    const holidays = month === 7 || month === 8 || month === 12;
    const vehicle = weighted(r, { Truck: 45, Van: 20, Car: holidays ? 35 : 22, Bus: holidays ? 18 : 7 });
    const post =
      vehicle === "Truck"
        ? weighted(r, { Eastbridge: 50, "Harrow Pass": month >= 12 || month <= 2 ? 5 : 20, "Kestrel Point": 25, Millford: 5 })
        : weighted(r, { Eastbridge: 20, "Harrow Pass": month >= 12 || month <= 2 ? 10 : 25, "Kestrel Point": 20, Millford: 35 });
    const direction = r.random() < 0.6 ? "Inbound" : "Outbound";
    const cargo =
      vehicle === "Truck"
        ? weighted(r, {
            "Fresh Produce": month >= 6 && month <= 10 ? 35 : 12,
            Electronics: 15,
            "Building Materials": 20,
            Livestock: 8,
            Fuel: 10,
            Empty: 15,
          })
        : vehicle === "Van"
          ? weighted(r, { Parcels: 45, Electronics: 20, "Fresh Produce": 15, Empty: 20 })
          : vehicle === "Car"
            ? "Personal Goods"
            : "Passengers";
    const declares = direction === "Inbound" && (vehicle === "Car" ? r.random() < 0.12 : cargo !== "Empty" && cargo !== "Passengers");
    const lane = declares ? "Red" : "Green";
    const inspection =
      cargo === "Livestock"
        ? weighted(r, { "Document Check": 70, "Physical Search": 30 })
        : lane === "Red"
          ? weighted(r, { None: 10, "Document Check": 55, "X-Ray Scan": 25, "Physical Search": 10 })
          : weighted(r, { None: 70, "Document Check": 20, "X-Ray Scan": 5, "Physical Search": 5 });
    const weight =
      vehicle === "Truck"
        ? r.round(cargo === "Empty" ? 8 + r.random() * 7 : 14 + r.random() * 26, 1)
        : vehicle === "Van"
          ? r.round(2 + r.random() * 1.5, 1)
          : vehicle === "Car"
            ? r.round(1.2 + r.random() * 1.2, 1)
            : r.round(12 + r.random() * 6, 1);
    const axles = vehicle === "Truck" ? (weight > 32 ? r.int(5, 6) : weight > 18 ? r.int(4, 5) : 3) : vehicle === "Bus" ? r.int(2, 3) : 2;
    const people = vehicle === "Bus" ? r.int(20, 55) : vehicle === "Car" ? r.int(1, 5) : r.int(1, 2);
    const value =
      cargo === "Empty" || cargo === "Passengers"
        ? 0
        : cargo === "Personal Goods"
          ? lane === "Red"
            ? r.int(4, 60) * 50
            : 0
          : vehicle === "Van"
            ? r.int(20, 300) * 100
            : r.int(80, 1500) * 100;
    const refused = r.random() < (inspection === "Physical Search" ? 0.15 : 0.02);
    const duty = refused || lane === "Green" ? 0 : r.round(value * (dutyRate[cargo] ?? 0));
    const fine = !refused && lane === "Green" && (inspection === "Physical Search" || inspection === "X-Ray Scan") && r.random() < 0.3 ? r.int(5, 60) * 50 : 0;
    const waitRange = { None: [5, 25], "Document Check": [15, 60], "X-Ray Scan": [40, 120], "Physical Search": [90, 300] }[inspection];
    let wait = r.int(waitRange[0]!, waitRange[1]!);
    if (vehicle === "Truck" && weekday === 5) wait += 20;
    if ((vehicle === "Car" || vehicle === "Bus") && (month === 7 || month === 8)) wait = Math.round(wait * 1.4);
    const tir = vehicle === "Truck" && r.random() < 0.4 ? "Yes" : "No";
    const officer = r.pick(["Walsh", "Okafor", "Lindqvist", "Mercer", "Banerjee", "Hughes"]);
    rows.push([
      stamp(base, arrivedMinutes),
      refused ? "" : stamp(base, arrivedMinutes + wait),
      post,
      direction,
      vehicle,
      cargo,
      lane,
      inspection,
      officer,
      weight,
      axles,
      people,
      tir,
      value,
      duty,
      fine,
      refused ? "Yes" : "No",
    ]);
  }
  rows.sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  write(
    "border_crossings",
    [
      "CROSSING_ID",
      "ARRIVED_AT",
      "CLEARED_AT",
      "BORDER_POST",
      "DIRECTION",
      "VEHICLE_TYPE",
      "CARGO",
      "LANE",
      "INSPECTION",
      "OFFICER",
      "GROSS_WEIGHT_T",
      "AXLES",
      "PERSONS",
      "TIR_CARNET",
      "DECLARED_VALUE_EUR",
      "DUTY_EUR",
      "FINE_EUR",
      "REFUSED_ENTRY",
    ],
    rows.map((row, index) => [`BX-${60001 + index}`, ...row]),
  );
}
