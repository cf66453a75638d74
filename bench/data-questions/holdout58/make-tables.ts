/**
 * The four tables of the fifty-eighth held-out suite (see README.md), with fixed seeds 581–584:
 *
 *   cd bench && node --import tsx data-questions/holdout58/make-tables.ts
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

/** `count` ISO days between `from` and `to` (inclusive), drawn with `weight(date)` and sorted. */
function drawDays(r: Random, from: string, to: string, count: number, weight: (date: Date) => number): string[] {
  const days: (readonly [string, number])[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += 86_400_000) {
    const w = weight(new Date(at));
    if (w > 0) days.push([new Date(at).toISOString().slice(0, 10), w]);
  }
  return Array.from({ length: count }, () => weighted(r, days)).sort();
}

const month = (date: Date) => date.getUTCMonth() + 1;
const year = (iso: string) => Number(iso.slice(0, 4));
const fromCents = (cents: number) => Math.round(cents) / 100;
/** A Poisson count with the given mean (Knuth). */
function poisson(r: Random, mean: number): number {
  const limit = Math.exp(-mean);
  let count = 0;
  let product = r.random();
  while (product > limit) {
    count++;
    product *= r.random();
  }
  return count;
}
const rating = (r: Random, weights: readonly number[]) =>
  weighted(
    r,
    weights.map((weight, index) => [index + 1, weight] as const),
  );

// ---------------------------------------------------------------- 1. a Helsinki e-scooter repair depot (seed 581)
{
  const r = prng(581);
  const monthWeight = [2, 2, 4, 8, 12, 13, 13, 12, 10, 8, 5, 2];
  const days = drawDays(r, "2025-01-02", "2026-11-27", 310, (date) => {
    const weekday = date.getUTCDay();
    return weekday === 0 ? 0 : monthWeight[month(date) - 1]! * (weekday === 6 ? 0.5 : 1);
  });
  const starts = days.map((iso) => Date.parse(`${iso}T00:00:00Z`) + (7 * 60 + r.int(0, 10 * 60 + 45)) * 60_000).sort((x, y) => x - y);
  const minutes: Record<string, [number, number]> = { INS: [20, 40], TYR: [25, 50], BRK: [30, 60], BAT: [20, 45], ELC: [45, 120], FRM: [60, 150] };
  const rows: Cell[][] = starts.map((start, index) => {
    const startTs = stamp(start, 0);
    const m = Number(startTs.slice(5, 7));
    const y = year(startTs);
    const winter = m >= 11 || m <= 3;
    const operator = weighted(r, [
      ["Kupla", 45],
      ["Vire", 35],
      ["Tuuli", 20],
    ]);
    const model = weighted(
      r,
      y === 2025
        ? [
            ["G3", 40],
            ["G4", 45],
            ["G5", 15],
          ]
        : [
            ["G3", 20],
            ["G4", 45],
            ["G5", 35],
          ],
    );
    const job = weighted(r, [
      ["INS", 25],
      ["TYR", 22],
      ["BRK", 18],
      ["BAT", winter ? 30 : 15],
      ["ELC", 12],
      ["FRM", 8],
    ]);
    const district = weighted(r, [
      ["KAL", 22],
      ["KAM", 20],
      ["TOO", 15],
      ["PAS", 14],
      ["ITA", 10],
      ["HAK", 10],
      ["VAL", 9],
    ]);
    const priority = weighted(r, [
      ["P1", 15],
      ["P2", 50],
      ["P3", 35],
    ]);
    const seasonal = m >= 4 && m <= 10;
    const tech = weighted(r, [
      ["Mikko Virtanen", 25],
      ["Aino Korhonen", 22],
      ["Juha Nieminen", 20],
      ["Sanna Mäkinen", 18],
      ["Teemu Laine", seasonal ? 15 : 0],
    ]);
    const odo = model === "G3" ? r.int(2000, 9000) : model === "G4" ? r.int(800, 6000) : r.int(50, 3000);
    const statusDraw = r.random();
    const scrapRate = model === "G3" ? 0.1 : model === "G4" ? 0.04 : 0;
    const status = statusDraw < 0.07 ? "CANC" : statusDraw < 0.07 + scrapRate ? "SCRP" : "DONE";
    const pickup = r.random() < 0.6;
    const warranty = r.random() < (model === "G5" ? 0.25 : model === "G4" ? 0.05 : 0);
    const repeat = r.random() < 0.1;
    const [low, high] = minutes[job]!;
    const duration = status === "SCRP" ? r.int(15, 30) : r.int(low, high);
    let partsCents: number;
    if (job === "INS") partsCents = r.random() < 0.6 ? 0 : r.int(300, 800);
    else if (job === "TYR") partsCents = r.int(1800, 3500);
    else if (job === "BRK") partsCents = r.int(1200, 4000);
    else if (job === "BAT") partsCents = r.random() < 0.4 ? r.int(18000, 24000) : r.int(1500, 6000);
    else if (job === "ELC") partsCents = r.int(4000, 16000);
    else partsCents = r.int(3000, 12000);
    const qcDraw = r.random();
    const qc = status === "DONE" && qcDraw < 0.3 ? rating(r, [4, 8, 18, 35, 35]) : "";
    if (warranty || status !== "DONE") partsCents = 0;
    const cancelled = status === "CANC";
    const labourCents = cancelled ? 0 : Math.round((duration * 5200) / 60);
    const pickupCents = cancelled || !pickup ? 0 : 1400;
    const netCents = labourCents + partsCents + pickupCents;
    const vatCents = Math.round(netCents * 0.255);
    return [
      `WO-${58001 + index}`,
      startTs,
      cancelled ? "" : stamp(start, duration),
      status,
      operator,
      model,
      job,
      district,
      priority,
      tech,
      odo,
      fromCents(labourCents),
      fromCents(partsCents),
      fromCents(pickupCents),
      fromCents(netCents),
      fromCents(vatCents),
      fromCents(netCents + vatCents),
      pickup ? "Y" : "N",
      warranty ? "Y" : "N",
      repeat ? "Y" : "N",
      qc,
    ];
  });
  write(
    "SCOOTER_WORK_ORDERS",
    [
      "WO_ID",
      "START_TS",
      "END_TS",
      "STATUS_CD",
      "OPERATOR",
      "MODEL_CD",
      "JOB_CD",
      "DISTRICT_CD",
      "PRIORITY",
      "TECH",
      "ODO_KM",
      "LABOUR_EUR",
      "PARTS_EUR",
      "PICKUP_EUR",
      "NET_EUR",
      "VAT_EUR",
      "GROSS_EUR",
      "PICKUP_FLG",
      "WARRANTY_FLG",
      "REPEAT_FLG",
      "QC_SCORE",
    ],
    rows,
  );
}

// ---------------------------------------------------------------- 2. a cider house in Xixón (seed 582)
{
  const r = prng(582);
  const monthWeight = [5, 5, 6, 8, 8, 9, 12, 15, 9, 7, 6, 9];
  const days = drawDays(r, "2025-01-03", "2026-11-29", 300, (date) => {
    const weekday = date.getUTCDay();
    if (weekday === 1) return 0;
    return monthWeight[month(date) - 1]! * (weekday === 0 || weekday >= 5 ? 2 : 1);
  });
  const shifts: readonly string[] = ["xinta", "merienda", "cena"];
  const drafts = days.map((visit) => {
    const m = Number(visit.slice(5, 7));
    const y = year(visit);
    const summer = m >= 5 && m <= 9;
    const shift = weighted(r, [
      ["xinta", 45],
      ["merienda", 15],
      ["cena", 40],
    ]);
    const channel = weighted(
      r,
      y === 2025
        ? [
            ["de pasu", 50],
            ["teléfonu", 30],
            ["reserva web", 20],
          ]
        : [
            ["de pasu", 45],
            ["teléfonu", 25],
            ["reserva web", 30],
          ],
    );
    const walkIn = channel === "de pasu";
    const area = walkIn ? (r.random() < 0.6 ? "chigre" : summer ? "terraza" : "comedor") : summer && r.random() < 0.35 ? "terraza" : "comedor";
    const lead = walkIn ? -1 : r.random() < 0.1 ? 0 : Math.min(40, Math.floor(-Math.log(1 - r.random()) * (m === 8 ? 10 : 5)));
    return { visit, m, y, shift, channel, walkIn, area, lead };
  });
  drafts.sort((x, y) => x.visit.localeCompare(y.visit) || shifts.indexOf(x.shift) - shifts.indexOf(y.shift));
  const rows: Cell[][] = drafts.map((draft, index) => {
    const { visit, y, shift, channel, walkIn, area, lead } = draft;
    const cider = weighted(r, [
      ["NAT", shift === "merienda" ? 80 : 65],
      ["DOP", 20],
      ["NE", shift === "merienda" ? 5 : 15],
    ]);
    const maker = weighted(r, [
      ["Llagar de Quintes", 45],
      ["Llagar Somió", 35],
      ["Llagar Peñafrancia", 20],
    ]);
    const waiter = weighted(r, [
      ["Xuan", 25],
      ["Covadonga", 22],
      ["Pelayo", 20],
      ["Llucía", 18],
      ["Nel", 15],
    ]);
    const diners = walkIn
      ? weighted(r, [
          [1, 15],
          [2, 40],
          [3, 20],
          [4, 25],
        ])
      : weighted(r, [
          [2, 25],
          [3, 10],
          [4, 25],
          [5, 8],
          [6, 12],
          [8, 10],
          [10, 6],
          [12, 4],
        ]);
    const cancelled = !walkIn && r.random() < 0.08;
    const [fLow, fHigh] = shift === "xinta" ? [0.5, 0.9] : shift === "merienda" ? [0.6, 1.0] : [0.7, 1.3];
    const bottleDraw = fLow + r.random() * (fHigh - fLow);
    const bottles = cancelled ? 0 : Math.max(1, Math.round(diners * bottleDraw));
    const price = (cider === "NAT" ? [350, 380] : cider === "DOP" ? [700, 750] : [950, 1000])[y === 2025 ? 0 : 1]!;
    const [foodLow, foodHigh] = shift === "xinta" ? [13, 22] : shift === "merienda" ? [5, 11] : [16, 28];
    const foodDraw = foodLow + r.random() * (foodHigh - foodLow);
    const foodCents = cancelled ? 0 : Math.round(diners * foodDraw * 2) * 50;
    const otherDraw = r.random();
    const otherCents = cancelled || otherDraw < 0.45 ? 0 : Math.round(diners * (1.5 + r.random() * 2.5) * 10) * 10;
    const ciderCents = bottles * price;
    const totalCents = ciderCents + foodCents + otherCents;
    const tipDraw = r.random();
    const tipCents = cancelled || tipDraw < 0.55 ? 0 : Math.max(50, Math.round(totalCents * (0.03 + r.random() * 0.07)));
    const card = r.random() < (y === 2025 ? 0.7 : 0.78);
    const rated = !cancelled && r.random() < 0.22;
    return [
      `SX-${3001 + index}`,
      lead < 0 ? "" : day(Number(visit.slice(0, 4)), Number(visit.slice(5, 7)), Number(visit.slice(8, 10)), -lead),
      visit,
      channel,
      shift,
      area,
      cider,
      maker,
      waiter,
      diners,
      bottles,
      fromCents(ciderCents),
      fromCents(foodCents),
      fromCents(otherCents),
      fromCents(totalCents),
      fromCents(tipCents),
      cancelled ? "" : card ? "sí" : "non",
      cancelled ? "sí" : "non",
      rated ? rating(r, [4, 8, 15, 33, 40]) : "",
    ];
  });
  write(
    "cuentes_sidreria",
    [
      "numberu_cuenta",
      "fecha_reserva",
      "fecha_visita",
      "canal",
      "turnu",
      "zona",
      "tipu_sidra",
      "llagar",
      "camareru",
      "comensales",
      "botelles",
      "sidra_eur",
      "comida_eur",
      "otros_eur",
      "total_eur",
      "propina_eur",
      "pagu_tarxeta",
      "anulada",
      "valoracion",
    ],
    rows,
  );
}

// ---------------------------------------------------------------- 3. a Cape Town whale-watching operator (seed 583)
{
  const r = prng(583);
  const monthWeight = [6, 5, 4, 3, 4, 5, 8, 11, 14, 14, 10, 7];
  const days = drawDays(r, "2025-01-04", "2026-11-28", 320, (date) => {
    const weekday = date.getUTCDay();
    return monthWeight[month(date) - 1]! * (weekday === 0 || weekday === 6 ? 1.3 : 1);
  });
  const slots = ["Morning", "Midday", "Afternoon"] as const;
  const drafts = days.map((trip) => ({
    trip,
    slot: weighted(r, [
      ["Morning", 50],
      ["Midday", 30],
      ["Afternoon", 20],
    ] as const),
  }));
  drafts.sort((x, y) => x.trip.localeCompare(y.trip) || slots.indexOf(x.slot) - slots.indexOf(y.slot));
  const prices: Record<string, [number, number, number, number]> = {
    "Kelp Queen": [1100, 550, 1190, 595],
    "Cape Gannet": [1300, 650, 1400, 700],
    "Swift Tern": [1600, 800, 1700, 850],
  };
  const rows: Cell[][] = drafts.map(({ trip, slot }, index) => {
    const m = Number(trip.slice(5, 7));
    const y = year(trip);
    const vessel = weighted(r, [
      ["Kelp Queen", 50],
      ["Cape Gannet", 30],
      ["Swift Tern", 20],
    ]);
    const harbour = vessel === "Kelp Queen" ? "VAW" : vessel === "Cape Gannet" ? "SMT" : r.random() < 0.6 ? "HTB" : "SMT";
    const channel = weighted(r, [
      ["DIR", 40],
      ["OTA", 30],
      ["HTL", 15],
      ["WLK", 15],
    ]);
    const leadDraw = r.random();
    const lead =
      channel === "WLK"
        ? 0
        : channel === "HTL"
          ? Math.floor(leadDraw * 4)
          : channel === "DIR"
            ? Math.min(60, Math.floor(-Math.log(1 - leadDraw) * 12))
            : Math.min(120, 3 + Math.floor(-Math.log(1 - leadDraw) * 25));
    const country = weighted(r, [
      ["ZA", 30],
      ["DE", 15],
      ["GB", 15],
      ["US", 14],
      ["NL", 8],
      ["FR", 7],
      ["CN", 6],
      ["AU", 5],
    ]);
    const skipper = weighted(r, [
      ["Thandiwe Nkosi", 30],
      ["Pieter van der Merwe", 25],
      ["Ayesha Davids", 25],
      ["Sipho Dlamini", 20],
    ]);
    const group = vessel === "Kelp Queen" && r.random() < 0.08;
    const adults = group
      ? r.int(8, 14)
      : weighted(r, [
          [1, 15],
          [2, 40],
          [3, 12],
          [4, 20],
          [5, 5],
          [6, 8],
        ]);
    const childDraw = r.random();
    const children = vessel === "Swift Tern" || childDraw < 0.7 ? 0 : r.int(1, 3);
    const statusDraw = r.random();
    const weatherRate = m >= 6 && m <= 8 ? 0.18 : 0.08;
    const status = statusDraw < weatherRate ? "Weather Cancelled" : statusDraw < weatherRate + 0.04 ? "Customer Cancelled" : "Sailed";
    const sailed = status === "Sailed";
    const photo = r.random() < 0.25;
    const drinksDraw = r.random();
    const drinks = drinksDraw < 0.25 ? 85 * r.int(1, adults + children) : 0;
    const [adultPrice, childPrice] = y === 2025 ? prices[vessel]!.slice(0, 2) : prices[vessel]!.slice(2);
    const tickets = sailed ? adults * adultPrice! + children * childPrice! : 0;
    const levy = sailed ? (adults + children) * (y === 2025 ? 40 : 45) : 0;
    const extras = sailed ? (photo ? 350 : 0) + drinks : 0;
    const whaleMean = m === 9 || m === 10 ? 6 : m === 7 || m === 8 || m === 11 ? 4 : m === 6 || m === 12 ? 2.5 : 1.5;
    const whales = Math.min(15, poisson(r, whaleMean));
    const species =
      whales === 0
        ? "None"
        : m >= 7 && m <= 11
          ? weighted(r, [
              ["Southern Right", 65],
              ["Humpback", 20],
              ["Bryde's", 15],
            ])
          : m === 5 || m === 6 || m === 12
            ? weighted(r, [
                ["Humpback", 50],
                ["Bryde's", 40],
                ["Southern Right", 10],
              ])
            : weighted(r, [
                ["Bryde's", 80],
                ["Humpback", 20],
              ]);
    const dolphins = r.random() < (m <= 4 ? 0.7 : 0.55);
    const repeat = r.random() < 0.12;
    const rated = sailed && r.random() < 0.3;
    const score = rated ? (whales === 0 ? rating(r, [10, 30, 40, 20, 0]) : rating(r, [2, 5, 13, 35, 45])) : "";
    return [
      `WB-${70001 + index}`,
      day(Number(trip.slice(0, 4)), m, Number(trip.slice(8, 10)), -lead),
      trip,
      slot,
      vessel,
      harbour,
      channel,
      country,
      skipper,
      adults,
      children,
      tickets,
      levy,
      extras,
      tickets + levy + extras,
      status,
      sailed ? whales : "",
      sailed ? species : "",
      sailed ? dolphins : "",
      photo,
      repeat,
      score,
    ];
  });
  write(
    "WhaleTripBookings",
    [
      "BookingId",
      "BookedOn",
      "TripDate",
      "DepartureSlot",
      "Vessel",
      "Harbour",
      "Channel",
      "CustomerCountry",
      "Skipper",
      "Adults",
      "Children",
      "TicketsZar",
      "LevyZar",
      "ExtrasZar",
      "TotalZar",
      "Status",
      "WhalesSeen",
      "MainSpecies",
      "DolphinsSighted",
      "PhotoPackage",
      "RepeatCustomer",
      "Rating",
    ],
    rows,
  );
}

// ---------------------------------------------------------------- 4. a Montana fly-fishing guide outfit (seed 584)
{
  const r = prng(584);
  const monthWeight = [0, 0, 2, 6, 7, 11, 17, 16, 14, 8, 0, 0];
  const days = drawDays(r, "2025-03-15", "2026-10-31", 300, (date) => (month(date) === 3 && date.getUTCDate() < 15 ? 0 : monthWeight[month(date) - 1]!));
  const rows: Cell[][] = days.map((trip, index) => {
    const m = Number(trip.slice(5, 7));
    const y = year(trip);
    const river = weighted(r, [
      ["Madison", 30],
      ["Yellowstone", m === 6 ? 22 * 0.3 : 22],
      ["Missouri", m <= 4 ? 40 : 20],
      ["Gallatin", 15],
      ["Big Hole", m === 6 ? 26 : 13],
    ]);
    const type =
      river === "Gallatin"
        ? "WW"
        : weighted(r, [
            ["FDF", 60],
            ["HDF", 30],
            ["WW", 10],
          ]);
    const technique = weighted(
      r,
      m <= 4
        ? [
            ["nymph", 60],
            ["dry fly", 20],
            ["streamer", 20],
          ]
        : m <= 6
          ? [
              ["nymph", 40],
              ["dry fly", 35],
              ["streamer", 25],
            ]
          : m <= 8
            ? [
                ["dry fly", 55],
                ["nymph", 30],
                ["streamer", 15],
              ]
            : m === 9
              ? [
                  ["dry fly", 40],
                  ["nymph", 35],
                  ["streamer", 25],
                ]
              : [
                  ["streamer", 45],
                  ["nymph", 35],
                  ["dry fly", 20],
                ],
    );
    const state = weighted(r, [
      ["MT", 15],
      ["CA", 14],
      ["TX", 14],
      ["CO", 10],
      ["IL", 10],
      ["MN", 8],
      ["WA", 8],
      ["NY", 8],
      ["FL", 7],
      ["UT", 6],
    ]);
    const guide = weighted(r, [
      ["Luke Halvorsen", 25],
      ["Casey Morrow", 22],
      ["Jenna Sorensen", 20],
      ["Dale Whitcomb", 18],
      ["Maria Ortiz", 15],
    ]);
    const float = type !== "WW";
    const anglers = float
      ? r.random() < 0.25
        ? 1
        : 2
      : weighted(r, [
          [1, 40],
          [2, 45],
          [3, 15],
        ]);
    const repeat = r.random() < 0.3;
    const lead = repeat ? r.int(30, 200) : Math.min(150, 2 + Math.floor(-Math.log(1 - r.random()) * 30));
    const cancelled = r.random() < (m === 6 ? 0.15 : m === 8 ? 0.1 : 0.05);
    const rod = r.random() < 0.2;
    const fliesDraw = r.random();
    const flies = fliesDraw < 0.6 ? r.int(4, 24) * 275 : 0;
    const bump = y === 2025 ? 0 : 1;
    const fee = (type === "FDF" ? 650 : type === "HDF" ? 475 : 425) + 25 * bump + 100 * Math.max(0, anglers - 2);
    const shuttle = float ? ({ Madison: 55, Yellowstone: 65, Missouri: 45, "Big Hole": 75 } as Record<string, number>)[river]! + 5 * bump : 0;
    const lunch = type === "FDF" ? anglers * (22 + 2 * bump) : 0;
    const gearCents = flies + (rod ? 3000 : 0);
    const tipDraw = r.random();
    const tipShare = repeat ? 0.15 + r.random() * 0.13 : 0.12 + r.random() * 0.13;
    const tip = cancelled || tipDraw >= 0.85 ? 0 : Math.round(fee * tipShare);
    const mean = (technique === "nymph" ? 12 : technique === "dry fly" ? 8 : 4) * (anglers === 1 ? 0.6 : anglers === 2 ? 1 : 1.3) * (type === "HDF" ? 0.6 : 1);
    const fish = poisson(r, mean);
    const biggest = (technique === "streamer" ? 14 + r.random() * 10 : 11 + r.random() * 9) + (river === "Missouri" ? 1 : 0);
    const [tempLow, tempHigh] = (
      { 3: [40, 46], 4: [44, 50], 5: [48, 54], 6: [52, 60], 7: [58, 68], 8: [60, 70], 9: [54, 62], 10: [46, 54] } as Record<number, [number, number]>
    )[m]!;
    const temp = r.int(tempLow, tempHigh);
    const rated = !cancelled && r.random() < 0.3;
    const score = rated ? rating(r, [2, 4, 12, 32, 50]) : "";
    const money = (value: number) => (cancelled ? 0 : value);
    return [
      `MT-${9001 + index}`,
      day(Number(trip.slice(0, 4)), m, Number(trip.slice(8, 10)), -lead),
      trip,
      river,
      type,
      technique,
      state,
      guide,
      anglers,
      money(fee),
      money(shuttle),
      money(lunch),
      money(fromCents(gearCents)),
      money(fromCents(fee * 100 + shuttle * 100 + lunch * 100 + gearCents)),
      tip,
      cancelled ? "" : fish,
      cancelled || fish === 0 ? "" : Math.round(biggest * 10) / 10,
      cancelled ? "" : temp,
      cancelled ? 1 : 0,
      repeat ? 1 : 0,
      rod ? 1 : 0,
      score,
    ];
  });
  write(
    "guided_fishing_days",
    [
      "trip id",
      "booking date",
      "trip date",
      "river",
      "trip type",
      "main technique",
      "home state",
      "guide name",
      "anglers",
      "guide fee usd",
      "shuttle usd",
      "lunch usd",
      "flies gear usd",
      "total usd",
      "tip usd",
      "fish landed",
      "biggest fish in",
      "water temp f",
      "cancelled",
      "repeat client",
      "rod rental",
      "client rating",
    ],
    rows,
  );
}
