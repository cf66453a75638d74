/**
 * The fifty-fifth blind held-out suite's tables (issue #19), written before the questions were run:
 *   cd bench && node --import tsx data-questions/holdout55/make-tables.ts
 * Four tables, one seeded generator each (551–554, in this order), written to holdout55/tables/.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Cell, csvWriter, day, prng, stamp } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));
const DAY_MS = 86_400_000;

type Rng = ReturnType<typeof prng>;

/** One of `items`, drawn in proportion to its weight. */
function weighted<T>(r: Rng, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let draw = r.random() * total;
  for (const [item, weight] of items) {
    draw -= weight;
    if (draw < 0) return item;
  }
  return items[items.length - 1]![0];
}

/** `count` ISO days between `from` and `to` (inclusive), each day drawn in proportion to `weight`, sorted. */
function sampleDays(r: Rng, from: string, to: string, count: number, weight: (date: Date) => number): string[] {
  const start = Date.parse(from);
  const span = Math.round((Date.parse(to) - start) / DAY_MS) + 1;
  let max = 0;
  for (let index = 0; index < span; index++) max = Math.max(max, weight(new Date(start + index * DAY_MS)));
  const days: string[] = [];
  while (days.length < count) {
    const date = new Date(start + Math.floor(r.random() * span) * DAY_MS);
    if (r.random() * max < weight(date)) days.push(date.toISOString().slice(0, 10));
  }
  return days.sort();
}

const money = (value: number) => Math.round(value * 100) / 100;
const ratingFrom = (r: Rng, weights: readonly number[]) =>
  weighted(
    r,
    weights.map((weight, index) => [index + 1, weight] as const),
  );

// ---------------------------------------------------------------- 1. shr_jobs (seed 551)
// A Canterbury sheep-shearing contractor's jobs, in New Zealand dollars: terse snake_case, short codes, Y/N flags.
{
  const r = prng(551);
  type Farm = { code: string; reg: string; brd: string; flock: number; km: number };
  const farmSpec: [string, string, number, number][] = [
    ["CAN", "COR", 1400, 35],
    ["CAN", "PER", 900, 20],
    ["CAN", "CMP", 2200, 60],
    ["CAN", "MER", 1800, 110],
    ["CAN", "COR", 700, 15],
    ["CAN", "CMP", 1200, 45],
    ["CAN", "PER", 1600, 70],
    ["CAN", "MER", 2600, 140],
    ["CAN", "CMP", 1000, 25],
    ["CAN", "COR", 1900, 85],
    ["OTA", "MER", 2800, 150],
    ["OTA", "MER", 2100, 125],
    ["OTA", "COR", 1300, 95],
    ["OTA", "CMP", 1700, 100],
    ["OTA", "MER", 3000, 160],
    ["OTA", "CMP", 900, 80],
    ["OTA", "COR", 1500, 115],
    ["STH", "RMY", 2400, 155],
    ["STH", "RMY", 1800, 170],
    ["STH", "PER", 1400, 145],
    ["STH", "CMP", 2000, 165],
    ["STH", "RMY", 1100, 150],
    ["MLB", "MER", 2500, 130],
    ["MLB", "COR", 1200, 120],
  ];
  const farms: Farm[] = farmSpec.map(([reg, brd, flock, km], index) => ({ code: `F${String(index + 1).padStart(2, "0")}`, reg, brd, flock, km }));
  const monthWeight = [12, 10, 8, 6, 4, 3, 6, 9, 7, 10, 13, 12];
  const days = sampleDays(r, "2025-01-06", "2026-11-27", 320, (date) => monthWeight[date.getUTCMonth()]! * (date.getUTCDay() === 0 ? 0.2 : 1));
  const rows: Cell[][] = days.map((iso, index) => {
    const month = Number(iso.slice(5, 7));
    const year = Number(iso.slice(0, 4));
    const jobTyp =
      month === 7 || month === 8
        ? weighted(r, [
            ["PRE", 70],
            ["CRUT", 30],
          ])
        : month === 9
          ? weighted(r, [
              ["CRUT", 60],
              ["PRE", 40],
            ])
          : month >= 10
            ? weighted(r, [
                ["FULL", 85],
                ["CRUT", 15],
              ])
            : month <= 2
              ? weighted(r, [
                  ["FULL", 50],
                  ["LMB", 50],
                ])
              : month <= 4
                ? weighted(r, [
                    ["FULL", 40],
                    ["LMB", 30],
                    ["CRUT", 30],
                  ])
                : weighted(r, [
                    ["CRUT", 80],
                    ["FULL", 20],
                  ]);
    const farm = r.pick(farms);
    const share = jobTyp === "LMB" ? 0.3 + r.random() * 0.3 : jobTyp === "CRUT" ? 0.6 + r.random() * 0.4 : 0.5 + r.random() * 0.5;
    const perHour = jobTyp === "CRUT" ? 65 : jobTyp === "LMB" ? 38 : farm.brd === "MER" ? 20 : 28;
    // A day's work at most: eight shearers for eight hours (a bigger mob is booked as another job).
    const heads = Math.min(Math.round(farm.flock * share), perHour * 64 - r.int(0, 60));
    const crew = Math.min(8, Math.max(2, Math.ceil(heads / (perHour * 8))));
    const winter = month >= 4 && month <= 9;
    const wet = r.random() < (winter ? 0.18 : 0.08);
    const cancelled = r.random() < (wet ? 0.3 : 0.03);
    const startMinutes = 360 + 15 * r.int(0, 8);
    const base = Date.parse(iso);
    const minutes = Math.round((heads / (crew * perHour)) * 60 * 1.15) + (wet ? r.int(45, 120) : 0);
    const fleece =
      jobTyp === "LMB"
        ? 1.4
        : jobTyp === "CRUT"
          ? 0.35
          : ({ MER: 4.2, COR: 5.0, RMY: 5.4, PER: 4.3, CMP: 4.8 }[farm.brd] ?? 4.5) * (jobTyp === "PRE" ? 0.95 : 1);
    const woolKg = r.round(heads * fleece * (0.9 + r.random() * 0.2), 1);
    const baseRate = jobTyp === "CRUT" ? 1.1 : jobTyp === "LMB" ? 2.3 : (farm.brd === "MER" ? 4.6 : 3.7) + (jobTyp === "PRE" ? 0.3 : 0);
    const rate = money(baseRate * (year === 2026 ? 1.05 : 1));
    const shr = cancelled ? 0 : money(heads * rate);
    const trvl = cancelled ? 0 : money(farm.km * 1.25);
    const wool = cancelled ? 0 : money(woolKg * 0.32);
    const paid = !cancelled && (iso < "2026-10-31" ? r.random() < 0.96 : r.random() < 0.4);
    const rated = !cancelled && r.random() < 0.4;
    return [
      `SJ-${30001 + index}`,
      stamp(base, startMinutes),
      cancelled ? "" : stamp(base, startMinutes + minutes),
      farm.code,
      farm.reg,
      farm.brd,
      jobTyp,
      weighted(r, [
        ["G1", 40],
        ["G2", 35],
        ["G3", 25],
      ]),
      crew,
      cancelled ? "" : heads,
      cancelled ? "" : woolKg,
      wet ? "Y" : "N",
      cancelled ? "Y" : "N",
      rate.toFixed(2),
      shr.toFixed(2),
      trvl.toFixed(2),
      wool.toFixed(2),
      money(shr + trvl + wool).toFixed(2),
      paid ? "Y" : "N",
      rated ? ratingFrom(r, [3, 7, 15, 35, 40]) : "",
    ];
  });
  write(
    "shr_jobs",
    [
      "job_no",
      "strt_ts",
      "end_ts",
      "farm_cd",
      "reg",
      "brd",
      "job_typ",
      "gang",
      "crew_sz",
      "hd_cnt",
      "wool_kg",
      "wet_flg",
      "canx_flg",
      "rate_hd",
      "shr_amt",
      "trvl_amt",
      "wool_hndl_amt",
      "tot_amt",
      "pd_flg",
      "frmr_rtg",
    ],
    rows,
  );
}

// ---------------------------------------------------------------- 2. orduighean_clo (seed 552)
// A Hebridean Harris Tweed mill's cloth orders, in pounds: Scottish Gaelic column names (no accents) and values.
{
  const r = prng(552);
  const weavers = [
    ["Dòmhnall", "Leòdhas"],
    ["Iain", "Leòdhas"],
    ["Catrìona", "Na Hearadh"],
    ["Seumas", "Na Hearadh"],
    ["Mòrag", "Uibhist"],
  ] as const;
  const monthWeight = [7, 7, 8, 8, 7, 7, 8, 9, 11, 12, 12, 8];
  const days = sampleDays(r, "2025-01-06", "2026-11-26", 300, (date) => (date.getUTCDay() === 0 ? 0 : monthWeight[date.getUTCMonth()]!));
  const postage: Record<string, number> = { Alba: 8, Sasainn: 12, "A' Ghearmailt": 25, "An Eadailt": 25, "Na Stàitean Aonaichte": 38, Iapan: 45 };
  const basePrice: Record<string, number> = { sìmplidh: 28, "cnàimh an sgadain": 32, breacan: 35 };
  const rows: Cell[][] = days.map((iso, index) => {
    const year = Number(iso.slice(0, 4));
    const [weaver, island] = r.pick(weavers);
    const country = weighted(r, [
      ["Alba", 30],
      ["Sasainn", 25],
      ["Na Stàitean Aonaichte", 15],
      ["Iapan", 12],
      ["A' Ghearmailt", 10],
      ["An Eadailt", 8],
    ]);
    const pieceShare = country === "Iapan" || country === "An Eadailt" ? 30 : 12;
    const size = weighted(r, [
      ["retail", 75 - pieceShare],
      ["medium", 25],
      ["piece", pieceShare],
    ]);
    const length = size === "retail" ? r.int(3, 16) / 2 : size === "medium" ? r.int(10, 30) : r.int(40, 60);
    const pattern = weighted(r, [
      ["cnàimh an sgadain", 40],
      ["breacan", 30],
      ["sìmplidh", 30],
    ]);
    const colour = weighted(r, [
      ["liath", 25],
      ["gorm", 20],
      ["donn", 20],
      ["uaine", 15],
      ["dearg", 10],
      ["dubh", 10],
    ]);
    const double = r.random() < 0.3;
    let price = money(basePrice[pattern]! * (double ? 1.85 : 1) * (year === 2026 ? 1.06 : 1));
    if (size === "piece") price = money(price * 0.85);
    const cloth = money(length * price);
    const express = size !== "piece" && r.random() < 0.12;
    const post = (country === "Alba" || country === "Sasainn") && cloth >= 500 && !express ? 0 : postage[country]! + (express ? 15 : 0);
    const cancelled = r.random() < 0.05;
    const lead = express
      ? r.int(5, 12)
      : (size === "retail" ? r.int(10, 28) : size === "medium" ? r.int(18, 40) : r.int(30, 60)) +
        (country === "Iapan" || country === "Na Stàitean Aonaichte" ? r.int(4, 8) : 0);
    const delivered = day(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10)), lead);
    const deliveredBy = !cancelled && delivered <= "2026-11-30";
    const rated = deliveredBy && r.random() < 0.45;
    return [
      `CL-${7001 + index}`,
      iso,
      deliveredBy ? delivered : "",
      weaver,
      island,
      pattern,
      colour,
      double ? "dùbailte" : "singilte",
      length,
      price.toFixed(2),
      cloth.toFixed(2),
      post.toFixed(2),
      money(cloth + post).toFixed(2),
      country,
      express ? "tha" : "chan eil",
      cancelled ? "tha" : "chan eil",
      rated ? ratingFrom(r, [3, 5, 12, 35, 45]) : "",
    ];
  });
  write(
    "orduighean_clo",
    [
      "aireamh_orduigh",
      "ceann_latha",
      "latha_libhrigidh",
      "breabadair",
      "eilean",
      "patran",
      "dath",
      "leud",
      "fad_m",
      "pris_meatair_gbp",
      "luach_aodaich_gbp",
      "postachd_gbp",
      "iomlan_gbp",
      "duthaich",
      "cabhagach",
      "air_a_chur_dheth",
      "measadh",
    ],
    rows,
  );
}

// ---------------------------------------------------------------- 3. partyBookings (seed 553)
// A Melbourne children's party entertainers' bookings, in Australian dollars: camelCase, true/false columns.
{
  const r = prng(553);
  const holiday = (iso: string) => {
    const md = iso.slice(5);
    return md <= "01-28" || (md >= "04-01" && md <= "04-20") || (md >= "06-28" && md <= "07-18") || (md >= "09-20" && md <= "10-05") || md >= "12-18";
  };
  const days = sampleDays(r, "2025-01-04", "2026-11-29", 310, (date) => {
    const weekday = date.getUTCDay();
    const iso = date.toISOString().slice(0, 10);
    const base = weekday === 6 ? 6 : weekday === 0 ? 4.5 : weekday === 5 ? 1 : 0.7;
    return base * (weekday >= 1 && weekday <= 5 && holiday(iso) ? 3 : 1) * (date.getUTCMonth() === 11 ? 1.2 : 1);
  });
  const rate: Record<string, number> = { Magic: 240, "Balloon Twisting": 190, "Science Show": 280, "Face Painting": 180, "Puppet Show": 220 };
  const travel: Record<string, number> = { Brunswick: 0, Richmond: 0, "St Kilda": 0, "Box Hill": 25, Frankston: 45, Werribee: 45, Geelong: 85 };
  const starts = days.map((iso) => {
    const weekday = new Date(Date.parse(iso)).getUTCDay();
    const childcare = weekday >= 1 && weekday <= 5 && r.random() < 0.3;
    const minutes = childcare ? 600 + 30 * r.int(0, 2) : 600 + 30 * r.int(0, 12);
    return { iso, childcare, at: stamp(Date.parse(iso), minutes) };
  });
  starts.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  const rows: Cell[][] = starts.map(({ iso, childcare, at }, index) => {
    const year = Number(iso.slice(0, 4));
    const month = Number(iso.slice(5, 7));
    const act = weighted(r, [
      ["Magic", 30],
      ["Balloon Twisting", 20],
      ["Science Show", 15],
      ["Face Painting", 20],
      ["Puppet Show", 15],
    ]);
    const entertainer =
      act === "Magic"
        ? weighted(r, [
            ["Marvellous Mia", 60],
            ["Captain Fizz", 40],
          ])
        : act === "Balloon Twisting"
          ? weighted(r, [
              ["Balloon Bob", 70],
              ["Captain Fizz", 30],
            ])
          : act === "Science Show"
            ? "Professor Pop"
            : act === "Face Painting"
              ? weighted(r, [
                  ["Twinkle Tess", 60],
                  ["Marvellous Mia", 40],
                ])
              : "Twinkle Tess";
    const suburb = weighted(r, [
      ["Brunswick", 18],
      ["Richmond", 16],
      ["St Kilda", 14],
      ["Box Hill", 16],
      ["Frankston", 12],
      ["Werribee", 12],
      ["Geelong", 12],
    ]);
    const venue = childcare
      ? "Childcare Centre"
      : weighted(r, [
          ["Home", 55],
          ["Park", 20],
          ["Community Hall", 25],
        ]);
    const warm = month >= 10 || month <= 4;
    const outdoor = venue === "Park" || (venue === "Home" && r.random() < (warm ? 0.35 : 0.1));
    const children = childcare ? r.int(15, 30) : r.int(6, 28);
    const age = childcare ? "" : act === "Science Show" ? r.int(6, 10) : act === "Puppet Show" ? r.int(2, 6) : r.int(3, 9);
    const duration =
      act === "Balloon Twisting" || act === "Face Painting"
        ? weighted(r, [
            [60, 40],
            [90, 35],
            [120, 25],
          ])
        : weighted(r, [
            [45, 20],
            [60, 60],
            [90, 20],
          ]);
    const basePrice = money(((rate[act]! * duration) / 60) * (year === 2026 ? 1.05 : 1));
    const partyBags = !childcare && r.random() < 0.3;
    const extras = money((partyBags ? children * 3.5 : 0) + Math.max(0, children - 20) * 6);
    const travelFee = travel[suburb]!;
    const cancelled = r.random() < (outdoor && !warm ? 0.15 : 0.06);
    const reviewed = !cancelled && r.random() < 0.5;
    return [
      `PB-${40001 + index}`,
      day(year, month, Number(iso.slice(8, 10)), -r.int(5, 60)),
      at,
      entertainer,
      act,
      suburb,
      venue,
      outdoor,
      children,
      age,
      duration,
      basePrice.toFixed(2),
      extras.toFixed(2),
      travelFee.toFixed(2),
      money(basePrice + extras + travelFee).toFixed(2),
      r.random() < 0.88,
      r.random() < 0.28,
      cancelled,
      reviewed ? ratingFrom(r, [2, 3, 10, 30, 55]) : "",
    ];
  });
  write(
    "partyBookings",
    [
      "bookingId",
      "bookedOn",
      "partyStart",
      "entertainer",
      "act",
      "suburb",
      "venueType",
      "outdoor",
      "childCount",
      "birthdayAge",
      "durationMin",
      "basePrice",
      "extrasFee",
      "travelFee",
      "totalPrice",
      "depositPaid",
      "isRepeatCustomer",
      "cancelled",
      "reviewStars",
    ],
    rows,
  );
}

// ---------------------------------------------------------------- 4. Borehole_Jobs (seed 554)
// A Munster well-drilling contractor's boreholes, in euros: Title Case With Spaces, 1/0 flags, a start/finish date pair.
{
  const r = prng(554);
  const monthWeight = [4, 5, 7, 9, 11, 12, 13, 12, 10, 8, 6, 3];
  const days = sampleDays(r, "2025-01-08", "2026-11-20", 290, (date) =>
    date.getUTCDay() === 0 ? 0 : monthWeight[date.getUTCMonth()]! * (date.getUTCDay() === 6 ? 0.3 : 1),
  );
  const geologyOf: Record<string, [string, number][]> = {
    Cork: [
      ["Sandstone", 50],
      ["Shale", 30],
      ["Limestone", 10],
      ["Gravel", 10],
    ],
    Kerry: [
      ["Sandstone", 50],
      ["Shale", 20],
      ["Granite", 20],
      ["Gravel", 10],
    ],
    Limerick: [
      ["Limestone", 70],
      ["Shale", 15],
      ["Gravel", 15],
    ],
    Tipperary: [
      ["Limestone", 55],
      ["Sandstone", 25],
      ["Gravel", 20],
    ],
    Waterford: [
      ["Shale", 45],
      ["Sandstone", 25],
      ["Granite", 15],
      ["Gravel", 15],
    ],
    Clare: [
      ["Limestone", 80],
      ["Shale", 20],
    ],
  };
  const depthRange: Record<string, [number, number]> = { Gravel: [18, 45], Limestone: [40, 110], Sandstone: [50, 130], Shale: [45, 120], Granite: [60, 150] };
  const yieldRange: Record<string, [number, number]> = {
    Gravel: [2000, 6000],
    Limestone: [1500, 8000],
    Sandstone: [800, 4000],
    Shale: [400, 2000],
    Granite: [200, 1200],
  };
  const rows: Cell[][] = days.map((iso, index) => {
    const year = Number(iso.slice(0, 4));
    const county = weighted(r, [
      ["Cork", 35],
      ["Kerry", 20],
      ["Limerick", 15],
      ["Tipperary", 15],
      ["Waterford", 10],
      ["Clare", 5],
    ]);
    const geology = weighted(r, geologyOf[county]!);
    const purpose = weighted(r, [
      ["Domestic", 50],
      ["Farm", 30],
      ["Commercial", 10],
      ["Geothermal", 10],
    ]);
    const rig =
      purpose === "Geothermal" || purpose === "Commercial"
        ? weighted(r, [
            ["Rig A", 70],
            ["Rig B", 30],
          ])
        : purpose === "Domestic"
          ? weighted(r, [
              ["Rig A", 25],
              ["Rig B", 35],
              ["Rig C", 40],
            ])
          : weighted(r, [
              ["Rig A", 35],
              ["Rig B", 45],
              ["Rig C", 20],
            ]);
    const [low, high] = purpose === "Geothermal" && geology !== "Gravel" ? [80, 150] : depthRange[geology]!;
    const depth = Math.min(rig === "Rig C" ? 90 : 999, r.int(low, high));
    const struck = r.random() < (geology === "Granite" ? 0.8 : geology === "Shale" ? 0.88 : 0.95);
    const [yLow, yHigh] = yieldRange[geology]!;
    const litres = struck ? Math.round((yLow + r.random() * (yHigh - yLow)) / 10) * 10 : "";
    const casing = geology === "Gravel" ? depth : r.int(6, 24);
    const drilling = money(depth * (geology === "Gravel" ? (year === 2026 ? 44 : 41) : year === 2026 ? 52 : 48.5));
    const casingCost = money(casing * (year === 2026 ? 38.5 : 36));
    const pump = struck && purpose !== "Geothermal" && r.random() < 0.78;
    const pumpCost = pump ? money(purpose === "Commercial" ? 3000 + r.random() * 2500 : 1450 + r.random() * 1750) : 0;
    const metresADay = rig === "Rig C" ? 30 : rig === "Rig A" ? 45 : 40;
    const finish = day(year, Number(iso.slice(5, 7)), Number(iso.slice(8, 10)), Math.ceil(depth / metresADay) + (pump ? 1 : 0) + r.int(0, 1));
    const finished = finish <= "2026-11-24";
    const rated = finished && r.random() < 0.35;
    return [
      `BH-${6001 + index}`,
      iso,
      finished ? finish : "",
      county,
      geology,
      purpose,
      rig,
      depth,
      casing,
      struck ? 1 : 0,
      litres,
      pump ? 1 : 0,
      purpose === "Domestic" && r.random() < 0.4 ? 1 : 0,
      drilling.toFixed(2),
      casingCost.toFixed(2),
      pumpCost.toFixed(2),
      money(drilling + casingCost + pumpCost).toFixed(2),
      rated ? (struck ? ratingFrom(r, [2, 5, 15, 38, 40]) : ratingFrom(r, [30, 40, 30])) : "",
    ];
  });
  write(
    "Borehole_Jobs",
    [
      "Job Ref",
      "Start Date",
      "Finish Date",
      "County",
      "Geology",
      "Purpose",
      "Rig",
      "Depth M",
      "Casing M",
      "Water Struck",
      "Yield Lph",
      "Pump Fitted",
      "Grant Aided",
      "Drilling Cost",
      "Casing Cost",
      "Pump Cost",
      "Total Cost",
      "Customer Rating",
    ],
    rows,
  );
}
