/**
 * Generates the forty-seventh held-out suite's tables deterministically (one seeded PRNG per table, seeds
 * 471–474, no dependencies):
 *
 *   cd bench && node --import tsx data-questions/holdout47/make-tables.ts
 *
 * Four small synthetic tables, one naming style each: terse snake_case with codes and Y/N flags (harbour
 * pilotage), Basque names and values (cider-house bookings), camelCase with true/false columns (push
 * notification campaigns) and UPPER_CASE with YES/NO columns (a sign-language interpreting agency).
 * Changing this file changes the expected answers: rerun it, then the holdout test checks that every
 * expected SQL still returns rows.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Cell, csvWriter, day, prng, stamp } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));
const MINUTE = 60_000;
const DAY = 86_400_000;

// Harbour pilotage movements (terse snake_case, codes, Y/N flags): a Pacific-coast pilotage district, fees in CAD.
{
  const r = prng(471);
  const base = Date.UTC(2025, 0, 1);
  const types = {
    CNT: { loa: [200, 366], factor: 1.05, draught: [10, 15], terms: ["CTM", "DLT", "VTM"] },
    BLK: { loa: [180, 300], factor: 1, draught: [9, 14.5], terms: ["RBK", "NSH"] },
    TNK: { loa: [180, 275], factor: 1.05, draught: [9, 14], terms: ["WRM"] },
    RORO: { loa: [180, 232], factor: 1.6, draught: [8, 10], terms: ["FSD"] },
    CRS: { loa: [250, 330], factor: 2, draught: [7.5, 8.8], terms: ["CPL"] },
    GEN: { loa: [100, 180], factor: 0.7, draught: [6, 9.5], terms: ["FSD", "NSH"] },
  } as const;
  type Vessel = keyof typeof types;
  const pilots = ["P01", "P02", "P03", "P04", "P05", "P06", "P07", "P08"];
  const drafts: { minute: number; row: Cell[] }[] = [];
  for (let i = 0; i < 320; i++) {
    const minute = r.int(0, 699 * 1440 - 1);
    const at = new Date(base + minute * MINUTE);
    const month = at.getUTCMonth() + 1;
    const hour = at.getUTCHours();
    const movement = r.pick(["ARR", "ARR", "DEP", "DEP", "SHF"]);
    const pool: Vessel[] = ["CNT", "CNT", "CNT", "BLK", "BLK", "BLK", "TNK", "TNK", "RORO", "GEN"];
    if (month >= 5 && month <= 10) pool.push("CRS", "CRS");
    const vessel = r.pick(pool);
    const spec = types[vessel];
    const loa = r.int(spec.loa[0], spec.loa[1]);
    const gt = Math.round((loa * loa * spec.factor * (0.9 + 0.2 * r.random())) / 10) * 10;
    const draught = r.round(spec.draught[0] + r.random() * (spec.draught[1] - spec.draught[0]), 1);
    const terminal = r.pick(spec.terms);
    const station = movement === "ARR" ? (terminal === "FSD" ? "SND" : "BRT") : "INH";
    const pilotCount = loa >= 300 ? 2 : 1;
    const tugs = (movement === "SHF" ? r.int(1, 2) : loa < 200 ? 1 : loa < 300 ? 2 : 3) + (vessel === "TNK" ? 1 : 0);
    const night = hour >= 20 || hour < 6;
    const hazardous = vessel === "TNK" || (vessel === "CNT" && r.random() < 0.2) || (vessel === "GEN" && r.random() < 0.1);
    const winter = month >= 11 || month <= 2;
    const delayed = r.random() < (winter ? 0.45 : 0.25);
    const delay = delayed ? Math.round(r.int(15, 240) / 5) * 5 : 0;
    const reason = !delayed ? "" : winter && r.random() < 0.5 ? "WX" : r.pick(["WX", "BRT", "BRT", "AGT", "AGT", "PLT", "TUG"]);
    const cancelled = r.random() < 0.04;
    const river = terminal === "FSD";
    const hours = movement === "SHF" ? 1 + r.random() : river ? 2 + r.random() * 1.5 : 3.5 + r.random() * 2;
    const onBoard = r.round(hours, 1);
    const fee = cancelled ? 450 : r.round((1150 + 0.032 * gt + 210 * onBoard) * (night ? 1.25 : 1) + (pilotCount === 2 ? 1400 : 0));
    drafts.push({
      minute,
      row: [
        stamp(base, minute),
        movement,
        vessel,
        loa,
        gt,
        draught,
        terminal,
        station,
        r.pick(pilots),
        pilotCount,
        tugs,
        night ? "Y" : "N",
        hazardous ? "Y" : "N",
        delay,
        reason,
        cancelled ? "" : onBoard,
        cancelled ? "Y" : "N",
        fee,
      ],
    });
  }
  drafts.sort((a, b) => a.minute - b.minute);
  write(
    "pltg_mvmt_log",
    [
      "mv_no",
      "brd_ts",
      "mv_typ",
      "vsl_typ",
      "loa_m",
      "gt",
      "drft_m",
      "term",
      "brd_stn",
      "plt_id",
      "plt_cnt",
      "tug_cnt",
      "nt_flg",
      "haz_flg",
      "dly_min",
      "dly_rsn",
      "plt_hrs",
      "cncl_flg",
      "fee_cad",
    ],
    drafts.map((draft, index) => [`PM-${24001 + index}`, ...draft.row]),
  );
}

// Cider-house bookings (Basque column names and values): three Gipuzkoan cider houses, in euros.
{
  const r = prng(472);
  const inSeason = (iso: string) => {
    const monthDay = iso.slice(5);
    return monthDay >= "01-15" && monthDay <= "04-30";
  };
  const drafts: { date: string; row: Cell[] }[] = [];
  for (let i = 0; i < 280; i++) {
    let date = day(2025, 1, 1, r.int(0, 697));
    while (!inSeason(date) && r.random() >= 0.35) date = day(2025, 1, 1, r.int(0, 697));
    const season = inSeason(date);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    const shift = r.random() < (weekend ? 0.5 : 0.3) ? "bazkaria" : "afaria";
    const town = r.pick(["Astigarraga", "Astigarraga", "Hernani", "Usurbil"]);
    const party = r.pick(["kuadrilla", "kuadrilla", "familia", "familia", "enpresa", "turistak"]);
    const people = party === "kuadrilla" ? r.int(6, 20) : party === "familia" ? r.int(3, 12) : party === "enpresa" ? r.int(10, 45) : r.int(2, 8);
    const children = party === "familia" ? r.int(0, Math.min(4, people - 2)) : 0;
    const menu = people >= 15 && r.random() < (party === "enpresa" ? 0.7 : 0.3) ? "talde menua" : r.random() < 0.7 ? "ohiko menua" : "menu laburra";
    const price = (menu === "ohiko menua" ? 45 : menu === "menu laburra" ? 34 : 39) + (season ? 3 : 0);
    const bottles = r.random() < 0.4 ? r.int(1, 24) : 0;
    const deposit = people >= 10 ? 10 * people : 0;
    const cancelled = r.random() < 0.07;
    const total = r.round((people - children) * price + children * 20 + bottles * 4.5);
    const channel =
      party === "enpresa" && r.random() < 0.6
        ? "posta elektronikoa"
        : party === "turistak" && r.random() < 0.7
          ? "webgunea"
          : r.pick(["telefonoa", "telefonoa", "webgunea", "WhatsApp"]);
    const origin =
      party === "turistak"
        ? r.random() < 0.75
          ? "atzerria"
          : "Iparraldea"
        : r.pick(["Gipuzkoa", "Gipuzkoa", "Gipuzkoa", "Gipuzkoa", "Bizkaia", "Bizkaia", "Araba", "Nafarroa", "Iparraldea"]);
    const allergy = r.random() < 0.15;
    const rated = !cancelled && r.random() < 0.6;
    const rating = rated ? r.pick(party === "turistak" ? [4, 5, 5, 5] : [2, 3, 4, 4, 4, 5, 5]) : "";
    drafts.push({
      date,
      row: [
        date,
        shift,
        town,
        party,
        people,
        children,
        menu,
        season ? "bai" : "ez",
        price,
        bottles,
        deposit,
        cancelled ? "" : total,
        channel,
        origin,
        allergy ? "bai" : "ez",
        cancelled ? "bai" : "ez",
        rating,
      ],
    });
  }
  drafts.sort((a, b) => a.date.localeCompare(b.date));
  write(
    "sagardotegi_erreserbak",
    [
      "kodea",
      "data",
      "txanda",
      "herria",
      "taldea",
      "pertsonak",
      "haurrak",
      "menua",
      "txotx_garaia",
      "prezioa_pertsonako",
      "sagardo_botilak",
      "aurrerakina_eur",
      "guztira_eur",
      "kanala",
      "jatorria",
      "alergiak",
      "ezeztatua",
      "balorazioa",
    ],
    drafts.map((draft, index) => [`SG-${7001 + index}`, ...draft.row]),
  );
}

// Push-notification campaigns (camelCase, true/false columns): a language-learning app, revenue in US dollars.
{
  const r = prng(473);
  const base = Date.UTC(2025, 0, 6);
  const openRates = {
    Reminder: [0.06, 0.12],
    Promotion: [0.03, 0.07],
    "Feature Launch": [0.04, 0.09],
    "Win-back": [0.015, 0.04],
    "Weekly Digest": [0.03, 0.06],
  } as const;
  type Kind = keyof typeof openRates;
  const audience: Record<Kind, string[]> = {
    Reminder: ["New Users", "Active", "Free Tier", "Premium"],
    Promotion: ["Free Tier", "Free Tier", "Lapsed", "Active", "New Users"],
    "Feature Launch": ["New Users", "Active", "Free Tier", "Premium"],
    "Win-back": ["Lapsed"],
    "Weekly Digest": ["Active", "Premium"],
  };
  const sizes: Record<string, [number, number]> = {
    Lapsed: [60_000, 250_000],
    Active: [30_000, 150_000],
    "Free Tier": [40_000, 200_000],
    "New Users": [5_000, 40_000],
    Premium: [5_000, 30_000],
  };
  const drafts: { minute: number; row: Cell[] }[] = [];
  for (let i = 0; i < 300; i++) {
    const hour = r.int(7, 21);
    const minute = r.int(0, 693) * 1440 + hour * 60 + r.pick([0, 15, 30, 45]);
    const platform = r.random() < 0.1 ? "Web" : r.pick(["iOS", "Android"]);
    const market = r.pick(["US", "US", "US", "UK", "UK", "BR", "BR", "DE", "JP", "MX"]);
    const kind = r.pick(["Reminder", "Reminder", "Reminder", "Promotion", "Promotion", "Feature Launch", "Win-back", "Weekly Digest"] as Kind[]);
    const segment = r.pick(audience[kind]);
    const [low, high] = sizes[segment]!;
    const recipients = Math.round((low + r.random() * (high - low)) * (market === "US" ? 1 : 0.6) * (platform === "Web" ? 0.3 : 1));
    const deliveryRate = platform === "iOS" ? 0.88 + r.random() * 0.07 : platform === "Android" ? 0.93 + r.random() * 0.05 : 0.7 + r.random() * 0.15;
    const delivered = Math.round(recipients * deliveryRate);
    const rich = r.random() < 0.4;
    const [openLow, openHigh] = openRates[kind];
    const openRate = (openLow + r.random() * (openHigh - openLow)) * (rich ? 1.3 : 1) * (hour >= 18 ? 1.15 : 1);
    const opened = Math.round(delivered * openRate);
    const clicked = platform === "Web" ? Math.round(delivered * (0.01 + r.random() * 0.02)) : Math.round(opened * (0.25 + r.random() * 0.35));
    const conversionRate = kind === "Promotion" ? 0.04 + r.random() * 0.06 : kind === "Win-back" ? 0.02 + r.random() * 0.04 : 0.005 + r.random() * 0.015;
    const conversions = Math.round(clicked * conversionRate);
    const discount = kind === "Promotion" || kind === "Win-back" ? r.pick([10, 20, 30, 40, 50]) : 0;
    const abTest = r.random() < 0.25;
    drafts.push({
      minute,
      row: [
        stamp(base, minute),
        platform,
        market,
        kind,
        segment,
        r.pick(["Ana", "Ravi", "Chloe", "Kenji", "Marta"]),
        recipients,
        delivered,
        platform === "Web" ? "" : opened,
        clicked,
        conversions,
        discount,
        r.round(conversions * 79.99 * (1 - discount / 100)),
        Math.round(delivered * (0.0002 + r.random() * 0.0028) * (kind === "Promotion" ? 1.8 : 1)),
        rich,
        abTest,
        abTest ? r.pick(["A", "B"]) : "",
        r.random() < 0.5,
      ],
    });
  }
  drafts.sort((a, b) => a.minute - b.minute);
  write(
    "pushCampaigns",
    [
      "campaignId",
      "sentAt",
      "platform",
      "market",
      "campaignType",
      "audienceSegment",
      "owner",
      "recipients",
      "delivered",
      "opened",
      "clicked",
      "conversions",
      "discountPct",
      "revenueUsd",
      "optOuts",
      "hasRichMedia",
      "isABTest",
      "abVariant",
      "localTimeSend",
    ],
    drafts.map((draft, index) => [`PN-${3001 + index}`, ...draft.row]),
  );
}

// Sign-language interpreting bookings (UPPER_CASE, YES/NO columns): a Greater Manchester BSL agency, in pounds.
{
  const r = prng(474);
  const base = Date.UTC(2025, 0, 2);
  const settings = [
    "Medical",
    "Medical",
    "Medical",
    "Medical",
    "Education",
    "Education",
    "Education",
    "Employment",
    "Employment",
    "Employment",
    "Legal",
    "Legal",
    "Social Care",
    "Social Care",
    "Event",
  ];
  // Earliest and latest start (minutes after midnight), duration range and step, share of video bookings.
  const shapes: Record<string, { start: [number, number]; minutes: [number, number, number]; video: number }> = {
    Medical: { start: [480, 1020], minutes: [30, 90, 15], video: 0.35 },
    Legal: { start: [570, 840], minutes: [60, 240, 30], video: 0.1 },
    Education: { start: [510, 900], minutes: [60, 360, 30], video: 0.3 },
    Employment: { start: [480, 1050], minutes: [60, 180, 15], video: 0.4 },
    "Social Care": { start: [480, 1140], minutes: [45, 120, 15], video: 0.3 },
    Event: { start: [600, 1170], minutes: [120, 480, 30], video: 0 },
  };
  const interpreters = ["Rachel", "Tom", "Aisha", "Gareth", "Lucy", "Kwame", "Hannah"];
  const legalInterpreters = ["Aisha", "Gareth", "Hannah"];
  const scoreBias: Record<string, number[]> = {
    Rachel: [3, 4, 4, 5, 5],
    Tom: [2, 3, 3, 4, 4, 5],
    Aisha: [4, 4, 5, 5, 5],
    Gareth: [3, 3, 4, 4, 5],
    Lucy: [2, 3, 4, 4, 5],
    Kwame: [3, 4, 4, 5, 5, 5],
    Hannah: [3, 4, 4, 4, 5],
  };
  const miles: Record<string, [number, number]> = {
    Manchester: [1.5, 9],
    Salford: [3, 12],
    Stockport: [6, 15],
    Oldham: [7, 16],
    Bolton: [10, 22],
    Wigan: [15, 30],
  };
  const drafts: { start: number; row: Cell[] }[] = [];
  for (let i = 0; i < 260; i++) {
    const setting = r.pick(settings);
    const shape = shapes[setting]!;
    let offset = r.int(0, 697);
    let weekday = new Date(base + offset * DAY).getUTCDay();
    while (setting !== "Event" && (weekday === 0 || weekday === 6) && r.random() < 0.9) {
      offset = r.int(0, 697);
      weekday = new Date(base + offset * DAY).getUTCDay();
    }
    const weekend = weekday === 0 || weekday === 6;
    const startMinute = shape.start[0] + 15 * r.int(0, (shape.start[1] - shape.start[0]) / 15);
    const [shortest, longest, step] = shape.minutes;
    const duration = shortest + step * r.int(0, (longest - shortest) / step);
    const start = base + offset * DAY + startMinute * MINUTE;
    const video = r.random() < shape.video;
    const payer =
      setting === "Medical"
        ? "NHS"
        : setting === "Legal"
          ? r.random() < 0.7
            ? "HMCTS"
            : "Private Client"
          : setting === "Education"
            ? "University"
            : setting === "Employment"
              ? r.random() < 0.8
                ? "Access to Work"
                : "Private Client"
              : setting === "Social Care"
                ? "Local Authority"
                : r.random() < 0.6
                  ? "Private Client"
                  : "Local Authority";
    const city = r.pick(["Manchester", "Manchester", "Manchester", "Salford", "Stockport", "Bolton", "Oldham", "Wigan"]);
    const needed = setting === "Event" || duration > 120 || (setting === "Legal" && duration > 60) ? 2 : 1;
    const lead = r.random() < 0.15 ? r.int(0, 1) : r.int(2, 45);
    const urgent = lead < 2;
    const outOfHours = weekend || startMinute < 480 || startMinute + duration > 1080;
    const draw = r.random();
    const status =
      draw < (urgent ? 0.25 : 0.03)
        ? "Unfilled"
        : draw < (urgent ? 0.3 : 0.08)
          ? "Cancelled Early"
          : draw < (urgent ? 0.34 : 0.12)
            ? "Cancelled Late"
            : "Completed";
    const interpreter = status === "Unfilled" ? "" : r.pick(setting === "Legal" ? legalInterpreters : interpreters);
    const [nearest, farthest] = miles[city]!;
    const travel = video ? 0 : r.round(nearest + r.random() * (farthest - nearest), 1);
    const rate = ((video ? 40 : 45) + (setting === "Legal" ? 10 : 0)) * (outOfHours ? 1.5 : 1) * (urgent ? 1.25 : 1);
    const billedHours = Math.max(video ? 0.5 : 2, duration / 60);
    const work = needed * billedHours * rate;
    const fee = status === "Completed" ? r.round(work + needed * travel * 2 * 0.45) : status === "Cancelled Late" ? r.round(work) : 0;
    const scored = status === "Completed" && r.random() < 0.5;
    drafts.push({
      start,
      row: [
        stamp(start, 0),
        stamp(start, duration),
        setting,
        payer,
        video ? "Video Remote" : "In Person",
        city,
        interpreter,
        needed,
        duration,
        lead,
        urgent ? "YES" : "NO",
        outOfHours ? "YES" : "NO",
        status,
        travel,
        r.round(rate),
        fee,
        scored ? r.pick(scoreBias[interpreter]!) : "",
      ],
    });
  }
  drafts.sort((a, b) => a.start - b.start);
  write(
    "SIGN_LANGUAGE_BOOKINGS",
    [
      "BOOKING_REF",
      "START_TIME",
      "END_TIME",
      "SETTING",
      "PAYER",
      "MODE",
      "CITY",
      "INTERPRETER",
      "INTERPRETERS_NEEDED",
      "DURATION_MIN",
      "LEAD_DAYS",
      "URGENT",
      "OUT_OF_HOURS",
      "STATUS",
      "TRAVEL_MILES",
      "HOURLY_RATE_GBP",
      "FEE_GBP",
      "FEEDBACK_SCORE",
    ],
    drafts.map((draft, index) => [`BSL-${9001 + index}`, ...draft.row]),
  );
}
