/**
 * The sixtieth held-out suite's four tables (see README.md), one seeded generator each (601–604):
 *   cd bench && node --import tsx data-questions/holdout60/make-tables.ts
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Cell, csvWriter, day, prng, stamp } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));
const DAY_MS = 86_400_000;
const epoch = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const month = (iso: string) => Number(iso.slice(5, 7));
const weighted = <T>(random: () => number, items: readonly (readonly [T, number])[]): T => {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let draw = random() * total;
  for (const [item, weight] of items) {
    draw -= weight;
    if (draw < 0) return item;
  }
  return items[items.length - 1]![0];
};

// ---------------------------------------------------------------- referee_appointments (seed 601)
{
  const { random, pick, int, round } = prng(601);
  const officials = [
    ["Sam Okafor", 4],
    ["Jess Pryce", 4],
    ["Tom Hartley", 5],
    ["Priya Nair", 5],
    ["Dan Whitcombe", 5],
    ["Marta Kowalska", 6],
    ["Lewis Chen", 6],
    ["Grace Adebayo", 6],
    ["Owen Price", 7],
    ["Hannah Moss", 7],
  ] as const;
  const refereeFee: Record<string, number> = {
    "Premier Division": 45,
    "Division One": 40,
    "Division Two": 35,
    "County Cup": 50,
    "Youth U18": 30,
    "Women's League": 40,
    "Sunday League": 35,
  };
  const assistantFee: Record<string, number> = {
    "Premier Division": 30,
    "Division One": 25,
    "Division Two": 22,
    "County Cup": 35,
    "Youth U18": 20,
    "Women's League": 25,
    "Sunday League": 22,
  };
  // Mondays of the season weeks: 2025-08-04 … 2026-05-11 and 2026-08-03 … 2026-11-23.
  const weeks: number[] = [];
  for (let ms = epoch("2025-08-04"); ms <= epoch("2026-11-23"); ms += 7 * DAY_MS) {
    const iso = isoDay(ms);
    if (iso > "2026-05-11" && iso < "2026-08-03") continue;
    weeks.push(ms);
  }
  const drafts: { at: string; comp: string; kind: string }[] = [];
  while (drafts.length < 330) {
    const monday = pick(weeks);
    const kind = weighted(random, [
      ["sat", 55],
      ["sun", 30],
      ["mid", 15],
    ] as const);
    const offset = kind === "sat" ? 5 : kind === "sun" ? 6 : pick([1, 2]);
    const date = isoDay(monday + offset * DAY_MS);
    if (date < "2025-08-09" || date > "2026-11-29") continue;
    const comp =
      kind === "sat"
        ? weighted(random, [
            ["Premier Division", 28],
            ["Division One", 28],
            ["Division Two", 22],
            ["County Cup", 10],
          ] as const)
        : kind === "sun"
          ? weighted(random, [
              ["Youth U18", 40],
              ["Women's League", 35],
              ["Sunday League", 25],
            ] as const)
          : weighted(random, [
              ["County Cup", 60],
              ["Premier Division", 40],
            ] as const);
    const winter = [12, 1, 2].includes(month(date));
    const time =
      kind === "mid" ? "19:45" : kind === "sat" ? (winter ? "14:00" : "15:00") : comp === "Women's League" ? "14:00" : comp === "Youth U18" ? "10:00" : "10:30";
    drafts.push({ at: `${date} ${time}:00`, comp, kind });
  }
  drafts.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  const towns = [
    ["Exeter", 25],
    ["Plymouth", 20],
    ["Torquay", 15],
    ["Barnstaple", 10],
    ["Tiverton", 10],
    ["Newton Abbot", 10],
    ["Exmouth", 10],
  ] as const;
  const rows: Cell[][] = drafts.map(({ at, comp }, index) => {
    const date = at.slice(0, 10);
    let role = weighted(random, [
      ["referee", 55],
      ["assistant", 40],
      ["fourth_official", 5],
    ] as const) as string;
    if (role === "fourth_official" && comp !== "County Cup") role = "assistant";
    const senior = role === "referee" && (comp === "Premier Division" || comp === "County Cup");
    const [name, level] = pick(senior ? officials.filter(([, lvl]) => lvl <= 5) : officials);
    const winter = [12, 1, 2].includes(month(date));
    const draw = random();
    const status = draw < (winter ? 0.14 : 0.05) ? "postponed" : draw > 0.97 ? "abandoned" : "played";
    const fee = status === "postponed" ? 0 : role === "referee" ? refereeFee[comp]! : role === "assistant" ? assistantFee[comp]! : 25;
    const miles = status === "postponed" ? 0 : int(4, 55);
    const mileage = round(miles * 0.45);
    const total = round(fee + mileage);
    const onPitch = role === "referee" && status !== "postponed";
    const yellows = onPitch ? Math.min(9, Math.floor(random() * (comp === "Sunday League" ? 7 : comp === "Youth U18" ? 3 : 5)) + (random() < 0.5 ? 1 : 0)) : "";
    const reds = onPitch ? (random() < 0.1 ? (random() < 0.2 ? 2 : 1) : 0) : "";
    const assessed = role === "referee" && status === "played" && random() < 0.16;
    const mark = assessed ? round(62 + random() * 26 + (level === 4 ? 2 : 0), 1) : "";
    let paidOn = "";
    if (total > 0) {
      const lag = int(7, 28);
      const candidate = day(Number(date.slice(0, 4)), month(date), Number(date.slice(8, 10)), lag);
      if (candidate <= "2026-12-01" && random() > 0.03) paidOn = candidate;
    }
    return [
      `RA-${50001 + index}`,
      at,
      comp,
      role,
      name,
      level,
      weighted(random, towns),
      status,
      fee,
      miles,
      mileage,
      total,
      yellows,
      reds,
      assessed ? "yes" : "no",
      mark,
      paidOn ? "yes" : "no",
      paidOn,
    ];
  });
  write(
    "referee_appointments",
    [
      "appointment_id",
      "kickoff_at",
      "competition",
      "role",
      "official_name",
      "official_level",
      "venue_town",
      "match_status",
      "match_fee_gbp",
      "travel_miles",
      "mileage_gbp",
      "total_claim_gbp",
      "yellow_cards",
      "red_cards",
      "assessed",
      "assessment_mark",
      "expenses_paid",
      "paid_on",
    ],
    rows,
  );
}

// ---------------------------------------------------------------- biglietti_cuncerti (seed 602)
{
  const { random, int } = prng(602);
  const concerts = [
    ["2025-04-19", "Voce di Niolu", "Corti", "chjesa"],
    ["2025-05-10", "Sulana", "Bastia", "teatru"],
    ["2025-06-14", "Cantu Tavagninu", "Calvi", "piazza"],
    ["2025-07-05", "E Voce di Balagna", "Calvi", "piazza"],
    ["2025-07-19", "Voce di Niolu", "Portivechju", "piazza"],
    ["2025-08-02", "Sulana", "Aiacciu", "piazza"],
    ["2025-08-16", "Cantu Tavagninu", "Bastia", "chjesa"],
    ["2025-08-30", "E Voce di Balagna", "Sartè", "chjesa"],
    ["2025-09-20", "Voce di Niolu", "Aiacciu", "teatru"],
    ["2025-10-18", "Sulana", "Corti", "chjesa"],
    ["2025-12-13", "E Voce di Balagna", "Bastia", "chjesa"],
    ["2025-12-20", "Voce di Niolu", "Aiacciu", "chjesa"],
    ["2026-03-28", "Cantu Tavagninu", "Corti", "teatru"],
    ["2026-04-25", "Sulana", "Sartè", "chjesa"],
    ["2026-05-23", "Voce di Niolu", "Bastia", "teatru"],
    ["2026-06-20", "E Voce di Balagna", "Calvi", "piazza"],
    ["2026-07-11", "Cantu Tavagninu", "Portivechju", "piazza"],
    ["2026-07-25", "Sulana", "Calvi", "piazza"],
    ["2026-08-08", "Voce di Niolu", "Bastia", "piazza"],
    ["2026-08-22", "E Voce di Balagna", "Aiacciu", "chjesa"],
    ["2026-09-19", "Cantu Tavagninu", "Sartè", "chjesa"],
    ["2026-10-17", "Sulana", "Aiacciu", "teatru"],
    ["2026-11-14", "Voce di Niolu", "Corti", "chjesa"],
    ["2026-12-12", "E Voce di Balagna", "Bastia", "chjesa"],
    ["2026-12-19", "Cantu Tavagninu", "Aiacciu", "chjesa"],
  ] as const;
  const weights = concerts.map(([date, , , venue]) => [
    date,
    (venue === "piazza" ? 1.6 : venue === "teatru" ? 1.2 : 1) * ([7, 8].includes(month(date)) ? 1.3 : 1),
  ]) as [string, number][];
  const prices: Record<string, Record<string, number>> = {
    chjesa: { piena: 18, ridotta: 12, zitellu: 6, invitu: 0 },
    piazza: { piena: 15, ridotta: 10, zitellu: 6, invitu: 0 },
    teatru: { piena: 25, ridotta: 18, zitellu: 10, invitu: 0 },
  };
  const today = "2026-12-01";
  const drafts: Cell[][] = [];
  for (let n = 0; n < 310; n++) {
    const date = weighted(random, weights);
    const [, group, town, venue] = concerts.find(([d]) => d === date)!;
    const future = date > today;
    let channel = weighted(random, [
      ["in linea", 50],
      ["à a porta", 30],
      ["uffiziu di u turismu", 20],
    ] as const) as string;
    if (future && channel === "à a porta") channel = "in linea";
    const lead = channel === "à a porta" ? 0 : int(1, 45);
    let booked = day(Number(date.slice(0, 4)), month(date), Number(date.slice(8, 10)), -lead);
    if (booked > today) booked = day(2026, 11, int(1, 30));
    const fare = weighted(random, [
      ["piena", 55],
      ["ridotta", 25],
      ["zitellu", 15],
      ["invitu", 5],
    ] as const);
    const draw = random();
    const tickets = fare === "zitellu" ? int(1, 3) : draw < 0.45 ? 2 : draw < 0.7 ? 1 : draw < 0.85 ? 3 : draw < 0.95 ? 4 : int(5, 6);
    const price = prices[venue]![fare]!;
    const payment =
      fare === "invitu"
        ? ""
        : channel === "in linea"
          ? "carta"
          : channel === "à a porta"
            ? random() < 0.6
              ? "cuntanti"
              : "carta"
            : weighted(random, [
                ["carta", 50],
                ["cuntanti", 30],
                ["assegnu", 20],
              ] as const);
    const member = random() < 0.2;
    const cancelled = channel !== "à a porta" && random() < 0.05;
    const origin = weighted(random, [
      ["Corsica", 40],
      ["Francia cuntinentale", 30],
      ["Italia", 10],
      ["Germania", 8],
      ["Inghilterra", 6],
      ["Belgica", 3],
      ["Svizzera", 3],
    ] as const);
    const rated = !cancelled && !future && random() < 0.45;
    const score = rated
      ? weighted(random, [
          [5, 45],
          [4, 35],
          [3, 14],
          [2, 4],
          [1, 2],
        ] as const)
      : "";
    drafts.push([
      booked,
      date,
      group,
      town,
      venue,
      fare,
      tickets,
      price,
      tickets * price,
      channel,
      payment,
      member ? "iè" : "nò",
      cancelled ? "iè" : "nò",
      origin,
      score,
    ]);
  }
  const key = (row: Cell[]) => `${row[0]} ${row[1]}`;
  drafts.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  write(
    "biglietti_cuncerti",
    [
      "numeru_riservazione",
      "data_riservazione",
      "data_cuncertu",
      "gruppu",
      "paese",
      "locu",
      "tarifa",
      "biglietti",
      "prezzu_unitariu_eur",
      "tutale_eur",
      "canale",
      "pagamentu",
      "sociu",
      "annullata",
      "urigine",
      "nota",
    ],
    drafts.map((row, index) => [`CR-${3001 + index}`, ...row]),
  );
}

// ---------------------------------------------------------------- ChessLeagueGames (seed 603)
{
  const { random, pick, int, normal } = prng(603);
  const members = [
    ["Arjun Mehta", 2050],
    ["Eleanor Voss", 1980],
    ["Callum Reid", 1890],
    ["Sofia Marques", 1820],
    ["Ben Ashworth", 1760],
    ["Nadia Haddad", 1700],
    ["George Liddell", 1650],
    ["Yuki Tanaka", 1590],
    ["Patrick Doyle", 1520],
    ["Freya Lindqvist", 1450],
    ["Omar Siddiqui", 1390],
    ["Harriet Cole", 1320],
    ["Leo Brennan", 1250],
    ["Ivy Thornton", 1150],
  ] as const;
  const drift = members.map(() => int(-40, 70));
  const start = epoch("2025-01-06");
  const span = epoch("2026-11-30") - start;
  const ratingOf = (player: number, ms: number) => Math.round(members[player]![1] + (drift[player]! * (ms - start)) / span + int(-12, 12));
  const mondays: number[] = [];
  for (let ms = start; ms <= epoch("2026-11-23"); ms += 7 * DAY_MS) mondays.push(ms);
  const openings = [
    ["Sicilian Defence", 22],
    ["Queen's Gambit", 16],
    ["Italian Game", 14],
    ["Ruy Lopez", 11],
    ["French Defence", 9],
    ["Caro-Kann Defence", 9],
    ["King's Indian Defence", 7],
    ["London System", 7],
    ["English Opening", 5],
  ] as const;
  const drafts: Cell[][] = [];
  while (drafts.length < 340) {
    const kind = weighted(random, [
      ["league", 42],
      ["championship", 10],
      ["rapid", 20],
      ["blitz", 28],
    ] as const);
    const monday = pick(mondays);
    const offset = kind === "league" ? 1 : kind === "blitz" ? 3 : 5;
    const ms = monday + offset * DAY_MS;
    const date = isoDay(ms);
    const m = month(date);
    if (kind === "championship" && m > 3 && m < 10) continue;
    const event =
      kind === "league"
        ? m <= 3 || m >= 10
          ? "Winter League"
          : "Summer League"
        : kind === "championship"
          ? "Club Championship"
          : kind === "rapid"
            ? "Club Rapid"
            : "Online Blitz";
    const control = kind === "rapid" ? "Rapid 15+10" : kind === "blitz" ? "Blitz 3+2" : "Classical 90+30";
    const venue =
      kind === "blitz" ? "Online" : kind === "championship" ? "Library Annex" : kind === "rapid" && random() < 0.4 ? "Community Centre" : "Club Hall";
    const white = int(0, members.length - 1);
    let black = int(0, members.length - 2);
    if (black >= white) black++;
    const whiteRating = ratingOf(white, ms);
    const blackRating = ratingOf(black, ms);
    const expected = 1 / (1 + 10 ** ((blackRating - whiteRating) / 400)) + 0.03;
    const drawRate = kind === "blitz" ? 0.08 : kind === "rapid" ? 0.15 : 0.26;
    const r = random();
    const result = r < drawRate ? "1/2-1/2" : random() < expected ? "1-0" : "0-1";
    const forfeit = result !== "1/2-1/2" && random() < (kind === "blitz" ? 0.16 : kind === "rapid" ? 0.06 : 0.02);
    const moves = forfeit ? int(38, 90) : result === "1/2-1/2" ? int(18, 80) : int(22, 75);
    const minutes =
      kind === "blitz"
        ? Math.min(12, Math.max(2, Math.round(moves * 0.11 + normal())))
        : kind === "rapid"
          ? Math.min(52, Math.max(8, Math.round(moves * 0.55 + 4 + 2 * normal())))
          : Math.min(235, Math.max(35, Math.round(moves * 2.6 + 20 + 10 * normal())));
    const rated = kind === "blitz" ? random() < 0.3 : kind === "rapid" ? random() < 0.8 : true;
    drafts.push([
      date,
      event,
      control,
      venue,
      members[white]![0],
      whiteRating,
      members[black]![0],
      blackRating,
      result,
      weighted(random, openings),
      moves,
      minutes,
      rated ? 1 : 0,
      kind === "blitz" ? 1 : 0,
      forfeit ? 1 : 0,
    ]);
  }
  drafts.sort((a, b) => (String(a[0]) < String(b[0]) ? -1 : String(a[0]) > String(b[0]) ? 1 : 0));
  write(
    "ChessLeagueGames",
    [
      "Game No",
      "Played On",
      "Event",
      "Time Control",
      "Venue",
      "White Player",
      "White Rating",
      "Black Player",
      "Black Rating",
      "Result",
      "Opening",
      "Moves",
      "Duration Min",
      "Rated",
      "Online",
      "Time Forfeit",
    ],
    drafts.map((row, index) => [`G-${7001 + index}`, ...row]),
  );
}

// ---------------------------------------------------------------- ATM_RPL_LOG (seed 604)
{
  const { random, pick, int, round } = prng(604);
  const atms = [
    ["A101", "GLA", "SUPMKT"],
    ["A102", "GLA", "TRNSTN"],
    ["A103", "GLA", "CONV"],
    ["A104", "EDI", "BANKBR"],
    ["A105", "EDI", "TRNSTN"],
    ["A106", "EDI", "SUPMKT"],
    ["A107", "ABD", "PETROL"],
    ["A108", "ABD", "SUPMKT"],
    ["A109", "DND", "CONV"],
    ["A110", "DND", "PETROL"],
    ["A111", "INV", "BANKBR"],
    ["A112", "INV", "PETROL"],
  ] as const;
  const interval: Record<string, [number, number]> = { TRNSTN: [8, 11], SUPMKT: [10, 13], BANKBR: [11, 15], PETROL: [12, 16], CONV: [14, 19] };
  const capacity: Record<string, number> = { TRNSTN: 60000, SUPMKT: 50000, BANKBR: 40000, PETROL: 30000, CONV: 25000 };
  const perDay: Record<string, number> = { TRNSTN: 72, SUPMKT: 50, BANKBR: 35, PETROL: 25, CONV: 18 };
  const company: Record<string, string> = { GLA: "SCX", EDI: "SCX", ABD: "VTX", DND: "VTX", INV: "LMS" };
  const crews: Record<string, string[]> = { SCX: ["C1", "C2", "C3"], VTX: ["C4", "C5"], LMS: ["C6"] };
  const fees: Record<string, [number, number]> = { SCX: [110, 210], VTX: [95, 185], LMS: [125, 240] };
  const faults = [
    ["JAM", 35],
    ["DSP", 20],
    ["CRD", 20],
    ["NET", 15],
    ["RCP", 10],
  ] as const;
  const drafts: { at: string; row: Cell[] }[] = [];
  let skimmers = 0;
  for (const [id, town, type] of atms) {
    const [low, high] = interval[type]!;
    let previous = epoch("2025-11-01") + int(0, low - 1) * DAY_MS;
    let loaded = capacity[type]!;
    for (;;) {
      const emergency = random() < 0.07;
      const gap = emergency ? int(2, Math.max(3, low - 3)) : int(low, high);
      const visitDay = previous + gap * DAY_MS;
      if (visitDay > epoch("2026-11-30")) break;
      const iso = isoDay(visitDay);
      const busy = month(iso) === 12 ? 1.3 : month(iso) === 8 && town === "EDI" ? 1.25 : 1;
      const withdrawals = Math.round(perDay[type]! * gap * busy * (0.75 + 0.5 * random()));
      const dispensed = Math.round((withdrawals * (50 + 30 * random())) / 10) * 10;
      const out = dispensed >= loaded;
      const returned = out ? 0 : loaded - dispensed;
      const fault = random() < (emergency ? 0.7 : 0.12) ? weighted(random, faults) : "";
      let down = 0;
      if (out) down += int(2, 40);
      if (fault) down += 1 + random() * 23;
      if (!out && !fault && random() < 0.2) down += random() * 1.5;
      const co = company[town]!;
      const check = random() < 0.8;
      const found = check && skimmers < 3 && random() < 0.012;
      if (found) skimmers++;
      loaded = capacity[type]! - 1000 * int(0, 8);
      const minutes = emergency ? int(7 * 60, 22 * 60) : int(6 * 60, 18 * 60);
      const at = stamp(visitDay, minutes);
      drafts.push({
        at,
        row: [
          at,
          id,
          town,
          type,
          co,
          pick(crews[co]!),
          emergency ? "Y" : "N",
          gap,
          withdrawals,
          returned,
          loaded,
          out ? "Y" : "N",
          round(down, 1),
          fault,
          check ? "Y" : "N",
          found ? "Y" : "N",
          fees[co]![emergency ? 1 : 0],
        ],
      });
      previous = visitDay;
    }
  }
  drafts.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  write(
    "ATM_RPL_LOG",
    [
      "RPL_ID",
      "RPL_TS",
      "ATM_ID",
      "TWN",
      "LOC_TYP",
      "CIT_CO",
      "CRW_ID",
      "EMRG",
      "DAYS_SNC",
      "WDL_CNT",
      "CSH_RET_GBP",
      "CSH_LD_GBP",
      "CSH_OUT",
      "OOS_HRS",
      "FLT_CD",
      "SKM_CHK",
      "SKM_FND",
      "FEE_GBP",
    ],
    drafts.map(({ row }, index) => [`R-${80001 + index}`, ...row]),
  );
}
