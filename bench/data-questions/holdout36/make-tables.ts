/**
 * The thirty-sixth held-out suite's tables (issue #19), generated deterministically (seeds 361–364):
 *
 *   cd bench && node --import tsx data-questions/holdout36/make-tables.ts
 *
 * Four tables in four naming styles: UPPER_SNAKE with terse codes (an airport's aircraft de-icing log),
 * camelCase with true/false columns (a Finnish heat-pump installer's jobs), plain English names with spaces
 * and a timestamp pair (a container terminal's truck gate visits), Lithuanian names and values (wild
 * mushroom and berry buying stations). Changing this file changes the expected answers: rerun it, then
 * `pnpm exec vitest run data-questions/holdout.test.ts` checks that every expected SQL still returns rows.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { csvWriter, prng, stamp, type Cell } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));

type Random = ReturnType<typeof prng>;
const weighted = <T>(r: Random, items: readonly (readonly [T, number])[]): T => {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let x = r.random() * total;
  for (const [item, weight] of items) {
    x -= weight;
    if (x < 0) return item;
  }
  return items[items.length - 1]![0];
};
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
const monthOf = (iso: string) => Number(iso.slice(5, 7));
/** Every day from `from` to `to` (inclusive) with a weight. */
const calendar = (from: string, to: string, weight: (iso: string) => number) =>
  Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => addDays(from, i)).map((iso) => [iso, weight(iso)] as const);
const yn = (value: boolean) => (value ? "Y" : "N");
const yesNo = (value: boolean) => (value ? "Yes" : "No");
const taipNe = (value: boolean) => (value ? "taip" : "ne");
const LAST_DAY = "2026-11-27";

// 1. DEICE_LOG (UPPER_SNAKE, codes): a Canadian airport's central de-icing facility, charges in Canadian dollars.
{
  const r = prng(361);
  const monthWeight: Record<number, number> = { 10: 0.5, 11: 1.5, 12: 3, 1: 3, 2: 3, 3: 1.5, 4: 0.5 };
  const days = [
    ...calendar("2024-10-15", "2025-04-15", (iso) => monthWeight[monthOf(iso)]!),
    ...calendar("2025-10-15", "2026-04-15", (iso) => monthWeight[monthOf(iso)]!),
    ...calendar("2026-10-15", LAST_DAY, (iso) => monthWeight[monthOf(iso)]! * 1.5),
  ];
  const hours = [
    [5, 1],
    [6, 3],
    [7, 3.5],
    [8, 3],
    [9, 2],
    [10, 1.5],
    [11, 1.2],
    [12, 1.2],
    [13, 1.2],
    [14, 1.2],
    [15, 1.2],
    [16, 1.5],
    [17, 2],
    [18, 2],
    [19, 1.5],
    [20, 1],
    [21, 1],
    [22, 0.7],
    [23, 0.5],
  ] as const;
  const fleets: Record<string, readonly (readonly [string, number])[]> = {
    ACA: [
      ["A320", 40],
      ["BCS3", 25],
      ["B38M", 20],
      ["A333", 15],
    ],
    WJA: [
      ["B38M", 70],
      ["DH8D", 30],
    ],
    JZA: [
      ["CRJ9", 55],
      ["DH8D", 45],
    ],
    POE: [
      ["DH8D", 50],
      ["E295", 50],
    ],
    TSC: [
      ["A321", 60],
      ["A333", 40],
    ],
  };
  const category: Record<string, "RGN" | "NB" | "WB"> = { DH8D: "RGN", CRJ9: "RGN", A320: "NB", A321: "NB", B38M: "NB", BCS3: "NB", E295: "NB", A333: "WB" };
  const rows: Cell[][] = [];
  for (let i = 0; i < 330; i++) {
    const date = weighted(r, days);
    const hour = weighted(r, hours);
    const winter = [12, 1, 2].includes(monthOf(date));
    const wx = weighted(
      r,
      winter
        ? [
            ["SN", 50],
            ["FRST", 22],
            ["FZDZ", 8],
            ["FZRA", 6],
            ["BLSN", 14],
          ]
        : [
            ["SN", 30],
            ["FRST", 32],
            ["FZDZ", 20],
            ["FZRA", 15],
            ["BLSN", 3],
          ],
    );
    const cold = winter && ["SN", "FRST", "BLSN"].includes(wx) ? r.int(0, 4) : 0;
    const oat = { SN: r.int(-18, 0), BLSN: r.int(-27, -9), FZRA: r.int(-5, 1), FZDZ: r.int(-8, 0), FRST: r.int(-16, 3) }[wx]! - cold;
    const airline = weighted(r, [
      ["ACA", 30],
      ["WJA", 25],
      ["JZA", 20],
      ["POE", 15],
      ["TSC", 10],
    ] as const);
    const aircraft = weighted(r, fleets[airline]!);
    const cat = category[aircraft]!;
    const peak = hour >= 6 && hour <= 9;
    const pad = cat === "WB" ? r.pick(["P1", "P4"]) : peak && r.random() < 0.25 ? "P4" : r.pick(["P1", "P2", "P3"]);
    const t1 =
      Math.round(
        ({ RGN: 180, NB: 340, WB: 880 }[cat] * { FRST: 0.6, SN: 1, BLSN: 0.9, FZDZ: 1.2, FZRA: 1.5 }[wx]! * (0.8 + 0.45 * r.random()) * (oat < -15 ? 1.1 : 1)) /
          5,
      ) * 5;
    const antiIce = ["SN", "FZRA", "FZDZ"].includes(wx) || (wx === "BLSN" && r.random() < 0.5) || (wx === "FRST" && r.random() < 0.1);
    const t4 = antiIce ? Math.round(({ RGN: 90, NB: 170, WB: 420 }[cat] * (0.85 + 0.35 * r.random()) * (wx === "FZRA" ? 1.2 : 1)) / 5) * 5 : 0;
    const holdover = !antiIce
      ? ""
      : wx === "FRST"
        ? r.int(90, 120)
        : wx === "SN"
          ? oat >= -3
            ? r.int(35, 70)
            : oat >= -14
              ? r.int(25, 50)
              : r.int(20, 35)
          : wx === "BLSN"
            ? r.int(20, 40)
            : wx === "FZDZ"
              ? r.int(20, 45)
              : r.int(10, 25);
    const truck = cat === "WB" || r.random() < 0.2 ? r.pick(["T05", "T06"]) : r.pick(["T01", "T02", "T03", "T04"]);
    const precipitation = wx !== "FRST";
    const wait = r.int(0, 8) + (peak && precipitation ? r.int(4, 16) : 0) + (wx === "FZRA" ? r.int(3, 10) : 0);
    const spray = { RGN: r.int(6, 10), NB: r.int(9, 15), WB: r.int(18, 28) }[cat] + (antiIce ? 3 : 0) + (wx === "FZRA" ? 2 : 0);
    const redo = antiIce && r.random() < { FZRA: 0.35, FZDZ: 0.18, SN: 0.08, BLSN: 0.06, FRST: 0.02 }[wx]! + (wait > 15 ? 0.15 : 0);
    const fee = { RGN: 240, NB: 380, WB: 720 }[cat];
    const fluids = t1 * 4.25 + t4 * 7.9;
    const charge = r.round(fee + fluids + (redo ? fee + 0.4 * fluids : 0));
    rows.push(["", date, hour, airline, aircraft, cat, pad, wx, oat, t1, yn(antiIce), antiIce ? t4 : "", holdover, truck, wait, spray, yn(redo), charge]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])) || Number(a[2]) - Number(b[2]));
  rows.forEach((row, i) => (row[0] = `DI-${20001 + i}`));
  write(
    "DEICE_LOG",
    [
      "DI_REF",
      "OPS_DT",
      "OPS_HR",
      "ALN",
      "ACFT",
      "ACFT_CAT",
      "PAD",
      "WX",
      "OAT_C",
      "T1_L",
      "AI_FLG",
      "T4_L",
      "HOT_MIN",
      "TRK",
      "WAIT_MIN",
      "SPRAY_MIN",
      "RDI_FLG",
      "CHG_CAD",
    ],
    rows,
  );
}

// 2. heatPumpJobs (camelCase, true/false): a Finnish heat-pump installer's jobs, prices in euros.
{
  const r = prng(362);
  const monthWeight: Record<number, number> = { 1: 1.3, 2: 1.3, 3: 0.8, 4: 0.8, 5: 0.8, 6: 0.8, 7: 0.8, 8: 2, 9: 2, 10: 2, 11: 2, 12: 1.3 };
  const days = calendar("2025-01-02", LAST_DAY, (iso) => monthWeight[monthOf(iso)]!);
  const rows: Cell[][] = [];
  for (let i = 0; i < 300; i++) {
    const orderDate = weighted(r, days);
    const region = weighted(r, [
      ["Uusimaa", 35],
      ["Pirkanmaa", 20],
      ["Varsinais-Suomi", 18],
      ["Pohjois-Pohjanmaa", 15],
      ["Lappi", 12],
    ] as const);
    const pumpType = weighted(
      r,
      region === "Lappi"
        ? ([
            ["air-to-air", 25],
            ["air-to-water", 25],
            ["ground-source", 35],
            ["exhaust-air", 15],
          ] as const)
        : ([
            ["air-to-air", 40],
            ["air-to-water", 25],
            ["ground-source", 20],
            ["exhaust-air", 15],
          ] as const),
    );
    const brand =
      pumpType === "air-to-air"
        ? r.pick(["Mitsubishi", "Panasonic", "Toshiba", "Daikin"])
        : pumpType === "air-to-water"
          ? r.pick(["Mitsubishi", "Daikin", "Nibe", "Panasonic"])
          : pumpType === "ground-source"
            ? r.random() < 0.6
              ? "Nibe"
              : "Thermia"
            : "Nibe";
    const houseM2 = { "air-to-air": r.int(55, 200), "air-to-water": r.int(90, 240), "ground-source": r.int(120, 260), "exhaust-air": r.int(80, 180) }[pumpType];
    const builtYear = pumpType === "exhaust-air" ? r.int(1985, 2024) : r.int(1955, 2022);
    const ratedKw = r.round(
      { "air-to-air": 2.5 + houseM2 / 60, "air-to-water": houseM2 / 16, "ground-source": houseM2 / 17, "exhaust-air": 2 + houseM2 / 60 }[pumpType] +
        r.random() * (pumpType === "air-to-air" || pumpType === "exhaust-air" ? 0.6 : 1.5),
      1,
    );
    const hydronic = pumpType === "air-to-water" || pumpType === "ground-source";
    const boreholeM = pumpType === "ground-source" ? Math.round((ratedKw * (19 + r.random() * 6)) / 10) * 10 : 0;
    const replacedOilBoiler = hydronic && builtYear < 1995 && r.random() < 0.55;
    const electricUpgrade = hydronic && r.random() < (builtYear < 1980 ? 0.35 : 0.1);
    const price =
      { "air-to-air": r.int(1800, 3200), "exhaust-air": r.int(5500, 8000), "air-to-water": r.int(9000, 14000), "ground-source": r.int(16000, 22000) }[
        pumpType
      ] +
      boreholeM * 45 +
      (electricUpgrade ? 650 : 0) +
      (replacedOilBoiler ? 1200 : 0);
    const isCancelled = r.random() < (price > 15000 ? 0.15 : 0.06);
    const grantApproved = replacedOilBoiler && !isCancelled && r.random() < 0.8;
    const paidInInstalments = r.random() < (pumpType === "ground-source" ? 0.45 : pumpType === "air-to-water" ? 0.3 : 0.12);
    const lead = { "air-to-air": r.int(5, 20), "exhaust-air": r.int(10, 30), "air-to-water": r.int(14, 45), "ground-source": r.int(30, 90) }[pumpType];
    const planned = addDays(orderDate, lead);
    const installed = !isCancelled && planned <= LAST_DAY;
    const installer = pumpType === "ground-source" ? r.pick(["Mikko", "Aino"]) : region === "Lappi" ? "Jari" : r.pick(["Mikko", "Aino", "Timo", "Laura"]);
    const installHours = installed
      ? { "air-to-air": r.int(4, 8), "exhaust-air": r.int(8, 14), "air-to-water": r.int(16, 32), "ground-source": r.int(24, 40) }[pumpType] +
        (replacedOilBoiler ? 6 : 0) +
        (electricUpgrade ? 3 : 0)
      : "";
    const warrantyCallout = installed && r.random() < (brand === "Toshiba" ? 0.18 : 0.07);
    const rated = installed && r.random() < 0.6;
    const rating = rated ? Math.max(1, r.pick([3, 4, 4, 5, 5, 5]) - (warrantyCallout ? 2 : 0)) : "";
    rows.push([
      "",
      orderDate,
      installed ? planned : "",
      region,
      pumpType,
      brand,
      houseM2,
      builtYear,
      ratedKw,
      pumpType === "ground-source" ? boreholeM : "",
      replacedOilBoiler,
      electricUpgrade,
      paidInInstalments,
      isCancelled,
      grantApproved,
      price,
      grantApproved ? 4000 : 0,
      installer,
      installHours,
      warrantyCallout,
      rating,
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, i) => (row[0] = `HP-${40001 + i}`));
  write(
    "heatPumpJobs",
    [
      "jobId",
      "orderDate",
      "installDate",
      "region",
      "pumpType",
      "brand",
      "houseM2",
      "builtYear",
      "ratedKw",
      "boreholeM",
      "replacedOilBoiler",
      "electricUpgrade",
      "paidInInstalments",
      "isCancelled",
      "grantApproved",
      "priceEur",
      "grantEur",
      "installer",
      "installHours",
      "warrantyCallout",
      "customerRating",
    ],
    rows,
  );
}

// 3. truck_gate_visits (plain English with spaces, a timestamp pair): a UK container terminal's truck gate, in pounds.
{
  const r = prng(363);
  const days = calendar("2026-07-01", LAST_DAY, (iso) => (weekday(iso) === 0 ? 0 : weekday(iso) === 6 ? 0.5 : 1));
  const hours = [
    [6, 1],
    [7, 3],
    [8, 3],
    [9, 2],
    [10, 1.5],
    [11, 1.5],
    [12, 1.2],
    [13, 1.5],
    [14, 2.5],
    [15, 2.5],
    [16, 2],
    [17, 1.5],
    [18, 1],
    [19, 0.8],
    [20, 0.6],
    [21, 0.4],
  ] as const;
  const tare: Record<string, number> = { "20ft": 2.2, "40ft": 3.7, "40ft HC": 3.9, "45ft": 4.8 };
  const rows: Cell[][] = [];
  for (let i = 0; i < 380; i++) {
    const date = weighted(r, days);
    const hour = weighted(r, hours);
    const minutesIn = hour * 60 + r.int(0, 59);
    const base = Date.parse(`${date}T00:00:00Z`);
    const peak = [7, 8, 14, 15].includes(hour);
    const haulier = weighted(r, [
      ["Orwell Haulage", 25],
      ["Stour Logistics", 20],
      ["Anglia Box", 20],
      ["Deben Transport", 15],
      ["Eastern Freight", 12],
      ["Owner Driver", 8],
    ] as const);
    const move = weighted(r, [
      ["Import Collect", 35],
      ["Export Deliver", 30],
      ["Empty Return", 15],
      ["Empty Collect", 10],
      ["Double Move", 10],
    ] as const);
    const empty = move === "Empty Return" || move === "Empty Collect";
    const size = weighted(r, [
      ["20ft", 30],
      ["40ft", 25],
      ["40ft HC", 40],
      ["45ft", 5],
    ] as const);
    const reefer = r.random() < (empty ? 0.05 : 0.15);
    const block = reefer ? "R" : empty ? "E" : r.pick(["A", "B", "C", "D"]);
    const booked = r.random() < (haulier === "Owner Driver" ? 0.55 : 0.88);
    const customsHold = (move === "Import Collect" || move === "Double Move") && r.random() < 0.07;
    const weight = empty
      ? r.round(tare[size]! + r.random() * 0.3, 1)
      : r.round(reefer ? 18 + r.random() * 11 : size === "20ft" ? 8 + r.random() * 20 : size === "45ft" ? 12 + r.random() * 18 : 10 + r.random() * 19, 1);
    const turnedAway = (!booked && peak && r.random() < 0.3) || r.random() < 0.02;
    const outcome = turnedAway ? "Turned Away" : customsHold ? "Customs Held" : "Completed";
    const turnaround = Math.round(
      ({
        "Import Collect": r.int(35, 70),
        "Export Deliver": r.int(25, 55),
        "Empty Return": r.int(15, 35),
        "Empty Collect": r.int(20, 40),
        "Double Move": r.int(55, 100),
      }[move] +
        (booked ? 0 : r.int(15, 40)) +
        (customsHold ? r.int(30, 90) : 0) +
        (reefer ? r.int(5, 15) : 0) +
        (peak ? r.int(5, 20) : 0)) *
        (monthOf(date) === 11 ? 1.15 : 1),
    );
    const charge = turnedAway ? 0 : (booked ? (peak ? 38.5 : 28.5) : 65) + (move === "Double Move" ? 14.25 : 0) + (reefer ? 12 : 0);
    const damage = !turnedAway && r.random() < (size === "45ft" ? 0.1 : 0.04);
    const row: Cell[] = [
      "",
      stamp(base, minutesIn),
      turnedAway ? "" : stamp(base, minutesIn + turnaround),
      haulier,
      move,
      size,
      yesNo(reefer),
      yesNo(booked),
      yesNo(customsHold),
      weight,
      block,
      reefer ? r.pick([7, 8]) : r.int(1, 6),
      outcome,
      charge,
      yesNo(damage),
    ];
    rows.push(row);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, i) => (row[0] = `GV-${90001 + i}`));
  write(
    "truck_gate_visits",
    [
      "Visit No",
      "Gate In",
      "Gate Out",
      "Haulier",
      "Move Type",
      "Container Size",
      "Reefer",
      "Booked Slot",
      "Customs Hold",
      "Gross Weight Tonnes",
      "Yard Block",
      "Gate Lane",
      "Outcome",
      "Charge GBP",
      "Damage Reported",
    ],
    rows,
  );
}

// 4. supirkimo_kvitai (Lithuanian): receipts of wild mushroom and berry buying stations in south-east Lithuania, in euros.
{
  const r = prng(364);
  type Product = "baravykai" | "voveraitės" | "mėlynės" | "bruknės" | "spanguolės";
  // Season of each product: [first month, first day, last month, last day].
  const seasons: Record<Product, [number, number, number, number]> = {
    voveraitės: [6, 20, 10, 10],
    baravykai: [7, 15, 10, 31],
    mėlynės: [7, 1, 8, 31],
    bruknės: [8, 15, 10, 15],
    spanguolės: [9, 15, 11, 20],
  };
  const prices: Record<Product, [number, number]> = {
    baravykai: [9, 5.5],
    voveraitės: [6.5, 4],
    mėlynės: [3.2, 2.4],
    bruknės: [2.6, 1.9],
    spanguolės: [3.8, 2.9],
  };
  const buyers: Record<string, string[]> = {
    Varėna: ["Rasa", "Vytautas"],
    Druskininkai: ["Jolanta"],
    Marcinkonys: ["Algis"],
    Ignalina: ["Dalia", "Tomas"],
    Molėtai: ["Rimas"],
  };
  const rows: Cell[][] = [];
  for (let i = 0; i < 300; i++) {
    const product = weighted<Product>(r, [
      ["voveraitės", 25],
      ["baravykai", 25],
      ["mėlynės", 20],
      ["bruknės", 15],
      ["spanguolės", 15],
    ]);
    const year = r.random() < 0.5 ? 2025 : 2026;
    const [m1, d1, m2, d2] = seasons[product];
    const first = `${year}-${String(m1).padStart(2, "0")}-${String(d1).padStart(2, "0")}`;
    const last = `${year}-${String(m2).padStart(2, "0")}-${String(d2).padStart(2, "0")}`;
    const offset = r.int(0, daysBetween(first, last));
    const date = addDays(first, offset);
    const station = weighted(
      r,
      product === "spanguolės"
        ? ([
            ["Marcinkonys", 40],
            ["Varėna", 35],
            ["Druskininkai", 10],
            ["Ignalina", 15],
          ] as const)
        : ([
            ["Varėna", 30],
            ["Druskininkai", 20],
            ["Marcinkonys", 12],
            ["Ignalina", 22],
            ["Molėtai", 16],
          ] as const),
    );
    const mushroom = product === "baravykai" || product === "voveraitės";
    const grade = r.random() < (mushroom ? 0.6 : 0.75) ? "I" : "II";
    const gross = r.round(
      {
        baravykai: 2 + r.random() * 23,
        voveraitės: 1 + r.random() * 14,
        mėlynės: 5 + r.random() * 55,
        bruknės: 5 + r.random() * 45,
        spanguolės: 5 + r.random() * 35,
      }[product],
      1,
    );
    const rejects = r.random() < (product === "baravykai" && monthOf(date) === 8 ? 0.7 : mushroom ? 0.45 : 0.3);
    const rejectKg = rejects ? Math.max(0.1, r.round(gross * (mushroom ? 0.05 + r.random() * 0.2 : 0.02 + r.random() * 0.08), 1)) : 0;
    const note = !rejects ? "" : mushroom ? (r.random() < 0.7 ? "kirmėlėti" : "suminkštėję") : r.pick(["sutrinti", "su lapais", "neprinokę"]);
    const price = r.round(Math.round(prices[product][grade === "I" ? 0 : 1] * (year === 2026 ? 1.08 : 1) * (offset < 14 ? 1.2 : 1) * 20) / 20, 2);
    const sum = r.round((gross - rejectKg) * price, 2);
    const regular = r.random() < 0.65;
    const cash = sum <= 300 && r.random() < (regular ? 0.6 : 0.85);
    const exportGrade = grade === "I" && r.random() < (product === "mėlynės" ? 0.4 : product === "bruknės" ? 0.2 : 0.7) && note !== "kirmėlėti";
    rows.push([
      "",
      date,
      station,
      r.pick(buyers[station]!),
      product,
      grade,
      gross,
      rejectKg,
      note,
      price,
      sum,
      regular ? "nuolatinis" : "naujas",
      cash ? "grynieji" : "pavedimas",
      taipNe(exportGrade),
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, i) => (row[0] = `SP-${5001 + i}`));
  write(
    "supirkimo_kvitai",
    [
      "kvito_nr",
      "data",
      "punktas",
      "supirkejas",
      "produktas",
      "klase",
      "bruto_kg",
      "broko_kg",
      "pastaba",
      "kaina_eur_kg",
      "suma_eur",
      "tiekejas",
      "atsiskaitymas",
      "eksportui",
    ],
    rows,
  );
}
