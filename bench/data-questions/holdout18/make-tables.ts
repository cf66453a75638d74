/**
 * Generates the eighteenth held-out suite's tables deterministically (one seeded PRNG per table, seeds 181–184):
 *
 *   cd bench && node --import tsx data-questions/holdout18/make-tables.ts
 *
 * Four tables in fresh domains and naming styles: a locksmith's call-outs (snake_case, heavy abbreviations),
 * a Polish hair salon chain's visits (Polish names and values), a music school's lessons (PascalCase) and a
 * removals company's jobs (plain English snake_case with a timestamp pair and true/false columns). All dates
 * fall between 2025-01-01 and 2026-11-27. Changing this file changes the expected answers.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { csvWriter, day, prng, stamp, type Cell } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));
/** Days from 2025-01-01 to 2026-11-27. */
const LAST_DAY = 695;

// A Leeds locksmith's call-outs (snake_case with heavy abbreviations).
{
  const r = prng(181);
  const services = ["lko", "lko", "lko", "lk_chg", "lk_chg", "rky", "brglry_rpr", "sfe_opn", "key_cut"] as const;
  const techs = ["Adeyemi", "Kowalczyk", "Brennan", "Nakamura", "Sousa"];
  const rows: Cell[][] = [];
  for (let i = 0; i < 320; i++) {
    const svc = r.pick(services);
    const prop =
      svc === "sfe_opn"
        ? r.pick(["comm", "comm", "res"])
        : svc === "lko" || svc === "key_cut"
          ? r.pick(["res", "res", "veh", "comm"])
          : r.pick(["res", "res", "comm"]);
    const emergency = r.random() < (svc === "lko" || svc === "brglry_rpr" ? 0.55 : 0.12);
    const locks = svc === "lk_chg" || svc === "rky" ? r.int(1, 4) : 1;
    const onsite = Math.round({ lko: 25, lk_chg: 35 * locks, rky: 20 * locks, brglry_rpr: 95, sfe_opn: 110, key_cut: 15 }[svc] * (0.6 + r.random() * 0.9));
    const parts =
      svc === "lk_chg"
        ? r.round(locks * (18 + r.random() * 47))
        : svc === "brglry_rpr"
          ? r.round(30 + r.random() * 130)
          : svc === "key_cut"
            ? r.round(5 + r.random() * 20)
            : svc === "rky"
              ? r.round(locks * (6 + r.random() * 6))
              : svc === "sfe_opn"
                ? r.round(r.random() * 40)
                : r.random() < 0.7
                  ? 0
                  : r.round(8 + r.random() * 25);
    const labour = r.round(Math.max(45, (onsite / 60) * 58) + (emergency ? 40 : 0));
    rows.push([
      "",
      day(2025, 1, 1, r.int(0, LAST_DAY)),
      r.pick(["HDL", "CHP", "RND", "ARM", "CTR"]),
      svc,
      prop,
      r.pick(techs),
      emergency ? "Y" : "N",
      emergency ? r.int(12, 65) : r.int(45, 320),
      onsite,
      locks,
      parts,
      labour,
      r.round(parts + labour),
      prop === "comm" && r.random() < 0.6 ? "inv" : r.pick(["crd", "crd", "crd", "csh"]),
      svc === "brglry_rpr" ? (r.random() < 0.6 ? "Y" : "N") : r.random() < 0.05 ? "Y" : "N",
      Math.max(1, Math.min(5, Math.round(4.1 + r.normal() * 0.9 - (emergency ? 0.2 : 0)))),
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => (row[0] = `LK-${5001 + index}`));
  write(
    "lksm_callouts",
    [
      "co_ref",
      "co_dt",
      "area",
      "svc_cd",
      "prop_typ",
      "tech_nm",
      "emerg_flg",
      "resp_min",
      "onsite_min",
      "n_lks",
      "pts_gbp",
      "lbr_gbp",
      "tot_gbp",
      "pmt_mthd",
      "ins_clm_flg",
      "cust_rtg",
    ],
    rows,
  );
}

// A Polish hair salon chain's visits (Polish column names and values, prices in złoty).
{
  const r = prng(182);
  const services = {
    "strzyżenie damskie": [55, 120, 45],
    "strzyżenie męskie": [40, 80, 30],
    koloryzacja: [180, 420, 120],
    pasemka: [220, 480, 150],
    modelowanie: [60, 130, 40],
    "keratynowe prostowanie": [350, 700, 180],
  } as const;
  const stylists = ["Agnieszka", "Katarzyna", "Marek", "Zofia", "Tomasz"];
  const rows: Cell[][] = [];
  for (let i = 0; i < 380; i++) {
    const service = r.pick(Object.keys(services) as (keyof typeof services)[]);
    const [low, high, minutes] = services[service];
    const client =
      service === "strzyżenie męskie"
        ? r.pick(["mężczyzna", "mężczyzna", "mężczyzna", "dziecko"])
        : r.pick(["kobieta", "kobieta", "kobieta", "kobieta", "mężczyzna", "dziecko"]);
    const price = r.round((low + r.random() * (high - low)) * (client === "dziecko" ? 0.7 : 1));
    const regular = r.random() < 0.55;
    rows.push([
      0,
      day(2025, 1, 1, r.int(0, LAST_DAY)),
      r.pick(["Kraków", "Gdańsk", "Wrocław", "Poznań"]),
      service,
      r.pick(stylists),
      client,
      Math.round((minutes * (0.75 + r.random() * 0.6)) / 5) * 5,
      price,
      r.random() < 0.35 ? 0 : r.round(price * (0.04 + r.random() * 0.12)),
      r.pick(["karta", "karta", "gotówka", "BLIK", "BLIK"]),
      r.random() < 0.45 ? "tak" : "nie",
      regular ? "tak" : "nie",
      Math.max(1, Math.min(5, Math.round(4.3 + r.normal() * 0.8))),
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => (row[0] = 1001 + index));
  write(
    "wizyty_salonu",
    [
      "id_wizyty",
      "data_wizyty",
      "salon",
      "usługa",
      "fryzjer",
      "płeć_klienta",
      "czas_min",
      "cena_zł",
      "napiwek_zł",
      "płatność",
      "rezerwacja_online",
      "stały_klient",
      "ocena",
    ],
    rows,
  );
}

// A Dublin music school's lessons (PascalCase, fees in euros).
{
  const r = prng(183);
  const instruments = { Piano: 28, Guitar: 24, Violin: 30, Drums: 26, Voice: 27, Cello: 31, Saxophone: 29 } as const;
  const teachers = ["Aoife Kelly", "Declan Murphy", "Siobhan Byrne", "Grace Okafor", "Luis Herrera", "Pavel Novak"];
  const rows: Cell[][] = [];
  for (let i = 0; i < 420; i++) {
    const instrument = r.pick(Object.keys(instruments) as (keyof typeof instruments)[]);
    const format = r.pick(["Private", "Private", "Private", "Group", "Online"]);
    const students = format === "Group" ? r.int(3, 8) : 1;
    const duration = r.pick([30, 30, 45, 45, 60]);
    const status = r.pick(["Attended", "Attended", "Attended", "Attended", "Attended", "Attended", "NoShow", "Cancelled"]);
    const perLesson = instruments[instrument] * (duration / 30) * (format === "Group" ? 0.45 * students : format === "Online" ? 0.85 : 1);
    const practice = Math.max(0, Math.round(45 + r.normal() * 35));
    rows.push([
      "",
      day(2025, 1, 1, r.int(0, LAST_DAY)),
      instrument,
      r.pick(teachers),
      r.pick(["Child", "Child", "Teen", "Teen", "Adult", "Adult", "Senior"]),
      format,
      duration,
      students,
      status === "Cancelled" ? 0 : r.round(perLesson * (0.95 + r.random() * 0.1)),
      status,
      practice,
      Math.max(1, Math.min(10, Math.round(3 + practice / 20 + r.normal() * 1.3))),
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => (row[0] = `ML-${70001 + index}`));
  write(
    "MusicLessons",
    [
      "LessonId",
      "LessonDate",
      "Instrument",
      "TeacherName",
      "StudentAgeGroup",
      "LessonFormat",
      "DurationMinutes",
      "StudentCount",
      "FeeEur",
      "AttendanceStatus",
      "PracticeMinutesWeekly",
      "ProgressScore",
    ],
    rows,
  );
}

// A removals company's jobs (plain English snake_case, a timestamp pair, true/false columns).
{
  const r = prng(184);
  const moves = {
    "studio flat": [3, 380],
    "one-bed flat": [4, 520],
    "two-bed flat": [6, 760],
    house: [9, 1250],
    office: [8, 1400],
    "single item": [1.5, 120],
  } as const;
  const rows: Cell[][] = [];
  for (let i = 0; i < 280; i++) {
    const move = r.pick(Object.keys(moves) as (keyof typeof moves)[]);
    const [hours, basePrice] = moves[move];
    const distance = r.random() < 0.7 ? r.int(2, 40) : r.int(41, 260);
    const crew = move === "single item" ? r.int(1, 2) : move === "house" || move === "office" ? r.int(3, 5) : r.int(2, 4);
    const van =
      move === "single item"
        ? "small"
        : move === "studio flat"
          ? r.pick(["small", "medium"])
          : move === "house" || move === "office"
            ? r.pick(["luton", "lorry", "lorry"])
            : r.pick(["medium", "luton"]);
    const packing = move !== "single item" && r.random() < 0.4;
    const boxes = move === "single item" ? 0 : Math.round((hours * 6 + r.int(0, 30)) * (packing ? 1.3 : 1));
    const minutes = Math.round((hours * 60 + distance * 1.4) * (0.8 + r.random() * 0.5) * (packing ? 1.25 : 1));
    const quote = Math.round((basePrice + distance * 2.2 + (packing ? boxes * 3 : 0)) * (0.9 + r.random() * 0.2));
    const startMinutes = r.int(0, LAST_DAY - 2) * 1440 + 7 * 60 + r.pick([0, 30, 60, 90, 120, 150, 180, 210, 240]);
    const base = Date.UTC(2025, 0, 1);
    const damage = r.random() < 0.09;
    rows.push([
      "",
      stamp(base, startMinutes),
      stamp(base, startMinutes + minutes),
      move,
      r.pick(["Bristol", "Bath", "Swindon", "Cheltenham", "Gloucester", "Cardiff"]),
      crew,
      van,
      distance,
      boxes,
      quote,
      r.random() < 0.65 ? quote : Math.round(quote * (0.92 + r.random() * 0.3)),
      packing,
      r.random() < 0.18,
      damage,
      Math.max(1, Math.min(5, Math.round(4.3 + r.normal() * 0.7 - (damage ? 1.6 : 0)))),
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => (row[0] = `RM-${2001 + index}`));
  write(
    "removal_jobs",
    [
      "job_id",
      "started_at",
      "finished_at",
      "move_type",
      "origin_town",
      "crew_size",
      "van_size",
      "distance_miles",
      "boxes_packed",
      "quoted_price_gbp",
      "final_price_gbp",
      "packing_service",
      "storage_needed",
      "damage_reported",
      "customer_rating",
    ],
    rows,
  );
}
