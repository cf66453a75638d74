/**
 * Generates the fifth held-out suite's tables deterministically (one seeded PRNG per table):
 *
 *   cd bench && node --import tsx data-questions/holdout5/make-tables.ts
 *
 * Four domains no other suite uses, four naming styles: university course enrolments in the ALL_CAPS
 * style of classic relational sample schemas; a wine shop's sales with abbreviations and units
 * (txn_dt, btl_qty, vol_ml, ship_wt_kg, deliv_min); a museum's ticket sales with a timestamp and
 * booleans; a film festival's screenings with French column names and values. Changing this file
 * changes the expected answers: rerun it, then `pnpm vitest run data-questions/holdout.test.ts`.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { csvWriter, day, prng, stamp, type Cell } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));

// University course enrolments (ALL_CAPS): one row per student and course, four semesters.
{
  const r = prng(5101);
  const first = [
    "James",
    "Maria",
    "Robert",
    "Linda",
    "Michael",
    "Susan",
    "William",
    "Karen",
    "David",
    "Nancy",
    "Richard",
    "Lisa",
    "Joseph",
    "Betty",
    "Thomas",
    "Sandra",
    "Charles",
    "Ashley",
    "Daniel",
    "Kimberly",
    "Matthew",
    "Emily",
    "Anthony",
    "Donna",
  ];
  const last = ["Adams", "Baker", "Clark", "Davis", "Evans", "Foster", "Green", "Hughes", "Irwin", "Jones", "King", "Lopez", "Morgan"];
  const majors = ["Computer Science", "Mathematics", "Biology", "History", "Economics", "Physics"];
  const courses = [
    ["CS101", "Intro to Programming", "Computer Science", 4, "Turing"],
    ["CS205", "Data Structures", "Computer Science", 4, "Hopper"],
    ["CS310", "Databases", "Computer Science", 3, "Codd"],
    ["MA110", "Calculus I", "Mathematics", 4, "Noether"],
    ["MA220", "Linear Algebra", "Mathematics", 3, "Noether"],
    ["BI120", "Cell Biology", "Biology", 4, "Franklin"],
    ["BI230", "Genetics", "Biology", 3, "Mendel"],
    ["HI100", "World History", "History", 3, "Braudel"],
    ["HI240", "Medieval Europe", "History", 3, "Braudel"],
    ["EC101", "Microeconomics", "Economics", 3, "Ostrom"],
    ["EC210", "Econometrics", "Economics", 4, "Ostrom"],
    ["PH150", "Mechanics", "Physics", 4, "Meitner"],
  ] as const;
  const semesters = [
    ["Fall 2023", 2023, 8, 14],
    ["Spring 2024", 2024, 1, 8],
    ["Fall 2024", 2024, 8, 12],
    ["Spring 2025", 2025, 1, 6],
  ] as const;
  const grade = (score: number) => (score >= 90 ? "A" : score >= 80 ? "B" : score >= 70 ? "C" : score >= 60 ? "D" : "F");
  const rows: Cell[][] = [];
  let id = 50001;
  for (let s = 0; s < 110; s++) {
    const major = r.pick(majors);
    const age = r.int(18, 29);
    const sex = r.random() < 0.52 ? "F" : "M";
    const taken = new Set<number>();
    const count = r.int(2, 5);
    while (taken.size < count) {
      // Students take courses of their own major more often.
      const own = courses.map((course, index) => [course, index] as const).filter(([course]) => course[2] === major);
      taken.add(r.random() < 0.5 && own.length ? r.pick(own)[1] : r.int(0, courses.length - 1));
    }
    for (const index of [...taken].sort((a, b) => a - b)) {
      const [code, title, department, credits, instructor] = courses[index]!;
      const [semester, year, month, start] = r.pick(semesters);
      const attendance = r.round(55 + r.random() * 45, 1);
      const score = r.round(Math.min(100, Math.max(25, 35 + attendance * 0.5 + r.normal() * 9)), 1);
      rows.push([
        id++,
        1001 + s,
        first[s % first.length]!,
        last[(s * 5) % last.length]!,
        sex,
        age,
        major,
        code,
        title,
        department,
        credits,
        instructor,
        semester,
        day(year, month, start, -r.int(0, 40)),
        attendance,
        score,
        grade(score),
      ]);
    }
  }
  write(
    "university_enrolments",
    [
      "ENROLLMENT_ID",
      "STUDENT_ID",
      "FIRST_NAME",
      "LAST_NAME",
      "SEX",
      "AGE",
      "MAJOR",
      "COURSE_CODE",
      "COURSE_TITLE",
      "DEPARTMENT",
      "CREDITS",
      "INSTRUCTOR",
      "SEMESTER",
      "ENROLL_DATE",
      "ATTENDANCE_PCT",
      "FINAL_SCORE",
      "GRADE",
    ],
    rows,
  );
}

// A wine shop's sales (abbreviations and units): 18 months, three shops, pick-up or delivery.
{
  const r = prng(5202);
  const wines = [
    ["Chateau Margaux Reserve", "Cabernet Sauvignon", "FR", 85],
    ["Sancerre Blanc", "Sauvignon Blanc", "FR", 28],
    ["Chablis Premier Cru", "Chardonnay", "FR", 36],
    ["Barolo Classico", "Nebbiolo", "IT", 54],
    ["Chianti Riserva", "Sangiovese", "IT", 22],
    ["Rioja Gran Reserva", "Tempranillo", "ES", 31],
    ["Albarino Rias Baixas", "Albarino", "ES", 18],
    ["Douro Tinto", "Touriga Nacional", "PT", 16],
    ["Mendoza Malbec", "Malbec", "AR", 14],
    ["Marlborough Sauvignon", "Sauvignon Blanc", "NZ", 17],
    ["Napa Valley Cabernet", "Cabernet Sauvignon", "US", 62],
    ["Willamette Pinot Noir", "Pinot Noir", "US", 39],
  ] as const;
  const rows: Cell[][] = [];
  for (let i = 0; i < 360; i++) {
    const [name, varietal, country, price] = r.pick(wines);
    const volume = r.pick([750, 750, 750, 750, 1500, 375]);
    const bottles = r.int(1, 12);
    const unit = r.round(price * (volume / 750) * (0.95 + r.random() * 0.1));
    const customer = r.pick(["retail", "retail", "retail", "club", "trade"]);
    const discount = customer === "trade" ? 15 : customer === "club" ? 10 : r.pick([0, 0, 0, 5]);
    const delivered = r.random() < 0.4;
    rows.push([
      `T${70000 + i}`,
      day(2024, 1, 1, r.int(0, 546)),
      r.pick(["DTN", "DTN", "HBR", "UPT"]),
      customer,
      name,
      varietal,
      country,
      r.int(2012, 2022),
      bottles,
      volume,
      unit,
      discount,
      r.round(bottles * unit * (1 - discount / 100)),
      r.round(bottles * (volume / 750) * 1.3 + 0.4, 2),
      delivered ? r.int(25, 180) : "",
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])) || String(a[0]).localeCompare(String(b[0])));
  write(
    "wine_shop_sales",
    [
      "txn_id",
      "txn_dt",
      "store_cd",
      "cust_typ",
      "wine_nm",
      "varietal",
      "ctry_cd",
      "vintage_yr",
      "btl_qty",
      "vol_ml",
      "unit_prc",
      "disc_pct",
      "net_amt",
      "ship_wt_kg",
      "deliv_min",
    ],
    rows,
  );
}

// A museum's ticket sales (snake_case, a timestamp and booleans): six months of opening hours.
{
  const r = prng(5303);
  const exhibitions = ["Permanent Collection", "Impressionist Light", "Ancient Egypt", "Modern Design", "Photography Now"];
  const prices = { adult: 18, child: 6, senior: 12, student: 9, family: 40 } as const;
  const rows: Cell[][] = [];
  const base = Date.UTC(2025, 2, 1);
  for (let i = 0; i < 480; i++) {
    const dayOffset = r.int(0, 183);
    // Closed on Mondays: move the sale to Tuesday.
    const weekday = new Date(base + dayOffset * 86_400_000).getUTCDay();
    const minutes = (dayOffset + (weekday === 1 ? 1 : 0)) * 1440 + 9 * 60 + r.int(0, 8 * 60 + 59);
    const type = r.pick(["adult", "adult", "adult", "child", "senior", "student", "family"] as const);
    const visitors = type === "family" ? r.int(3, 6) : r.int(1, 3);
    const member = r.random() < 0.22;
    const total = r.round((type === "family" ? prices.family : prices[type] * visitors) * (member ? 0.5 : 1));
    rows.push([
      `MT-${300000 + i}`,
      stamp(base, minutes),
      r.pick(exhibitions),
      type,
      r.pick(["online", "online", "front desk", "kiosk"]),
      visitors,
      total,
      member,
      r.random() < 0.3,
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  write(
    "museum_ticket_sales",
    ["ticket_id", "sold_at", "exhibition", "ticket_type", "sales_channel", "visitors", "total_price", "is_member", "audio_guide"],
    rows,
  );
}

// A film festival's screenings (French column names and values): two editions of twelve days in May.
{
  const r = prng(5404);
  const debuts = [
    "La Nuit",
    "Le Silence",
    "Les Enfants",
    "Un Été",
    "La Mer",
    "Le Dernier Train",
    "Les Ombres",
    "La Maison",
    "Le Vent",
    "Les Lumières",
    "Une Femme",
    "Le Retour",
  ];
  const fins = ["de Paris", "du Nord", "sans fin", "à Dakar", "de Lisbonne", "d'automne", "perdu", "de Montréal", "à Tokyo", "du Sud"];
  const pays = ["France", "France", "Belgique", "Canada", "Japon", "Sénégal", "Brésil", "Portugal"];
  const sections = ["Compétition officielle", "Un certain regard", "Courts métrages", "Séances de minuit"];
  const salles = { "Grand Théâtre": 900, "Salle Lumière": 420, "Salle Varda": 180, "Plein Air": 1200 } as const;
  const films: [string, string, string, number][] = [];
  const seen = new Set<string>();
  while (films.length < 80) {
    const titre = `${r.pick(debuts)} ${r.pick(fins)}`;
    if (seen.has(titre)) continue;
    seen.add(titre);
    const section = r.pick(sections);
    films.push([titre, r.pick(pays), section, section === "Courts métrages" ? r.int(8, 30) : r.int(78, 165)]);
  }
  const rows: Cell[][] = [];
  let id = 1;
  for (const [edition, start] of [
    [2024, 14],
    [2025, 13],
  ] as const) {
    for (let i = 0; i < 120; i++) {
      const [titre, pays_, section, duree] = r.pick(films);
      const salle = r.pick(Object.keys(salles) as (keyof typeof salles)[]);
      const capacite = salles[salle];
      const fill = Math.min(1, (section === "Compétition officielle" ? 0.75 : 0.5) + r.random() * 0.45);
      const spectateurs = Math.round(capacite * fill);
      const prix = section === "Courts métrages" ? 8 : salle === "Plein Air" ? 0 : section === "Compétition officielle" ? 15 : 11;
      rows.push([
        `S${edition}-${String(id++).padStart(3, "0")}`,
        edition,
        day(edition, 5, start, r.int(0, 11)),
        salle,
        titre,
        pays_,
        section,
        duree,
        spectateurs,
        capacite,
        spectateurs * prix,
        spectateurs === capacite ? "oui" : "non",
      ]);
    }
  }
  rows.sort((a, b) => String(a[2]).localeCompare(String(b[2])) || String(a[0]).localeCompare(String(b[0])));
  write(
    "festival_seances",
    ["id_seance", "edition", "date_seance", "salle", "titre_film", "pays", "section", "duree_min", "spectateurs", "capacite", "recette_eur", "complet"],
    rows,
  );
}
