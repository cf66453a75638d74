// Development tables of other domains and naming styles than tables.ts: abbreviated CamelCase
// (gym), abbreviated snake_case (wine shop), French and German column names, and an app's events.
// The questions over them in unseen.test.ts were written for this package, not taken from a suite.
import { fileURLToPath } from "node:url";
import type { AnalysisTable } from "../src/index.js";

export const WINE_CSV = fileURLToPath(new URL("./fixtures/wine_sales.csv", import.meta.url));

export const gym: AnalysisTable = {
  name: "gym_members",
  columns: [
    { name: "MbrID", type: "integer" },
    { name: "JoinDt", type: "date" },
    { name: "PlanTyp", type: "string", values: ["Basic", "Plus", "Premium"] },
    { name: "MoFee", type: "number" },
    { name: "VisitCnt", type: "integer" },
    { name: "AvgSessMin", type: "number" },
    { name: "HomeClub", type: "string", values: ["Downtown", "Riverside", "Airport"] },
    { name: "CancelFlg", type: "boolean", values: [true, false] },
  ],
};

export const wine: AnalysisTable = {
  name: "wine_sales",
  columns: [
    { name: "txn_dt", type: "date" },
    { name: "sku", type: "string" },
    { name: "prod_nm", type: "string", values: ["Merlot", "Riesling", "Rioja", "Chablis", "Malbec"] },
    { name: "rgn", type: "string", values: ["Bordeaux", "Mosel", "Rioja Alta", "Burgundy", "Mendoza"] },
    { name: "qty_sold", type: "integer" },
    { name: "unit_prc", type: "number" },
    { name: "sls_amt", type: "number" },
    { name: "disc_pct", type: "number" },
    { name: "chnl", type: "string", values: ["web", "shop", "wholesale"] },
  ],
};

export const bibliotheque: AnalysisTable = {
  name: "emprunts",
  columns: [
    { name: "date_emprunt", type: "date" },
    { name: "titre", type: "string" },
    { name: "genre", type: "string", values: ["roman", "policier", "jeunesse", "histoire"] },
    { name: "ville", type: "string", values: ["Lyon", "Lille", "Nantes"] },
    { name: "duree_jours", type: "integer" },
    { name: "prix", type: "number" },
  ],
};

export const klinik: AnalysisTable = {
  name: "aufnahmen",
  columns: [
    { name: "Aufnahmedatum", type: "date" },
    { name: "Station", type: "string", values: ["Kardiologie", "Chirurgie", "Neurologie"] },
    { name: "Geschlecht", type: "string", values: ["w", "m"] },
    { name: "Alter", type: "integer" },
    { name: "Kosten", type: "number" },
    { name: "Verweildauer", type: "integer" },
  ],
};

export const appEvents: AnalysisTable = {
  name: "app_events",
  columns: [
    { name: "event_ts", type: "timestamp" },
    { name: "country", type: "string", values: ["DE", "FR", "US", "BR"] },
    { name: "platform", type: "string", values: ["ios", "android", "web"] },
    { name: "session_len_sec", type: "integer" },
    { name: "revenue_usd", type: "number" },
    { name: "is_new_user", type: "boolean", values: [true, false] },
    { name: "nps_score", type: "integer" },
  ],
};
