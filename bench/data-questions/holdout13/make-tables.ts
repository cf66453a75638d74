/**
 * Generates the thirteenth held-out suite's tables deterministically (one seeded PRNG per table):
 *
 *   cd bench && node --import tsx data-questions/holdout13/make-tables.ts
 *
 * Four domains no earlier suite used: a marina's berth rentals (ALL_CAPS, wide: three dates, three
 * amounts, two codes), a window cleaner's jobs (abbreviations and units), a karaoke bar's room bookings
 * (booleans and timestamps) and an Indonesian community garden's harvests (Indonesian names and values).
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Cell, csvWriter, day, prng, stamp } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));

// Marina berth rentals (ALL_CAPS, 19 columns): visiting boats, three dates, three amounts.
{
  const r = prng(1301);
  const boats = [
    "Albatross",
    "Blue Heron",
    "Cassiopeia",
    "Dolfijn",
    "Egret",
    "Firefly",
    "Gull Wing",
    "Halcyon",
    "Ibis",
    "Jolly Roger",
    "Kestrel",
    "Luna",
    "Mistral",
    "Nordwind",
    "Orca",
    "Pelican",
    "Quicksilver",
    "Sea Sprite",
    "Tern",
    "Valkyrie",
    "Wanderer",
    "Zephyr",
  ];
  const owners = [
    "Andersen",
    "Bakker",
    "Clarke",
    "Dupont",
    "Eriksen",
    "Fischer",
    "Graham",
    "Hansen",
    "Jansen",
    "Keller",
    "Larsen",
    "Morel",
    "Nielsen",
    "Olsen",
    "Petit",
    "Schmidt",
    "Turner",
    "Visser",
  ];
  const types = { SAILBOAT: [28, 45], MOTORBOAT: [20, 40], CATAMARAN: [35, 50], YACHT: [45, 80] } as const;
  const countries = ["NETHERLANDS", "GERMANY", "UNITED KINGDOM", "FRANCE", "DENMARK", "NORWAY"];
  const piers = { A: 2.1, B: 1.8, C: 1.5, D: 1.2 } as const;
  const rows: Cell[][] = [];
  for (let i = 0; i < 320; i++) {
    const boat = r.int(0, boats.length - 1);
    const type = r.pick(Object.keys(types) as (keyof typeof types)[]);
    const [low, high] = types[type];
    const length = r.int(low, high);
    const pier = r.pick(Object.keys(piers) as (keyof typeof piers)[]);
    const arrival = r.int(0, 640);
    const nights = r.pick([1, 1, 2, 2, 2, 3, 3, 4, 5, 7, 7, 10, 14]);
    const rate = r.round(length * piers[pier] * (0.9 + r.random() * 0.2));
    const status = r.random() < 0.08 ? "CANCELLED" : r.random() < 0.04 ? "NO_SHOW" : "COMPLETED";
    const berthFee = status === "COMPLETED" ? r.round(rate * nights) : 0;
    const serviceFee = status === "COMPLETED" ? r.round(nights * (6 + r.random() * 10)) : 0;
    rows.push([
      7001 + i,
      `BR-${String(23000 + i * 3 + r.int(0, 2))}`,
      `${pier}-${String(r.int(1, 24)).padStart(2, "0")}`,
      pier,
      boats[boat]!,
      type,
      owners[(boat * 5 + r.int(0, 1)) % owners.length]!,
      r.pick(countries),
      length,
      day(2025, 3, 1, arrival - r.int(2, 60)),
      day(2025, 3, 1, arrival),
      day(2025, 3, 1, arrival + nights),
      nights,
      rate,
      berthFee,
      serviceFee,
      r.round(berthFee + serviceFee),
      r.pick(["CARD", "CARD", "CASH", "INVOICE"]),
      status,
    ]);
  }
  rows.sort((a, b) => String(a[10]).localeCompare(String(b[10])) || Number(a[0]) - Number(b[0]));
  write(
    "MARINA_BERTH_RENTALS",
    [
      "RENTAL_ID",
      "BOOKING_REF",
      "BERTH_CODE",
      "PIER",
      "BOAT_NAME",
      "BOAT_TYPE",
      "OWNER_LAST_NAME",
      "HOME_COUNTRY",
      "LENGTH_FT",
      "BOOKED_DATE",
      "ARRIVAL_DATE",
      "DEPARTURE_DATE",
      "NIGHTS",
      "NIGHTLY_RATE",
      "BERTH_FEE",
      "SERVICE_FEE",
      "TOTAL_AMOUNT",
      "PAYMENT_METHOD",
      "STATUS",
    ],
    rows,
  );
}

// Window cleaner's jobs (abbreviations and units): minutes, litres, euros.
{
  const r = prng(1302);
  const customers = [
    "Bakker Dental",
    "Cafe Noord",
    "De Vries",
    "Elm School",
    "Flora Shop",
    "Green Office",
    "Harbour Hotel",
    "Jansen",
    "Kim Family",
    "Lindqvist",
    "Mulder",
    "Oak Library",
    "Peters",
    "Riverside Gym",
    "Smit",
    "Tulip Bakery",
    "Vos",
    "Willow Clinic",
  ];
  const typeOf = (name: string) =>
    /School|Library/.test(name) ? "school" : /Office|Dental|Clinic/.test(name) ? "office" : /Cafe|Shop|Hotel|Gym|Bakery/.test(name) ? "shop" : "residential";
  const rows: Cell[][] = [];
  for (let i = 0; i < 420; i++) {
    const customer = r.pick(customers);
    const type = typeOf(customer);
    const windows = type === "residential" ? r.int(6, 24) : type === "school" ? r.int(40, 120) : r.int(15, 60);
    const floors = type === "residential" ? r.int(1, 3) : r.int(1, 5);
    const minutes = Math.round(windows * (2.5 + r.random() * 1.5) + floors * 5);
    const amount = r.round(12 + windows * (1.6 + r.random() * 0.5) + (floors > 2 ? 15 : 0));
    rows.push([
      `J${String(5001 + i)}`,
      day(2025, 1, 2, r.int(0, 667)),
      customer,
      type,
      r.pick(["Northside", "Harbour", "Old Town", "Eastfield", "Riverside"]),
      r.pick(["W1", "W2", "W3", "W4"]),
      windows,
      floors,
      minutes,
      r.round(windows * (0.8 + r.random() * 0.6), 1),
      amount,
      type === "residential" && r.random() < 0.35 ? r.pick([2, 3, 5, 5, 10]) : 0,
      r.pick(["card", "cash", "transfer", "transfer"]),
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])) || String(a[0]).localeCompare(String(b[0])));
  write(
    "window_cln_jobs",
    ["job_no", "job_dt", "cust_nm", "cust_type", "district", "crew_cd", "win_qty", "flr_cnt", "dur_min", "water_l", "amt_eur", "tip_eur", "pay_mthd"],
    rows,
  );
}

// Karaoke bar room bookings (timestamps and booleans).
{
  const r = prng(1303);
  const rooms = { Tokyo: 45, Seoul: 40, Manila: 30, Nashville: 35, Vegas: 60 } as const;
  const rows: Cell[][] = [];
  const base = Date.UTC(2026, 0, 2, 17);
  for (let i = 0; i < 360; i++) {
    const room = r.pick(Object.keys(rooms) as (keyof typeof rooms)[]);
    const start = r.int(0, 270) * 24 * 60 + r.int(0, 14) * 30;
    const hours = r.pick([1, 1.5, 2, 2, 2, 3, 3, 4]);
    const group = room === "Vegas" ? r.int(8, 20) : r.int(2, 10);
    const member = r.random() < 0.4;
    const birthday = r.random() < 0.18;
    const drinks = r.round(group * hours * (4 + r.random() * 6));
    const roomFee = rooms[room] * hours * (member ? 0.85 : 1);
    rows.push([
      `KB${String(i + 1).padStart(4, "0")}`,
      stamp(base, start),
      stamp(base, start + hours * 60),
      room,
      group,
      hours,
      Math.round(hours * (10 + r.random() * 6)),
      r.round(roomFee),
      drinks,
      r.round(roomFee + drinks),
      member,
      birthday,
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  write(
    "karaoke_room_bookings",
    [
      "booking_id",
      "start_time",
      "end_time",
      "room",
      "party_size",
      "hours",
      "songs_sung",
      "room_charge",
      "drinks_total",
      "total_spend",
      "is_member",
      "is_birthday",
    ],
    rows,
  );
}

// Indonesian community garden harvests (Indonesian column names and values; rupiah).
{
  const r = prng(1304);
  const crops = {
    bayam: [1, 4, 18000],
    kangkung: [1, 5, 15000],
    cabai: [0.3, 2, 65000],
    tomat: [2, 8, 14000],
    terong: [1, 6, 12000],
    sawi: [1, 5, 16000],
    jagung: [3, 12, 9000],
  } as const;
  const gardeners = ["Budi", "Siti", "Agus", "Dewi", "Rina", "Joko", "Wati", "Hendra", "Putri", "Yusuf", "Ayu", "Bambang"];
  const rows: Cell[][] = [];
  for (let i = 0; i < 270; i++) {
    const crop = r.pick(Object.keys(crops) as (keyof typeof crops)[]);
    const [low, high, price] = crops[crop];
    const gardener = r.int(0, gardeners.length - 1);
    const weather = r.pick(["cerah", "cerah", "berawan", "hujan"]);
    const weight = r.round((low + r.random() * (high - low)) * (weather === "hujan" ? 0.8 : 1), 1);
    const sold = r.random() < 0.6;
    const unitPrice = Math.round((price * (0.85 + r.random() * 0.3)) / 500) * 500;
    rows.push([
      i + 1,
      day(2025, 3, 1, r.int(0, 600)),
      `P${String(gardener * 2 + r.int(1, 2)).padStart(2, "0")}`,
      ["Utara", "Selatan", "Timur", "Barat"][gardener % 4]!,
      gardeners[gardener]!,
      crop,
      weight,
      weather,
      sold ? "ya" : "tidak",
      unitPrice,
      sold ? Math.round(weight * unitPrice) : 0,
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])) || Number(a[0]) - Number(b[0]));
  write(
    "panen_kebun_warga",
    ["id_panen", "tanggal_panen", "kode_petak", "blok", "nama_penggarap", "jenis_sayuran", "berat_kg", "cuaca", "dijual", "harga_per_kg", "pendapatan_rp"],
    rows,
  );
}
