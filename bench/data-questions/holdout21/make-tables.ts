/**
 * Generates the tables of the twenty-first held-out suite deterministically (one seeded PRNG per table):
 *
 *   cd bench && node --import tsx data-questions/holdout21/make-tables.ts
 *
 * Four domains and four naming styles: an Australian tyre shop's jobs (abbreviated snake_case, short codes),
 * a Croatian olive mill's pressings (Croatian names and values), a podcast network's episodes (camelCase) and
 * a British EV-charging network's sessions (plain snake_case with a timestamp pair and true/false columns).
 * All dates fall between 2025-01-01 and 2026-11-27. Changing this file changes the expected answers.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Cell, csvWriter, day, prng, stamp } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));
/** Days from 2025-01-01 to 2026-11-27. */
const LAST_DAY = 695;

// An Australian tyre shop's jobs (abbreviated snake_case, short codes as values), in Australian dollars.
{
  const r = prng(211);
  const services = ["FIT", "FIT", "FIT", "ALN", "ALN", "ROT", "PUN", "PUN", "BAL"] as const;
  const brands = { BR: 260, MI: 295, PI: 280, CO: 250, GY: 240, BUD: 125 } as const;
  const vehicles = { SED: 1, SED2: 1, SUV: 1.3, UTE: 1.2, VAN: 1.15, MC: 0.8 } as const;
  const labour = { ALN: [45, 80], ROT: [20, 40], PUN: [15, 35], BAL: [30, 55] } as const;
  const jobs: Cell[][] = [];
  for (let i = 0; i < 320; i++) {
    const offset = r.int(0, LAST_DAY);
    const veh = r.pick(Object.keys(vehicles) as (keyof typeof vehicles)[]);
    const vehType = veh === "SED2" ? "SED" : veh;
    const drawn = r.pick(services);
    // No wheel alignments or rotations on motorcycles.
    const svc = vehType === "MC" && (drawn === "ALN" || drawn === "ROT") ? "PUN" : drawn;
    const cust = r.random() < 0.28 ? "FLT" : "RTL";
    const brand = svc === "FIT" ? r.pick(Object.keys(brands) as (keyof typeof brands)[]) : "";
    const tyres = svc === "FIT" ? (vehType === "MC" ? r.pick([1, 2]) : r.pick([1, 2, 2, 4, 4, 4])) : 0;
    const minutes = svc === "FIT" ? 15 + tyres * r.int(12, 22) : r.int(labour[svc][0], labour[svc][1]);
    const parts =
      svc === "FIT"
        ? r.round(tyres * brands[brand as keyof typeof brands] * vehicles[veh] * (0.85 + r.random() * 0.3))
        : svc === "PUN"
          ? r.pick([0, 18, 18, 24])
          : svc === "BAL"
            ? r.round(8 + r.random() * 14)
            : 0;
    const rate = cust === "FLT" ? 99 : 110;
    const lab = r.round((minutes / 60) * rate);
    jobs.push([
      day(2025, 1, 1, offset),
      r.pick(["MEL", "MEL", "SYD", "SYD", "BNE", "PER", "ADL"]),
      svc,
      vehType,
      cust,
      brand,
      tyres,
      minutes,
      parts,
      lab,
      r.round(parts + lab),
      r.random() < 0.62 ? "Y" : "N",
      svc === "FIT" && r.random() < 0.35 ? "Y" : "N",
      r.pick(["JK", "RM", "AS", "TN", "DL", "BW"]),
      r.int(3, 240) * 1000 + r.int(0, 999),
      r.random() < 0.07 ? "Y" : "N",
      r.random() < 0.55 ? r.pick([3, 4, 4, 5, 5, 5, 2, 1]) : "",
    ]);
  }
  jobs.sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  write(
    "tyr_svc_jobs",
    [
      "job_no",
      "svc_dt",
      "brnch",
      "svc_cd",
      "veh_typ",
      "cust_typ",
      "tyr_brd",
      "n_tyr",
      "lab_min",
      "prts_aud",
      "lab_aud",
      "tot_aud",
      "bkd_flg",
      "wrty_flg",
      "tech",
      "odo_km",
      "rtn_flg",
      "cust_rtg",
    ],
    jobs.map((row, i) => [`TS-${1001 + i}`, ...row]),
  );
}

// A Croatian olive mill's pressings (Croatian names and values), in euros; the season runs October to January.
{
  const r = prng(212);
  const plants = { Vodnjan: "istra", Poreč: "istra", Zadar: "dalmacija", Korčula: "dalmacija" } as const;
  const varieties = {
    istra: ["Istarska bjelica", "Istarska bjelica", "Buža", "Buža", "Leccino", "mješavina"],
    dalmacija: ["Oblica", "Oblica", "Oblica", "Lastovka", "Leccino", "mješavina"],
  } as const;
  const yieldPct = { "Istarska bjelica": 13, Buža: 17, Oblica: 18, Lastovka: 16, Leccino: 15, mješavina: 15.5 } as Record<string, number>;
  const seasons = [
    [0, 30],
    [273, 395],
    [273, 395],
    [638, LAST_DAY],
    [638, LAST_DAY],
  ] as const;
  const rows: Cell[][] = [];
  for (let i = 0; i < 280; i++) {
    const [from, to] = r.pick(seasons);
    const offset = r.int(from, to);
    const plant = r.pick(Object.keys(plants) as (keyof typeof plants)[]);
    const variety = r.pick(varieties[plants[plant]]);
    const client = r.pick(["OPG", "OPG", "OPG", "privatni", "privatni", "zadruga"]);
    const kg = client === "zadruga" ? r.int(20, 90) * 100 : client === "OPG" ? r.int(40, 300) * 10 : r.int(8, 60) * 10;
    // Later in the season the fruit is riper: more oil.
    const dayOfSeason = offset < 31 ? 95 + offset : (offset - 273) % 365;
    const pct = r.round(yieldPct[variety]! + dayOfSeason * 0.025 + r.normal() * 1.2, 1);
    const waitHours = r.int(1, client === "zadruga" ? 20 : 48);
    const acidity = r.round(Math.max(0.1, 0.15 + waitHours * 0.012 + Math.abs(r.normal()) * 0.22), 2);
    const price = Math.max(25, r.round(kg * (client === "zadruga" ? 0.14 : client === "OPG" ? 0.16 : 0.18)));
    rows.push([
      day(2025, 1, 1, offset),
      plant,
      variety,
      client,
      kg,
      pct,
      r.round((kg * pct) / 100 / 0.916, 1),
      acidity,
      acidity <= 0.8 ? "da" : "ne",
      r.random() < 0.22 ? "da" : "ne",
      waitHours,
      price,
      r.pick(["gotovina", "gotovina", "kartica", "u ulju", "virman"]),
      r.pick(["Ante", "Marija", "Ivan", "Ana", "Josip"]),
    ]);
  }
  rows.sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  write(
    "uljara_prerada",
    [
      "broj_naloga",
      "datum_prerade",
      "pogon",
      "sorta",
      "vrsta_klijenta",
      "masline_kg",
      "randman_pct",
      "ulje_l",
      "kiselost_pct",
      "ekstra_djevicansko",
      "ekolosko",
      "cekanje_h",
      "cijena_eur",
      "nacin_placanja",
      "mlinar",
    ],
    rows.map((row, i) => [`UP-${2001 + i}`, ...row]),
  );
}

// A podcast network's episodes (camelCase), in US dollars.
{
  const r = prng(213);
  const shows = [
    ["Deep Orbit", "Science", 55, 18000, 0.4],
    ["Lab Notes", "Science", 35, 9000, 0.3],
    ["Kitchen Table Money", "Finance", 40, 22000, 0.5],
    ["Cold Case Files", "True Crime", 65, 41000, 0.7],
    ["The Startup Hour", "Business", 50, 15000, 0.5],
    ["Green Thumbs", "Lifestyle", 30, 7000, 0.2],
  ] as const;
  const rows: Cell[][] = [];
  for (let i = 0; i < 260; i++) {
    const [show, genre, minutes, downloads, guestShare] = r.pick(shows);
    const bonus = r.random() < 0.1;
    const duration = Math.max(8, Math.round(minutes * (bonus ? 0.4 : 1) * (0.7 + r.random() * 0.6)));
    const guest = r.random() < guestShare;
    const dl = Math.round(downloads * (bonus ? 0.5 : 1) * (guest ? 1.2 : 1) * (0.6 + r.random() * 0.9));
    const slots = bonus ? 0 : r.pick([1, 2, 2, 3, 3, 4]);
    const cpm = r.pick([18, 22, 25, 30]);
    rows.push([
      day(2025, 1, 1, r.int(0, LAST_DAY)),
      show,
      genre,
      duration,
      dl,
      r.round(Math.min(98, 85 - duration * 0.35 + r.normal() * 6), 1),
      slots,
      r.round((dl / 1000) * cpm * slots, 2),
      guest,
      genre === "True Crime" ? r.random() < 0.7 : r.random() < 0.1,
      bonus,
      r.pick(["Spotify", "Spotify", "Apple", "Apple", "YouTube", "Other"]),
      r.round(Math.min(5, 3.6 + r.random() * 1.4), 1),
      r.round(1 + duration / 20 + r.random() * 3, 1),
    ]);
  }
  rows.sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  write(
    "podcastEpisodes",
    [
      "episodeId",
      "publishDate",
      "showName",
      "genre",
      "durationMin",
      "downloads30d",
      "listenThroughPct",
      "adSlots",
      "adRevenueUsd",
      "hasGuest",
      "isExplicit",
      "isBonus",
      "topPlatform",
      "avgRating",
      "editingHours",
    ],
    rows.map((row, i) => [`EP-${4001 + i}`, ...row]),
  );
}

// A British EV-charging network's sessions (plain snake_case, a timestamp pair, true/false columns), in pounds.
{
  const r = prng(214);
  const chargers = { slow: [7, 0.45], fast: [22, 0.55], rapid: [50, 0.69], "ultra-rapid": [150, 0.79] } as const;
  const makes = { Tesla: 75, Nissan: 40, Kia: 64, Volkswagen: 77, BMW: 80, MG: 51, Hyundai: 64 } as const;
  const base = Date.UTC(2025, 0, 1);
  const rows: Cell[][] = [];
  for (let i = 0; i < 360; i++) {
    const type = r.pick(["slow", "fast", "fast", "rapid", "rapid", "ultra-rapid"] as const);
    const [kw, tariff] = chargers[type];
    const make = r.pick(Object.keys(makes) as (keyof typeof makes)[]);
    const connector = type === "slow" || type === "fast" ? "Type 2" : make === "Nissan" && r.random() < 0.7 ? "CHAdeMO" : "CCS";
    const startSoc = r.int(5, 60);
    const endSoc = Math.min(100, startSoc + r.int(15, 75));
    const kwh = r.round(((endSoc - startSoc) / 100) * makes[make] * (1.05 + r.random() * 0.08), 2);
    const member = r.random() < 0.4;
    const idleFee = type !== "slow" && r.random() < 0.12;
    const minutes = Math.round((kwh / (kw * 0.85)) * 60) + (idleFee ? r.int(35, 120) : r.int(2, 20));
    const hour = r.pick([7, 8, 8, 9, 11, 12, 13, 15, 16, 17, 17, 18, 19, 20, 22]);
    const startMinutes = Math.min(r.int(0, LAST_DAY) * 1440 + hour * 60 + r.int(0, 59), (LAST_DAY + 1) * 1440 - minutes - 1);
    rows.push([
      stamp(base, startMinutes),
      stamp(base, startMinutes + minutes),
      r.pick(["Leeds", "Leeds", "Bristol", "Bristol", "Glasgow", "Cardiff", "Norwich"]),
      type,
      connector,
      make,
      startSoc,
      endSoc,
      kwh,
      r.round(kwh * tariff * (member ? 0.8 : 1) + (idleFee ? 10 : 0), 2),
      member,
      r.pick(["app", "app", "contactless", "rfid card"]),
      r.random() < 0.06,
      idleFee,
    ]);
  }
  rows.sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  write(
    "ev_charging_sessions",
    [
      "session_id",
      "plugged_in_at",
      "unplugged_at",
      "city",
      "charger_type",
      "connector",
      "vehicle_make",
      "start_battery_pct",
      "end_battery_pct",
      "energy_kwh",
      "cost_gbp",
      "is_member",
      "payment_method",
      "fault_reported",
      "idle_fee_charged",
    ],
    rows.map((row, i) => [`CS-${8001 + i}`, ...row]),
  );
}
