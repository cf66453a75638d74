/** The intent lexicon of the deterministic classifier and the workflow steps with gates. */

export interface IntentCue {
  /** Space-separated words matched with typo tolerance. */
  phrase: string;
  weight: number;
}

export interface IntentDefinition {
  /** Intent id; for analysis intents it is the plan template id. */
  id: string;
  /** Plan template this intent selects (registry/templates), or null. */
  template: string | null;
  /** Human label used in clarifying questions and forks. */
  label: string;
  cues: IntentCue[];
  /** Facts of the session that must hold before this intent may run. */
  gates: string[];
  /** Facts recorded once this intent has run. */
  produces: string[];
  /** True when the answer is naturally a chart (AnalystThenVisual). */
  chartable: boolean;
  /** True when the intent works on the user's data (clarify fallback). */
  dataCentric: boolean;
}

const c = (weight: number, ...phrases: string[]): IntentCue[] => phrases.map((phrase) => ({ phrase, weight }));

/** Words that mark a time axis (a "by X" on these is a time series, not a group). */
export const TIME_WORDS = [
  "time",
  "day",
  "days",
  "daily",
  "week",
  "weeks",
  "weekly",
  "month",
  "months",
  "monthly",
  "quarter",
  "quarterly",
  "year",
  "years",
  "yearly",
  "hour",
  "hourly",
  "date",
];

export const DEFAULT_INTENTS: IntentDefinition[] = [
  {
    id: "time_series",
    template: "time_series",
    label: "a trend over time",
    cues: [
      ...c(
        3,
        "over time",
        "trend",
        "trends",
        "evolve",
        "evolution",
        "evolved",
        "seasonality",
        "seasonal",
        "timeline",
        "year over year",
        "month over month",
        "growth",
      ),
      ...c(
        2,
        "monthly",
        "weekly",
        "daily",
        "hourly",
        "quarterly",
        "yearly",
        "per month",
        "per week",
        "per day",
        "by month",
        "by week",
        "by day",
        "by quarter",
        "by year",
        "changed",
      ),
    ],
    gates: [],
    produces: [],
    chartable: true,
    dataCentric: true,
  },
  {
    id: "comparative",
    template: "comparative",
    label: "a comparison across groups",
    cues: [
      ...c(3, "compare", "comparison", "versus", "breakdown", "break down", "bigger", "smaller", "difference between"),
      ...c(1, "average", "percent", "share", "split"),
    ],
    gates: [],
    produces: [],
    chartable: true,
    dataCentric: true,
  },
  {
    id: "distribution",
    template: "distribution",
    label: "the distribution of a measure",
    cues: c(3, "distribution", "histogram", "spread", "skew", "skewed", "variance", "percentiles", "quantiles"),
    gates: [],
    produces: [],
    chartable: true,
    dataCentric: true,
  },
  {
    id: "anomaly",
    template: "anomaly",
    label: "anomalies and outliers",
    cues: c(3, "anomaly", "anomalies", "outlier", "outliers", "unusual", "spike", "spikes", "weird", "abnormal", "drops", "irregular"),
    gates: [],
    produces: [],
    chartable: true,
    dataCentric: true,
  },
  {
    id: "correlation",
    template: "correlation",
    label: "a correlation between two measures",
    cues: [
      ...c(3, "correlated", "correlation", "correlate", "relationship", "scatter", "association", "drive", "drives", "affect", "impact of"),
      ...c(1, "against"),
    ],
    gates: [],
    produces: [],
    chartable: true,
    dataCentric: true,
  },
  {
    id: "ranking",
    template: "ranking",
    label: "a top-N ranking",
    cues: c(3, "top", "bottom", "best", "worst", "highest", "lowest", "rank", "ranking", "most", "least", "leading"),
    gates: [],
    produces: [],
    chartable: true,
    dataCentric: true,
  },
  {
    id: "web_search",
    template: null,
    label: "a web search",
    cues: [...c(4, "search the web", "web", "google", "news", "look up", "internet"), ...c(2, "online"), ...c(2, "latest", "current", "exchange rate", "ceo")],
    gates: [],
    produces: [],
    chartable: false,
    dataCentric: false,
  },
  {
    id: "deep_research",
    template: null,
    label: "an in-depth research report",
    cues: c(4, "research", "deep dive", "investigate", "thoroughly", "comprehensive", "literature", "sources", "in depth"),
    gates: [],
    produces: [],
    chartable: false,
    dataCentric: false,
  },
  {
    id: "load_data",
    template: null,
    label: "loading a data file",
    cues: [...c(4, "load", "upload", "import", "open"), ...c(1, "csv", "file", "dataset", "parquet")],
    gates: [],
    produces: ["data_loaded"],
    chartable: false,
    dataCentric: true,
  },
  {
    id: "tpr",
    template: null,
    label: "the test positivity rate (TPR) step",
    cues: c(5, "test positivity rate", "test positivity", "positivity rate", "positivity"),
    gates: ["data_loaded"],
    produces: ["step:tpr:completed"],
    chartable: true,
    dataCentric: true,
  },
  {
    id: "risk",
    template: null,
    label: "the risk assessment step",
    cues: c(5, "risk", "vulnerability", "assessment", "risk scoring", "risk map"),
    gates: ["data_loaded", "step:tpr:completed"],
    produces: ["step:risk:completed"],
    chartable: true,
    dataCentric: true,
  },
];

/** Which step produces a fact (used to name the step a fork asks to finish). */
export function stepProducing(intents: readonly IntentDefinition[], fact: string): IntentDefinition | undefined {
  return intents.find((i) => i.produces.includes(fact));
}
