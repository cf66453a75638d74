import { columnWords } from "./link.js";

/**
 * Two columns holding the same kind of value in two roles: where a trip, a transfer or a message
 * starts and where it ends (origin / destination, start_station / end_station, from_account /
 * to_account, sender / recipient). A value both hold is linked by the words before it: "from BER"
 * is the source column's, "to CDG" the target's.
 */
export type Role = "source" | "target";

/** Words of a column name that give its role (English forms and common short forms). */
const SOURCE_COLUMN_WORDS = new Set([
  "origin",
  "orig",
  "src",
  "source",
  "from",
  "start",
  "starting",
  "departure",
  "depart",
  "dep",
  "pickup",
  "sender",
  "begin",
  "outbound",
  "home",
]);
const TARGET_COLUMN_WORDS = new Set([
  "destination",
  "dest",
  "dst",
  "to",
  "end",
  "ending",
  "arrival",
  "arrive",
  "arr",
  "dropoff",
  "receiver",
  "recipient",
  "target",
  "inbound",
  "away",
]);

/** Words right before a value that give the role it plays in the question (several languages). */
const SOURCE_CUES = new Set([
  "from",
  "starting",
  "starts",
  "started",
  "start",
  "leaving",
  "leaves",
  "left",
  "departing",
  "departs",
  "departed",
  "origin",
  "originating",
  "picked",
  "sent",
  "out",
  "de",
  "desde",
  "since",
  "von",
  "aus",
  "depuis",
  "partant",
  "origem",
]);
const TARGET_CUES = new Set([
  "to",
  "into",
  "towards",
  "toward",
  "ending",
  "ends",
  "ended",
  "end",
  "arriving",
  "arrives",
  "arrived",
  "reaching",
  "destination",
  "bound",
  "dropped",
  "hacia",
  "hasta",
  "until",
  "till",
  "nach",
  "bis",
  "vers",
  "para",
  "ate",
]);
/** Words that may stand between the cue and the value ("starting at the Museum"). */
const FILLERS = new Set(["at", "in", "the", "on", "a", "an", "station", "airport", "up", "off", "la", "el", "le", "der", "die", "dem"]);

const roleCache = new Map<string, Role | undefined>();

/** The role a column's name gives it, when it gives exactly one. */
export function columnRole(name: string): Role | undefined {
  if (roleCache.has(name)) return roleCache.get(name);
  const words = columnWords(name).flatMap((word) => word.forms);
  const source = words.some((word) => SOURCE_COLUMN_WORDS.has(word));
  const target = words.some((word) => TARGET_COLUMN_WORDS.has(word));
  const role = source === target ? undefined : source ? "source" : "target";
  roleCache.set(name, role);
  return role;
}

/** The role the words before position `at` give a value ("from", "ending at the"), if any. */
export function roleCue(words: readonly string[], at: number): Role | undefined {
  for (let i = at - 1, skipped = 0; i >= 0 && skipped <= 2; i--) {
    const word = words[i]!;
    if (SOURCE_CUES.has(word)) return "source";
    if (TARGET_CUES.has(word)) return "target";
    if (!FILLERS.has(word)) return undefined;
    skipped++;
  }
  return undefined;
}

/** Words naming a trip from one place to another: with a source and a target column, they name both. */
export const ROUTE_WORDS = new Set([
  "route",
  "routes",
  "lane",
  "lanes",
  "corridor",
  "corridors",
  "connection",
  "connections",
  "leg",
  "legs",
  "itinerary",
  "itineraries",
  "ruta",
  "rutas",
  "strecke",
  "strecken",
  "trajet",
  "trajets",
  "rota",
  "rotas",
]);

/** The table's one source and one target column of the same type, when it has exactly one of each. */
export function routeColumns(columns: readonly { name: string; type: string }[]): [string, string] | undefined {
  const sources = columns.filter((column) => column.type === "string" && columnRole(column.name) === "source");
  const targets = columns.filter((column) => column.type === "string" && columnRole(column.name) === "target");
  return sources.length === 1 && targets.length === 1 ? [sources[0]!.name, targets[0]!.name] : undefined;
}
