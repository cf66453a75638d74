/**
 * The forty-eighth held-out suite's tables, generated deterministically (one seeded PRNG per table, seeds 481–484):
 *
 *   cd bench && node --import tsx data-questions/holdout48/make-tables.ts
 *
 * Four small tables of new domains and naming styles: a hospital sterile services department's steriliser
 * cycles (terse snake_case with codes and Y/N flags), an Irish hurley maker's orders (Irish column names and
 * values), a crowdfunding studio's pledges (camelCase with true/false columns) and a Surrey Christmas tree
 * farm's sales (UPPER_CASE). Changing this file changes the expected answers: rerun it, then the holdout test
 * checks that every expected SQL still returns rows.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Cell, csvWriter, day, prng, stamp } from "../table-kit.js";

const write = csvWriter(join(dirname(fileURLToPath(import.meta.url)), "tables"));
const DAY_MS = 86_400_000;

/** A value drawn with the given weights. */
function weighted<T>(random: () => number, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let draw = random() * total;
  for (const [item, weight] of items) {
    draw -= weight;
    if (draw < 0) return item;
  }
  return items.at(-1)![0];
}

// Steriliser cycles (terse snake_case, codes, Y/N flags, a timestamp pair), recharges in pounds.
{
  const r = prng(481);
  const base = Date.UTC(2025, 0, 1);
  const rows: { start: number; cells: Cell[] }[] = [];
  for (let i = 0; i < 330; i++) {
    const shift = weighted(r.random, [
      ["E", 45],
      ["L", 40],
      ["N", 15],
    ] as const);
    const hour = shift === "E" ? r.int(6, 13) : shift === "L" ? r.int(14, 21) : (22 + r.int(0, 7)) % 24;
    const start = r.int(0, 695) * 24 * 60 + hour * 60 + r.int(0, 59);
    const unit = weighted(r.random, [
      ["AC1", 3],
      ["AC2", 3],
      ["AC3", 2],
      ["LTS1", 2],
    ] as const);
    const prog = unit === "LTS1" ? "LT" : r.random() < 0.12 ? "BD" : r.random() < 0.8 ? "P134" : "P121";
    const load =
      prog === "BD"
        ? "NONE"
        : prog === "LT"
          ? r.random() < 0.7
            ? "FLX"
            : "INST"
          : prog === "P121"
            ? r.random() < 0.7
              ? "TXT"
              : "INST"
            : r.random() < 0.75
              ? "INST"
              : "TXT";
    const dept =
      load === "NONE"
        ? "QA"
        : load === "FLX"
          ? "END"
          : load === "TXT"
            ? r.pick(["THR", "THR", "MAT"])
            : weighted(r.random, [
                ["THR", 3],
                ["DEN", 1],
                ["MAT", 1],
                ["OPD", 2],
              ] as const);
    const trays = load === "NONE" ? 0 : load === "INST" ? r.int(2, 14) : load === "TXT" ? r.int(1, 8) : r.int(1, 4);
    const failChance = unit === "AC3" ? 0.07 : 0.035;
    const draw = r.random();
    const rslt = draw < 0.025 ? "ABRT" : draw < 0.025 + failChance ? "FAIL" : "PASS";
    const minutes =
      rslt === "ABRT" ? r.int(5, 30) : prog === "P134" ? r.int(45, 60) : prog === "P121" ? r.int(55, 75) : prog === "BD" ? r.int(20, 25) : r.int(28, 55);
    const [low, high] = prog === "P134" ? [134, 137] : prog === "P121" ? [121, 124] : prog === "BD" ? [134, 135.5] : [47, 56];
    const implant = dept === "THR" && load === "INST" && r.random() < 0.4;
    const bi = implant || (prog === "LT" && r.random() < 0.5);
    const biResult = !bi || rslt === "ABRT" ? "" : r.random() < 0.015 ? "POS" : "NEG";
    const wet = rslt === "PASS" && unit !== "LTS1" && (load === "INST" || load === "TXT") && r.random() < (unit === "AC3" ? 0.15 : 0.06);
    const rate = load === "INST" ? 18.5 : load === "TXT" ? 9 : load === "FLX" ? 42 : 0;
    const charge = rslt === "PASS" ? trays * rate + (implant ? 25 : 0) : 0;
    rows.push({
      start,
      cells: [
        stamp(base, start),
        stamp(base, start + minutes),
        unit,
        prog,
        load,
        dept,
        trays,
        rslt === "ABRT" ? "" : r.round(low + r.random() * (high - low), 1),
        `OP0${r.int(1, 6)}`,
        shift,
        rslt,
        implant ? "Y" : "N",
        bi ? "Y" : "N",
        biResult,
        wet ? "Y" : "N",
        r.round(charge),
      ],
    });
  }
  rows.sort((a, b) => a.start - b.start);
  write(
    "strl_cyc_log",
    [
      "cyc_id",
      "strt_ts",
      "end_ts",
      "unit",
      "prog",
      "load_typ",
      "dept",
      "trays",
      "max_tmp_c",
      "opr",
      "shift",
      "rslt",
      "impl_flg",
      "bi_flg",
      "bi_rslt",
      "wet_pk",
      "chg_gbp",
    ],
    rows.map(({ cells }, index) => [`C-${90001 + index}`, ...cells]),
  );
}

// A hurley maker's orders (Irish column names without fadas, values with them), in euros.
{
  const r = prng(482);
  const counties = [
    ["Cill Chainnigh", 2],
    ["Tiobraid Árann", 1],
    ["Corcaigh", 1],
    ["Port Láirge", 1],
    ["Luimneach", 1],
    ["Gaillimh", 1],
  ] as const;
  const rows: { ordered: number; cells: Cell[] }[] = [];
  for (let i = 0; i < 280; i++) {
    const ordered = r.int(0, 695);
    const service = weighted(r.random, [
      ["camán nua", 50],
      ["deisiú", 30],
      ["greim nua", 20],
    ] as const);
    const game = r.random() < 0.7 ? "iománaíocht" : "camógaíocht";
    const age = weighted(r.random, [
      ["faoi 12", 3],
      ["mionúr", 2],
      ["sinsear", 4],
    ] as const);
    const length = age === "faoi 12" ? r.int(24, 30) : age === "mionúr" ? r.int(30, 34) : r.int(32, 36);
    const wood =
      service === "camán nua"
        ? weighted(r.random, [
            ["fuinseog Éireannach", 5],
            ["fuinseog allmhairithe", 3],
            ["bambú", 2],
          ] as const)
        : "";
    const maker =
      service === "camán nua"
        ? r.pick(["Tadhg", "Síle"])
        : weighted(r.random, [
            ["Donncha", 2],
            ["Tadhg", 1],
            ["Síle", 1],
          ] as const);
    const club = r.random() < (service === "camán nua" ? 0.25 : 0.1);
    const quantity = club ? (service === "camán nua" ? r.int(5, 20) : r.int(3, 8)) : service === "deisiú" ? r.int(1, 3) : r.int(1, 2);
    const ash = age === "sinsear" ? 65 : age === "mionúr" ? 55 : 45;
    const unitPrice =
      service === "deisiú"
        ? 25
        : service === "greim nua"
          ? 12
          : wood === "fuinseog Éireannach"
            ? ash
            : wood === "fuinseog allmhairithe"
              ? ash - 10
              : age === "sinsear"
                ? 80
                : 70;
    const discount = club ? 10 : 0;
    const cancelled = r.random() < 0.05;
    const collectedAfter = service === "camán nua" ? r.int(2, 10) + (club ? r.int(3, 10) : 0) : r.int(1, 4);
    const collected = !cancelled && ordered + collectedAfter <= 695 && r.random() > 0.02 ? day(2025, 1, 1, ordered + collectedAfter) : "";
    const payment = club
      ? weighted(r.random, [
          ["aistriú bainc", 7],
          ["cárta", 3],
        ] as const)
      : weighted(r.random, [
          ["cárta", 6],
          ["airgead tirim", 4],
        ] as const);
    const rated = !cancelled && collected !== "" && r.random() < 0.5;
    rows.push({
      ordered,
      cells: [
        day(2025, 1, 1, ordered),
        collected,
        service,
        game,
        age,
        length,
        wood,
        weighted(r.random, counties),
        maker,
        club ? "tá" : "níl",
        quantity,
        unitPrice,
        discount,
        r.round(quantity * unitPrice * (1 - discount / 100)),
        payment,
        cancelled ? "tá" : "níl",
        rated ? Math.min(5, Math.max(1, Math.round(4.2 + r.normal() * 0.8))) : "",
      ],
    });
  }
  rows.sort((a, b) => a.ordered - b.ordered);
  write(
    "orduithe_caman",
    [
      "uimhir_ordaithe",
      "data_ordaithe",
      "data_bailithe",
      "seirbhis",
      "cluiche",
      "aoisghrupa",
      "fad_orlach",
      "adhmad",
      "contae",
      "ceardai",
      "ordu_club",
      "lion",
      "praghas_aonaid_eur",
      "lascaine_pct",
      "iomlan_eur",
      "modh_iocaiochta",
      "cealaithe",
      "ratail",
    ],
    rows.map(({ cells }, index) => [`CM-${4001 + index}`, ...cells]),
  );
}

// Crowdfunding pledges (camelCase, true/false columns), in US dollars: six campaigns of one small studio.
{
  const r = prng(483);
  const campaigns = [
    { name: "Lanternfall Board Game", start: day(2025, 3, 4), days: 35, standard: 55, deluxe: 95, collector: 249 },
    { name: "Tidewater Documentary", start: day(2025, 6, 10), days: 30, standard: 35, deluxe: 75, collector: 200 },
    { name: "Pocket Loom Kit", start: day(2025, 9, 16), days: 40, standard: 45, deluxe: 89, collector: 180 },
    { name: "Moss & Mortar Comic", start: day(2026, 1, 13), days: 30, standard: 30, deluxe: 60, collector: 150 },
    { name: "Echo Vinyl Reissue", start: day(2026, 4, 7), days: 35, standard: 40, deluxe: 85, collector: 220 },
    { name: "Solar Lantern v2", start: day(2026, 8, 18), days: 45, standard: 65, deluxe: 119, collector: 299 },
  ] as const;
  const shipping = { US: 8, CA: 14, GB: 15, DE: 15, AU: 22, JP: 20 } as const;
  const rows: { at: number; cells: Cell[] }[] = [];
  for (let i = 0; i < 360; i++) {
    const campaign = r.pick(campaigns);
    // Pledges bunch at the launch and in the last days.
    const phase = r.random();
    const dayIndex = phase < 0.35 ? r.int(0, 2) : phase < 0.55 ? r.int(campaign.days - 3, campaign.days - 1) : r.int(0, campaign.days - 1);
    const hour = weighted(r.random, [
      [r.int(0, 6), 1],
      [r.int(7, 11), 3],
      [r.int(12, 17), 4],
      [r.int(18, 23), 5],
    ] as const);
    const at = Date.parse(`${campaign.start}T00:00:00Z`) + dayIndex * DAY_MS + hour * 3_600_000 + r.int(0, 3599) * 1000;
    const tier = weighted(r.random, [
      ["No Reward", 1],
      ["Digital", 2],
      ["Standard", 5],
      ["Deluxe", 3],
      ["Collector", 1],
    ] as const);
    const country = weighted(r.random, [
      ["US", 35],
      ["GB", 15],
      ["DE", 15],
      ["CA", 12],
      ["AU", 12],
      ["JP", 11],
    ] as const);
    const physical = tier === "Standard" || tier === "Deluxe" || tier === "Collector";
    const earlyBird = dayIndex < 2 && (tier === "Standard" || tier === "Deluxe") && r.random() < 0.8;
    const tierPrice =
      tier === "No Reward"
        ? r.int(1, 25)
        : tier === "Digital"
          ? 15
          : tier === "Standard"
            ? campaign.standard
            : tier === "Deluxe"
              ? campaign.deluxe
              : campaign.collector;
    const tip = tier !== "No Reward" && r.random() < 0.2 ? r.int(1, 20) : 0;
    const pledge = r.round(tierPrice * (earlyBird ? 0.9 : 1) + tip);
    const addOns = physical && r.random() < 0.3 ? r.pick([10, 15, 20, 25, 35, 60]) : 0;
    const ship = physical ? shipping[country] + (tier === "Collector" ? 10 : 0) + (addOns >= 25 ? 5 : 0) : 0;
    const failed = r.random() < 0.05;
    const refunded = !failed && r.random() < 0.025;
    const end = Date.parse(`${campaign.start}T00:00:00Z`) + campaign.days * DAY_MS;
    const surveyed = physical && !failed && !refunded && r.random() < 0.8 && end + 30 * DAY_MS < Date.UTC(2026, 10, 28);
    rows.push({
      at,
      cells: [
        stamp(at, 0),
        campaign.name,
        tier,
        pledge,
        addOns,
        ship,
        r.round(pledge + addOns + ship),
        country,
        r.random() < 0.35,
        earlyBird,
        weighted(r.random, [
          ["Direct", 3],
          ["Newsletter", 2],
          ["Social Media", 3],
          ["Influencer", 1],
          ["Platform Search", 2],
        ] as const),
        failed,
        refunded,
        surveyed ? new Date(end + r.int(3, 30) * DAY_MS).toISOString().slice(0, 10) : "",
        r.random() < 0.7 ? 0 : r.int(1, 5),
      ],
    });
  }
  rows.sort((a, b) => a.at - b.at);
  write(
    "crowdfundPledges",
    [
      "pledgeId",
      "pledgedAt",
      "campaign",
      "rewardTier",
      "pledgeUsd",
      "addOnsUsd",
      "shippingUsd",
      "totalUsd",
      "backerCountry",
      "isFirstTimeBacker",
      "earlyBird",
      "referralSource",
      "paymentFailed",
      "isRefunded",
      "surveyCompletedOn",
      "commentCount",
    ],
    rows.map(({ cells }, index) => [`PL-${20001 + index}`, ...cells]),
  );
}

// A Surrey Christmas tree farm's sales (UPPER_CASE, TRUE/FALSE columns), in pounds: the 2024 and 2025
// seasons and the first nine days of the 2026 season.
{
  const r = prng(484);
  const seasons = [
    { year: 2024, first: day(2024, 11, 23), days: 31, sales: 140, uplift: 1 },
    { year: 2025, first: day(2025, 11, 22), days: 32, sales: 150, uplift: 1.05 },
    { year: 2026, first: day(2026, 11, 21), days: 9, sales: 40, uplift: 1.08 },
  ] as const;
  const perFoot = { "Nordmann Fir": 11, "Norway Spruce": 8, "Fraser Fir": 12, "Blue Spruce": 10, "Scots Pine": 8 } as const;
  const towns = { Guildford: 10, Godalming: 10, Farnham: 15, Woking: 15, Haslemere: 15 } as const;
  const flag = (value: boolean) => (value ? "TRUE" : "FALSE");
  const rows: { at: number; cells: Cell[] }[] = [];
  for (const season of seasons) {
    const first = Date.parse(`${season.first}T00:00:00Z`);
    // Weekends are two and a half times as busy as weekdays.
    const days = Array.from({ length: season.days }, (_, index) => index).map(
      (index) => [index, [0, 6].includes(new Date(first + index * DAY_MS).getUTCDay()) ? 2.5 : 1] as const,
    );
    for (let i = 0; i < season.sales; i++) {
      const dayIndex = weighted(r.random, days);
      const weekend = [0, 6].includes(new Date(first + dayIndex * DAY_MS).getUTCDay());
      const at = first + dayIndex * DAY_MS + (9 * 60 + r.int(0, 7 * 60 + 29)) * 60_000 + r.int(0, 59) * 1000;
      const species = weighted(r.random, [
        ["Nordmann Fir", 40],
        ["Norway Spruce", 25],
        ["Fraser Fir", 15],
        ["Blue Spruce", 11],
        ["Scots Pine", 9],
      ] as const);
      const height = weighted(r.random, [
        [4, 1],
        [5, 3],
        [6, 4],
        [7, 3],
        [8, 2],
        [10, 1],
      ] as const);
      const price = Math.round(perFoot[species] * height * season.uplift);
      const delivered = r.random() < (height >= 7 ? 0.6 : 0.2);
      const town = delivered ? r.pick(Object.keys(towns) as (keyof typeof towns)[]) : undefined;
      const stand = r.random() < 0.2;
      const wreaths = weighted(r.random, [
        [0, 15],
        [1, 4],
        [2, 1],
      ] as const);
      const deliveryFee = town ? towns[town] : 0;
      rows.push({
        at,
        cells: [
          stamp(at, 0),
          species,
          height,
          price,
          flag(r.random() < (weekend ? 0.4 : 0.25)),
          flag(r.random() < 0.85),
          flag(stand),
          wreaths,
          flag(delivered),
          town ?? "",
          deliveryFee,
          price + (stand ? 15 : 0) + wreaths * 22 + deliveryFee,
          weighted(r.random, [
            ["Card", 70],
            ["Cash", 25],
            ["Gift Voucher", 5],
          ] as const),
          weekend ? r.pick(["Tom", "Ellie", "Raj", "Becky"]) : r.pick(["Tom", "Ellie", "Raj"]),
          flag(r.random() < 0.4),
          r.random() < 0.4 ? Math.min(5, Math.max(1, Math.round(4.3 + r.normal() * 0.7))) : "",
        ],
      });
    }
  }
  rows.sort((a, b) => a.at - b.at);
  write(
    "CHRISTMAS_TREE_SALES",
    [
      "SALE_NO",
      "SOLD_AT",
      "SPECIES",
      "HEIGHT_FT",
      "PRICE_GBP",
      "CUT_YOUR_OWN",
      "NETTED",
      "STAND",
      "WREATHS",
      "DELIVERY",
      "DELIVERY_TOWN",
      "DELIVERY_GBP",
      "TOTAL_GBP",
      "PAYMENT",
      "SERVED_BY",
      "RETURNING_CUSTOMER",
      "RATING",
    ],
    rows.map(({ cells }, index) => [`XT-${10001 + index}`, ...cells]),
  );
}
