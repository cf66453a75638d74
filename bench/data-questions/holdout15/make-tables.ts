/**
 * Generates the fifteenth held-out suite's tables deterministically (one seeded PRNG per table):
 *
 *   cd bench && node --import tsx data-questions/holdout15/make-tables.ts
 *
 * Four small synthetic tables in domains and naming styles of their own: camelCase (`dogWalks`),
 * abbreviations with units (`drn_flt_log`), a timestamp pair with booleans (`escape_room_games`), and
 * Italian column names and values (`interventi_idraulici`). Changing this file changes the expected
 * answers: rerun it, then `npx vitest run data-questions/holdout.test.ts` checks every expected SQL.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Cell, csvWriter, day, prng, stamp } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));

// Days from 2025-01-01 to 2026-11-27 (the suite's "today" is 2026-11-28).
const SPAN_DAYS = 695;

// A dog-walking service (camelCase): walks by walker, neighbourhood, breed and walk type.
{
  const r = prng(1501);
  const walkers = ["Maya Torres", "Owen Fitch", "Priya Nair", "Caleb Stone", "Hana Sato", "Luis Ortega"];
  const neighborhoods = ["Riverside", "Old Town", "Maple Heights", "Harbor View", "Eastgate"];
  const breeds = ["Labrador", "Golden Retriever", "French Bulldog", "Beagle", "Border Collie", "Dachshund", "Poodle"];
  const walkTypes = { solo: [35, 1], group: [50, 0.7], puppy: [25, 1.2], senior: [30, 1.1] } as const;
  const rows: Cell[][] = [];
  for (let i = 0; i < 360; i++) {
    const walkType = r.pick(["solo", "solo", "group", "group", "group", "puppy", "senior"] as const);
    const [minutes, rate] = walkTypes[walkType];
    const durationMinutes = Math.max(15, Math.round(minutes * (0.6 + r.random() * 0.9)));
    const dogCount = walkType === "group" ? r.int(2, 4) : 1;
    const speed = walkType === "puppy" ? 2.6 : walkType === "senior" ? 2.9 : 4.4;
    const distanceKm = r.round((durationMinutes / 60) * speed * (0.8 + r.random() * 0.4), 2);
    const priceCharged = r.round((12 + durationMinutes * 0.42 * rate) * (1 + (dogCount - 1) * 0.55) + r.random() * 2);
    const tipAmount = r.random() < 0.45 ? 0 : r.round(1 + r.random() * 7);
    rows.push([
      `DW-${2001 + i}`,
      day(2025, 1, 1, r.int(0, SPAN_DAYS)),
      r.pick(walkers),
      r.pick(neighborhoods),
      r.pick(breeds),
      walkType,
      dogCount,
      durationMinutes,
      distanceKm,
      priceCharged,
      tipAmount,
      Math.min(5, Math.max(1, Math.round(4.1 + r.normal() * 0.9))),
      r.random() < 0.6,
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])) || String(a[0]).localeCompare(String(b[0])));
  rows.forEach((row, index) => {
    row[0] = `DW-${2001 + index}`;
  });
  write(
    "dogWalks",
    [
      "walkId",
      "walkDate",
      "walkerName",
      "neighborhood",
      "dogBreed",
      "walkType",
      "dogCount",
      "durationMinutes",
      "distanceKm",
      "priceCharged",
      "tipAmount",
      "customerRating",
      "isRepeatClient",
    ],
    rows,
  );
}

// A drone survey company's flight log (abbreviations and units).
{
  const r = prng(1502);
  const sites = ["QRY-N", "SLR-F", "WND-P", "CST-B", "AGR-E"];
  const models = { M300: 1.0, M30T: 1.1, EVO2: 0.7, "WNG-X": 1.6 } as const;
  const missions = { map: [28, 3.2], insp: [22, 1.4], thrm: [25, 1.8], vid: [14, 0.9] } as const;
  const pilots = ["Okafor", "Lindqvist", "Marsh", "Ferreira", "Yamada"];
  const rows: Cell[][] = [];
  for (let i = 0; i < 280; i++) {
    const model = r.pick(Object.keys(models) as (keyof typeof models)[]);
    const mission = r.pick(["map", "map", "insp", "insp", "thrm", "vid"] as const);
    const [minutes, kmPerTen] = missions[mission];
    const durMin = r.round(minutes * (0.5 + r.random()) * (model === "WNG-X" ? 1.5 : 1), 1);
    const distKm = r.round((durMin / 10) * kmPerTen * models[model] * (0.8 + r.random() * 0.4), 2);
    const areaHa = mission === "map" ? r.round(distKm * (4 + r.random() * 3), 1) : r.round(distKm * (0.5 + r.random()), 1);
    const imgCnt = mission === "vid" ? r.int(0, 12) : Math.round(durMin * (mission === "map" ? 22 : 9) * (0.8 + r.random() * 0.4));
    const batCyc = Math.max(1, Math.ceil(durMin / (model === "EVO2" ? 28 : 35)));
    const wndSpd = r.round(1 + r.random() * 10, 1);
    rows.push([
      `F-${5001 + i}`,
      day(2025, 1, 1, r.int(0, SPAN_DAYS)),
      r.pick(sites),
      model,
      r.pick(pilots),
      mission,
      durMin,
      distKm,
      r.int(40, 120),
      areaHa,
      imgCnt,
      batCyc,
      wndSpd,
      r.round(85 + durMin * 6.5 * models[model] + (mission === "thrm" ? 120 : 0) + r.random() * 40),
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])) || String(a[0]).localeCompare(String(b[0])));
  rows.forEach((row, index) => {
    row[0] = `F-${5001 + index}`;
  });
  write(
    "drn_flt_log",
    [
      "flt_id",
      "flt_dt",
      "site_cd",
      "drn_mdl",
      "plt_nm",
      "msn_typ",
      "dur_min",
      "dist_km",
      "alt_max_m",
      "area_ha",
      "img_cnt",
      "bat_cyc",
      "wnd_spd_ms",
      "cost_usd",
    ],
    rows,
  );
}

// Escape-room games (a timestamp pair and booleans).
{
  const r = prng(1503);
  const rooms = {
    "The Vault": "hard",
    "Pharaoh's Tomb": "medium",
    "Lab 13": "expert",
    "Haunted Manor": "medium",
    Submarine: "easy",
    "Heist Night": "hard",
  } as const;
  const escapeChance = { easy: 0.85, medium: 0.68, hard: 0.5, expert: 0.3 } as const;
  const masters = ["Jordan", "Aisha", "Mateo", "Freya", "Kwame"];
  const base = Date.UTC(2025, 0, 1);
  const rows: Cell[][] = [];
  for (let i = 0; i < 400; i++) {
    const room = r.pick(Object.keys(rooms) as (keyof typeof rooms)[]);
    const difficulty = rooms[room];
    const players = r.int(2, 8);
    const hintsUsed = r.int(0, difficulty === "easy" ? 2 : 5);
    const escaped = r.random() < escapeChance[difficulty] + players * 0.01 - hintsUsed * 0.02;
    // A start on the hour or half hour between 10:00 and 21:30; a game lasts up to 60 minutes plus debrief.
    const startMinutes = r.int(0, SPAN_DAYS) * 1440 + 600 + r.int(0, 23) * 30;
    const played = escaped ? 28 + r.random() * 31.5 : 60 + r.random() * 0.9;
    const corporate = r.random() < 0.18;
    const pricePerHead = difficulty === "expert" ? 38 : difficulty === "hard" ? 34 : 30;
    rows.push([
      1 + i,
      room,
      stamp(base, startMinutes),
      stamp(base, startMinutes + played),
      players,
      difficulty,
      escaped,
      hintsUsed,
      r.random() < 0.72,
      corporate,
      r.pick(masters),
      r.round(players * pricePerHead * (corporate ? 1.15 : 1) * (r.random() < 0.2 ? 0.9 : 1) + r.random() * 3),
    ]);
  }
  rows.sort((a, b) => String(a[2]).localeCompare(String(b[2])) || Number(a[0]) - Number(b[0]));
  rows.forEach((row, index) => {
    row[0] = 7001 + index;
  });
  write(
    "escape_room_games",
    [
      "game_id",
      "room",
      "started_at",
      "finished_at",
      "players",
      "difficulty",
      "escaped",
      "hints_used",
      "booked_online",
      "is_corporate",
      "game_master",
      "amount_paid",
    ],
    rows,
  );
}

// A Milan plumbing firm's call-outs (Italian column names and values).
{
  const r = prng(1504);
  const quartieri = ["Brera", "Navigli", "Isola", "Porta Romana", "Città Studi", "Lambrate"];
  const tipi = {
    perdita: [1.5, 40],
    caldaia: [2.5, 120],
    "scarico otturato": [1.2, 15],
    rubinetto: [0.8, 35],
    installazione: [4, 260],
    scaldabagno: [2.2, 180],
  } as const;
  const tecnici = ["Rossi", "Bianchi", "Esposito", "Ferrari", "Colombo"];
  const rows: Cell[][] = [];
  for (let i = 0; i < 300; i++) {
    const tipo = r.pick(Object.keys(tipi) as (keyof typeof tipi)[]);
    const [hours, materials] = tipi[tipo];
    const urgente = r.random() < (tipo === "perdita" || tipo === "scarico otturato" ? 0.5 : 0.2);
    const durata = r.round(hours * (0.5 + r.random() * 1.1), 2);
    const materiali = r.round(materials * (0.4 + r.random() * 1.2));
    const cliente = r.pick(["privato", "privato", "privato", "condominio", "azienda", "ente pubblico"]);
    rows.push([
      3001 + i,
      day(2025, 1, 1, r.int(0, SPAN_DAYS)),
      r.pick(quartieri),
      tipo,
      r.pick(tecnici),
      cliente,
      urgente ? "sì" : "no",
      durata,
      materiali,
      r.round(materiali + durata * 48 + (urgente ? 60 : 0) + (cliente === "azienda" ? 25 : 0) + r.random() * 10),
      Math.min(5, Math.max(1, Math.round(4 + r.normal() * 0.9 - (urgente ? 0.3 : 0)))),
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])) || Number(a[0]) - Number(b[0]));
  rows.forEach((row, index) => {
    row[0] = 3001 + index;
  });
  write(
    "interventi_idraulici",
    [
      "id_intervento",
      "data_intervento",
      "quartiere",
      "tipo_intervento",
      "tecnico",
      "cliente",
      "urgente",
      "durata_ore",
      "costo_materiali_euro",
      "importo_euro",
      "valutazione",
    ],
    rows,
  );
}
