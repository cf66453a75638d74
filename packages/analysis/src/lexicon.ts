/**
 * The curated word lists: business/data synonyms, abbreviations, and the analysis words of
 * Spanish, French, German and Portuguese mapped to English. Small on purpose: linking falls back
 * to words, edit distance and sampled values, never to a list of known questions.
 */

/** Words that mean the same measure or dimension (each group is one concept). */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ["revenue", "sales", "turnover", "income", "earnings", "takings", "proceeds", "gmv"],
  ["amount", "value", "sum"],
  ["quantity", "units", "unit", "pieces"],
  ["cost", "costs", "expense", "expenses", "spend", "spending"],
  ["profit", "profits", "margin"],
  ["price", "prices", "fare", "rate"],
  ["salary", "salaries", "pay", "wage", "wages", "compensation"],
  ["customer", "customers", "client", "clients", "buyer", "buyers"],
  ["employee", "employees", "staff", "worker", "workers", "person", "people"],
  ["region", "regions", "area", "territory", "zone"],
  ["category", "categories", "type", "types", "kind", "kinds", "class", "segment", "group"],
  ["channel", "channels", "medium"],
  ["satisfaction", "csat", "rating", "ratings", "score", "scores"],
  ["hours", "hour", "duration", "time"],
  ["team", "teams", "department", "departments", "division", "squad"],
  ["store", "stores", "shop", "shops", "outlet", "branch"],
  ["country", "countries", "nation"],
  ["city", "cities", "town"],
  ["shipment", "shipments", "delivery", "deliveries", "consignment"],
  ["carrier", "carriers", "courier", "couriers", "shipper"],
  ["weight", "weights", "mass"],
  ["distance", "distances", "km", "miles", "mileage"],
  ["gender", "sex"],
  ["product", "products", "item", "sku"],
  ["age", "ages"],
  ["tenure", "seniority"],
  ["order", "orders", "purchase", "purchases"],
  ["date", "dates", "day", "when", "time", "timestamp", "period"],
  ["opened", "created", "submitted", "raised"],
  ["closed", "resolved", "settled"],
  ["name", "names"],
  ["priority", "priorities", "severity", "urgency"],
];

/** Abbreviations, both ways (a mention or a column name may use either). */
export const ABBREVIATIONS: Readonly<Record<string, string>> = {
  rev: "revenue",
  qty: "quantity",
  amt: "amount",
  avg: "average",
  pct: "percent",
  perc: "percent",
  no: "number",
  num: "number",
  nbr: "number",
  dept: "department",
  emp: "employee",
  cust: "customer",
  prod: "product",
  cat: "category",
  desc: "description",
  dt: "date",
  hrs: "hours",
  hr: "hours",
  yr: "year",
  yrs: "years",
  mo: "month",
  wk: "week",
  sal: "salary",
  addr: "address",
  txn: "transaction",
  tx: "transaction",
  inv: "invoice",
  mgr: "manager",
  sat: "satisfaction",
  csat: "satisfaction",
  ts: "timestamp",
  id: "identifier",
  kg: "weight",
  wt: "weight",
  dist: "distance",
  val: "value",
  cnt: "count",
  pos: "position",
  loc: "location",
};

/** Words of other languages that matter for analysis, folded (no accents), to English words. */
export const TRANSLATIONS: Readonly<Record<string, string>> = {
  // Spanish
  ventas: "sales", venta: "sales", ingresos: "revenue", netas: "net", netos: "net", neto: "net", neta: "net", por: "by", cada: "each",
  promedio: "average", media: "average", suma: "sum", total: "total", cuantos: "how many", cuantas: "how many", numero: "number",
  mes: "month", mensual: "monthly", ano: "year", anual: "yearly", dia: "day", diario: "daily", semana: "week", trimestre: "quarter",
  categoria: "category", categorias: "categories", region: "region", regiones: "regions", cliente: "customer", clientes: "customers", producto: "product", productos: "products",
  excepto: "except", salvo: "except", entre: "between", donde: "where", mayor: "highest", mayores: "highest", menor: "lowest", menores: "lowest", mas: "most", menos: "least",
  grafico: "chart", barras: "bar", lineas: "line", circular: "pie", tarta: "pie", tendencia: "trend", distribucion: "distribution", equipo: "team", equipos: "teams", canal: "channel",
  unidades: "units", coste: "cost", costes: "cost", despues: "after", antes: "before", desde: "since", hasta: "until", tiempo: "time",
  // French
  ventes: "sales", vente: "sales", chiffre: "revenue", nettes: "net", nette: "net", net: "net", nets: "net", par: "by", chaque: "each",
  moyenne: "average", moyen: "average", somme: "sum", combien: "how many", nombre: "number", mois: "month", mensuel: "monthly", mensuelles: "monthly",
  annee: "year", annuel: "yearly", jour: "day", quotidien: "daily", semaine: "week", categorie: "category", produit: "product", produits: "products",
  sauf: "except", hormis: "except", ou: "or", et: "and", plus: "most", moins: "least", graphique: "chart", camembert: "pie", courbe: "line", evolution: "trend",
  equipe: "team", cout: "cost", couts: "cost", canaux: "channels", unites: "units", apres: "after", avant: "before", depuis: "since", clients: "customers", ventilees: "by",
  // German
  umsatz: "revenue", umsatze: "revenue", verkaufe: "sales", verkauf: "sales", netto: "net", nach: "by", pro: "per", je: "per", durchschnitt: "average",
  durchschnittlich: "average", durchschnittliche: "average", durchschnittlichen: "average", durchschnittlicher: "average", durchschnittliches: "average", gesamter: "total", gesamte: "total", gesamten: "total", summe: "sum", gesamt: "total", anzahl: "number", wie: "how", viele: "many",
  monat: "month", monatlich: "monthly", jahr: "year", jahrlich: "yearly", tag: "day", taglich: "daily", woche: "week", quartal: "quarter", kategorie: "category",
  kunde: "customer", kunden: "customers", produkt: "product", ausser: "except", zwischen: "between", und: "and", oder: "or", uber: "over", unter: "under",
  diagramm: "chart", balkendiagramm: "bar chart", kreisdiagramm: "pie chart", liniendiagramm: "line chart", verlauf: "trend", mannschaft: "team", kanal: "channel",
  einheiten: "units", kosten: "cost", vor: "before", seit: "since", hochsten: "highest", meisten: "most", niedrigsten: "lowest", wenigsten: "least",
  // Portuguese
  vendas: "sales", custo: "cost", custos: "cost", liquidas: "net", liquido: "net", liquida: "net", receita: "revenue", faturamento: "revenue", soma: "sum", quantos: "how many", quantas: "how many",
  mensal: "monthly", dias: "days", regiao: "region", regioes: "regions", exceto: "except", onde: "where", maiores: "highest",
  pizza: "pie", linha: "line", barra: "bar", equipes: "teams", canais: "channels", depois: "after",
};

/** Multi-word phrases of other languages (folded), replaced before tokenising. */
export const PHRASES: readonly [RegExp, string][] = [
  [/\bchiffre d'?\s?affaires\b/g, "revenue"],
  [/\bau fil du temps\b/g, "over time"],
  [/\ba lo largo del tiempo\b|\bcon el tiempo\b/g, "over time"],
  [/\bao longo do tempo\b/g, "over time"],
  [/\bim zeitverlauf\b|\buber die zeit\b/g, "over time"],
  [/\bplus de\b|\bsuperieur a\b|\bsuperieure a\b/g, "over"],
  [/\bmoins de\b|\binferieur a\b|\binferieure a\b/g, "under"],
  [/\bmas de\b|\bmayor que\b|\bmais de\b|\bmaior que\b|\bmehr als\b|\bgrosser als\b/g, "over"],
  [/\bmenos de\b|\bmenor que\b|\bweniger als\b|\bkleiner als\b/g, "under"],
  [/\bwie viele\b/g, "how many"],
  [/\bnombre de\b/g, "number of"],
  [/\bnumero de\b/g, "number of"],
  [/\bpor dia\b/g, "per day"],
  [/\bpar jour\b/g, "per day"],
  [/\bpro tag\b/g, "per day"],
  [/\bpar mois\b/g, "per month"],
  [/\bpor mes\b/g, "per month"],
  [/\bpro monat\b/g, "per month"],
  [/\ben ligne\b/g, "online"],
  // Business phrases: the value of an order is its revenue.
  [/\baov\b/g, "average order revenue"],
  [/\b(order|basket|sale|transaction) values?\b/g, "revenue"],
];

/** Words that carry no column meaning. */
export const STOP_WORDS = new Set([
 "the", "a", "an", "of", "for", "in", "on", "at", "to", "and", "or", "is", "are", "was", "were", "be", "been", "what", "which", "who", "whose",
 "show", "me", "give", "list", "get", "tell", "display", "plot", "chart", "graph", "draw", "visualize", "visualise", "as", "with", "per", "by",
 "each", "every", "all", "over", "across", "where", "that", "have", "has", "had", "do", "does", "did", "there", "any", "some", "it", "its",
 "from", "than", "then", "this", "these", "those", "their", "our", "my", "we", "i", "you", "please", "can", "could", "would", "how", "much", "many",
 "total", "sum", "average", "mean", "median", "count", "number", "maximum", "minimum", "max", "min", "highest", "lowest", "most", "least", "top",
 "bottom", "best", "worst", "largest", "smallest", "biggest", "fewest", "greatest", "sorted", "ordered", "order", "sort", "rank", "ranked", "descending",
 "ascending", "desc", "asc", "compare", "comparison", "versus", "vs", "between", "trend", "trends", "distribution", "breakdown", "broken", "down",
 "split", "grouped", "group", "within", "along", "table", "data", "dataset", "rows", "row", "records", "record", "values", "value", "la", "le", "les",
 "el", "los", "las", "de", "del", "des", "du", "die", "der", "das", "den", "dem", "do", "da", "dos", "das", "o", "os", "y", "und", "et", "en", "im",
 "il", "un", "une", "ein", "eine", "am", "um", "so", "far", "up", "out", "about", "into", "like", "via", "using", "only", "just", "also", "both",
 "same", "different", "versus", "against", "overall", "whole", "entire", "including", "include", "includes", "unusual", "anomalies", "anomaly",
 "outliers", "outlier", "spikes", "odd", "weird", "daily", "weekly",
 "monthly", "quarterly", "yearly", "annual", "annually", "hourly", "top", "pie",
 "donut", "bar", "bars", "line", "lines", "area", "scatter", "histogram", "heatmap", "heat", "map", "box", "boxplot", "stacked", "grouped",
 "horizontal", "vertical", "chart", "plot", "graph", "diagram", "show", "visualization", "change", "changed", "evolution", "evolve", "evolved",
 "look", "looks", "like", "see", "want", "need", "know", "find", "tell", "unique", "distinct", "vs.", "not", "except", "excluding", "exclude",
 "without", "other", "than", "but", "no", "under", "below", "above", "after", "before", "since", "until", "less", "more", "fewer", "greater",
 "lower", "higher", "least", "at", "exceeding", "exceeds", "between", "containing", "contains", "contain", "starting", "starts", "start",
 "ending", "ends", "end", "whose", "when", "did", "sold", "sell", "made", "make", "generate", "generated", "bring", "brought", "per", "get",
 "got", "much", "many", "relationship", "correlation", "related", "relate", "entries", "things",
]);

/** Words of counting: "how many", "number of", "volume", "count". */
export const COUNT_WORDS = new Set(["count", "counts", "number", "volume", "volumes", "frequency", "occurrences", "how many", "tally"]);

export const MONTHS: Readonly<Record<string, number>> = {
  january: 1, jan: 1, enero: 1, janvier: 1, januar: 1, janeiro: 1,
  february: 2, feb: 2, febrero: 2, fevrier: 2, februar: 2, fevereiro: 2,
  march: 3, mar: 3, marzo: 3, mars: 3, marz: 3, marco: 3,
  april: 4, apr: 4, abril: 4, avril: 4,
  may: 5, mayo: 5, mai: 5, maio: 5,
  june: 6, jun: 6, junio: 6, juin: 6, juni: 6, junho: 6,
  july: 7, jul: 7, julio: 7, juillet: 7, juli: 7, julho: 7,
  august: 8, aug: 8, agosto: 8, aout: 8,
  september: 9, sep: 9, sept: 9, septiembre: 9, septembre: 9, setembro: 9,
  october: 10, oct: 10, octubre: 10, octobre: 10, oktober: 10, outubro: 10,
  november: 11, nov: 11, noviembre: 11, novembre: 11, novembro: 11,
  december: 12, dec: 12, diciembre: 12, decembre: 12, dezember: 12, dezembro: 12,
};

export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, fifteen: 15, twenty: 20,
  dos: 2, tres: 3, cuatro: 4, cinco: 5, deux: 2, trois: 3, quatre: 4, cinq: 5, zwei: 2, drei: 3, vier: 4, funf: 5, quatro: 4,
};
