/**
 * Generates the nineteenth held-out suite's tables deterministically (one seeded PRNG per table, seeds 191–194):
 *
 *   cd bench && node --import tsx data-questions/holdout19/make-tables.ts
 *
 * Four domains no earlier suite used, in four naming styles: a Greater Manchester bowling alley's lane bookings
 * (snake_case, heavy abbreviations), a Dutch surf school's lessons (Dutch names and values), a Toronto board-game
 * café's visits (camelCase) and New Zealand campsite stays (plain snake_case, a timestamp pair, true/false
 * columns). All dates fall between 2025-01-01 and 2026-11-27. Changing this file changes the expected answers.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Cell, csvWriter, day, prng, stamp } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));
/** Days from 2025-01-01 to 2026-11-27, inclusive of both ends. */
const LAST_DAY = 695;

// Bowling alley lane bookings (snake_case, heavy abbreviations), in pounds.
{
  const r = prng(191);
  const packages = { std: 12, cosm: 15, bday: 14, corp: 16, lge: 9 } as const;
  const rows: Cell[][] = [];
  for (let i = 0; i < 320; i++) {
    const pkg = r.pick(["std", "std", "std", "cosm", "cosm", "bday", "corp", "lge"] as const);
    const dayPart = pkg === "cosm" ? r.pick(["eve", "late"]) : pkg === "lge" ? "eve" : r.pick(["am", "aft", "aft", "eve", "eve", "late"]);
    const players = pkg === "bday" ? r.int(6, 12) : pkg === "corp" ? r.int(5, 10) : pkg === "lge" ? r.int(3, 5) : r.int(1, 6);
    const games = pkg === "lge" ? 3 : r.pick([1, 1, 2, 2, 3]);
    const bumpers = pkg === "bday" ? r.random() < 0.6 : r.random() < 0.12;
    const average = Math.max(35, Math.min(240, Math.round((pkg === "lge" ? 175 : bumpers ? 95 : 118) + r.normal() * (pkg === "lge" ? 22 : 28))));
    const high = Math.min(300, average + r.int(4, 60));
    const member = pkg === "lge" ? r.random() < 0.85 : r.random() < 0.2;
    const lane = r.round(packages[pkg] * players * games * (member ? 0.8 : 1) * (0.95 + r.random() * 0.1));
    const food = pkg === "bday" || pkg === "corp" ? r.round(players * (6 + r.random() * 10)) : r.random() < 0.45 ? 0 : r.round(4 + r.random() * 40);
    rows.push([
      `BW-${3001 + i}`,
      day(2025, 1, 1, r.int(0, LAST_DAY)),
      r.pick(["MCR", "MCR", "SLF", "STP", "BLT"]),
      r.int(1, 16),
      pkg,
      dayPart,
      players,
      games,
      r.random() < 0.7 ? "Y" : "N",
      bumpers ? "Y" : "N",
      average,
      high,
      lane,
      food,
      r.round(lane + food),
      r.pick(["crd", "crd", "crd", "csh", "vch"]),
      member ? "Y" : "N",
      Math.max(1, Math.min(5, Math.round(3.8 + r.normal() * 0.9))),
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])) || String(a[0]).localeCompare(String(b[0])));
  rows.forEach((row, index) => (row[0] = `BW-${3001 + index}`));
  write(
    "bwl_lane_bkgs",
    [
      "bkg_id",
      "bkg_dt",
      "ctr",
      "lane_no",
      "pkg_cd",
      "day_prt",
      "n_plyrs",
      "n_gms",
      "shoe_hire_flg",
      "bmpr_flg",
      "avg_scr",
      "hi_scr",
      "lane_gbp",
      "fnb_gbp",
      "tot_gbp",
      "pmt_typ",
      "mbr_flg",
      "cust_rtg",
    ],
    rows,
  );
}

// Surf school lessons on the Dutch coast (Dutch column names and values), in euros.
{
  const r = prng(192);
  // More lessons in summer: a day is redrawn with a probability that falls in the cold months.
  const season = [0.25, 0.25, 0.4, 0.6, 0.85, 1, 1, 1, 0.9, 0.6, 0.35, 0.25];
  const waterTemperature = [6, 5, 7, 9, 13, 16, 18, 19, 17, 14, 11, 8];
  const rows: Cell[][] = [];
  for (let i = 0; i < 360; i++) {
    let offset = r.int(0, LAST_DAY);
    while (r.random() > season[Number(day(2025, 1, 1, offset).slice(5, 7)) - 1]!) offset = r.int(0, LAST_DAY);
    const date = day(2025, 1, 1, offset);
    const month = Number(date.slice(5, 7)) - 1;
    const type = r.pick(["groepsles", "groepsles", "groepsles", "privéles", "kinderles", "kinderles", "proefles"] as const);
    const participants = type === "privéles" ? r.int(1, 2) : type === "groepsles" ? r.int(3, 10) : type === "kinderles" ? r.int(4, 8) : r.int(2, 8);
    const duration = type === "proefles" ? 60 : type === "kinderles" ? r.pick([60, 90]) : r.pick([90, 90, 120, 60]);
    const perPerson = { groepsles: 45, privéles: 95, kinderles: 35, proefles: 25 }[type] * (duration / 90) * (type === "proefles" ? 1.5 : 1);
    const weather = r.pick(["zonnig", "zonnig", "bewolkt", "bewolkt", "regenachtig", "stormachtig"]);
    const cancelled = weather === "stormachtig" ? r.random() < 0.45 : r.random() < 0.05;
    const price = Math.round(perPerson);
    rows.push([
      "",
      date,
      r.pick(["Scheveningen", "Scheveningen", "Zandvoort", "Wijk aan Zee", "Domburg"]),
      type,
      type === "kinderles" || type === "proefles" ? "beginner" : r.pick(["beginner", "beginner", "halfgevorderd", "gevorderd"]),
      r.pick(["Sanne", "Daan", "Lotte", "Bram", "Femke", "Joris"]),
      participants,
      duration,
      price,
      cancelled ? 0 : price * participants,
      r.round(Math.max(0.2, (weather === "stormachtig" ? 2 : 1) + r.normal() * 0.4), 1),
      waterTemperature[month]! + r.int(-1, 1),
      r.random() < (month >= 5 && month <= 8 ? 0.55 : 0.85) ? "ja" : "nee",
      weather,
      cancelled ? "ja" : "nee",
      cancelled ? "" : Math.max(1, Math.min(5, Math.round(4 + r.normal() * 0.8))),
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => (row[0] = `SL-${4001 + index}`));
  write(
    "surflessen",
    [
      "les_id",
      "lesdatum",
      "strand",
      "lestype",
      "niveau",
      "instructeur",
      "aantal_deelnemers",
      "duur_min",
      "prijs_pp_eur",
      "omzet_eur",
      "golfhoogte_m",
      "watertemp_c",
      "wetsuit_huur",
      "weer",
      "geannuleerd",
      "beoordeling",
    ],
    rows,
  );
}

// Board-game café visits in Toronto (camelCase), in Canadian dollars.
{
  const r = prng(193);
  const games = {
    Catan: "Strategy",
    "Ticket to Ride": "Family",
    Wingspan: "Strategy",
    Codenames: "Party",
    Pandemic: "Cooperative",
    Azul: "Family",
    Carcassonne: "Family",
    Dixit: "Party",
    "Spirit Island": "Cooperative",
    "Terraforming Mars": "Strategy",
  } as const;
  const rows: Cell[][] = [];
  for (let i = 0; i < 300; i++) {
    const occasion = r.pick(["Casual", "Casual", "Casual", "Date night", "Birthday", "Team event"]);
    const size = occasion === "Date night" ? 2 : occasion === "Team event" ? r.int(5, 10) : occasion === "Birthday" ? r.int(4, 8) : r.int(2, 6);
    const title = r.pick(Object.keys(games) as (keyof typeof games)[]);
    const tier = r.pick(["None", "None", "None", "Silver", "Gold"]);
    const hours = Math.min(5, Math.max(1, Math.round((games[title] === "Strategy" ? 3 : 2) * 2 + r.normal() * 1.6) / 2));
    const cover = r.round(size * (tier === "Gold" ? 0 : tier === "Silver" ? 5 : 8));
    const food = r.round(size * (3 + r.random() * (occasion === "Birthday" || occasion === "Team event" ? 22 : 14)));
    rows.push([
      "",
      day(2025, 1, 1, r.int(0, LAST_DAY)),
      r.pick(["Annex", "Annex", "Kensington", "Leslieville", "Junction"]),
      title,
      games[title],
      occasion,
      size,
      hours,
      cover,
      food,
      r.round(cover + food),
      tier,
      r.random() < (games[title] === "Strategy" || games[title] === "Cooperative" ? 0.55 : 0.25) ? "Yes" : "No",
      Math.max(1, Math.min(5, Math.round(4.1 + r.normal() * 0.8))),
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => (row[0] = `BG-${9001 + index}`));
  write(
    "boardGameVisits",
    [
      "visitId",
      "visitDate",
      "branch",
      "gameTitle",
      "gameCategory",
      "occasion",
      "groupSize",
      "hoursPlayed",
      "coverChargeCad",
      "foodDrinkCad",
      "totalSpendCad",
      "membershipTier",
      "taughtByStaff",
      "rating",
    ],
    rows,
  );
}

// New Zealand campsite stays (plain snake_case, a timestamp pair, true/false columns), in NZ dollars.
{
  const r = prng(194);
  const pitches = { tent: 25, campervan: 45, caravan: 40, "glamping pod": 120, cabin: 95 } as const;
  const rows: Cell[][] = [];
  for (let i = 0; i < 280; i++) {
    const nights = r.pick([1, 1, 2, 2, 2, 3, 3, 4, 5, 7]);
    const checkIn = Date.UTC(2025, 0, 1 + r.int(0, LAST_DAY - nights), 0) + r.int(13 * 60, 20 * 60) * 60_000;
    const checkOut =
      Date.UTC(new Date(checkIn).getUTCFullYear(), new Date(checkIn).getUTCMonth(), new Date(checkIn).getUTCDate() + nights) +
      r.int(8 * 60, 11 * 60 + 30) * 60_000;
    const pitch = r.pick(["tent", "tent", "campervan", "campervan", "caravan", "glamping pod", "cabin"] as const);
    const adults = r.int(1, 4);
    const children = r.random() < 0.4 ? r.int(1, 3) : 0;
    const hookup = pitch === "tent" ? r.random() < 0.15 : pitch === "glamping pod" || pitch === "cabin" ? true : r.random() < 0.8;
    const dog = pitch === "glamping pod" ? false : r.random() < 0.18;
    const firewood = r.random() < 0.5 ? 0 : r.int(1, 4);
    const price = r.round(
      nights * (pitches[pitch] + adults * 12 + children * 6 + (hookup && pitch !== "cabin" && pitch !== "glamping pod" ? 8 : 0)) +
        (dog ? 10 : 0) +
        firewood * 12,
    );
    rows.push([
      "",
      stamp(checkIn, 0),
      stamp(checkOut, 0),
      r.pick(["Lake Tekapo", "Wanaka", "Wanaka", "Kaikoura", "Abel Tasman", "Coromandel"]),
      pitch,
      adults,
      children,
      dog,
      hookup,
      r.random() < 0.7,
      firewood,
      price,
      Math.max(1, Math.min(10, Math.round(8 + r.normal() * 1.4))),
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => (row[0] = `CS-${1001 + index}`));
  write(
    "campsite_stays",
    [
      "stay_id",
      "checked_in_at",
      "checked_out_at",
      "campground",
      "pitch_type",
      "adults",
      "children",
      "has_dog",
      "electric_hookup",
      "booked_online",
      "firewood_bundles",
      "total_price_nzd",
      "review_score",
    ],
    rows,
  );
}
