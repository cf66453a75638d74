/**
 * The tables of the fifty-sixth held-out suite (issue #19), four domains, one seed each (561–564):
 *   cd bench && node --import tsx data-questions/holdout56/make-tables.ts
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Cell, csvWriter, day, prng, stamp } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));
const DAY_MS = 86_400_000;
const yn = (flag: boolean) => (flag ? "Y" : "N");

// ------------------------------------------------------------ 1. knife sharpening orders (terse snake_case, Y/N)
{
  const r = prng(561);
  const rows: Cell[][] = [];
  const start = Date.UTC(2025, 0, 2);
  const end = Date.UTC(2026, 9, 30);
  // Busier before Christmas, garden tools in spring.
  const monthWeight = [0.8, 0.8, 1.0, 1.1, 1.0, 0.9, 0.8, 0.8, 0.9, 1.0, 1.4, 1.6];
  const days: number[] = [];
  for (let t = start; t <= end; t += DAY_MS) {
    const m = new Date(t).getUTCMonth();
    if (new Date(t).getUTCDay() === 0) continue;
    if (r.random() < 0.53 * monthWeight[m]!) days.push(t);
  }
  let id = 50001;
  for (const t of days) {
    const month = new Date(t).getUTCMonth();
    const weekday = new Date(t).getUTCDay();
    const chnl = weekday === 6 ? r.pick(["MKT", "MKT", "SHP"]) : r.random() < 0.3 ? "MAIL" : "SHP";
    const cust = r.random() < 0.6 ? "RES" : r.random() < 0.55 ? "CHF" : "BUT";
    const gardenSeason = month >= 2 && month <= 4;
    let itm: string;
    if (cust === "BUT") itm = r.random() < 0.7 ? "KN" : "CL";
    else if (cust === "CHF") itm = r.random() < 0.85 ? "KN" : r.pick(["CL", "SC"]);
    else itm = r.random() < (gardenSeason ? 0.35 : 0.1) ? "GT" : r.random() < 0.7 ? "KN" : "SC";
    const edge = itm === "KN" ? (r.random() < 0.2 ? "JAP" : r.random() < 0.8 ? "STD" : "SER") : "STD";
    const qty = cust === "RES" ? r.int(1, 4) : cust === "CHF" ? r.int(4, 12) : r.int(3, 10);
    const unit = itm === "KN" ? (edge === "JAP" ? 10 : edge === "SER" ? 8 : 6) : itm === "SC" ? 7 : itm === "CL" ? 9 : 8;
    const rush = chnl === "SHP" && r.random() < 0.15;
    const repair = r.random() < (edge === "JAP" ? 0.3 : 0.12);
    const cancelled = r.random() < 0.03;
    const tech = edge === "JAP" ? (r.random() < 0.7 ? "T3" : r.pick(["T1", "T2"])) : r.pick(["T1", "T2", "T2", "T3"]);
    const rcvMinutes = r.int(9 * 60, 16 * 60 + 30) + r.int(0, 59) / 60;
    const rcv = stamp(t, Math.floor(rcvMinutes));
    let turnaround: number;
    if (rush) turnaround = r.int(30, 180);
    else if (chnl === "MKT") turnaround = r.int(20, 120);
    else if (chnl === "MAIL") turnaround = r.int(2 * 1440, 5 * 1440);
    else turnaround = r.int(60, 48 * 60);
    const rdy = cancelled ? "" : stamp(t, Math.floor(rcvMinutes) + turnaround + (repair ? r.int(60, 600) : 0));
    const sharp = cancelled ? 0 : r.round(qty * unit * (rush ? 1.5 : 1));
    const rpr = cancelled || !repair ? 0 : r.int(5, 15);
    const post = cancelled || chnl !== "MAIL" ? 0 : qty > 5 ? 9.5 : 6.5;
    const tot = r.round(sharp + rpr + post);
    const rating = !cancelled && r.random() < 0.45 ? Math.max(1, Math.min(5, Math.round(4.2 + r.normal() * 0.8 - (rush ? 0.3 : 0)))) : "";
    rows.push([`KS-${id++}`, rcv, rdy, chnl, cust, itm, edge, qty, yn(repair), yn(rush), tech, sharp, rpr, post, tot, yn(cancelled), rating]);
  }
  write(
    "knf_shrp_ord",
    [
      "ord_id",
      "rcv_ts",
      "rdy_ts",
      "chnl",
      "cust_typ",
      "itm",
      "edge",
      "qty",
      "rpr_flg",
      "rush_flg",
      "tech",
      "sharp_gbp",
      "rpr_gbp",
      "post_gbp",
      "tot_gbp",
      "cncl_flg",
      "rtg",
    ],
    rows,
  );
}

// ------------------------------------------------------------ 2. reed thatching jobs in Friesland (West Frisian, ja/nee)
{
  const r = prng(562);
  const rows: Cell[][] = [];
  const jn = (flag: boolean) => (flag ? "ja" : "nee");
  const monthWeight = [0.4, 0.5, 0.9, 1.3, 1.5, 1.5, 1.3, 1.3, 1.4, 1.1, 0.7, 0.4];
  const rainBase = [3, 3, 2, 1.5, 1, 1, 1, 1.5, 2, 3, 3.5, 3.5];
  const places = ["Ljouwert", "Snits", "Drachten", "Harns", "Dokkum", "Boalsert"];
  const cutoff = Date.UTC(2026, 9, 31);
  let id = 3001;
  for (let t = Date.UTC(2025, 0, 6); t <= Date.UTC(2026, 9, 23); t += DAY_MS) {
    const date = new Date(t);
    if (date.getUTCDay() === 0 || date.getUTCDay() === 6) continue;
    const m = date.getUTCMonth();
    if (r.random() >= 0.62 * monthWeight[m]!) continue;
    const work = r.random() < 0.4 ? "nij dak" : r.random() < 0.65 ? "reparaasje" : "nok ferfange";
    const building = r.random() < 0.35 ? "buorkerij" : r.random() < 0.6 ? "wenhûs" : r.random() < 0.6 ? "skuorre" : "túnhúske";
    let area: number;
    if (work === "nij dak") area = building === "túnhúske" ? r.int(8, 25) : building === "wenhûs" ? r.int(70, 180) : r.int(120, 320);
    else if (work === "reparaasje") area = r.int(5, 40);
    else area = r.int(10, 30);
    const origin = r.random() < 0.45 ? "Fryslân" : r.random() < 0.6 ? "Poalen" : "Sina";
    const crew = r.pick(["Jan", "Sjoerd", "Wytse"]);
    const monument = r.random() < (building === "buorkerij" ? 0.3 : 0.1);
    const cancelled = r.random() < 0.05;
    const rain = Math.max(0, Math.round(rainBase[m]! + r.normal() * 1.5));
    const baseDays = work === "nij dak" ? Math.ceil(area / 25) + 2 : work === "reparaasje" ? r.int(1, 3) : r.int(2, 4);
    const endT = t + (baseDays + rain + r.int(0, 2)) * DAY_MS;
    const finished = !cancelled && endT <= cutoff;
    const reedRate = origin === "Fryslân" ? 38 : origin === "Poalen" ? 30 : 24;
    const material = cancelled ? 0 : r.round(work === "nok ferfange" ? area * 20 + r.int(100, 300) : area * reedRate);
    const labour = cancelled ? 0 : r.round(area * 45 * (monument ? 1.2 : 1) * (0.9 + r.random() * 0.2));
    const scaffold = cancelled
      ? 0
      : work === "nij dak"
        ? building === "túnhúske"
          ? 0
          : r.int(8, 20) * 100
        : work === "nok ferfange"
          ? 450
          : r.random() < 0.5
            ? 350
            : 0;
    const total = r.round(material + labour + scaffold);
    const rating = finished && r.random() < 0.6 ? Math.max(1, Math.min(5, Math.round(4 + r.normal() * 0.9 - (rain > 4 ? 0.5 : 0)))) : "";
    rows.push([
      `RT-${id++}`,
      day(date.getUTCFullYear(), m + 1, date.getUTCDate()),
      finished ? new Date(endT).toISOString().slice(0, 10) : "",
      r.pick(places),
      work,
      building,
      area,
      origin,
      crew,
      jn(monument),
      rain,
      material,
      labour,
      scaffold,
      total,
      rating,
      jn(cancelled),
    ]);
  }
  write(
    "reiddak_opdrachten",
    [
      "opdracht_nr",
      "begjindatum",
      "eindatum",
      "plak",
      "soarte_wurk",
      "gebou",
      "oerflak_m2",
      "reid_komof",
      "ploech",
      "monumint",
      "reindagen",
      "materiaal_eur",
      "arbeid_eur",
      "steiger_eur",
      "totaal_eur",
      "waardearring",
      "annulearre",
    ],
    rows,
  );
}

// ------------------------------------------------------------ 3. genealogy research commissions (camelCase, true/false)
{
  const r = prng(563);
  const rows: Cell[][] = [];
  const monthWeight = [0.8, 0.7, 0.8, 0.8, 0.8, 0.7, 0.7, 0.7, 0.8, 1.0, 1.6, 1.9];
  const packages = [
    { name: "Family Tree Basic", fee: 350, days: [14, 35], gens: [3, 5] },
    { name: "Deep Ancestry", fee: 950, days: [40, 90], gens: [5, 10] },
    { name: "House History", fee: 600, days: [20, 60], gens: [0, 0] },
    { name: "Military Record", fee: 280, days: [10, 30], gens: [1, 3] },
  ] as const;
  const regions = ["Ireland", "Scotland", "England", "Germany", "Poland", "Italy"];
  const cutoff = Date.UTC(2026, 10, 1);
  let id = 7001;
  for (let t = Date.UTC(2025, 0, 6); t <= Date.UTC(2026, 9, 30); t += DAY_MS) {
    const date = new Date(t);
    const m = date.getUTCMonth();
    if (r.random() >= 0.5 * monthWeight[m]!) continue;
    const pkg = r.random() < 0.4 ? packages[0] : r.random() < 0.45 ? packages[1] : r.random() < 0.5 ? packages[2] : packages[3];
    const region = pkg.name === "House History" ? (r.random() < 0.6 ? "England" : r.pick(["Scotland", "Ireland"])) : r.pick(regions);
    const researcher =
      region === "Germany" || region === "Poland" ? (r.random() < 0.7 ? "Oskar" : r.pick(["Maeve", "Priya"])) : r.pick(["Maeve", "Priya", "Maeve", "Oskar"]);
    const gift = r.random() < (m >= 10 ? 0.5 : 0.15);
    const dna = pkg.name !== "House History" && r.random() < (pkg.name === "Deep Ancestry" ? 0.6 : 0.2);
    const archive = r.random() < (pkg.name === "Deep Ancestry" ? 0.6 : pkg.name === "House History" ? 0.5 : 0.2);
    const abandoned = r.random() < 0.04;
    const deliverT = t + r.int(pkg.days[0], pkg.days[1]) * DAY_MS + (archive ? r.int(3, 14) * DAY_MS : 0);
    const delivered = !abandoned && deliverT <= cutoff;
    const gens = r.int(pkg.gens[0], pkg.gens[1]);
    const records = Math.max(2, Math.round(gens * 9 + (archive ? 15 : 0) + (pkg.name === "House History" ? 25 : 0) + r.normal() * 6));
    const fee = abandoned ? 100 : pkg.fee;
    const archiveCost = abandoned || !archive ? 0 : r.int(12, 60) * 10 + r.int(0, 9);
    const dnaCost = abandoned || !dna ? 0 : 99;
    const rating = delivered && r.random() < 0.55 ? Math.max(1, Math.min(5, Math.round(4.1 + r.normal() * 0.8))) : "";
    rows.push([
      `GN-${id++}`,
      day(date.getUTCFullYear(), m + 1, date.getUTCDate()),
      delivered ? new Date(deliverT).toISOString().slice(0, 10) : "",
      pkg.name,
      region,
      researcher,
      gens,
      records,
      dna,
      archive,
      gift,
      fee,
      archiveCost,
      dnaCost,
      fee + archiveCost + dnaCost,
      abandoned,
      rating,
      r.pick(["Search", "Search", "Friend", "Podcast", "Newsletter"]),
    ]);
  }
  write(
    "genealogyCommissions",
    [
      "commissionId",
      "requestedOn",
      "deliveredOn",
      "packageType",
      "ancestryRegion",
      "researcher",
      "generationsTraced",
      "recordsFound",
      "dnaKitIncluded",
      "archiveVisitNeeded",
      "isGift",
      "feeUsd",
      "archiveCostsUsd",
      "dnaKitUsd",
      "totalUsd",
      "abandoned",
      "clientRating",
      "referralSource",
    ],
    rows,
  );
}

// ------------------------------------------------------------ 4. a council's winter gritting runs (Title Case With Spaces, 1/0)
{
  const r = prng(564);
  const rows: Cell[][] = [];
  const frost: Record<number, number> = { 10: 0.4, 11: 0.65, 0: 0.75, 1: 0.65, 2: 0.35 };
  const meanTemp: Record<number, number> = { 10: -0.5, 11: -2, 0: -3, 1: -2.5, 2: -0.8 };
  const winters = [
    [Date.UTC(2024, 10, 1), Date.UTC(2025, 2, 31)],
    [Date.UTC(2025, 10, 1), Date.UTC(2026, 2, 31)],
  ] as const;
  const depots = ["Northfield", "Eastgate", "Highmoor"];
  let id = 1;
  for (const [from, to] of winters) {
    for (let t = from; t <= to; t += DAY_MS) {
      const date = new Date(t);
      const m = date.getUTCMonth();
      if (r.random() >= frost[m]!) continue;
      const dayTemp = meanTemp[m]! + r.normal() * 2;
      const snow = dayTemp < -1.5 && r.random() < 0.3;
      for (const depot of depots) {
        const temp = r.round(Math.min(1.5, dayTemp + (depot === "Highmoor" ? -1.5 : 0) + r.normal() * 0.7), 1);
        if (temp > 1 && depot !== "Highmoor") continue;
        if (r.random() < 0.35) continue;
        const priority = r.random() < 0.5 ? "P1" : r.random() < 0.6 ? "P2" : "P3";
        const driver = depot === "Highmoor" ? r.pick(["Hamish", "Hamish", "Kwame", "Lorna"]) : r.pick(["Gareth", "Lorna", "Kwame", "Hamish"]);
        const plough = snow && r.random() < 0.7;
        const km = r.round((priority === "P1" ? 40 : priority === "P2" ? 25 : 15) + r.random() * 30 + (depot === "Highmoor" ? 8 : 0), 1);
        const rate = snow ? 20 : temp < -3 ? 15 : 10;
        const salt = r.round(km * rate * 0.008);
        const hours = km / 25 + 1 + (plough ? 1 : 0);
        const saltCost = r.round(salt * 48);
        const fuelCost = r.round(km * 0.9 * (plough ? 1.3 : 1));
        const crewCost = r.round(hours * 32);
        const breakdown = r.random() < 0.03;
        const complaints = Math.max(0, Math.round((priority === "P3" ? 1 : 0.3) + (snow ? 1 : 0) + r.normal() * 0.8));
        const rating = r.random() < 0.5 ? Math.max(1, Math.min(5, Math.round(4 + r.normal() * 0.8 - (breakdown ? 1.5 : 0)))) : "";
        rows.push([
          `GR-${String(id++).padStart(4, "0")}`,
          day(date.getUTCFullYear(), m + 1, date.getUTCDate()),
          depot,
          priority,
          driver,
          temp,
          snow ? 1 : 0,
          plough ? 1 : 0,
          km,
          rate,
          salt,
          saltCost,
          fuelCost,
          crewCost,
          r.round(saltCost + fuelCost + crewCost),
          breakdown ? 1 : 0,
          complaints,
          rating,
        ]);
      }
    }
  }
  write(
    "gritting_runs",
    [
      "Run ID",
      "Run Date",
      "Depot",
      "Route Priority",
      "Driver",
      "Road Temp C",
      "Snow Forecast",
      "Plough Fitted",
      "Km Treated",
      "Spread Rate",
      "Salt Tonnes",
      "Salt Cost",
      "Fuel Cost",
      "Crew Cost",
      "Total Cost",
      "Breakdown",
      "Complaints",
      "Supervisor Rating",
    ],
    rows,
  );
}
