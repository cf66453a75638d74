/**
 * Generates the thirtieth held-out suite's tables deterministically (one seeded PRNG per table, seeds 301–304):
 *
 *   cd bench && node --import tsx data-questions/holdout30/make-tables.ts
 *
 * Four tables in four naming styles; every date falls between 2025-01-01 and 2026-11-27. The README
 * describes every column and its rule. Changing this file changes the expected answers: rerun it, then
 * `pnpm --filter @modular-planner/bench test` checks that every expected SQL still returns rows.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Cell, csvWriter, day, prng, stamp } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));
/** Days from 2025-01-01 to 2026-11-27. */
const LAST_OFFSET = 695;
const monthOf = (date: string) => Number(date.slice(5, 7));
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const yn = (value: boolean) => (value ? "Y" : "N");

// A West Midlands lift-maintenance firm's call-outs (snake_case, abbreviations and short codes), pounds.
{
  const r = prng(301);
  const rows: Cell[][] = [];
  for (let i = 0; i < 320; i++) {
    const date = day(2025, 1, 1, r.int(0, LAST_OFFSET));
    const weekend = [0, 6].includes(weekdayOf(date));
    const rgn = r.pick(["BHM", "BHM", "COV", "WLV", "DUD", "SOL"]);
    const site = r.pick(["RES", "RES", "OFF", "RTL", "IND", "PUB"]);
    let mfr = r.pick(["OTS", "KNE", "SCH", "TKE", "STG"]);
    if (mfr === "STG" && (site === "IND" || site === "RTL")) mfr = "TKE";
    const age = r.int(1, 38);
    const u = r.random();
    let typ = u < 0.3 ? "PPM" : u < 0.4 ? "INSP" : u < 0.78 ? "BD" : u < 0.9 ? "ENT" : "VAN";
    if (typ === "VAN" && (site === "OFF" || site === "IND")) typ = "BD";
    if (typ === "BD" && age < 6 && r.random() < 0.5) typ = "PPM";
    const reactive = typ === "BD" || typ === "ENT" || typ === "VAN";
    const pri = typ === "ENT" ? "P1" : typ === "BD" ? (r.random() < 0.3 ? "P1" : "P2") : typ === "VAN" ? (r.random() < 0.5 ? "P2" : "P3") : "P3";
    const afterHours = reactive && (weekend || r.random() < (typ === "VAN" ? 0.45 : 0.3));
    let resp: Cell = "";
    if (reactive) {
      const [low, high] = typ === "ENT" ? [15, 55] : pri === "P1" ? [30, 120] : pri === "P2" ? [60, 480] : [240, 1440];
      resp = Math.round(r.int(low, high) * (afterHours ? 1.3 : 1));
    }
    const trapped = typ === "ENT" ? r.int(1, site === "OFF" || site === "RTL" ? 8 : 4) : 0;
    const fault =
      typ === "BD"
        ? r.pick(["DR", "DR", "DR", "CTL", "BRK", "LVL", "PSH", "PWR", "NFF"])
        : typ === "ENT"
          ? r.pick(["DR", "DR", "CTL", "LVL", "PWR", "NFF"])
          : typ === "VAN"
            ? r.pick(["DR", "PSH", "PSH"])
            : "";
    const tech = typ === "INSP" ? "T06" : r.pick(["T01", "T02", "T03", "T04", "T05"]);
    const hoursRange: Record<string, [number, number]> = {
      PPM: [2, 6],
      INSP: [1, 3],
      CTL: [4, 12],
      BRK: [4, 10],
      DR: [2, 6],
      LVL: [2, 5],
      PSH: [1, 3],
      PWR: [1, 4],
      NFF: [1, 2],
    };
    const [hLow, hHigh] = hoursRange[reactive ? fault : typ]!;
    const hours = r.int(hLow, hHigh) / 2;
    const parts = typ === "VAN" ? r.random() < 0.8 : typ === "PPM" ? r.random() < 0.15 : reactive && fault !== "NFF" && fault !== "PWR" && r.random() < 0.55;
    const partsRange: Record<string, [number, number]> = { DR: [80, 650], CTL: [400, 2400], BRK: [250, 1200], LVL: [60, 300], PSH: [30, 180], "": [20, 120] };
    const partsCost = parts ? r.round(partsRange[fault]![0] + r.random() * (partsRange[fault]![1] - partsRange[fault]![0])) : 0;
    const contract = r.pick(["CMP", "CMP", "STD", "STD", "STD", "NONE", "NONE"]);
    const labour = hours * 78 * (afterHours ? 1.5 : 1);
    let invoice: number;
    if (typ === "INSP") invoice = contract === "NONE" ? 145 : 0;
    else if (typ === "VAN") invoice = 95 + labour + partsCost;
    else if (contract === "CMP") invoice = 0;
    else if (contract === "STD") invoice = partsCost;
    else invoice = (reactive ? 95 : 0) + labour + partsCost;
    const returnVisit = reactive && parts && r.random() < 0.35;
    rows.push([
      "",
      date,
      rgn,
      site,
      mfr,
      age,
      typ,
      pri,
      yn(afterHours),
      resp,
      trapped,
      fault,
      tech,
      hours,
      yn(parts),
      partsCost,
      contract,
      r.round(invoice),
      yn(returnVisit),
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => {
    row[0] = `LJ-${20001 + index}`;
  });
  write(
    "lift_svc_calls",
    [
      "job_no",
      "call_dt",
      "rgn",
      "site_typ",
      "mfr",
      "lft_age_yrs",
      "call_typ",
      "pri",
      "ah_flg",
      "resp_min",
      "ppl_trp",
      "fault_cd",
      "tech",
      "on_site_hrs",
      "pts_flg",
      "pts_gbp",
      "ctr_typ",
      "inv_gbp",
      "rtn_flg",
    ],
    rows,
  );
}

// A Tampere sauna company's bookings (Finnish column names without diacritics, values with them), euros.
{
  const r = prng(302);
  const hourly: Record<string, number> = { Rantasauna: 90, Savusauna: 140, Kattosauna: 120, Kotasauna: 60 };
  const capacity: Record<string, number> = { Rantasauna: 20, Savusauna: 25, Kattosauna: 14, Kotasauna: 8 };
  const rows: Cell[][] = [];
  for (let i = 0; i < 290; i++) {
    const date = day(2025, 1, 1, r.int(0, LAST_OFFSET));
    const month = monthOf(date);
    const weekday = weekdayOf(date);
    const weekend = weekday === 0 || weekday === 5 || weekday === 6;
    let sauna = r.pick(["Rantasauna", "Rantasauna", "Savusauna", "Kattosauna", "Kotasauna"]);
    if (sauna === "Savusauna" && !weekend) sauna = "Rantasauna";
    const u = r.random();
    let type = u < 0.4 ? "yleinen vuoro" : u < 0.7 ? "yksityisvaraus" : u < 0.85 ? "yritystilaisuus" : "polttarit";
    if (type === "yritystilaisuus" && (weekday === 0 || weekday === 6)) type = "yksityisvaraus";
    if (type === "polttarit" && !weekend) type = "yksityisvaraus";
    const shift = sauna === "Savusauna" ? "ilta" : type === "yritystilaisuus" ? r.pick(["päivä", "ilta"]) : r.pick(["aamu", "päivä", "ilta", "ilta"]);
    const [pLow, pHigh] = type === "yleinen vuoro" ? [1, 4] : type === "yksityisvaraus" ? [2, 10] : type === "yritystilaisuus" ? [8, 25] : [6, 14];
    const people = Math.min(r.int(pLow, pHigh), capacity[sauna]!);
    const hours = type === "yleinen vuoro" ? 2 : type === "yksityisvaraus" ? r.pick([2, 3]) : r.pick([3, 4]);
    const rent = type === "yleinen vuoro" ? people * (sauna === "Savusauna" ? 24 : 18) : hourly[sauna]! * hours * (weekend ? 1.2 : 1);
    const towels = r.random() < (type === "yleinen vuoro" ? 0.3 : 0.5);
    const catering = type === "yleinen vuoro" ? false : r.random() < (type === "yritystilaisuus" ? 0.7 : type === "polttarit" ? 0.4 : 0.1);
    const winter = month === 12 || month <= 3;
    const iceHole = winter && (sauna === "Rantasauna" || sauna === "Savusauna") && r.random() < 0.8;
    const summer = month >= 6 && month <= 8;
    const language = r.pick(
      summer ? ["suomi", "suomi", "englanti", "englanti", "ruotsi", "saksa"] : ["suomi", "suomi", "suomi", "suomi", "englanti", "ruotsi"],
    );
    const payment = type === "yritystilaisuus" ? "lasku" : r.pick(["kortti", "kortti", "kortti", "MobilePay", "MobilePay", "lahjakortti"]);
    const cancelled = r.random() < (type === "polttarit" ? 0.18 : 0.07);
    const rated = !cancelled && r.random() < 0.6;
    const rating = rated ? Math.max(1, Math.min(5, Math.round(4 + r.normal() * 0.8 + (sauna === "Savusauna" ? 0.5 : 0)))) : "";
    rows.push([
      "",
      date,
      sauna,
      shift,
      type,
      people,
      hours,
      r.round(rent),
      towels ? "kyllä" : "ei",
      catering ? "kyllä" : "ei",
      iceHole ? "kyllä" : "ei",
      r.round(rent + (towels ? 7 * people : 0) + (catering ? 24 * people : 0)),
      payment,
      language,
      cancelled ? "kyllä" : "ei",
      rating,
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => {
    row[0] = `SA-${4001 + index}`;
  });
  write(
    "saunavuorot",
    [
      "varaus",
      "paiva",
      "sauna",
      "vuoro",
      "tyyppi",
      "henkilot",
      "kesto_h",
      "vuokra_eur",
      "pyyhkeet",
      "ruokailu",
      "avanto",
      "yhteensa_eur",
      "maksutapa",
      "kieli",
      "peruttu",
      "arvosana",
    ],
    rows,
  );
}

// A Dublin translation agency's jobs (camelCase, true/false columns), euros.
{
  const r = prng(303);
  const translators: Record<string, string[]> = {
    German: ["Anna Keller"],
    French: ["Luc Martin"],
    Spanish: ["Sofía Ramos"],
    Japanese: ["Yuki Tanaka"],
    Chinese: ["Li Wei"],
    Arabic: ["Rania Aziz"],
    English: ["Claire Byrne", "Tom Walsh", "Tom Walsh"],
  };
  const words: Record<string, [number, number]> = {
    Legal: [150, 1200],
    Medical: [100, 800],
    Technical: [200, 1500],
    Marketing: [30, 300],
    Financial: [100, 900],
    Website: [80, 600],
  };
  const LAST = day(2026, 11, 27);
  const rows: Cell[][] = [];
  for (let i = 0; i < 340; i++) {
    const offset = r.int(0, LAST_OFFSET);
    const ordered = day(2025, 1, 1, offset);
    const other = r.pick(["German", "French", "Spanish", "Japanese", "Chinese", "Arabic", "German", "French"]);
    const toEnglish = r.random() < 0.45;
    const source = toEnglish ? other : "English";
    const target = toEnglish ? "English" : other;
    const docType = r.pick(["Legal", "Medical", "Technical", "Marketing", "Financial", "Website", "Technical", "Legal"]);
    const [wLow, wHigh] = words[docType]!;
    const wordCount = r.int(wLow, wHigh) * 10;
    const urgent = r.random() < 0.16;
    const certified = docType === "Legal" ? r.random() < 0.6 : docType === "Medical" || docType === "Financial" ? r.random() < 0.2 : false;
    const proofreading = r.random() < 0.5;
    const postEdit = (docType === "Technical" || docType === "Website") && r.random() < 0.35;
    const repeat = r.random() < 0.45;
    const asian = ["Japanese", "Chinese", "Arabic"].includes(other);
    const rate = r.round(
      ((asian ? 0.15 : 0.11) + (["Legal", "Medical", "Financial"].includes(docType) ? 0.03 : 0)) * (urgent ? 1.4 : 1) * (postEdit ? 0.6 : 1),
      3,
    );
    const due = urgent ? r.int(1, 3) : Math.ceil(wordCount / 2500) + r.int(2, 7);
    const slip = r.random() < (urgent ? 0.06 : 0.13) ? r.int(1, 5) : -r.int(0, Math.min(3, due - 1));
    const delivered = day(2025, 1, 1, offset + due + slip);
    const pending = delivered > LAST;
    const late = !pending && slip > 0;
    const rated = !pending && r.random() < 0.55;
    const rating = rated ? Math.max(1, Math.min(5, Math.round(4.2 + r.normal() * 0.7 - (late ? 1.2 : 0)))) : "";
    rows.push([
      "",
      ordered,
      day(2025, 1, 1, offset + due),
      pending ? "" : delivered,
      source,
      target,
      docType,
      r.pick(translators[target]!),
      wordCount,
      rate,
      urgent,
      certified,
      proofreading,
      postEdit,
      repeat,
      r.round(wordCount * (rate + (proofreading ? 0.03 : 0)) * (repeat ? 0.95 : 1) + (certified ? 40 : 0)),
      r.pick(["Ireland", "Ireland", "United Kingdom", "Germany", "United States", "Japan", "France"]),
      rating,
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => {
    row[0] = `TJ-${7001 + index}`;
  });
  write(
    "translationJobs",
    [
      "jobId",
      "orderedDate",
      "dueDate",
      "deliveredDate",
      "sourceLang",
      "targetLang",
      "docType",
      "translator",
      "wordCount",
      "ratePerWord",
      "isUrgent",
      "isCertified",
      "hasProofreading",
      "isPostEdit",
      "isRepeatClient",
      "totalEur",
      "clientCountry",
      "clientRating",
    ],
    rows,
  );
}

// An Osaka karaoke-box chain's room sessions (Title Case with spaces, a timestamp pair, Yes/No columns), yen.
{
  const r = prng(304);
  const guestRange: Record<string, [number, number]> = { Small: [1, 3], Medium: [2, 6], Large: [5, 10], Party: [10, 20] };
  const rows: Cell[][] = [];
  for (let i = 0; i < 350; i++) {
    const date = day(2025, 1, 1, r.int(0, LAST_OFFSET - 1));
    const weekday = weekdayOf(date);
    const weekend = weekday === 0 || weekday === 6;
    const branch = r.pick(["Namba", "Namba", "Umeda", "Tennoji", "Kyobashi"]);
    let size = r.pick(["Small", "Small", "Medium", "Medium", "Large", "Party"]);
    if (size === "Party" && (branch === "Tennoji" || branch === "Kyobashi")) size = "Large";
    const [gLow, gHigh] = guestRange[size]!;
    const guests = r.int(gLow, gHigh);
    const startSlot = weekend ? r.int(24, 44) : r.int(30, 44); // half hours: 12:00 or 15:00 to 22:00
    const booked = r.pick([60, 90, 120, 120, 180]);
    const extended = r.random() < 0.2;
    const minutes = booked + (extended ? 30 : 0);
    const base = Date.parse(`${date}T00:00:00Z`) + startSlot * 30 * 60_000;
    const member = r.random() < 0.45;
    const student = !weekend && (size === "Small" || size === "Medium") && r.random() < 0.25;
    const evening = startSlot >= 36;
    const perHalfHour = (evening ? 450 : 250) + (weekend ? 100 : 0);
    const plan = r.pick(["None", "None", "Soft Drinks", "All You Can Drink"]);
    const food = r.random() < (size === "Party" ? 0.8 : 0.4);
    const room = perHalfHour * guests * (minutes / 30) * (member ? 0.8 : 1) * (student ? 0.7 : 1);
    const drinks = plan === "All You Can Drink" ? 1800 * guests : plan === "Soft Drinks" ? 500 * guests : 0;
    const total = Math.round(room + drinks + (food ? r.int(12, 80) * 100 : 0));
    const songs = Math.max(3, Math.round((minutes / 4.5) * (0.7 + r.random() * 0.5)));
    const surveyed = r.random() < 0.4;
    const rating = surveyed ? Math.max(1, Math.min(5, Math.round(3.9 + r.normal() * 0.8 + (extended ? 0.4 : 0)))) : "";
    rows.push([
      "",
      stamp(base, 0),
      stamp(base, minutes),
      branch,
      size,
      guests,
      extended ? "Yes" : "No",
      member ? "Yes" : "No",
      student ? "Yes" : "No",
      plan,
      food ? "Yes" : "No",
      songs,
      total,
      r.pick(["Cash", "Cash", "Credit Card", "PayPay", "IC Card"]),
      rating,
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => {
    row[0] = `KB-${30001 + index}`;
  });
  write(
    "karaoke_rooms",
    [
      "Session ID",
      "Start Time",
      "End Time",
      "Branch",
      "Room Size",
      "Guests",
      "Extended",
      "Member",
      "Student",
      "Drink Plan",
      "Food Ordered",
      "Songs",
      "Total JPY",
      "Payment",
      "Rating",
    ],
    rows,
  );
}
