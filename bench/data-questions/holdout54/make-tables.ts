/**
 * The fifty-fourth held-out suite's tables (see README.md): four CSVs with fixed seeds, one per table.
 *
 *   cd bench && node --import tsx data-questions/holdout54/make-tables.ts
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Cell, csvWriter, day, prng, stamp } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));
type Random = ReturnType<typeof prng>;

/** One of `items`, drawn with the given weights. */
function weighted<T>(r: Random, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let at = r.random() * total;
  for (const [item, weight] of items) {
    at -= weight;
    if (at < 0) return item;
  }
  return items[items.length - 1]![0];
}

const DAY_MS = 86_400_000;
const ms = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
/** Every day from `from` to `to` (ISO dates, inclusive) with its month (1–12), year and weekday (0 Sunday … 6 Saturday). */
function days(from: string, to: string) {
  const list: { iso: string; year: number; month: number; weekday: number; at: number }[] = [];
  for (let at = ms(from); at <= ms(to); at += DAY_MS) {
    const date = new Date(at);
    list.push({ iso: date.toISOString().slice(0, 10), year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, weekday: date.getUTCDay(), at });
  }
  return list;
}
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

// ---------------------------------------------------------------- 1. narrowboat hire (terse codes, Y/N)
{
  const r = prng(541);
  const N = 310;
  const MONTH_WEIGHT = [0, 1, 3, 7, 9, 10, 13, 14, 9, 7, 2, 1];
  const BREAKS = [
    ["SB", 5, 3, 30],
    ["MW", 1, 4, 25],
    ["WK", 6, 7, 38],
    ["FN", 6, 14, 7],
  ] as const; // code, pickup weekday, nights, weight
  const NIGHTLY = { C2: 115, C4: 145, C6: 180, C8: 215 } as const;
  const BREAK_RATE = { SB: 1.15, MW: 1.05, WK: 1, FN: 0.92 } as const;
  const BERTHS = { C2: 2, C4: 4, C6: 6, C8: 8 } as const;
  const calendar = days("2025-01-01", "2026-11-30");
  const rows: { pu: number; row: Cell[] }[] = [];
  while (rows.length < N) {
    const [brk, weekday, nights] = weighted(
      r,
      BREAKS.map((entry) => [entry, entry[3]] as const),
    );
    const candidates = calendar.filter((d) => d.weekday === weekday && d.at + nights * DAY_MS <= ms("2026-11-30"));
    const chosen = weighted(
      r,
      candidates.map((d) => [d, MONTH_WEIGHT[d.month - 1]! * (d.year === 2026 ? 1.1 : 1)] as const),
    );
    const winter = chosen.month <= 2 || chosen.month >= 11;
    if (winter && brk === "FN") continue; // no fortnights in the stoppage season
    const base = weighted(r, [
      ["BRN", 35],
      ["TRV", 25],
      ["SKP", 20],
      ["ALV", 20],
    ]);
    const cls = weighted(r, [
      ["C2", 15],
      ["C4", 35],
      ["C6", 35],
      ["C8", brk === "FN" ? 5 : 15],
    ] as const);
    const berths = BERTHS[cls];
    const pax = cls === "C2" ? (r.random() < 0.85 ? 2 : 1) : r.int(Math.max(2, berths - 3), berths);
    const ctry = weighted(r, [
      ["GB", 70],
      ["DE", 10],
      ["NL", 8],
      ["US", 7],
      ["AU", 5],
    ]);
    const chan =
      ctry === "GB"
        ? weighted(r, [
            ["WEB", 65],
            ["PHN", 20],
            ["AGT", 15],
          ])
        : weighted(r, [
            ["WEB", 45],
            ["PHN", 5],
            ["AGT", 50],
          ]);
    const repeat = r.random() < (ctry === "GB" ? 0.3 : 0.1);
    const dog = r.random() < (cls === "C8" ? 0.15 : 0.3);
    const pickupMinutes = 14 * 60 + 15 * r.int(0, 10);
    const puAt = chosen.at + pickupMinutes * 60_000;
    const lead = brk === "WK" || brk === "FN" ? r.int(21, 240) : r.int(5, 120);
    const booked = day(chosen.year, chosen.month, Number(chosen.iso.slice(8)), -lead);
    const stat = weighted(r, [
      ["CMP", 92],
      ["CXL", 6],
      ["NSH", 2],
    ]);
    const season = chosen.month === 7 || chosen.month === 8 ? 1.3 : winter || chosen.month === 3 ? 0.75 : 1;
    const hire = Math.round(NIGHTLY[cls] * nights * season * BREAK_RATE[brk] * (chosen.year === 2026 ? 1.04 : 1));
    const pet = dog ? 50 : 0;
    let rtn: Cell = "";
    let engHrs: Cell = "";
    let fuel: Cell = "";
    let dmg: Cell = "";
    let late: Cell = "";
    let rating: Cell = "";
    if (stat === "CMP") {
      const isLate = r.random() < 0.1;
      const returnMinutes = isLate ? r.int(9 * 60 + 31, 11 * 60 + 30) : r.int(8 * 60 + 15, 9 * 60 + 30);
      rtn = stamp(chosen.at + nights * DAY_MS, returnMinutes);
      late = isLate ? "Y" : "N";
      const hours = r.round(nights * (3.5 + 3 * r.random()), 1);
      const damage = r.random() < 0.07 ? r.int(25, 300) : 0;
      engHrs = hours;
      fuel = r.round(hours * (chosen.year === 2026 ? 2.55 : 2.4), 2);
      dmg = damage;
      if (r.random() < 0.45) {
        const mood = 4.2 + (base === "SKP" ? 0.3 : 0) - (isLate ? 0.4 : 0) - (damage > 0 ? 0.8 : 0) + r.normal() * 0.8;
        rating = clamp(Math.round(mood), 1, 5);
      }
    }
    const total = r.round(hire + pet + (typeof fuel === "number" ? fuel : 0) + (typeof dmg === "number" ? dmg : 0), 2);
    rows.push({
      pu: puAt,
      row: [
        booked,
        stamp(chosen.at, pickupMinutes),
        rtn,
        base,
        cls,
        brk,
        nights,
        pax,
        dog ? "Y" : "N",
        chan,
        ctry,
        repeat ? "Y" : "N",
        stat,
        engHrs,
        late,
        hire,
        pet,
        fuel,
        dmg,
        total,
        rating,
      ],
    });
  }
  rows.sort((a, b) => a.pu - b.pu);
  write(
    "nb_hire_bkg",
    [
      "bkg_ref",
      "bkd_dt",
      "pu_ts",
      "rtn_ts",
      "base",
      "bt_cls",
      "brk_typ",
      "nts",
      "pax",
      "dog_flg",
      "chan",
      "cust_ctry",
      "rpt_cust",
      "stat",
      "eng_hrs",
      "late_rtn",
      "hire_gbp",
      "pet_gbp",
      "fuel_gbp",
      "dmg_gbp",
      "tot_gbp",
      "rtg",
    ],
    rows.map(({ row }, index) => [`NB-${5001 + index}`, ...row]),
  );
}

// ---------------------------------------------------------------- 2. agriturismo bookings (Sardinian, eja/nono)
{
  const r = prng(542);
  const N = 290;
  const MONTH_WEIGHT = [1, 2, 3, 6, 8, 10, 14, 16, 10, 6, 3, 4];
  const open = days("2025-01-01", "2026-11-29").filter((d) => {
    if (d.month === 1 && Number(d.iso.slice(8)) >= 7) return false; // closed for the holidays, 7–31 January
    if (d.weekday === 1) return false; // closed on Mondays
    const summer = d.month >= 4 && d.month <= 10;
    return summer || d.weekday === 0 || d.weekday === 5 || d.weekday === 6; // winter: Friday to Sunday only
  });
  const weekdayWeight = (weekday: number) => (weekday === 0 ? 2.5 : weekday === 6 ? 2 : weekday === 5 ? 1.3 : 1);
  const PRICE = { traditzionale: 35, porcheddu: 45, vegetarianu: 30 } as const;
  const rows: { at: number; row: Cell[] }[] = [];
  for (let i = 0; i < N; i++) {
    const d = weighted(
      r,
      open.map((entry) => [entry, MONTH_WEIGHT[entry.month - 1]! * weekdayWeight(entry.weekday)] as const),
    );
    const summer = d.month >= 6 && d.month <= 9;
    const lunchShare = d.weekday === 0 ? 0.75 : d.weekday === 6 ? 0.35 : summer ? 0.4 : 0.5;
    const lunch = r.random() < lunchShare;
    const minutes = lunch ? 12 * 60 + 30 + 15 * r.int(0, 6) : 19 * 60 + 30 + 15 * r.int(0, 8);
    const festa = r.random() < (d.weekday === 0 && lunch ? 0.16 : 0.05);
    const adultos = festa
      ? r.int(10, 30)
      : weighted(r, [
          [1, 5],
          [2, 45],
          [3, 12],
          [4, 20],
          [5, 6],
          [6, 7],
          [7, 2],
          [8, 2],
          [9, 1],
        ]);
    const pitzinnos = festa ? r.int(0, 10) : r.random() < 0.6 ? 0 : r.int(1, 3);
    const provenientzia = summer
      ? weighted(r, [
          ["Sardigna", 35],
          ["Itàlia", 30],
          ["Germània", 15],
          ["Frantza", 10],
          ["Àteru", 10],
        ])
      : weighted(r, [
          ["Sardigna", 70],
          ["Itàlia", 15],
          ["Germània", 6],
          ["Frantza", 4],
          ["Àteru", 5],
        ]);
    const foreign = provenientzia !== "Sardigna" && provenientzia !== "Itàlia";
    const canale = festa
      ? weighted(r, [
          ["telèfonu", 80],
          ["situ", 20],
        ])
      : foreign
        ? weighted(r, [
            ["situ", 50],
            ["agentzia", 30],
            ["telèfonu", 20],
          ])
        : provenientzia === "Sardigna"
          ? weighted(r, [
              ["telèfonu", 70],
              ["situ", 30],
            ])
          : weighted(r, [
              ["situ", 50],
              ["telèfonu", 35],
              ["agentzia", 15],
            ]);
    const menu = weighted(r, [
      ["traditzionale", 45],
      ["porcheddu", festa || d.weekday === 0 ? 60 : 35],
      ["vegetarianu", 15],
    ] as const);
    const price = PRICE[menu] + (d.year === 2026 ? 3 : 0);
    const logu = festa
      ? summer
        ? weighted(r, [
            ["sala", 50],
            ["giardinu", 50],
          ])
        : "sala"
      : summer
        ? lunch
          ? weighted(r, [
              ["lolla", 50],
              ["sala", 40],
              ["giardinu", 10],
            ])
          : weighted(r, [
              ["giardinu", 45],
              ["lolla", 35],
              ["sala", 20],
            ])
        : d.month === 5 || d.month === 10
          ? weighted(r, [
              ["lolla", 40],
              ["sala", 60],
            ])
          : "sala";
    const lead = festa ? r.int(14, 90) : canale === "agentzia" ? r.int(7, 60) : canale === "situ" ? r.int(1, 21) : r.int(0, 7);
    const booked = day(d.year, d.month, Number(d.iso.slice(8)), -lead);
    const cancelled = r.random() < (canale === "agentzia" ? 0.12 : 0.06);
    const pastos = adultos * price + pitzinnos * (d.year === 2026 ? 16 : 15);
    let bottles: Cell = "";
    let binu: Cell = "";
    let mantzia: Cell = "";
    let totale: Cell = "";
    let pagamentu: Cell = "";
    let votu: Cell = "";
    if (!cancelled) {
      const b = r.random() < 0.55 ? 0 : Math.max(1, Math.ceil(adultos / 3) + r.int(-1, 1));
      bottles = b;
      binu = b * 18;
      const tipRate = provenientzia === "Sardigna" ? 0.35 : foreign ? 0.7 : 0.5;
      const tip = r.random() < tipRate ? Math.round(pastos * (0.03 + 0.07 * r.random())) : 0;
      mantzia = tip;
      totale = pastos + b * 18 + tip;
      pagamentu =
        festa || canale === "agentzia"
          ? weighted(r, [
              ["bonìficu", 60],
              ["carta", 40],
            ])
          : weighted(r, [
              ["carta", 55],
              ["contantes", 45],
            ]);
      if (r.random() < 0.4) {
        const mood = 4.3 + (menu === "porcheddu" ? 0.3 : 0) - (menu === "vegetarianu" ? 0.3 : 0) + r.normal() * 0.7;
        votu = clamp(Math.round(mood), 1, 5);
      }
    }
    rows.push({
      at: d.at + minutes * 60_000,
      row: [
        booked,
        stamp(d.at, minutes),
        lunch ? "prandu" : "chena",
        adultos,
        pitzinnos,
        menu,
        price,
        logu,
        provenientzia,
        canale,
        festa ? "eja" : "nono",
        cancelled ? "eja" : "nono",
        pastos,
        bottles,
        binu,
        mantzia,
        totale,
        pagamentu,
        votu,
      ],
    });
  }
  rows.sort((a, b) => a.at - b.at);
  write(
    "agriturismu_prenotatziones",
    [
      "numeru",
      "data_prenotatzione",
      "data_pastu",
      "pastu",
      "adultos",
      "pitzinnos",
      "menu",
      "pretziu_menu_eur",
      "logu",
      "provenientzia",
      "canale",
      "festa",
      "annullada",
      "pastos_eur",
      "ampullas_binu",
      "binu_eur",
      "mantzia_eur",
      "totale_eur",
      "pagamentu",
      "votu",
    ],
    rows.map(({ row }, index) => [`PR-${7001 + index}`, ...row]),
  );
}

// ---------------------------------------------------------------- 3. online tutoring sessions (camelCase, true/false)
{
  const r = prng(543);
  const N = 320;
  const MONTH_WEIGHT = [7, 8, 10, 12, 14, 11, 5, 4, 8, 10, 11, 5];
  const weekdayWeight = [1, 1.2, 1.2, 1.2, 1.2, 0.6, 0.9];
  const calendar = days("2025-01-06", "2026-11-27");
  const TUTORS = {
    T01: { subjects: ["Maths", "Physics"], premium: 5, mood: 4.5 },
    T02: { subjects: ["Maths"], premium: 0, mood: 4.0 },
    T03: { subjects: ["English"], premium: 0, mood: 4.3 },
    T04: { subjects: ["Chemistry", "Physics"], premium: 5, mood: 3.8 },
    T05: { subjects: ["Coding"], premium: 10, mood: 4.6 },
    T06: { subjects: ["Spanish", "English"], premium: -5, mood: 4.1 },
    T07: { subjects: ["Maths", "Coding"], premium: 0, mood: 3.6 },
    T08: { subjects: ["Physics", "Chemistry", "Maths"], premium: 8, mood: 4.2 },
  } as const;
  type TutorId = keyof typeof TUTORS;
  const LEVEL_RATE = { GCSE: 35, "A-Level": 45, University: 60, Adult: 50 } as const;
  const rows: { at: number; row: Cell[] }[] = [];
  for (let i = 0; i < N; i++) {
    const d = weighted(
      r,
      calendar.map((entry) => [entry, MONTH_WEIGHT[entry.month - 1]! * weekdayWeight[entry.weekday]! * (entry.year === 2026 ? 1.3 : 1)] as const),
    );
    const subject = weighted(r, [
      ["Maths", 30],
      ["English", 18],
      ["Physics", 14],
      ["Coding", 14],
      ["Chemistry", 12],
      ["Spanish", 12],
    ] as const);
    const adultHeavy = subject === "Coding" || subject === "Spanish";
    const level = weighted(r, [
      ["GCSE", adultHeavy ? 20 : 38],
      ["A-Level", adultHeavy ? 10 : 32],
      ["University", 15],
      ["Adult", adultHeavy ? 55 : 15],
    ] as const);
    const tutors = (Object.keys(TUTORS) as TutorId[]).filter((id) => (TUTORS[id].subjects as readonly string[]).includes(subject));
    const tutorId = r.pick(tutors);
    const tutor = TUTORS[tutorId];
    const weekend = d.weekday === 0 || d.weekday === 6;
    const startMinutes = weekend
      ? 9 * 60 + 30 * r.int(0, 16)
      : level === "Adult"
        ? 19 * 60 + 30 * r.int(0, 3)
        : 15 * 60 +
          30 *
            weighted(
              r,
              [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((slot) => [slot, slot >= 4 && slot <= 8 ? 3 : 1] as const),
            );
    const startAt = d.at + startMinutes * 60_000;
    const isTrial = r.random() < 0.08;
    const durationMin = isTrial
      ? 30
      : weighted(r, [
          [30, 15],
          [45, 20],
          [60, 50],
          [90, 15],
        ]);
    const isGroup = !isTrial && (level === "GCSE" || level === "A-Level") && r.random() < 0.18;
    const studentCount = isGroup ? r.int(2, 4) : 1;
    const hourlyRateUsd = LEVEL_RATE[level] + tutor.premium + (d.year === 2026 ? 3 : 0);
    const isCancelled = r.random() < 0.07;
    const studentNoShow = !isCancelled && r.random() < 0.035;
    const wasRescheduled = r.random() < 0.12;
    const recordingRequested = r.random() < (level === "University" ? 0.4 : 0.2);
    const device = weighted(r, [
      ["desktop", 55],
      ["tablet", 20],
      ["mobile", 25],
    ]);
    let sessionFee = 0;
    let platformFee = 0;
    let materials = 0;
    if (!isTrial && !isCancelled) {
      sessionFee = r.round(((hourlyRateUsd * durationMin) / 60) * (isGroup ? 0.6 * studentCount : 1), 2);
      platformFee = r.round(sessionFee * 0.15, 2);
      materials = r.random() < 0.1 ? r.int(5, 20) : 0;
    }
    const held = !isCancelled && !studentNoShow;
    const endedAt = held ? stamp(startAt, durationMin + r.int(-3, 8)) : "";
    const rating = held && r.random() < 0.55 ? clamp(Math.round(tutor.mood + r.normal() * 0.8), 1, 5) : "";
    const leadMinutes = r.int(2 * 60, 14 * 24 * 60);
    rows.push({
      at: startAt,
      row: [
        stamp(startAt, -leadMinutes),
        stamp(startAt, 0),
        endedAt,
        subject,
        level,
        tutorId,
        durationMin,
        studentCount,
        isGroup,
        isTrial,
        wasRescheduled,
        isCancelled,
        studentNoShow,
        recordingRequested,
        device,
        hourlyRateUsd,
        sessionFee,
        platformFee,
        materials,
        r.round(sessionFee + platformFee + materials, 2),
        rating,
      ],
    });
  }
  rows.sort((a, b) => a.at - b.at);
  write(
    "tutoringSessions",
    [
      "sessionId",
      "bookedAt",
      "startsAt",
      "endedAt",
      "subject",
      "level",
      "tutorId",
      "durationMin",
      "studentCount",
      "isGroup",
      "isTrial",
      "wasRescheduled",
      "isCancelled",
      "studentNoShow",
      "recordingRequested",
      "device",
      "hourlyRateUsd",
      "sessionFeeUsd",
      "platformFeeUsd",
      "materialsUsd",
      "totalChargedUsd",
      "rating",
    ],
    rows.map(({ row }, index) => [`TS-${30001 + index}`, ...row]),
  );
}

// ---------------------------------------------------------------- 4. window cleaning round (Title Case With Spaces, 1/0)
{
  const r = prng(544);
  const N = 300;
  const MONTH_WEIGHT = [4, 5, 8, 10, 11, 11, 11, 9, 11, 10, 8, 5];
  const calendar = days("2025-01-06", "2026-11-28").filter((d) => d.weekday !== 0);
  const CUT_OFF = ms("2026-11-30");
  const PROPERTIES = {
    "Town Centre": [
      ["Shop", 35],
      ["Flat", 25],
      ["Terrace", 30],
      ["Semi", 10],
    ],
    Northside: [
      ["Semi", 45],
      ["Terrace", 30],
      ["Bungalow", 15],
      ["Detached", 10],
    ],
    Riverside: [
      ["Detached", 35],
      ["Semi", 30],
      ["Flat", 20],
      ["Bungalow", 15],
    ],
    Villages: [
      ["Detached", 40],
      ["Bungalow", 30],
      ["Semi", 20],
      ["Terrace", 10],
    ],
  } as const;
  const WINDOWS = { Terrace: [6, 10], Semi: [8, 14], Detached: [12, 24], Bungalow: [6, 12], Flat: [3, 6], Shop: [2, 8] } as const;
  const rows: { at: number; row: Cell[] }[] = [];
  for (let i = 0; i < N; i++) {
    const d = weighted(
      r,
      calendar.map((entry) => [entry, MONTH_WEIGHT[entry.month - 1]! * (entry.weekday === 6 ? 0.4 : 1)] as const),
    );
    const round = weighted(r, [
      ["Town Centre", 25],
      ["Northside", 30],
      ["Riverside", 25],
      ["Villages", 20],
    ] as const);
    const type = weighted(r, PROPERTIES[round]);
    const [low, high] = WINDOWS[type];
    const windows = r.int(low, high);
    const house = type !== "Flat" && type !== "Shop";
    const method = type === "Shop" ? "Water Fed Pole" : r.random() < (type === "Flat" ? 0.3 : 0.7) ? "Water Fed Pole" : "Ladder";
    const frames = r.random() < 0.25 ? 1 : 0;
    const gutterSeason = d.month === 4 || d.month === 10 || d.month === 11;
    const gutters = house && r.random() < (gutterSeason ? 0.2 : 0.06) ? 1 : 0;
    const conservatory = (type === "Semi" || type === "Detached" || type === "Bungalow") && r.random() < 0.2 ? 1 : 0;
    const regular = r.random() < (type === "Shop" ? 0.9 : 0.75) ? 1 : 0;
    const cleaner =
      d.weekday === 6
        ? r.pick(["Kerry", "Mo"] as const)
        : round === "Town Centre" || round === "Northside"
          ? weighted(r, [
              ["Dave", 60],
              ["Kerry", 40],
            ])
          : round === "Riverside"
            ? weighted(r, [
                ["Kerry", 70],
                ["Mo", 30],
              ])
            : weighted(r, [
                ["Mo", 80],
                ["Dave", 20],
              ]);
    const winter = d.month <= 2 || d.month >= 11;
    const outcome = weighted(r, [
      ["Done", winter ? 84 : 91],
      ["Rained Off", winter ? 12 : 5],
      ["No Access", regular ? 4 : 2],
    ]);
    const uplift = d.year === 2026 ? 1.05 : 1;
    const windowPrice = Math.round(Math.max(12, windows * (type === "Shop" ? 2.5 : 1.5)) * uplift);
    const extras = frames * (type === "Detached" ? 12 : 8) + gutters * (type === "Detached" ? 60 : 45) + conservatory * 25;
    const done = outcome === "Done";
    const minutes = done
      ? Math.max(10, Math.round(windows * (method === "Ladder" ? 3 : 2.2) + frames * 10 + gutters * 35 + conservatory * 20 + r.normal() * 3))
      : "";
    let paidOn: Cell = "";
    let paymentMethod: Cell = "";
    if (done && r.random() >= 0.06) {
      const chosen = weighted(r, [
        ["Cash", 35],
        ["Bank Transfer", 35],
        ["Card", 15],
        ["GoCardless", regular ? 20 : 0],
      ]);
      const lag = chosen === "Bank Transfer" ? r.int(0, 21) : chosen === "GoCardless" ? r.int(3, 7) : 0;
      if (d.at + lag * DAY_MS <= CUT_OFF) {
        paidOn = day(d.year, d.month, Number(d.iso.slice(8)), lag);
        paymentMethod = chosen;
      }
    }
    const complaint = done && r.random() < 0.03 ? 1 : 0;
    rows.push({
      at: d.at,
      row: [
        d.iso,
        round,
        type,
        windows,
        method,
        frames,
        gutters,
        conservatory,
        regular,
        cleaner,
        outcome,
        minutes,
        windowPrice,
        extras,
        windowPrice + extras,
        paidOn ? 1 : 0,
        paidOn,
        paymentMethod,
        complaint,
      ],
    });
  }
  rows.sort((a, b) => a.at - b.at);
  write(
    "window_cleaning_jobs",
    [
      "Job No",
      "Job Date",
      "Round",
      "Property Type",
      "Windows",
      "Method",
      "Frames",
      "Gutters",
      "Conservatory",
      "Regular",
      "Cleaner",
      "Outcome",
      "Minutes On Site",
      "Window Price",
      "Extras Price",
      "Total Price",
      "Paid",
      "Paid On",
      "Payment Method",
      "Complaint",
    ],
    rows.map(({ row }, index) => [`WC-${8001 + index}`, ...row]),
  );
}
