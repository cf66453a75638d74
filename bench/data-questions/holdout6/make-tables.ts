/**
 * Generates the sixth held-out suite's tables deterministically (one seeded PRNG per table):
 *
 *   cd bench && node --import tsx data-questions/holdout6/make-tables.ts
 *
 * Four domains no other suite uses, four naming styles: an animal shelter's intakes in the CamelCase
 * style of classic relational sample schemas (AnimalID, AgeYears, IntakeDate, AdoptionFee); a truck
 * fleet's fuel log with abbreviations and units (fuel_dt, qty_l, amt, odo_km, idle_min, load_kg); an
 * escape-room company's bookings with a timestamp and booleans; Brazilian coffee farms' harvest lots
 * with Portuguese column names and values. Changing this file changes the expected answers: rerun it,
 * then `pnpm vitest run data-questions/holdout.test.ts`.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { csvWriter, day, prng, stamp, type Cell } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));

// An animal shelter's intakes (CamelCase, classic sample-schema style): two years, three shelters.
{
  const r = prng(6101);
  const names = [
    "Bella",
    "Max",
    "Luna",
    "Charlie",
    "Lucy",
    "Cooper",
    "Daisy",
    "Milo",
    "Bailey",
    "Oliver",
    "Nala",
    "Rocky",
    "Chloe",
    "Leo",
    "Pepper",
    "Simba",
    "Ziggy",
    "Rosie",
    "Toby",
    "Willow",
    "Jasper",
    "Maple",
    "Bruno",
    "Hazel",
    "Oscar",
    "Poppy",
    "Finn",
    "Cleo",
  ];
  const breeds = {
    Dog: ["Labrador Mix", "German Shepherd", "Pit Bull Mix", "Beagle", "Chihuahua", "Border Collie"],
    Cat: ["Domestic Shorthair", "Domestic Longhair", "Siamese", "Maine Coon"],
    Rabbit: ["Lop", "Rex"],
    Bird: ["Budgerigar", "Cockatiel"],
  } as const;
  const shelters = ["Northside Shelter", "Riverside Shelter", "Hillcrest Shelter"];
  const rows: Cell[][] = [];
  for (let i = 0; i < 420; i++) {
    const species = r.pick(["Dog", "Dog", "Dog", "Dog", "Cat", "Cat", "Cat", "Rabbit", "Bird"] as const);
    const age = species === "Bird" || species === "Rabbit" ? r.int(0, 6) : r.int(0, 14);
    const intake = day(2023, 1, 1, r.int(0, 729));
    const outcome = r.pick(["Adopted", "Adopted", "Adopted", "Adopted", "Transferred", "Returned to Owner", "Still in Care"]);
    const days = outcome === "Returned to Owner" ? r.int(1, 10) : Math.max(1, Math.round(8 + age * 3 + r.random() * 40 + (species === "Dog" ? 10 : 0)));
    const outcomeDate = outcome === "Still in Care" ? "" : day(Number(intake.slice(0, 4)), Number(intake.slice(5, 7)), Number(intake.slice(8, 10)), days);
    const fee = outcome === "Adopted" ? (species === "Dog" ? (age < 2 ? 250 : 150) : species === "Cat" ? (age < 2 ? 120 : 75) : 40) - (age >= 8 ? 50 : 0) : 0;
    const weight =
      species === "Dog" ? r.round(4 + r.random() * 36, 1) : species === "Cat" ? r.round(2.5 + r.random() * 4.5, 1) : r.round(0.05 + r.random() * 2, 2);
    rows.push([
      7001 + i,
      r.pick(names),
      species,
      r.pick(breeds[species]),
      r.random() < 0.5 ? "F" : "M",
      age,
      weight,
      r.pick(shelters),
      intake,
      r.pick(["Stray", "Stray", "Owner Surrender", "Owner Surrender", "Seized", "Born in Care"]),
      outcome,
      outcomeDate,
      outcome === "Still in Care" ? "" : days,
      Math.max(0, fee),
    ]);
  }
  write(
    "shelter_animals",
    [
      "AnimalID",
      "AnimalName",
      "Species",
      "Breed",
      "Sex",
      "AgeYears",
      "WeightKg",
      "ShelterName",
      "IntakeDate",
      "IntakeType",
      "OutcomeType",
      "OutcomeDate",
      "DaysInCare",
      "AdoptionFee",
    ],
    rows,
  );
}

// A truck fleet's fuel log (abbreviations and units): 2024 and the first half of 2025, four depots.
{
  const r = prng(6202);
  const vehicles = [
    ["TRK-01", "Ana Ruiz", "NTH", "diesel"],
    ["TRK-02", "Ben Okafor", "NTH", "diesel"],
    ["TRK-03", "Carla Singh", "STH", "diesel"],
    ["TRK-04", "Dev Patel", "STH", "diesel"],
    ["TRK-05", "Erik Lund", "EST", "diesel"],
    ["TRK-06", "Fay Moreau", "EST", "hvo"],
    ["VAN-07", "Gus Brandt", "WST", "petrol"],
    ["VAN-08", "Hana Kato", "WST", "petrol"],
    ["VAN-09", "Ivo Novak", "NTH", "electric"],
    ["VAN-10", "Jo Quinn", "WST", "electric"],
  ] as const;
  const prices = { diesel: 1.62, hvo: 1.89, petrol: 1.74, electric: 0.38 } as const;
  const odometer = new Map<string, number>(vehicles.map(([id], index) => [id, 40_000 + index * 9_000]));
  const rows: Cell[][] = [];
  // Dates drawn first and sorted, so each vehicle's odometer grows with the date.
  const dates = Array.from({ length: 380 }, () => day(2024, 1, 2, r.int(0, 544))).sort();
  for (let i = 0; i < 380; i++) {
    const [veh, driver, depot, fuel] = r.pick(vehicles);
    const truck = veh.startsWith("TRK");
    const dist = truck ? r.int(180, 720) : r.int(60, 260);
    const odo = odometer.get(veh)! + dist;
    odometer.set(veh, odo);
    // Electric vans charge kWh: qty is in the row's qty_unit (l or kwh).
    const qty =
      fuel === "electric" ? r.round(dist * (0.2 + r.random() * 0.06), 1) : r.round(dist * (truck ? 0.3 + r.random() * 0.08 : 0.09 + r.random() * 0.03), 1);
    const unit = r.round(prices[fuel] * (0.93 + r.random() * 0.14), 3);
    rows.push([
      `F${24000 + i}`,
      dates[i]!,
      veh,
      driver,
      depot,
      fuel,
      fuel === "electric" ? "kwh" : "l",
      qty,
      unit,
      r.round(qty * unit),
      odo,
      dist,
      r.int(0, 95),
      truck ? r.int(2_000, 18_000) : r.int(200, 1_400),
      r.pick(["card", "card", "card", "invoice", "cash"]),
    ]);
  }
  write(
    "fleet_fuel_log",
    [
      "txn_id",
      "fuel_dt",
      "veh_id",
      "drv_nm",
      "depot_cd",
      "fuel_typ",
      "qty_unit",
      "qty",
      "unit_prc",
      "amt",
      "odo_km",
      "dist_km",
      "idle_min",
      "load_kg",
      "pay_mthd",
    ],
    rows,
  );
}

// An escape-room company's bookings (snake_case, a timestamp and booleans): seven months, five rooms.
{
  const r = prng(6303);
  const rooms = [
    ["The Lost Tomb", 32, 60],
    ["Prison Break", 28, 60],
    ["Haunted Manor", 35, 75],
    ["Space Station Omega", 30, 60],
    ["The Heist", 34, 90],
  ] as const;
  const rows: Cell[][] = [];
  const base = Date.UTC(2025, 0, 1);
  for (let i = 0; i < 330; i++) {
    const [room, perHead, limit] = r.pick(rooms);
    const start = r.int(0, 211) * 1440 + (10 + r.int(0, 11)) * 60 + r.pick([0, 30]);
    const players = r.int(2, 8);
    const corporate = r.random() < 0.18;
    const hints = r.int(0, 5);
    const escaped = r.random() < 0.75 - hints * 0.06 + (players >= 5 ? 0.08 : 0);
    const minutes = escaped ? r.int(Math.round(limit * 0.6), limit) : limit;
    rows.push([
      `ER-${5000 + i}`,
      stamp(base, start),
      room,
      players,
      r.round(players * perHead * (corporate ? 0.9 : 1)),
      r.pick(["website", "website", "website", "phone", "walk-in", "voucher"]),
      corporate,
      escaped,
      minutes,
      hints,
    ]);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  write(
    "escape_room_bookings",
    ["booking_id", "start_time", "room_name", "players", "price_paid", "booking_channel", "is_corporate", "escaped", "minutes_used", "hints_used"],
    rows,
  );
}

// Brazilian coffee farms' harvest lots (Portuguese column names and values): the 2023 and 2024 harvests.
{
  const r = prng(6404);
  const fazendas = [
    ["Fazenda Santa Clara", "MG"],
    ["Fazenda Boa Vista", "MG"],
    ["Sítio Serra Azul", "MG"],
    ["Fazenda Três Irmãos", "SP"],
    ["Fazenda Esperança", "ES"],
    ["Sítio Pedra Branca", "ES"],
    ["Fazenda Chapadão", "BA"],
  ] as const;
  const variedades = ["Catuaí Vermelho", "Catuaí Amarelo", "Mundo Novo", "Bourbon Amarelo", "Arara", "Conilon"];
  const processos = ["Natural", "Natural", "Cereja Descascado", "Lavado"];
  const rows: Cell[][] = [];
  for (let i = 0; i < 300; i++) {
    const [fazenda, estado] = r.pick(fazendas);
    const ano = r.random() < 0.5 ? 2023 : 2024;
    const variedade = estado === "ES" && r.random() < 0.6 ? "Conilon" : r.pick(variedades.slice(0, 5));
    const pontuacao = variedade === "Conilon" ? r.round(76 + r.random() * 7, 1) : r.round(79 + r.random() * 9, 1);
    const classificacao = pontuacao >= 85 ? "Especial" : pontuacao >= 80 ? "Fino" : "Comercial";
    const sacas = r.int(8, 120);
    const preco = r.round((variedade === "Conilon" ? 780 : 1050) + (pontuacao - 80) * 60 + (ano === 2024 ? 250 : 0) + r.normal() * 40, 2);
    rows.push([
      `L${ano}-${String(i + 1).padStart(3, "0")}`,
      fazenda,
      estado,
      variedade,
      r.pick(processos),
      day(ano, 5, 2, r.int(0, 120)),
      sacas,
      sacas * 60,
      pontuacao,
      classificacao,
      preco,
      r.round(sacas * preco),
      r.random() < 0.35 ? "sim" : "não",
    ]);
  }
  rows.sort((a, b) => String(a[5]).localeCompare(String(b[5])) || String(a[0]).localeCompare(String(b[0])));
  write(
    "colheita_cafe",
    [
      "id_lote",
      "fazenda",
      "estado",
      "variedade",
      "processo",
      "data_colheita",
      "sacas",
      "peso_kg",
      "pontuacao",
      "classificacao",
      "preco_saca_brl",
      "valor_total_brl",
      "certificado",
    ],
    rows,
  );
}
