// Linking from several signals at once (issue #19): the column a comparison is on, from the words
// around it, its comparative and its unit; word spans that name one column together; ids that the
// data shows repeating; phrases that are a column's own name. Tables here are made up for these
// tests (a parcel depot, a gym, a car-rental fleet) and share nothing with bench/data-questions.
import { describe, expect, it } from "vitest";
import { compileSql, parseQuestion, type AnalysisTable } from "../src/index.js";
import { filters, groups, measures, specOf as spec } from "./helpers.js";

const depot: AnalysisTable = {
  name: "depot_parcels",
  rows: 400,
  columns: [
    { name: "parcel_ref", type: "string" },
    { name: "van_id", type: "string", values: ["V1", "V2", "V3", "V4"] },
    { name: "zone", type: "string", values: ["east", "west", "hub"] },
    { name: "weight_kg", type: "number" },
    { name: "postage_fee", type: "number" },
    { name: "insured_value", type: "number" },
    { name: "transit_hrs", type: "number" },
    { name: "fill_pct", type: "number" },
    { name: "damage_pct", type: "number" },
  ],
};
const gym: AnalysisTable = {
  name: "gym_members",
  rows: 300,
  columns: [
    { name: "member_id", type: "string" },
    { name: "club", type: "string", values: ["Centre", "Harbour"] },
    { name: "member_age", type: "integer" },
    { name: "monthly_spend", type: "number" },
    { name: "visits", type: "integer" },
    { name: "sessionLenMin", type: "number" },
    { name: "joinYear", type: "integer" },
  ],
};
const fleet: AnalysisTable = {
  name: "fleet",
  rows: 120,
  columns: [
    { name: "car_id", type: "string" },
    { name: "rentalValue", type: "number" },
    { name: "rental_days", type: "integer" },
    { name: "pickup_city", type: "string", values: ["Lyon", "Nice"] },
    { name: "list_px", type: "number" },
    { name: "resale_px", type: "number" },
    { name: "status", type: "string", values: ["resale", "active"] },
  ],
};

describe("the column a comparison is on", () => {
  it("takes the column the words before and the unit after agree on", () => {
    // "percent" alone names fill_pct and damage_pct alike; "fill" settles it.
    expect(filters(spec("how many parcels had fill below 40 percent per zone", depot))).toEqual(["fill_pct < 40"]);
  });

  it("reads a comparative as the column it compares, over a column named further back", () => {
    const s = spec("average monthly spend of members older than 60 by club", gym);
    expect(filters(s)).toEqual(["member_age > 60"]);
    expect(measures(s)).toEqual(["avg(monthly_spend)"]);
  });

  it("reads a range after a comparative and a range of sizes that contains a year-like number", () => {
    expect(filters(spec("average monthly spend for members aged 25 to 35", gym))).toEqual(["member_age between 25|35"]);
    expect(filters(spec("parcels between 1000 and 2000 insured value by zone", depot))).toEqual(["insured_value between 1000|2000"]);
  });

  it("converts a duration to the column's own unit", () => {
    expect(filters(spec("average spend of members with sessions longer than 2 hours", gym))).toEqual(["sessionLenMin > 120"]);
    expect(filters(spec("parcels in transit for more than 3 days by zone", depot))).toEqual(["transit_hrs > 72"]);
  });

  it("links a money unit to the money column named after the table's rows, or says it could not", () => {
    expect(filters(spec("rentals over 500 euros per pickup city", { ...fleet, name: "rentals" }))).toEqual(["rentalValue > 500"]);
    expect(filters(spec("cars over 500 euros per pickup city", { ...fleet, columns: fleet.columns.filter((column) => !column.name.endsWith("px")) }))).toEqual([
      "rentalValue > 500",
    ]);
    // Two money columns and neither named after parcels: not guessed, and said.
    const result = parseQuestion("parcels over 50 dollars by zone", depot);
    expect(result.kind === "spec" && result.spec.filters).toEqual([]);
    expect(result.kind === "spec" && result.unapplied.join(" ")).toContain("over 50");
  });

  it("applies a year to a column of years when the table has no date column", () => {
    const s = spec("how many members joined since 2021 per club", gym);
    expect(filters(s)).toEqual(["joinYear >= 2021"]);
    expect(measures(s)).toEqual(["count(*)"]);
  });
});

describe("words that name one column together", () => {
  it("prefers a span linked as a whole to a word of it linked alone", () => {
    // "list" alone could be a listing; "list price" is list_px.
    expect(measures(spec("median list price per pickup city", fleet))).toEqual(["median(list_px)"]);
  });

  it("does not read a column's word as a value of another column", () => {
    const s = spec("total resale price by pickup city", fleet);
    expect(measures(s)).toEqual(["sum(resale_px)"]);
    expect(filters(s)).toEqual([]);
  });

  it("keeps a phrase the lexicon rewrites when it is a column's own name", () => {
    expect(measures(spec("average rental value per pickup city", fleet))).toEqual(["avg(rentalValue)"]);
  });
});

describe("ids the data shows repeating", () => {
  it("groups by an id with fewer values than rows", () => {
    expect(groups(spec("average weight per van", depot))).toEqual(["van_id"]);
  });

  it("still reads an id without sampled values as one row each", () => {
    expect(
      groups(
        spec("average weight per parcel", {
          ...depot,
          columns: depot.columns.map((column) => (column.name === "parcel_ref" ? { ...column, name: "parcel_id" } : column)),
        }),
      ),
    ).toEqual([]);
  });

  it("asks for no share when percent is the unit of a comparison or the measure's own name", () => {
    const s = spec("average damage percentage per van", depot);
    expect(s.measures[0]?.share).toBeFalsy();
    expect(s.chart).not.toBe("pie");
  });
});

describe("grouping phrases and context", () => {
  const fares: AnalysisTable = {
    name: "bus_trips",
    rows: 500,
    columns: [
      { name: "trip_no", type: "string" },
      { name: "fare_total", type: "number" },
      { name: "booking_channel", type: "string", values: ["app", "kiosk", "phone"] },
      { name: "depot", type: "string", values: ["North", "Harbour", "Airport"] },
      { name: "dep_wait_min", type: "number" },
      { name: "arr_wait_min", type: "number" },
      { name: "ticket_type", type: "string", values: ["Single", "Return", "Pass"] },
      { name: "start_stop", type: "string", values: ["A1", "B2", "C3"] },
      { name: "ended_at", type: "timestamp" },
    ],
  };

  it("reads the head noun of a grouping phrase, or the noun before of", () => {
    // "fare" alone would be fare_total; the phrase is a channel. "trip" names the rows.
    expect(groups(spec("total fare per fare channel", fares))).toEqual(["booking_channel"]);
    expect(groups(spec("average fare by trip depot", fares))).toEqual(["depot"]);
  });

  it("leaves the words after a grouping's column for filters", () => {
    const s = spec("total fare by depot, leaving out Pass tickets", fares);
    expect(groups(s)).toEqual(["depot"]);
    expect(filters(s)).toEqual(["ticket_type not_in Pass"]);
  });

  it("breaks a tie between two columns with other words of the question", () => {
    const s = spec("average wait of trips leaving North by ticket type", fares);
    expect(measures(s)).toEqual(["avg(dep_wait_min)"]);
    expect(filters(s)).toEqual(["depot in North"]);
    // Nothing else in the question tells them apart: asked.
    expect(parseQuestion("average wait by ticket type", fares).kind).toBe("clarify");
  });

  it("keeps rows without a date out of a time grouping", () => {
    const s = spec("total fare per month", fares);
    const { sql } = compileSql(s, "bus_trips", fares.columns);
    expect(sql).toContain(`"ended_at" IS NOT NULL`);
  });
});

describe("filters from words around the measure", () => {
  const athletes: AnalysisTable = {
    name: "athletes",
    rows: 200,
    columns: [
      { name: "athlete_id", type: "string" },
      { name: "sex", type: "string", values: ["W", "M"] },
      { name: "event", type: "string", values: ["sprint", "relay", "hurdles"] },
      { name: "season", type: "string", values: ["2023/24", "2024/25"] },
      { name: "best_time_s", type: "number" },
      { name: "points", type: "integer" },
      { name: "is_doping_case", type: "boolean", values: [true, false] },
      { name: "prize_eur", type: "number" },
    ],
  };

  it("joins values of one column with or, and different columns with and", () => {
    const s = spec("total points of sprint or relay athletes with more than 10 points", athletes);
    expect(filters(s).sort()).toEqual(["event in sprint|relay", "points > 10"]);
    expect(s.filterLogic).toBe("and");
    expect(spec("total points for sprint athletes or those with more than 10 points", athletes).filterLogic).toBe("or");
  });

  it("reads a true/false column named in part as a filter beside a count", () => {
    expect(filters(spec("how many athletes were flagged as doping by event", athletes))).toEqual(["is_doping_case in true"]);
  });

  it("reads words for a coded value", () => {
    expect(filters(spec("average points of women per event", athletes))).toEqual(["sex in W"]);
  });

  it("reads a value that starts like a year as the value", () => {
    expect(filters(spec("top 3 athletes by points in 2024/25", athletes))).toEqual(["season in 2024/25"]);
  });
});

describe("superlatives", () => {
  const athletes: AnalysisTable = {
    name: "athletes",
    rows: 200,
    columns: [
      { name: "athlete_id", type: "string" },
      { name: "event", type: "string", values: ["sprint", "relay", "hurdles"] },
      { name: "points", type: "integer" },
      { name: "prize_eur", type: "number" },
      { name: "athlete_age", type: "integer" },
    ],
  };

  it("reads a superlative per group as that group's maximum or minimum", () => {
    expect(measures(spec("the highest points in each event", athletes))).toEqual(["max(points)"]);
    expect(measures(spec("youngest athlete age per event", athletes))).toEqual(["min(athlete_age)"]);
    // Without "each"/"per", it ranks the groups.
    expect(measures(spec("which event has the highest points", athletes))).toEqual(["sum(points)"]);
  });

  it("ranks the rows themselves by their own size", () => {
    const s = spec("the 3 largest prizes of athletes", athletes);
    expect(s.mode).toBe("rows");
    expect(s.orderBy[0]).toEqual({ by: "prize_eur", direction: "desc" });
    expect(s.limit).toBe(3);
    const rows = spec("5 biggest athletes", { ...athletes, columns: athletes.columns.filter((column) => column.name !== "athlete_age") });
    expect(rows.mode).toBe("rows");
    expect(rows.orderBy[0]?.by).toBe("prize_eur");
  });
});

describe("acronyms, codes and names that hold grouping words", () => {
  const homes: AnalysisTable = {
    name: "homes",
    rows: 300,
    columns: [
      { name: "home_id", type: "string" },
      { name: "kind", type: "string", values: ["mfh", "condo", "townhouse"] },
      { name: "area", type: "string", values: ["Docks", "Old Town"] },
      { name: "num_rooms", type: "integer" },
      { name: "tom", type: "integer" },
      { name: "cost_per_sqft", type: "number" },
      { name: "ask_px", type: "number" },
    ],
  };
  const squad: AnalysisTable = {
    name: "squad",
    rows: 60,
    columns: [
      { name: "player", type: "string" },
      { name: "role", type: "string", values: ["GK", "DF", "MF", "FW"] },
      { name: "club", type: "string", values: ["Reds", "Blues"] },
      { name: "tackles", type: "integer" },
    ],
  };

  it("links the initials of several words to a short column name, and a phrase with 'of' as one grouping", () => {
    const s = spec("average time on market by number of rooms", homes);
    expect(measures(s)).toEqual(["avg(tom)"]);
    expect(groups(s)).toEqual(["num_rooms"]);
  });

  it("links the initials of three words to a value", () => {
    expect(filters(spec("average ask price of multi family homes", homes))).toEqual(["kind in mfh"]);
  });

  it("reads a plural word no column claims as a two-letter code of a value", () => {
    expect(filters(spec("total tackles per club excluding goalkeepers and forwards", squad))).toEqual(["role not_in GK|FW"]);
    // A word that names a column is never read as a code.
    expect(filters(spec("total tackles per club", squad))).toEqual([]);
  });

  it("reads a column whose name holds 'per' before 'per' starts a grouping", () => {
    const s = spec("median cost per square foot by area", homes);
    expect(measures(s)).toEqual(["median(cost_per_sqft)"]);
    expect(groups(s)).toEqual(["area"]);
  });
});

describe("other languages and compounds", () => {
  const laden: AnalysisTable = {
    name: "laden_verkaeufe",
    rows: 300,
    columns: [
      { name: "Datum", type: "date" },
      { name: "Filiale", type: "string", values: ["Mitte", "Nord"] },
      { name: "Versandart", type: "string", values: ["Abholung", "Zustellung"] },
      { name: "UmsatzEur", type: "number" },
      { name: "Bewertung", type: "number" },
      { name: "Stueck", type: "integer" },
    ],
  };

  it("splits a German compound into known words", () => {
    expect(measures(spec("Gesamtumsatz pro Filiale", laden))).toEqual(["sum(UmsatzEur)"]);
  });

  it("reads a value in another language's plural", () => {
    const s = spec("Umsatz pro Monat für Zustellungen", laden);
    expect(filters(s)).toEqual(["Versandart in Zustellung"]);
    expect(groups(s)).toEqual(["Datum:month"]);
  });

  it("reads best and grade words across languages", () => {
    const grades: AnalysisTable = {
      name: "cours",
      rows: 90,
      columns: [
        { name: "cours", type: "string", values: ["Maths", "Chimie"] },
        { name: "score", type: "number" },
        { name: "eleve", type: "string" },
      ],
    };
    expect(measures(spec("note moyenne par cours", grades))).toEqual(["avg(score)"]);
  });

  it("reads a departure word in Spanish to break a tie", () => {
    const vuelos: AnalysisTable = {
      name: "vuelos",
      rows: 100,
      columns: [
        { name: "aerolinea", type: "string", values: ["IB", "VY"] },
        { name: "dep_delay_min", type: "number" },
        { name: "arr_delay_min", type: "number" },
      ],
    };
    expect(measures(spec("retraso medio de llegada por aerolínea", vuelos))).toEqual(["avg(arr_delay_min)"]);
  });
});

describe("charts of two cycles and shares", () => {
  const meter: AnalysisTable = {
    name: "meter",
    rows: 500,
    columns: [
      { name: "read_at", type: "timestamp" },
      { name: "site", type: "string", values: ["A", "B"] },
      { name: "kwh", type: "number" },
    ],
  };

  it("groups by weekday and hour of day for a heatmap, and compiles", () => {
    const s = spec("heatmap of average kwh by weekday and hour", meter);
    expect(groups(s)).toEqual(["read_at:weekday", "read_at:hour_of_day"]);
    expect(s.chart).toBe("heatmap");
    const { sql } = compileSql(s, "meter", meter.columns);
    expect(sql).toContain("isodow");
    expect(sql).toMatch(/hour\(/i);
  });

  it("shows the number beside its share", () => {
    const s = spec("share of kwh per site", meter);
    expect(s.measures.map((measure) => [measure.as, Boolean(measure.share)])).toEqual([
      ["kwh_share", true],
      ["kwh", false],
    ]);
  });
});

describe("who, singular superlatives and counted rankings", () => {
  const league: AnalysisTable = {
    name: "league_stats",
    rows: 150,
    columns: [
      { name: "player_name", type: "string" },
      { name: "club", type: "string", values: ["Reds", "Blues", "Greens"] },
      { name: "home_ground", type: "string", values: ["Park", "Arena", "Field"] },
      { name: "match_no", type: "string" },
      { name: "saves", type: "integer" },
    ],
  };

  it("reads who as the person column, one answer", () => {
    const s = spec("who made the most saves", league);
    expect(groups(s)).toEqual(["player_name"]);
    expect(s.limit).toBe(1);
  });

  it("asks when a ranking names nothing to rank by", () => {
    expect(parseQuestion("who is the best?", league).kind).toBe("clarify");
  });

  it("reads 'number of <rows>' after a ranking as a count, and a singular superlative as one answer", () => {
    const s = spec("least busy home ground by number of matches", league);
    expect(measures(s)).toEqual(["count(*)"]);
    expect(groups(s)).toEqual(["home_ground"]);
    expect(s.limit).toBe(1);
  });
});

describe("gross", () => {
  const films: AnalysisTable = {
    name: "films",
    rows: 80,
    columns: [
      { name: "title", type: "string" },
      { name: "studio", type: "string", values: ["A24", "Pixar"] },
      { name: "box_office_usd", type: "number" },
      { name: "gross_margin", type: "number" },
    ],
  };
  it("reads a film's gross as its box office, and keeps a column called gross", () => {
    expect(measures(spec("total gross by studio", { ...films, columns: films.columns.filter((column) => column.name !== "gross_margin") }))).toEqual([
      "sum(box_office_usd)",
    ]);
    expect(measures(spec("average gross margin by studio", films))).toEqual(["avg(gross_margin)"]);
  });
});

describe("charts named in other words, and money named generally", () => {
  const tienda: AnalysisTable = {
    name: "tienda",
    rows: 100,
    columns: [
      { name: "fecha", type: "date" },
      { name: "metodo", type: "string", values: ["efectivo", "tarjeta"] },
      { name: "importe_eur", type: "number" },
      { name: "unidades", type: "integer" },
    ],
  };

  it("reads sideways bars and a chart of the area", () => {
    expect(spec("sideways bar chart of units per metodo", tienda).chart).toBe("horizontal_bar");
    expect(spec("gráfico de área del importe por mes", tienda).chart).toBe("area");
  });

  it("links sales to the only money column, but counts the sales of 'how many sales'", () => {
    expect(measures(spec("ventas por metodo", tienda))).toEqual(["sum(importe_eur)"]);
    expect(measures(spec("¿cuántas ventas por metodo?", tienda))).toEqual(["count(*)"]);
    expect(measures(spec("average number of unidades per metodo", tienda))).toEqual(["avg(unidades)"]);
  });
});

describe("people, negating prefixes, one of a unit, and values named as plurals", () => {
  const trips: AnalysisTable = {
    name: "ferry_trips",
    rows: 200,
    columns: [
      { name: "trip_id", type: "string" },
      { name: "route", type: "string", values: ["North", "South"] },
      { name: "crossing_min", type: "number" },
      { name: "traveller_age", type: "integer" },
      { name: "ticket_eur", type: "number" },
      { name: "is_season_pass", type: "boolean", values: [true, false] },
      { name: "CabinCharge", type: "number" },
    ],
  };

  it("reads a number compared on people as their age", () => {
    expect(filters(spec("average ticket of passengers over 65 by route", trips))).toEqual(["traveller_age > 65"]);
  });

  it("reads 'than an hour' as one hour in the column's unit", () => {
    expect(filters(spec("crossings longer than an hour by route", trips))).toEqual(["crossing_min > 60"]);
  });

  it("reads a negating prefix on a true/false column's word as false, and no typo of it", () => {
    const table: AnalysisTable = { ...trips, columns: [...trips.columns, { name: "Insured", type: "boolean", values: [true, false] }] };
    expect(filters(spec("average ticket of uninsured travellers by route", table))).toEqual(["Insured in false"]);
  });

  it("ranks the rows by a number a plural names in part", () => {
    const s = spec("the 3 highest cabin charges", trips);
    expect(s.mode).toBe("rows");
    expect(s.orderBy[0]).toEqual({ by: "CabinCharge", direction: "desc" });
  });

  it("does not read a word with another last letter as a typo", () => {
    // "trips" is not "tripe"; "routes" is the grouping.
    const table: AnalysisTable = { ...trips, columns: [...trips.columns, { name: "tripe_kg", type: "number" }] };
    expect(measures(spec("how many trips per route", table))).toEqual(["count(*)"]);
  });
});
