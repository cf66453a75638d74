/**
 * Generates the twenty-third held-out suite's tables deterministically (one seeded PRNG per table, seeds 231–234):
 *
 *   cd bench && node --import tsx data-questions/holdout23/make-tables.ts
 *
 * Four tables of domains no earlier suite used, in four naming styles: a Welsh fire and rescue service's
 * incident log (snake_case abbreviations and short codes), a Danish holiday-home agency's bookings (Danish
 * names and values), a Texas pest-control company's jobs (PascalCase with true/false columns) and a
 * Singapore taxi operator's trips (UPPER_CASE with a pickup/drop-off timestamp pair). All dates fall between
 * 2025-01-01 and 2026-11-27. Changing this file changes the expected answers: rerun it, then the holdout
 * test checks that every expected SQL still returns rows with no tie at a cut.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Cell, csvWriter, day, prng, stamp } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));
/** Days from 2025-01-01 to 2026-11-27 (inclusive offsets 0…695). */
const LAST_OFFSET = 695;
const monthOf = (iso: string) => Number(iso.slice(5, 7));
const dayOf = (iso: string) => Number(iso.slice(8, 10));

// Fire and rescue incidents (snake_case, heavy abbreviations, short codes as values), in pounds.
{
  const r = prng(231);
  const stations = ["CDF", "CDF", "CDF", "SWA", "SWA", "SWA", "NWP", "NWP", "WRX", "WRX", "ABY"] as const;
  const types = ["AFA", "AFA", "AFA", "AFA", "DWF", "DWF", "VEH", "VEH", "GRS", "GRS", "RTC", "RTC", "RTC", "FLD", "FLD", "LFT"] as const;
  const weather: Record<string, readonly string[]> = {
    winter: ["WET", "WET", "ICE", "WND", "DRY"],
    spring: ["DRY", "WET", "WND", "DRY"],
    summer: ["DRY", "DRY", "DRY", "WET"],
    autumn: ["WET", "WND", "DRY", "WET"],
  };
  const drafts: { date: string; row: Cell[] }[] = [];
  for (let i = 0; i < 330; i++) {
    const date = day(2025, 1, 1, r.int(0, LAST_OFFSET));
    const month = monthOf(date);
    let type: string = r.pick(types);
    // Grass fires are a spring and summer thing, flooding an autumn and winter one.
    if (type === "GRS" && (month >= 10 || month <= 2) && r.random() < 0.75) type = r.pick(["AFA", "RTC", "FLD"]);
    if (type === "FLD" && month >= 5 && month <= 8 && r.random() < 0.6) type = r.pick(["AFA", "GRS", "VEH"]);
    const stn = r.pick(stations);
    const area = stn === "ABY" || r.random() < 0.2 ? "RUR" : "URB";
    const prop = type === "DWF" ? "RES" : ["VEH", "GRS", "RTC"].includes(type) ? "OUT" : r.random() < 0.5 ? "RES" : "COM";
    const prty = ["DWF", "RTC"].includes(type) ? "P1" : type === "LFT" || (type === "AFA" && prop === "COM") ? "P3" : "P2";
    const resp = r.round(Math.max(2.5, (area === "URB" ? 4 + r.random() * 7 : 8 + r.random() * 14) - (prty === "P1" ? 1.5 : 0) + r.normal() * 0.8), 1);
    const tgtMet = resp <= (area === "URB" ? 8 : 15) ? "Y" : "N";
    const apps = { DWF: r.int(2, 4), RTC: r.int(1, 2), VEH: 1, GRS: r.int(1, 3), FLD: r.int(1, 2), AFA: prop === "COM" ? 2 : 1, LFT: 1 }[type]!;
    const crew = apps * 4 + r.int(0, apps);
    const falseAlarm = (type === "AFA" && r.random() < 0.85) || (["DWF", "GRS"].includes(type) && r.random() < 0.07);
    const [low, high] = { DWF: [60, 240], RTC: [40, 120], VEH: [20, 60], GRS: [30, 180], FLD: [45, 200], AFA: [8, 30], LFT: [20, 70] }[type]!;
    const onScene = falseAlarm ? r.int(8, 30) : r.int(low!, high!);
    const casualties = falseAlarm
      ? 0
      : type === "DWF"
        ? r.pick([0, 0, 0, 1, 1, 2])
        : type === "RTC"
          ? r.pick([0, 0, 1, 1, 2, 3])
          : type === "VEH"
            ? r.pick([0, 0, 0, 0, 1])
            : 0;
    const rescued = falseAlarm
      ? 0
      : type === "LFT"
        ? r.int(1, 4)
        : type === "FLD"
          ? r.pick([0, 0, 1, 2])
          : type === "RTC"
            ? r.pick([0, 0, 0, 1, 2])
            : type === "DWF"
              ? r.pick([0, 0, 0, 1])
              : 0;
    // Special services at commercial premises are charged: 450 a false alarm from an automatic alarm, 320 an appliance a started hour for a lift rescue or flooding.
    const charge = prop !== "COM" ? 0 : type === "AFA" && falseAlarm ? 450 : ["LFT", "FLD"].includes(type) ? 320 * apps * Math.ceil(onScene / 60) : 0;
    const season = month === 12 || month <= 2 ? "winter" : month <= 5 ? "spring" : month <= 8 ? "summer" : "autumn";
    let wx = r.pick(weather[season]!);
    if (type === "GRS" && (wx === "WET" || wx === "ICE")) wx = "DRY";
    drafts.push({
      date,
      row: [
        date,
        stn,
        area,
        type,
        prty,
        prop,
        resp,
        tgtMet,
        apps,
        crew,
        onScene,
        falseAlarm ? "Y" : "N",
        casualties,
        rescued,
        charge,
        wx,
        r.pick(["RED", "WHT", "BLU", "GRN"]),
      ],
    });
  }
  drafts.sort((a, b) => a.date.localeCompare(b.date));
  write(
    "frs_inc_log",
    [
      "inc_no",
      "call_dt",
      "stn",
      "area_typ",
      "inc_typ",
      "prty",
      "prop_typ",
      "resp_min",
      "tgt_met",
      "n_app",
      "crew_n",
      "on_scn_min",
      "fls_alm",
      "cas_n",
      "resc_n",
      "chg_gbp",
      "wx",
      "watch",
    ],
    drafts.map((draft, index) => [`FR-${24001 + index}`, ...draft.row]),
  );
}

// Danish holiday-home bookings (Danish column names without æ/ø/å, values with them), in Danish kroner.
{
  const r = prng(232);
  const areas = ["Skagen", "Skagen", "Blåvand", "Blåvand", "Bornholm", "Løkken", "Rømø", "Marielyst"] as const;
  const houses = ["træhus", "træhus", "træhus", "stråtækt", "stråtækt", "luksushus", "anneks", "anneks"] as const;
  const basePrice = { anneks: 450, træhus: 850, stråtækt: 1100, luksushus: 2400 } as const;
  const seasonOf = (iso: string) => {
    const [m, d] = [monthOf(iso), dayOf(iso)];
    if ((m === 6 && d >= 21) || m === 7 || (m === 8 && d <= 16)) return "højsæson";
    if ((m >= 4 && m <= 6) || m === 8 || m === 9 || m === 12) return "mellemsæson";
    return "lavsæson";
  };
  const drafts: { date: string; row: Cell[] }[] = [];
  while (drafts.length < 280) {
    const date = day(2025, 1, 1, r.int(0, LAST_OFFSET));
    const season = seasonOf(date);
    // More arrivals in summer: a draw is kept with a probability by season.
    if (r.random() > { højsæson: 1, mellemsæson: 0.6, lavsæson: 0.35 }[season]) continue;
    const area = r.pick(areas);
    const house = r.pick(houses);
    const factor = { højsæson: 1.6, mellemsæson: 1.15, lavsæson: 0.8 }[season] * (area === "Skagen" ? 1.15 : area === "Bornholm" ? 1.05 : 1);
    const perNight = Math.round((basePrice[house] * factor * (0.9 + r.random() * 0.2)) / 25) * 25;
    const nights = season === "højsæson" ? r.pick([7, 7, 7, 7, 7, 7, 14, 3, 4, 5]) : r.pick([2, 2, 3, 3, 4, 5, 7, 7, 10]);
    const people = { anneks: r.int(1, 3), træhus: r.int(2, 6), stråtækt: r.int(2, 8), luksushus: r.int(4, 12) }[house];
    const pets = house !== "luksushus" && r.random() < 0.3;
    const cleaning = house === "luksushus" || r.random() < 0.55;
    const regular = r.random() < 0.25;
    // 10 % off a week or more in the low season, else 5 % for returning guests.
    const discount = season === "lavsæson" && nights >= 7 ? 10 : regular ? 5 : 0;
    const cleaningFee = house === "luksushus" ? 1200 : house === "anneks" ? 450 : 700;
    const total = r.round(nights * perNight * (1 - discount / 100) + (pets ? 350 : 0) + (cleaning ? cleaningFee : 0));
    const cancelled = r.random() < 0.09;
    const perNightKwh = { højsæson: 8, mellemsæson: 15, lavsæson: 25 }[season] * { luksushus: 1.8, stråtækt: 1.2, træhus: 1, anneks: 0.6 }[house];
    const kwh = cancelled ? "" : r.round(nights * perNightKwh * (0.7 + r.random() * 0.6), 1);
    const rating = cancelled || r.random() < 0.35 ? "" : r.pick([2, 3, 4, 4, 4, 5, 5, 5, 5, 3]);
    drafts.push({
      date,
      row: [
        date,
        area,
        house,
        season,
        people,
        nights,
        perNight,
        pets ? "ja" : "nej",
        cleaning ? "ja" : "nej",
        regular ? "ja" : "nej",
        discount,
        total,
        r.pick(["Danmark", "Danmark", "Danmark", "Tyskland", "Tyskland", "Tyskland", "Sverige", "Norge", "Nederlandene"]),
        r.pick(["hjemmeside", "hjemmeside", "hjemmeside", "telefon", "rejsebureau", "rejsebureau"]),
        r.pick(["Mette", "Søren", "Freja", "Jens", "Ida"]),
        cancelled ? "ja" : "nej",
        kwh,
        rating,
      ],
    });
  }
  drafts.sort((a, b) => a.date.localeCompare(b.date));
  write(
    "sommerhus_bookinger",
    [
      "booking_nr",
      "ankomstdato",
      "omraade",
      "hustype",
      "saeson",
      "antal_personer",
      "antal_naetter",
      "pris_pr_nat_dkk",
      "husdyr",
      "slutrengoering",
      "stamgaest",
      "rabat_pct",
      "samlet_pris_dkk",
      "gaestens_land",
      "bookingkanal",
      "medarbejder",
      "afbestilt",
      "elforbrug_kwh",
      "bedoemmelse",
    ],
    drafts.map((draft, index) => [`SH-${6001 + index}`, ...draft.row]),
  );
}

// Pest-control jobs (PascalCase with true/false columns), in US dollars.
{
  const r = prng(233);
  const pests = [
    "Ants",
    "Ants",
    "Ants",
    "Ants",
    "Cockroaches",
    "Cockroaches",
    "Cockroaches",
    "Rodents",
    "Rodents",
    "Rodents",
    "Termites",
    "Termites",
    "Bed Bugs",
    "Bed Bugs",
    "Wasps",
    "Wasps",
    "Wasps",
  ] as const;
  const technicians = ["Marcus Reed", "Ana Flores", "Tyler Brooks", "Keisha Grant", "Luis Ortega", "Ray Dominguez"] as const;
  const drafts: { date: string; row: Cell[] }[] = [];
  while (drafts.length < 310) {
    const date = day(2025, 1, 1, r.int(0, LAST_OFFSET));
    const month = monthOf(date);
    const pest: string = r.pick(pests);
    if (pest === "Wasps" && (month < 4 || month > 10)) continue;
    if (pest === "Termites" && (month < 3 || month > 6) && r.random() < 0.5) continue;
    let property: string = r.pick([
      "House",
      "House",
      "House",
      "House",
      "Apartment",
      "Apartment",
      "Restaurant",
      "Restaurant",
      "Restaurant",
      "Office",
      "Warehouse",
    ]);
    if (pest === "Bed Bugs" && !["House", "Apartment"].includes(property)) property = r.pick(["House", "Apartment"]);
    if (pest === "Termites" && property === "Apartment") property = "House";
    const [low, high] = { Apartment: [600, 1400], House: [1200, 3600], Restaurant: [1500, 5000], Office: [2000, 8000], Warehouse: [5000, 20000] }[property]!;
    const area = Math.round(r.int(low!, high!) / 50) * 50;
    const treatment =
      pest === "Bed Bugs"
        ? "Heat"
        : pest === "Termites"
          ? r.random() < 0.6
            ? "Bait"
            : "Fumigation"
          : pest === "Rodents"
            ? "Traps"
            : pest === "Wasps"
              ? "Spray"
              : r.pick(["Spray", "Spray", "Bait"]);
    const eco = treatment === "Heat" || treatment === "Traps";
    const commercial = ["Restaurant", "Office", "Warehouse"].includes(property);
    const chemicalOz = eco ? 0 : r.round((area / { Spray: 100, Bait: 250, Fumigation: 40 }[treatment]!) * (0.8 + r.random() * 0.4), 1);
    const base =
      pest === "Bed Bugs"
        ? Math.max(600, 1.1 * area)
        : pest === "Termites"
          ? treatment === "Bait"
            ? 650 + 0.15 * area
            : 1400 + 0.35 * area
          : { Ants: 149, Cockroaches: 179, Rodents: 229, Wasps: 129 }[pest]! + (commercial && pest !== "Wasps" ? 0.05 * area : 0);
    const member = ["Ants", "Cockroaches", "Rodents"].includes(pest) && r.random() < (property === "Restaurant" ? 0.7 : 0.3);
    const followUp = r.random() < 0.12;
    // Quarterly-plan members get 15 % off; a follow-up visit under the warranty is free.
    const price = followUp ? 0 : r.round(base * (member ? 0.85 : 1));
    const [dLow, dHigh] = { Spray: [45, 90], Bait: [30, 75], Traps: [40, 90], Heat: [360, 540], Fumigation: [480, 720] }[treatment]!;
    const duration = Math.round(r.int(dLow!, dHigh!) * (followUp ? 0.6 : 1));
    const pets = !commercial && r.random() < 0.4;
    const needsReturn =
      r.random() < (followUp ? 0.05 : (({ "Bed Bugs": 0.3, Cockroaches: 0.25, Rodents: 0.2, Termites: 0.1 } as Record<string, number>)[pest] ?? 0.08));
    // Only the two licensed fumigators tent a building.
    const technician = treatment === "Fumigation" ? r.pick(["Keisha Grant", "Ray Dominguez"]) : r.pick(technicians);
    const rating = r.random() < 0.3 ? "" : needsReturn ? r.pick([1, 2, 2, 3, 3, 4]) : r.pick([3, 4, 4, 5, 5, 5]);
    drafts.push({
      date,
      row: [
        date,
        r.pick(["Austin", "Austin", "Dallas", "Dallas", "Houston", "Houston", "San Antonio"]),
        pest,
        property,
        treatment,
        technician,
        area,
        duration,
        chemicalOz,
        price,
        member,
        followUp,
        eco,
        pets,
        needsReturn,
        rating,
      ],
    });
  }
  drafts.sort((a, b) => a.date.localeCompare(b.date));
  write(
    "PestControlJobs",
    [
      "JobId",
      "ServiceDate",
      "Branch",
      "PestType",
      "PropertyType",
      "Treatment",
      "Technician",
      "AreaSqFt",
      "DurationMin",
      "ChemicalOz",
      "PriceUsd",
      "IsPlanMember",
      "IsFollowUp",
      "IsEcoTreatment",
      "PetsOnSite",
      "NeedsReturnVisit",
      "CustomerRating",
    ],
    drafts.map((draft, index) => [`PC-${3001 + index}`, ...draft.row]),
  );
}

// Taxi trips (UPPER_CASE columns, a pickup/drop-off timestamp pair), in Singapore dollars.
{
  const r = prng(234);
  const places: Record<string, [number, number]> = {
    CBD: [0, 0],
    Orchard: [-1.5, 2],
    "Changi Airport": [17, 5],
    "Jurong East": [-14, 3],
    Tampines: [12, 6],
    Sentosa: [-2, -3],
    Woodlands: [-5, 16],
  };
  const pickups = ["CBD", "CBD", "CBD", "Orchard", "Orchard", "Changi Airport", "Changi Airport", "Jurong East", "Tampines", "Sentosa", "Woodlands"];
  const dropoffs = ["CBD", "CBD", "Orchard", "Orchard", "Changi Airport", "Jurong East", "Tampines", "Sentosa", "Woodlands"];
  const hours = [0, 1, 2, 4, 6, 7, 7, 8, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 18, 19, 19, 20, 21, 22, 23];
  const rates = { Standard: [4.1, 0.7], Premium: [4.5, 0.78], Limousine: [5, 0.9], Maxicab: [4.8, 0.75] } as const;
  const base = Date.UTC(2025, 0, 1);
  const drafts: { at: string; row: Cell[] }[] = [];
  for (let i = 0; i < 360; i++) {
    const dayOffset = r.int(0, LAST_OFFSET);
    const hour = r.pick(hours);
    const minutes = dayOffset * 1440 + hour * 60 + r.int(0, 59);
    const at = stamp(base, minutes);
    const weekday = new Date(base + minutes * 60_000).getUTCDay(); // 0 Sunday … 6 Saturday
    const from = r.pick(pickups);
    let to = r.pick(dropoffs);
    if (to === from && r.random() < 0.6) to = r.pick(dropoffs);
    const [x1, y1] = places[from]!;
    const [x2, y2] = places[to]!;
    const distance = r.round(from === to ? 2 + r.random() * 4 : Math.hypot(x2 - x1, y2 - y1) * (1.2 + r.random() * 0.25), 1);
    const lateNight = hour < 6;
    const peak = !lateNight && ((weekday >= 1 && weekday <= 5 && hour >= 6 && hour <= 9) || hour >= 18);
    const speed = lateNight ? 45 : peak ? 22 : 32;
    const duration = Math.round((distance / speed) * 60 * (0.85 + r.random() * 0.35) + 2);
    const type = r.pick(["Standard", "Standard", "Standard", "Standard", "Standard", "Premium", "Premium", "Limousine", "Maxicab", "Maxicab"] as const);
    const passengers = type === "Maxicab" ? r.int(2, 7) : r.pick([1, 1, 1, 2, 2, 3, 4]);
    const booking =
      from === "Changi Airport"
        ? r.pick(["Taxi Stand", "Taxi Stand", "App"])
        : r.pick(["Street Hail", "Street Hail", "Street Hail", "App", "App", "App", "Phone", "Taxi Stand"]);
    const [flag, perKm] = rates[type];
    // The meter: flag-down, a rate a km and 0.30 a minute of waiting (minutes beyond two a km).
    const meter = r.round(flag + perKm * distance + 0.3 * Math.max(0, duration - 2 * distance));
    const surchargeType = lateNight ? "LATE NIGHT" : peak ? "PEAK" : "NONE";
    const surcharge = r.round(meter * (lateNight ? 0.5 : peak ? 0.25 : 0));
    // Airport pickups pay 6, or 8 from Friday to Sunday 17:00–23:59.
    const airportFee = from !== "Changi Airport" ? 0 : (weekday === 5 || weekday === 6 || weekday === 0) && hour >= 17 ? 8 : 6;
    const bookingFee = booking === "App" ? (surchargeType === "NONE" ? 3 : 3.5) : booking === "Phone" ? 2.3 : 0;
    const total = r.round(meter + surcharge + airportFee + bookingFee);
    const payment = booking === "App" ? r.pick(["In-App", "In-App", "Card"]) : r.pick(["Cash", "Cash", "Card", "Card", "NETS"]);
    const rating = booking === "App" && r.random() < 0.7 ? r.pick([3, 4, 4, 5, 5, 5, 2]) : "";
    drafts.push({
      at,
      row: [
        at,
        stamp(base, minutes + duration),
        from,
        to,
        type,
        booking,
        passengers,
        distance,
        meter,
        surchargeType,
        surcharge,
        airportFee,
        bookingFee,
        total,
        payment,
        r.pick(["SH1042", "SH1107", "SH1230", "SH1388", "SH1415", "SH1561"]),
        rating,
      ],
    });
  }
  drafts.sort((a, b) => a.at.localeCompare(b.at));
  write(
    "TAXI_TRIPS",
    [
      "TRIP_ID",
      "PICKUP_TIME",
      "DROPOFF_TIME",
      "PICKUP_AREA",
      "DROPOFF_AREA",
      "TAXI_TYPE",
      "BOOKING_TYPE",
      "PASSENGERS",
      "DISTANCE_KM",
      "METER_FARE",
      "SURCHARGE_TYPE",
      "SURCHARGE",
      "AIRPORT_FEE",
      "BOOKING_FEE",
      "TOTAL_FARE",
      "PAYMENT_MODE",
      "DRIVER_ID",
      "RATING",
    ],
    drafts.map((draft, index) => [`TX-${50001 + index}`, ...draft.row]),
  );
}
