/**
 * Generates the twenty-second held-out suite's four tables deterministically (one seeded PRNG per table,
 * seeds 221–224, no dependencies):
 *
 *   cd bench && node --import tsx data-questions/holdout22/make-tables.ts
 *
 * Changing this file changes the expected answers: rerun it, then `pnpm exec vitest run
 * data-questions/holdout.test.ts` checks that every expected SQL still returns rows without a tie at a cut.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { csvWriter, day, prng, stamp, type Cell } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));
/** Days from 2025-01-01 to 2026-11-27. */
const SPAN = 695;

// A Canadian courier depot's parcel shipments (snake_case, heavy abbreviations, short codes as values).
{
  const r = prng(221);
  const rows: Cell[][] = [];
  for (let i = 0; i < 340; i++) {
    const offset = r.int(0, SPAN);
    const date = day(2025, 1, 1, offset);
    const dpt = r.pick(["TOR", "TOR", "MTL", "MTL", "VAN", "CGY", "HFX"]);
    const svc = r.pick(["STD", "STD", "STD", "EXP", "EXP", "OVN"]);
    const seg = r.random() < 0.45 ? "B2B" : "B2C";
    const size = r.pick(["S", "S", "M", "M", "M", "L", "XL"]);
    const [low, high] = { S: [0.2, 2], M: [1, 6], L: [4, 15], XL: [12, 35] }[size]!;
    const weight = r.round(low! + r.random() * (high! - low!), 1);
    const bike = (size === "S" || size === "M") && ["TOR", "MTL", "VAN"].includes(dpt) && r.random() < 0.18;
    const veh = bike ? "BK" : size === "XL" || weight > 20 || r.random() < 0.1 ? "TRK" : "VN";
    const distance = bike ? r.round(1 + r.random() * 11, 1) : r.round(4 + r.random() ** 2 * 620, 1);
    const multiplier = { STD: 1, EXP: 1.6, OVN: 2.3 }[svc]!;
    const base = r.round((8 + weight * 0.9 + distance * 0.04) * multiplier * (seg === "B2B" ? 0.9 : 1));
    const fuel = bike ? 0 : r.round(base * (date < "2026-01-01" ? 0.12 : 0.15));
    const u = r.random();
    const status = u < 0.87 ? "DLV" : u < 0.92 ? "RTS" : u < 0.96 ? "DMG" : "LST";
    const attempts = status === "RTS" ? 3 : status === "LST" ? 1 : r.random() < 0.8 ? 1 : r.random() < 0.7 ? 2 : 3;
    const promise = { STD: 5, EXP: 2, OVN: 1 }[svc]!;
    const transit = status === "DLV" || status === "DMG" ? Math.max(1, promise - 2 + r.int(0, 2) + attempts - 1 + (distance > 400 ? 1 : 0)) : "";
    const onTime = transit !== "" && transit <= promise ? "Y" : "N";
    rows.push([
      date,
      dpt,
      svc,
      seg,
      size,
      weight,
      distance,
      veh,
      base,
      fuel,
      r.round(base + fuel),
      attempts,
      status,
      transit,
      onTime,
      r.random() < (seg === "B2B" ? 0.5 : 0.15) ? "Y" : "N",
      seg === "B2C" && r.random() < 0.15 ? "Y" : "N",
      r.pick(["D07", "D12", "D15", "D21", "D33", "D40"]),
    ]);
  }
  rows.sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  write(
    "pcl_shpt_log",
    [
      "shpt_no",
      "dsp_dt",
      "dpt",
      "svc_lvl",
      "cust_seg",
      "pcl_sz",
      "wt_kg",
      "dst_km",
      "veh",
      "base_cad",
      "fsc_cad",
      "tot_cad",
      "n_att",
      "dlv_sts",
      "dlv_days",
      "on_tm",
      "sig_req",
      "cod",
      "drv_id",
    ],
    rows.map((row, index) => [`CP-${30001 + index}`, ...row]),
  );
}

// A Polish ski-equipment rental (Polish column names without diacritics, values with them). The season runs
// from December to March, so there are rentals only in January–March 2025 and December 2025–March 2026.
{
  const r = prng(222);
  const equipment = { "narty zjazdowe": 70, snowboard: 75, "narty biegowe": 45, "buty narciarskie": 35, kask: 15, komplet: 110 } as const;
  const deposits = { "narty zjazdowe": 500, snowboard: 500, "narty biegowe": 300, "buty narciarskie": 200, kask: 100, komplet: 800 } as const;
  const rows: Cell[][] = [];
  for (let i = 0; i < 270; i++) {
    // 90 days in the first season (Jan–Mar 2025), 121 in the second (Dec 2025–Mar 2026).
    const n = r.int(0, 210);
    const date = n < 90 ? day(2025, 1, 1, n) : day(2025, 12, 1, n - 90);
    const resort = r.pick(["Zakopane", "Zakopane", "Białka Tatrzańska", "Białka Tatrzańska", "Szczyrk", "Karpacz", "Wisła"]);
    const item = r.pick([
      "narty zjazdowe",
      "narty zjazdowe",
      "narty zjazdowe",
      "snowboard",
      "snowboard",
      "narty biegowe",
      "buty narciarskie",
      "kask",
      "komplet",
      "komplet",
    ] as const);
    const u = r.random();
    const client = u < 0.55 ? "dorosły" : u < 0.85 ? "dziecko" : "grupa";
    const level =
      client === "dorosły"
        ? r.pick(["początkujący", "średniozaawansowany", "średniozaawansowany", "zaawansowany"])
        : r.pick(["początkujący", "początkujący", "średniozaawansowany"]);
    const days = client === "grupa" ? r.int(3, 6) : r.pick([1, 1, 2, 2, 3, 3, 4, 5, 6, 7]);
    const price = Math.round(
      equipment[item] *
        (client === "dziecko" ? 0.6 : 1) *
        (level === "zaawansowany" ? 1.2 : 1) *
        (resort === "Zakopane" || resort === "Białka Tatrzańska" ? 1.1 : 1),
    );
    const discount = client === "grupa" ? 20 : days >= 5 ? 15 : days >= 3 ? 10 : r.random() < 0.15 ? 5 : 0;
    const insured = r.random() < 0.4;
    const amount = r.round(days * price * (1 - discount / 100) + (insured ? 10 * days : 0));
    const rated = r.random() < 0.75;
    rows.push([
      date,
      resort,
      item,
      client,
      level,
      days,
      price,
      discount,
      insured ? "tak" : "nie",
      amount,
      client === "grupa" ? 0 : deposits[item],
      r.random() < (level === "początkujący" ? 0.1 : 0.04) ? "tak" : "nie",
      r.random() < 0.08 ? "tak" : "nie",
      client === "grupa" ? r.pick(["przelew", "przelew", "przelew", "karta"]) : r.pick(["gotówka", "karta", "karta", "BLIK", "BLIK", "przelew"]),
      r.pick(["Kasia", "Tomek", "Paweł", "Gosia", "Łukasz"]),
      rated ? r.pick([2, 3, 4, 4, 4, 5, 5, 5, 5, 1]) : "",
    ]);
  }
  rows.sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  write(
    "wypozyczenia_sprzetu",
    [
      "nr_umowy",
      "data_wypozyczenia",
      "osrodek",
      "sprzet",
      "rodzaj_klienta",
      "poziom",
      "liczba_dni",
      "cena_dzien_pln",
      "rabat_pct",
      "ubezpieczenie",
      "kwota_pln",
      "kaucja_pln",
      "uszkodzenie",
      "zwrot_po_terminie",
      "platnosc",
      "pracownik",
      "ocena",
    ],
    rows.map((row, index) => [`WS-${5001 + index}`, ...row]),
  );
}

// A New Zealand veterinary practice's visits (camelCase, true/false columns), in New Zealand dollars.
{
  const r = prng(223);
  const rows: Cell[][] = [];
  for (let i = 0; i < 300; i++) {
    const date = day(2025, 1, 1, r.int(0, SPAN));
    const clinic = r.pick(["Riverside", "Riverside", "Hillcrest", "Old Town", "Old Town", "Harbourview"]);
    const species = r.pick(["Dog", "Dog", "Dog", "Dog", "Cat", "Cat", "Cat", "Rabbit", "Bird", "Reptile"]);
    const type = r.pick(["Vaccination", "Vaccination", "Vaccination", "Check-up", "Check-up", "Check-up", "Dental", "Surgery", "Emergency", "Emergency"]);
    const exotic = species === "Bird" || species === "Reptile";
    const vet = exotic ? r.pick(["Dr Osei", "Dr Tanaka"]) : r.pick(["Dr Patel", "Dr Novak", "Dr Osei", "Dr Lindqvist", "Dr Tanaka"]);
    const age = r.round(0.3 + r.random() * (species === "Reptile" ? 20 : species === "Rabbit" ? 9 : 15), 1);
    const [wLow, wHigh] = { Dog: [3, 45], Cat: [2.5, 7], Rabbit: [1, 3], Bird: [0.05, 1], Reptile: [0.1, 5] }[species]!;
    const weight = r.round(wLow! + r.random() * (wHigh! - wLow!), 2);
    const [dLow, dHigh] = { Vaccination: [15, 25], "Check-up": [20, 40], Dental: [45, 90], Surgery: [60, 180], Emergency: [30, 120] }[type]!;
    const duration = r.int(dLow!, dHigh!);
    const afterHours = r.random() < (type === "Emergency" ? 0.5 : 0.03);
    const [fLow, fHigh] = { Vaccination: [65, 95], "Check-up": [75, 110], Dental: [350, 700], Surgery: [600, 2500], Emergency: [250, 900] }[type]!;
    const fee = r.round((fLow! + r.random() * (fHigh! - fLow!)) * (afterHours ? 1.5 : 1));
    const meds = type === "Vaccination" ? 0 : type === "Check-up" ? (r.random() < 0.5 ? 0 : r.round(20 + r.random() * 60)) : r.round(40 + r.random() * 210);
    const followUp = r.random() < (["Surgery", "Dental", "Emergency"].includes(type) ? 0.7 : 0.15);
    rows.push([
      date,
      clinic,
      species,
      type,
      vet,
      age,
      weight,
      duration,
      fee,
      meds,
      r.round(fee + meds),
      r.random() < 0.35,
      r.random() < 0.2,
      afterHours,
      followUp,
      r.pick([4, 6, 7, 7, 8, 8, 8, 9, 9, 9, 10, 10]),
    ]);
  }
  rows.sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  write(
    "vetVisits",
    [
      "visitId",
      "visitDate",
      "clinic",
      "species",
      "visitType",
      "vetName",
      "petAgeYears",
      "petWeightKg",
      "durationMin",
      "feeNzd",
      "medsNzd",
      "totalNzd",
      "isInsured",
      "isNewClient",
      "isAfterHours",
      "followUpBooked",
      "satisfaction",
    ],
    rows.map((row, index) => [`VV-${7001 + index}`, ...row]),
  );
}

// An Irish parking operator's stays (plain English snake_case, an entry/exit timestamp pair, true/false columns), in euros.
{
  const r = prng(224);
  const hourly = { "Central Station": 3.5, "Riverside Mall": 2, "General Hospital": 2.5, "Old Market": 3 } as const;
  const base = Date.UTC(2025, 0, 1);
  const rows: Cell[][] = [];
  for (let i = 0; i < 370; i++) {
    const carPark = r.pick(["Central Station", "Central Station", "Riverside Mall", "Riverside Mall", "Airport Long Stay", "General Hospital", "Old Market"]);
    const airport = carPark === "Airport Long Stay";
    const vehicle = r.pick(["car", "car", "car", "car", "car", "car", "van", "motorbike", "electric car", "electric car"]);
    const enteredMinutes = r.int(0, airport ? SPAN - 12 : SPAN) * 1440 + r.int(airport ? 240 : 360, 21 * 60) + r.int(0, 59);
    const stayMinutes = airport
      ? r.int(1, 10) * 1440 + r.int(-300, 300)
      : carPark === "Riverside Mall"
        ? r.int(20, 240)
        : carPark === "Central Station"
          ? r.pick([r.int(15, 120), r.int(480, 660)])
          : r.int(15, 360);
    const payment = !airport && r.random() < 0.12 ? "subscription" : r.pick(["card", "card", "card", "app", "app", "app", "cash"]);
    const subscriber = payment === "subscription";
    const validated = (carPark === "Riverside Mall" || carPark === "Old Market") && !subscriber && r.random() < 0.35;
    const charging = vehicle === "electric car" && r.random() < 0.6;
    const lost = r.random() < 0.03;
    const hours = stayMinutes / 60;
    let amount = airport ? 18 * Math.ceil(stayMinutes / 1440) : hourly[carPark as keyof typeof hourly] * Math.max(0, Math.ceil(hours - (validated ? 2 : 0)));
    if (vehicle === "motorbike") amount /= 2;
    if (subscriber) amount = 0;
    if (lost) amount = Math.max(amount, airport ? 150 : 40);
    if (charging) amount += r.round(4 + r.random() * 22);
    rows.push([
      stamp(base, enteredMinutes),
      stamp(base, enteredMinutes + stayMinutes),
      carPark,
      vehicle,
      payment,
      subscriber,
      validated,
      charging,
      lost,
      r.round(amount),
    ]);
  }
  rows.sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  write(
    "parking_stays",
    [
      "stay_id",
      "entered_at",
      "exited_at",
      "car_park",
      "vehicle_type",
      "payment_method",
      "is_subscriber",
      "validated",
      "ev_charging_used",
      "ticket_lost",
      "amount_eur",
    ],
    rows.map((row, index) => [`PS-${90001 + index}`, ...row]),
  );
}
