/**
 * Generates the forty-third held-out suite's tables deterministically (one seeded PRNG per table, seeds 431–434):
 *
 *   cd bench && node --import tsx data-questions/holdout43/make-tables.ts
 *
 * Four synthetic tables of domains no earlier suite used, one naming style each (see README.md). All dates fall
 * between 2025-01-01 and 2026-11-29; "today" for the questions is 2026-11-30.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { csvWriter, day, prng, stamp, type Cell } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));
/** Days from 2025-01-01 to 2026-11-29 inclusive. */
const SPAN = 697;
const LAST = "2026-11-29";
const month = (iso: string) => Number(iso.slice(5, 7));
const dayDiff = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);

// (1) Quarry weighbridge tickets (terse snake_case, short codes, Y/N flags), pounds sterling.
{
  const r = prng(431);
  const price: Record<string, number> = { MOT: 18.5, SCR: 24, DST: 12, ARM: 38, SND: 21 };
  const rows: Cell[][] = [];
  for (let i = 0; i < 310; i++) {
    const date = day(2025, 1, 1, r.int(0, SPAN - 1));
    const site = r.pick(["BLK", "BLK", "CRG", "DNM"]);
    let prd = r.pick(["MOT", "MOT", "SCR", "DST", "ARM", "SND"]);
    if (prd === "SND" && site !== "DNM") prd = "SCR";
    if (prd === "ARM" && site !== "CRG") prd = "MOT";
    const cust = r.pick(["TRD", "TRD", "TRD", "CSH", "CNL"]);
    const veh = cust === "CSH" ? r.pick(["PU", "PU", "TPR"]) : prd === "ARM" ? "TPR" : r.pick(["TPR", "TPR", "ART"]);
    const tare = veh === "PU" ? r.round(2.1 + r.random() * 0.6, 2) : veh === "TPR" ? r.round(12 + r.random() * 1.2, 2) : r.round(15 + r.random() * 1.4, 2);
    const net = veh === "PU" ? r.round(0.5 + r.random(), 2) : veh === "TPR" ? r.round(14 + r.random() * 7, 2) : r.round(24 + r.random() * 6, 2);
    const gross = r.round(tare + net, 2);
    const ovld = (veh === "TPR" && gross > 32) || (veh === "ART" && gross > 44) ? "Y" : "N";
    const haul = veh !== "PU" && cust !== "CSH" && r.random() < 0.4 ? "Y" : "N";
    const km = haul === "Y" ? r.int(4, 48) : "";
    const haulGbp = haul === "Y" ? r.round(net * 0.16 * Number(km) + 35) : 0;
    const disc = cust === "TRD" ? 0.92 : cust === "CNL" ? 0.88 : 1;
    const levy = prd === "DST" ? 0 : r.round(net * (date < "2026-04-01" ? 2.03 : 2.08));
    const total = r.round(net * price[prd]! * disc + levy + haulGbp);
    const sheeted = veh === "PU" ? "N" : r.random() < 0.9 ? "Y" : "N";
    const pay = cust === "CSH" ? r.pick(["CRD", "CRD", "CSH"]) : "ACC";
    let paid: string = pay === "ACC" ? day(Number(date.slice(0, 4)), month(date), Number(date.slice(8, 10)), r.int(14, 60)) : date;
    if (paid > LAST || (pay === "ACC" && r.random() < 0.04)) paid = "";
    const wait = r.random() < 0.06 ? "" : r.int(2, 14) + (month(date) >= 4 && month(date) <= 9 ? r.int(0, 12) : 0) + (site === "BLK" ? 5 : 0);
    rows.push(["", date, site, prd, cust, veh, gross, tare, net, price[prd]!, ovld, sheeted, haul, km, haulGbp, levy, total, pay, paid, wait]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => (row[0] = `WB-${10001 + index}`));
  write(
    "qry_wb_tkts",
    [
      "tkt_no",
      "tkt_dt",
      "site",
      "prd_cd",
      "cust_typ",
      "veh_typ",
      "gross_t",
      "tare_t",
      "net_t",
      "list_gbp_t",
      "ovld_flg",
      "sht_flg",
      "haul_flg",
      "haul_km",
      "haul_gbp",
      "levy_gbp",
      "tot_gbp",
      "pay_mth",
      "pd_dt",
      "wait_min",
    ],
    rows,
  );
}

// (2) Event catering bookings (camelCase with units, true/false columns), pounds sterling.
{
  const r = prng(432);
  const perHead: Record<string, number> = { Buffet: 18, "Three Course": 42, Canapes: 24, BBQ: 22 };
  const rows: Cell[][] = [];
  for (let i = 0; i < 300; i++) {
    const eventType = r.pick(["Wedding", "Wedding", "Corporate Lunch", "Corporate Lunch", "Birthday", "Funeral Wake", "Conference"]);
    const lead = eventType === "Wedding" ? r.int(60, 300) : eventType === "Funeral Wake" ? r.int(2, 9) : r.int(7, 90);
    // Booked on or after 2025-01-01: the event is at least `lead` days into the span.
    const eventDate = day(2025, 1, 1, r.int(lead, SPAN - 1));
    const summer = month(eventDate) >= 5 && month(eventDate) <= 9;
    let menuTier =
      eventType === "Funeral Wake"
        ? "Buffet"
        : eventType === "Conference"
          ? r.pick(["Buffet", "Canapes"])
          : r.pick(["Buffet", "Three Course", "Canapes", "BBQ"]);
    if (menuTier === "BBQ" && !summer) menuTier = "Buffet";
    if (eventType === "Wedding" && r.random() < 0.5) menuTier = "Three Course";
    const bookedDate = day(Number(eventDate.slice(0, 4)), month(eventDate), Number(eventDate.slice(8, 10)), -lead);
    const venue =
      eventType === "Corporate Lunch" ? "Office" : eventType === "Conference" ? "Hotel" : r.pick(["Client Home", "Village Hall", "Hotel", "Village Hall"]);
    const guests =
      eventType === "Wedding" ? r.int(60, 180) : eventType === "Conference" ? r.int(40, 220) : eventType === "Birthday" ? r.int(15, 80) : r.int(12, 90);
    const staff = Math.ceil(guests / (menuTier === "Three Course" ? 8 : 15));
    const hours = menuTier === "Three Course" ? r.int(6, 9) : eventType === "Corporate Lunch" ? r.int(2, 3) : r.int(3, 6);
    const pph = r.round(perHead[menuTier]! * (eventType === "Wedding" ? 1.15 : 1));
    const hasBar = r.random() < (eventType === "Wedding" || eventType === "Birthday" ? 0.7 : 0.12);
    const tasting = eventType === "Wedding" ? r.random() < 0.8 : false;
    const miles = r.int(venue === "Client Home" ? 3 : 1, 45);
    const vegan = Math.round(guests * r.random() * 0.12);
    const total = r.round(guests * pph + (hasBar ? guests * 12 : 0) + staff * hours * 16 + miles * 0.9);
    const deposit = r.round(total * (eventType === "Wedding" ? 0.3 : 0.2));
    const cancelled = r.random() < 0.06;
    const waste = cancelled || r.random() < 0.1 ? "" : r.round(guests * (menuTier === "Buffet" ? 0.22 : 0.1) * (0.5 + r.random()), 1);
    const review = cancelled || r.random() < 0.35 ? "" : Math.max(1, Math.min(5, Math.round(4.2 + r.normal() * 0.8 - (miles > 35 ? 0.6 : 0))));
    rows.push([
      "",
      bookedDate,
      eventDate,
      eventType,
      menuTier,
      venue,
      guests,
      vegan,
      staff,
      hours,
      pph,
      miles,
      hasBar,
      tasting,
      deposit,
      total,
      cancelled,
      waste,
      review,
    ]);
  }
  rows.sort((a, b) => String(a[2]).localeCompare(String(b[2])));
  rows.forEach((row, index) => (row[0] = `CE-${5001 + index}`));
  write(
    "cateringEvents",
    [
      "eventId",
      "bookedDate",
      "eventDate",
      "eventType",
      "menuTier",
      "venueType",
      "guestCount",
      "veganGuests",
      "staffCount",
      "serviceHours",
      "pricePerHeadGbp",
      "travelMiles",
      "hasBar",
      "tastingHeld",
      "depositGbp",
      "totalGbp",
      "isCancelled",
      "foodWasteKg",
      "reviewScore",
    ],
    rows,
  );
}

// (3) Ice rink admissions (Title Case with spaces, a timestamp, Yes/No columns), Canadian dollars.
{
  const r = prng(433);
  const rows: Cell[][] = [];
  for (let i = 0; i < 320; i++) {
    const date = day(2025, 1, 1, r.int(0, SPAN - 1));
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const session = r.pick(["Public Skate", "Public Skate", "Public Skate", "Disco Night", "Learn To Skate", "Figure Practice", "Hockey Drop-In"]);
    const startMinute =
      session === "Disco Night" ? r.int(19 * 60, 20 * 60 + 30) : session === "Learn To Skate" ? r.int(9 * 60, 11 * 60) : r.int(10 * 60, 21 * 60);
    const base = Date.parse(`${date}T00:00:00Z`);
    const rink =
      session === "Figure Practice" || session === "Learn To Skate"
        ? "Studio Rink"
        : session === "Hockey Drop-In"
          ? "Main Rink"
          : r.pick(["Main Rink", "Main Rink", "Studio Rink"]);
    const age =
      session === "Hockey Drop-In"
        ? "Adult"
        : session === "Learn To Skate"
          ? r.pick(["Child", "Child", "Adult"])
          : r.pick(["Child", "Adult", "Adult", "Senior"]);
    const party = session === "Public Skate" ? r.int(1, 6) : session === "Disco Night" ? r.int(1, 4) : 1;
    const member = r.random() < (session === "Figure Practice" || session === "Hockey Drop-In" ? 0.55 : 0.18);
    const weekend = weekday === 0 || weekday === 6;
    const listPrice = { "Public Skate": 9, "Disco Night": 12, "Learn To Skate": 16, "Figure Practice": 14, "Hockey Drop-In": 15 }[session]!;
    const ticket = r.round((age === "Child" ? listPrice - 3 : age === "Senior" ? listPrice - 2 : listPrice) + (weekend && session === "Public Skate" ? 2 : 0));
    const skateHire = session === "Figure Practice" || session === "Hockey Drop-In" ? r.random() < 0.08 : r.random() < 0.6;
    const helmet = age === "Child" ? r.random() < 0.75 : r.random() < 0.1;
    const minutes = session === "Learn To Skate" ? 45 : session === "Hockey Drop-In" ? 90 : session === "Figure Practice" ? r.pick([45, 60]) : r.int(30, 120);
    const total = r.round(party * ticket * (member ? 0.8 : 1) + (skateHire ? party * 5.5 : 0) + (helmet ? party * 2 : 0));
    const incident = r.random() < (session === "Hockey Drop-In" ? 0.08 : age === "Child" ? 0.04 : 0.02);
    const iceTemp = r.random() < 0.07 ? "" : r.round(-5.5 + r.random() * 2.2 + (month(date) >= 6 && month(date) <= 8 ? 0.4 : 0), 1);
    const rating = r.random() < 0.55 ? "" : Math.max(1, Math.min(5, Math.round(4 + r.normal() * 0.8 - (incident ? 1.5 : 0))));
    rows.push([
      "",
      stamp(base, startMinute),
      rink,
      session,
      age,
      party,
      member ? "Yes" : "No",
      skateHire ? "Yes" : "No",
      helmet ? "Yes" : "No",
      ticket,
      total,
      minutes,
      incident ? "Yes" : "No",
      iceTemp,
      rating,
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => (row[0] = `IR-${30001 + index}`));
  write(
    "rink_admissions",
    [
      "Ticket ID",
      "Entry Time",
      "Rink",
      "Session",
      "Age Group",
      "Party Size",
      "Member",
      "Skate Hire",
      "Helmet Hire",
      "Ticket Price CAD",
      "Total CAD",
      "Minutes On Ice",
      "Incident",
      "Ice Temp C",
      "Rating",
    ],
    rows,
  );
}

// (4) An Athens electrician's call-outs (Greek, transliterated to Latin letters; nai/ochi flags), euros.
{
  const r = prng(434);
  const techs = ["Giorgos", "Nikos", "Eleni", "Kostas"];
  const rows: Cell[][] = [];
  for (let i = 0; i < 290; i++) {
    const called = day(2025, 1, 1, r.int(0, SPAN - 1));
    const area = r.pick(["Kifisia", "Marousi", "Chalandri", "Glyfada", "Peiraias", "Peiraias"]);
    const kind = r.pick(["vlavi", "vlavi", "vlavi", "egkatastasi", "pistopoiitiko", "fotismos", "pinakas"]);
    const tech = kind === "pistopoiitiko" || kind === "pinakas" ? r.pick(["Giorgos", "Eleni"]) : r.pick(techs);
    const urgent = kind === "vlavi" ? r.random() < 0.5 : r.random() < 0.05;
    const client = r.pick(["idiotis", "idiotis", "idiotis", "epicheirisi"]);
    const invoice = client === "epicheirisi" || r.random() < 0.4 ? "nai" : "ochi";
    let done: string = day(Number(called.slice(0, 4)), month(called), Number(called.slice(8, 10)), urgent ? r.int(0, 1) : r.int(2, 21));
    if (done > LAST || r.random() < 0.03) done = "";
    const hours = kind === "pistopoiitiko" ? 2 : kind === "pinakas" ? r.int(8, 16) / 2 : kind === "egkatastasi" ? r.int(4, 14) / 2 : r.int(1, 6) / 2;
    const materials = kind === "pistopoiitiko" ? 0 : kind === "pinakas" ? r.int(280, 650) : kind === "egkatastasi" ? r.int(60, 420) : r.int(0, 90);
    const cost = kind === "pistopoiitiko" ? 120 + (urgent ? 40 : 0) : r.round(45 + 38 * hours * (urgent ? 1.5 : 1) + materials);
    const km = { Kifisia: r.int(18, 24), Marousi: r.int(12, 16), Chalandri: r.int(8, 12), Glyfada: r.int(14, 20), Peiraias: r.int(3, 9) }[area]!;
    // The estimate given on the phone (always recorded): the expected cost ± 20 % plus travel, to the ten euros.
    const estimate =
      kind === "pistopoiitiko"
        ? 120 + (urgent ? 40 : 0)
        : Math.round(((45 + 38 * hours * (urgent ? 1.5 : 1) + materials) * (0.8 + r.random() * 0.4) + km * 0.5) / 10) * 10;
    const pay = client === "epicheirisi" ? "trapeza" : r.pick(["metrita", "karta", "karta", "trapeza"]);
    const rating =
      done === "" || r.random() < 0.4 ? "" : Math.max(1, Math.min(5, Math.round(4.3 + r.normal() * 0.7 - (urgent && dayDiff(called, done) > 0 ? 0.8 : 0))));
    rows.push([
      "",
      called,
      done,
      area,
      kind,
      tech,
      client,
      urgent ? "nai" : "ochi",
      km,
      estimate,
      done === "" ? "" : hours,
      done === "" ? "" : materials,
      done === "" ? "" : cost,
      done === "" ? "" : pay,
      done === "" ? "ochi" : invoice,
      rating,
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  rows.forEach((row, index) => (row[0] = `EL-${7001 + index}`));
  write(
    "ergasies_ilektrologou",
    [
      "kodikos",
      "imerominia_klisis",
      "imerominia_ergasias",
      "perioxi",
      "eidos",
      "texnikos",
      "pelatis",
      "epeigon",
      "apostasi_km",
      "ektimisi_eur",
      "ores",
      "ylika_eur",
      "kostos_eur",
      "pliromi",
      "timologio",
      "vathmologia",
    ],
    rows,
  );
}
