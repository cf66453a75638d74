import type { JsonSchemaProperty, JsonValue } from "@modular-planner/core";
import { findDates, formatDateMention, type DateMention } from "./dates.js";
import type { ParamsSchemaLike } from "./param-mapper.js";
import { pathSpans, STOP_WORDS, splitIdentifier, stem } from "./text.js";

/** How a value was read from the request. */
export type ValueSource = "quoted" | "email" | "id" | "number" | "date" | "place" | "person" | "name" | "example" | "enum";

/** A parameter value stated in the request, with the words it came from (its provenance). */
export interface ExtractedValue {
  value: JsonValue;
  /** The words of the request the value was read from (`from Paris`, `"Q3 report"`, `next Wednesday at 3 PM`). */
  words: string;
  start: number;
  end: number;
  how: ValueSource;
  /** Confidence in [0, 1]: the kind of words, the parameter's words next to them, the schema's fit. */
  score: number;
}

export interface ExtractValuesOptions {
  /** The parameters to fill (default: every property). */
  params?: readonly string[];
  /** "Now" for relative dates ("tomorrow", "next Wednesday"). Default: the current time. */
  now?: Date;
  /** Lowest score kept (default 0.5). */
  minScore?: number;
  /** Spans (start, end) already used by another step's values: not offered again. */
  taken?: readonly [number, number][];
}

interface Candidate {
  text: string;
  start: number;
  end: number;
  kind: ValueSource | "proper";
  value: JsonValue;
  /** Words right after a number (its unit) or the preposition before a name. */
  unit?: string;
  before?: string;
  date?: DateMention;
  /** Only for this parameter (an example or enum value found in the text). */
  forParam?: string;
}

const typesOf = (schema: JsonSchemaProperty | undefined): string[] =>
  schema?.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
const words = (text: string) => splitIdentifier(text).map(stem);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const PLACE = new Set([
  "location",
  "city",
  "country",
  "place",
  "destination",
  "origin",
  "region",
  "state",
  "address",
  "venue",
  "airport",
  "area",
  "site",
  "town",
  "from",
  "to",
  "source",
  "departure",
  "arrival",
  "where",
  "station",
  "port",
  "continent",
  "nation",
]);
const PERSON = new Set([
  "name",
  "person",
  "recipient",
  "to",
  "contact",
  "user",
  "author",
  "customer",
  "employee",
  "artist",
  "owner",
  "assignee",
  "attendee",
  "participant",
  "sender",
  "receiver",
  "friend",
  "member",
  "who",
  "username",
  "player",
  "guest",
  "client",
  "passenger",
]);
const ORIGIN = new Set(["from", "origin", "source", "departure", "start", "sender", "depart", "begin"]);
const DESTINATION = new Set(["to", "destination", "arrival", "target", "recipient", "arrive", "end", "receiver"]);
const ID_WORDS = new Set([
  "id",
  "identifier",
  "code",
  "number",
  "key",
  "ref",
  "reference",
  "serial",
  "no",
  "sku",
  "isbn",
  "ip",
  "token",
  "hash",
  "uuid",
  "file",
  "image",
  "path",
  "url",
  "link",
  "version",
  "sequence",
  "symbol",
  "ticker",
  "zip",
  "postal",
]);
const DATE_NAME =
  /(^|_|\b)(date|day|time|when|deadline|birthday|birthdate|datetime|timestamp|start|end|since|until|from|to|check_?in|check_?out|departure|arrival|due)(s?)($|_|\b)/i;
const DATE_WORDS = /(^|_)(date|day|time|when|deadline|birthday|birthdate|datetime|timestamp|due|schedule|appointment)($|_)|date|time$/i;
const DISCOURSE = new Set([
  "i",
  "i'm",
  "i'd",
  "i'll",
  "then",
  "also",
  "finally",
  "first",
  "firstly",
  "secondly",
  "lastly",
  "next",
  "additionally",
  "furthermore",
  "moreover",
  "please",
  "thanks",
  "thank",
  "after",
  "afterwards",
  "could",
  "can",
  "would",
  "the",
  "a",
  "an",
  "and",
  "hi",
  "hello",
]);
const ORDINALS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10 };
const LABELS = new Set(["id", "ids", "ip", "url", "uri", "api", "dns", "sku", "isbn", "pin", "ip address", "email", "e-mail"]);
const CONNECTORS = new Set(["of", "de", "la", "del", "van", "von", "da", "di", "le", "du", "and", "&"]);

/** Example values a description lists: `(e.g., corn, wheat, soybean)`, `such as A or B`. */
export function descriptionExamples(description: string | undefined): string[] {
  if (!description) return [];
  const out: string[] = [];
  for (const match of description.matchAll(/(?:e\.g\.?|for example|such as|like|i\.e\.?)\s*[,:]?\s*([^)\n;]*)/gi)) {
    for (const part of match[1]!.split(/\s*,\s*|\s+or\s+|\s+and\s+|\s*\/\s*/)) {
      const item = part
        .trim()
        .replace(/^["'`]|["'`.]$/g, "")
        .replace(/\s*etc\.?$/i, "")
        .trim();
      if (item && item.length <= 40 && !/^(etc|in|the)$/i.test(item)) out.push(item);
    }
  }
  return [...new Set(out)];
}

/** Sentence starts: a capitalised word there says nothing about being a name. */
function sentenceStarts(text: string): Set<number> {
  const starts = new Set<number>([text.search(/\S/)]);
  for (const match of text.matchAll(/[.!?:;]\s+(?=\S)|\n\s*(?=\S)/g)) starts.add(match.index! + match[0].length);
  for (const match of text.matchAll(/(?:^|[.!?]\s+|,\s*)["'(]?(?=[A-Z])/g)) if (match[0].startsWith(",") === false) starts.add(match.index! + match[0].length);
  return starts;
}

function candidatesOf(text: string, now: Date): Candidate[] {
  const out: Candidate[] = [];
  const push = (candidate: Candidate) => out.push(candidate);
  // Quoted strings (straight or curly quotes; an apostrophe inside a word is no quote).
  const quoteSpans: [number, number][] = [];
  for (const match of text.matchAll(/(^|[\s(:=,])(["“”'‘’])([^"“”\n]{1,400}?)(["“”'‘’])(?=$|[\s),.;:!?])/g)) {
    const open = match[2]!;
    const close = match[4]!;
    const pairs = (open === "'" || open === "‘" || open === "’") === (close === "'" || close === "’" || close === "‘");
    if (!pairs) continue;
    const start = match.index! + match[1]!.length + 1;
    push({ text: match[3]!, start, end: start + match[3]!.length, kind: "quoted", value: match[3]!.trim() });
    quoteSpans.push([start - 1, start + match[3]!.length + 1]);
  }
  // An opening double quote never closed runs to the end of its sentence.
  for (const match of text.matchAll(/(^|[\s(:=])"([^"\n]{1,400})$/g)) {
    const start = match.index! + match[1]!.length + 1;
    if (quoteSpans.some(([from, to]) => start >= from && start < to)) continue;
    push({ text: match[2]!, start, end: start + match[2]!.length, kind: "quoted", value: match[2]!.trim() });
  }
  for (const match of text.matchAll(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g))
    push({ text: match[0], start: match.index!, end: match.index! + match[0].length, kind: "email", value: match[0] });
  for (const mention of findDates(text, now)) {
    push({ text: mention.text, start: mention.start, end: mention.end, kind: "date", value: mention.text, date: mention });
    // A day and a time stated together also feed a date and a time parameter apart.
    if (mention.timeStart !== undefined && mention.date && mention.time) {
      const day = text.slice(mention.start, mention.timeStart).replace(/[\s,]*(?:at\s*)?$/i, "");
      push({
        text: day,
        start: mention.start,
        end: mention.start + day.length,
        kind: "date",
        value: day,
        date: { ...mention, text: day, end: mention.start + day.length, time: undefined } as DateMention,
      });
      const { date: _day, ...timeOnly } = mention;
      push({
        text: text.slice(mention.timeStart, mention.end),
        start: mention.timeStart,
        end: mention.end,
        kind: "date",
        value: mention.time,
        date: { ...timeOnly, text: text.slice(mention.timeStart, mention.end), start: mention.timeStart },
      });
    }
  }
  // Numbers with their unit (the next word), `$1,200`, `20%`, `32-year-old`, ordinals (`third floor`).
  for (const match of text.matchAll(/(?<![\w.@/-])([-+]?)\$?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?:\s*(%|percent\b))?(?:[-\s]+([A-Za-z][\w-]*))?/g)) {
    const number = Number(`${match[1]}${match[2]!.replace(/,/g, "")}${match[3] ?? ""}`);
    if (!Number.isFinite(number)) continue;
    const numberText = match[0].replace(/(?:[-\s]+[A-Za-z][\w-]*)$/, "");
    const after =
      /^[\w.@/*-]/.test(text.slice(match.index! + numberText.length)) && !/^[-\s]/.test(text.slice(match.index! + numberText.length)) ? undefined : match[5];
    if (/^[A-Za-z]/.test(text.slice(match.index! + numberText.length))) continue; // part of an id (`44B`)
    push({
      text: numberText,
      start: match.index!,
      end: match.index! + numberText.length,
      kind: "number",
      value: number,
      ...(after ? { unit: after.toLowerCase() } : {}),
    });
  }
  for (const match of text.matchAll(/\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\s+([a-z]+)/gi)) {
    push({
      text: match[1]!,
      start: match.index!,
      end: match.index! + match[1]!.length,
      kind: "number",
      value: ORDINALS[match[1]!.toLowerCase()]!,
      unit: match[2]!.toLowerCase(),
    });
  }
  // Ids and codes: a token mixing letters and digits (or with `.`/`/`/`*`), IP addresses, file names.
  for (const match of text.matchAll(/(?<![\w@])(?:[A-Za-z0-9][\w.*/:#-]*[A-Za-z0-9*]|[A-Za-z0-9])(?![\w@])/g)) {
    const token = match[0];
    const letters = /[A-Za-z]/.test(token);
    const digits = /\d/.test(token);
    const file = /^[\w-]+\.[A-Za-z][A-Za-z0-9]{1,4}$/.test(token) && !/^(e\.g|i\.e|etc)$/i.test(token);
    const mixed = letters && digits && !/^\d+(st|nd|rd|th|s|k|m|am|pm|kg|km|cm|mm|ml|mg|gb|mb)$/i.test(token) && !/^\d+-[a-z-]+$/i.test(token);
    const ip = /^\d{1,3}(\.\d{1,3}){3}$/.test(token);
    const path = /\/./.test(token) && !/^\d+\/\d+/.test(token);
    const camel = letters && /[a-z][A-Z]|^[A-Z]{2,}[a-z]+[A-Z]/.test(token) && token.length >= 6;
    if ((mixed && token.length >= 3) || ip || file || camel || path) {
      const start = match.index! - (text[match.index! - 1] === "/" ? 1 : 0);
      push({
        text: text.slice(start, match.index! + token.length),
        start,
        end: match.index! + token.length,
        kind: "id",
        value: text.slice(start, match.index! + token.length),
      });
    }
  }
  // Capitalised names: a run of capitalised words (with `of`, `de`… inside), not at a sentence start alone.
  const starts = sentenceStarts(text);
  for (const match of text.matchAll(/\b[A-Z][\p{L}\p{N}'’.&-]*(?:\s+(?:(?:of|de|la|del|van|von|da|di|le|du|and|&)\s+)?[A-Z][\p{L}\p{N}'’.&-]*)*/gu)) {
    let start = match.index!;
    let name = match[0].replace(/['’]s$/, "").replace(/[.]$/, "");
    const parts = name.split(/\s+/);
    // A sentence's first word (`Retrieve`, `Please`) is dropped; the rest of the run may still be a name.
    while (parts.length > 0 && (starts.has(start) || DISCOURSE.has(parts[0]!.toLowerCase()))) {
      const first = parts.shift()!;
      start += first.length + (name.slice(first.length).match(/^\s+/)?.[0].length ?? 0);
      name = parts.join(" ");
      while (parts.length > 0 && CONNECTORS.has(parts[0]!.toLowerCase())) {
        const connector = parts.shift()!;
        start += connector.length + 1;
        name = parts.join(" ");
      }
    }
    if (parts.length === 0 || !name) continue;
    if (CONNECTORS.has(parts[parts.length - 1]!.toLowerCase())) continue;
    const before = /(\b[a-z]+)\s+(?:the\s+)?$/i.exec(text.slice(Math.max(0, start - 20), start))?.[1]?.toLowerCase();
    push({ text: name, start, end: start + name.length, kind: "proper", value: name, ...(before ? { before } : {}) });
  }
  return out;
}

/** The parameter's words: its name's words (stemmed), and its description's content words. */
function paramWords(name: string, schema: JsonSchemaProperty | undefined): { name: Set<string>; description: Set<string> } {
  const nameWords = new Set(words(name));
  const description = new Set(
    words((schema?.description ?? "").replace(/\(e\.g\..*?\)/gi, "").split(/[.(]/)[0] ?? "").filter(
      (word) =>
        !STOP_WORDS.has(word) && word.length > 2 && !["the", "which", "want", "specific", "given", "information", "retrieve", "get", "provide"].includes(word),
    ),
  );
  return { name: nameWords, description };
}

/** Words (stemmed) in the few words after a position, up to the end of its clause. */
function wordsAfter(text: string, position: number, count: number): string[] {
  const tail = text.slice(position, position + 60).replace(/^["'“”‘’]+/, "");
  const clause = tail.split(/[.;!?,:"'“”()]/)[0] ?? tail;
  return splitIdentifier(clause)
    .map(stem)
    .filter((word) => !STOP_WORDS.has(word))
    .slice(0, count);
}

/** Words (stemmed) in the few words before a position, nearest first. */
function wordsBefore(text: string, position: number, count: number): string[] {
  const head = text.slice(Math.max(0, position - 80), position);
  const clause = head.split(/[.;!?]\s|,\s*(?:and|then)\s/).pop() ?? head;
  return splitIdentifier(clause).map(stem).reverse().slice(0, count);
}

function isDateParam(name: string, schema: JsonSchemaProperty | undefined): boolean {
  const format = schema?.format;
  if (format === "date" || format === "date-time" || format === "time") return true;
  return (
    DATE_WORDS.test(name) ||
    /\b(date|day)\b/i.test(schema?.description?.split(/[.(]/)[0] ?? "") ||
    (/\btime\b/i.test(schema?.description?.split(/[.(]/)[0] ?? "") && DATE_NAME.test(name))
  );
}

/** Scores one candidate for one parameter; undefined when the schema cannot take it. */
function score(
  text: string,
  name: string,
  schema: JsonSchemaProperty | undefined,
  candidate: Candidate,
  context: { stringParams: number; quoted: number; dates: Candidate[]; numberParams: number; numbers: number },
): { score: number; value: JsonValue; how: ValueSource } | undefined {
  const types = typesOf(schema);
  const itemTypes = types.includes("array") ? typesOf(schema?.items) : [];
  const numeric = types.includes("integer") || types.includes("number") || itemTypes.includes("integer") || itemTypes.includes("number");
  const stringy = types.length === 0 || types.includes("string") || itemTypes.includes("string") || (types.includes("array") && itemTypes.length === 0);
  if (types.includes("boolean") && !stringy && !numeric) return undefined;
  if (types.includes("object") && !stringy) return undefined;
  const { name: nameWords, description } = paramWords(name, schema);
  const near = wordsBefore(text, candidate.start, 4);
  const following = wordsAfter(text, candidate.end, 2);
  // The share of the parameter's name words said right before the value (`due date of …` fits `due_date` better than `current_date`), or right after it (`the 'income' dataset`).
  // Same word, or one the start of the other (`data` / `dataset`, `location` / `located`).
  const same = (left: string, right: string) =>
    left === right ||
    (Math.min(left.length, right.length) >= 4 && (left.startsWith(right) || right.startsWith(left))) ||
    (left.length >= 5 && right.length >= 5 && left.slice(0, 5) === right.slice(0, 5));
  const share = (seen: string[]) => [...nameWords].filter((word) => seen.some((other) => same(word, other))).length / Math.max(1, nameWords.size);
  // Nearer words count more: "'The Grand Palace' establishment located at 'The Grand Resort'".
  const before = Math.max(share(near.slice(0, 2)), 0.7 * share(near));
  const after = share(following);
  const next = share(following.slice(0, 1));
  const fromBefore = before > 0 ? 0.25 + 0.15 * before + (near.slice(0, 2).some((word) => nameWords.has(word)) ? 0.05 : 0) : 0;
  const fromAfter = next > 0 ? 0.3 + 0.15 * next : after > 0 ? 0.2 + 0.1 * after : 0;
  const cueName = Math.max(fromBefore, fromAfter);
  const cueDescription = cueName === 0 && [...near, ...following].some((word) => description.has(word)) ? 0.15 : 0;
  const cue = cueName + cueDescription;
  const dateParam = isDateParam(name, schema);
  const nameList = [...nameWords];
  const wrap = (value: JsonValue): JsonValue => (types.includes("array") && !types.includes("string") ? [value] : value);

  if (candidate.forParam !== undefined) {
    if (candidate.forParam !== name) return undefined;
    return { score: candidate.kind === "enum" ? 0.75 + cue : 0.6 + cue, value: wrap(candidate.value), how: candidate.kind as ValueSource };
  }
  if (Array.isArray(schema?.enum) && schema.enum.length > 0) return undefined; // only enum values fit

  switch (candidate.kind) {
    case "date": {
      const mention = candidate.date!;
      // A day with a time feeds a date-only or time-only parameter through its parts (the other part stays free).
      const wants =
        schema?.format ?? (/date|day/i.test(name) && !/time/i.test(name) ? "date" : /time|hour/i.test(name) && !/date/i.test(name) ? "time" : undefined);
      if (mention.date && mention.time && (wants === "date" || wants === "time")) return undefined;
      // A date never feeds a number parameter (a year alone is read as a number).
      if (numeric || !stringy) return undefined;
      if (!dateParam) return undefined;
      // Without a format the name says which part: `check_in_date` a day, `start_time` a time.
      const implied = /date|day/i.test(name) && !/time/i.test(name) ? "date" : /time|hour/i.test(name) && !/date/i.test(name) ? "time" : undefined;
      const formatted = formatDateMention(
        mention,
        schema?.format ?? (implied === "time" && !mention.time ? undefined : implied === "date" && !mention.date ? "time" : implied),
      );
      if (formatted === undefined) return undefined;
      // Two dates: the first for a start, the last for an end.
      const order = context.dates.indexOf(candidate);
      const startish = nameList.some((word) => ORIGIN.has(word) || ["since", "check", "in"].includes(word)) && !nameList.includes("end");
      const endish = nameList.some((word) => DESTINATION.has(word) || ["until", "out", "due"].includes(word));
      const position =
        context.dates.length > 1 ? (startish && order === 0 ? 0.15 : endish && order === context.dates.length - 1 ? 0.15 : startish || endish ? -0.2 : 0) : 0;
      return { score: 0.6 + cue / 2 + position, value: wrap(formatted), how: "date" };
    }
    case "number": {
      if (!numeric) {
        // A number for a string id / code / year parameter.
        if (stringy && cueName > 0 && nameList.some((word) => ID_WORDS.has(word) || word === "year"))
          return { score: 0.3 + cue, value: wrap(String(candidate.value)), how: "number" };
        return undefined;
      }
      if ((types.includes("integer") || itemTypes.includes("integer")) && !types.includes("number") && !Number.isInteger(candidate.value)) return undefined;
      const unitWords = candidate.unit ? words(candidate.unit) : [];
      const unit = unitWords.some((word) => nameWords.has(word))
        ? 0.4
        : unitWords.some((word) => description.has(word) || (schema?.description ?? "").toLowerCase().includes(word))
          ? 0.25
          : 0;
      const age = candidate.unit && /^years?-old$|^year-old$/.test(candidate.unit) && nameWords.has("age") ? 0.5 : 0;
      const yearly = nameWords.has("year") && Number.isInteger(candidate.value) && Number(candidate.value) >= 1800 && Number(candidate.value) <= 2200 ? 0.3 : 0;
      // The tool's only number parameter and the text's only number.
      const only = context.numberParams === 1 && context.numbers === 1 ? 0.25 : 0;
      return { score: 0.25 + Math.max(cue, unit, age, yearly, only) + (cue > 0 && unit > 0 ? 0.1 : 0), value: wrap(candidate.value), how: "number" };
    }
    case "email": {
      if (!stringy) return undefined;
      const fits =
        nameList.some((word) => ["email", "mail", "recipient", "to", "sender", "from", "address", "contact", "cc", "bcc"].includes(word)) ||
        /e-?mail/i.test(schema?.description ?? "");
      return { score: 0.3 + (fits ? 0.4 : 0) + cue / 2, value: wrap(candidate.value), how: "email" };
    }
    case "quoted": {
      if (!stringy || dateParam) return dateParam && cue > 0 ? { score: 0.3 + cue, value: wrap(candidate.value), how: "quoted" } : undefined;
      const only = context.quoted === 1 && context.stringParams === 1 ? 0.3 : 0;
      return { score: 0.3 + cue + only, value: wrap(candidate.value), how: "quoted" };
    }
    case "id": {
      if (!stringy || dateParam) return undefined;
      const idish = nameList.some((word) => ID_WORDS.has(word)) ? 0.25 : 0;
      return { score: 0.25 + cue + idish, value: wrap(candidate.value), how: "id" };
    }
    case "proper": {
      if (!stringy || dateParam) return undefined;
      const place = nameList.some((word) => PLACE.has(word)) || [...description].some((word) => PLACE.has(word));
      const person = nameList.some((word) => PERSON.has(word));
      const before = candidate.before;
      let fit = 0;
      let how: ValueSource = "name";
      if (before === "from" && nameList.some((word) => ORIGIN.has(word))) [fit, how] = [0.45, "place"];
      else if (before === "to" && nameList.some((word) => DESTINATION.has(word))) [fit, how] = [0.45, person && !place ? "person" : "place"];
      else if (
        place &&
        ["in", "at", "near", "around", "for", "of", "across", "within", "from", "to"].includes(before ?? "") &&
        !nameList.some((word) => ORIGIN.has(word) || DESTINATION.has(word))
      )
        [fit, how] = [0.35, "place"];
      else if (place) [fit, how] = [0.15, "place"];
      else if (person) [fit, how] = [0.2, "person"];
      // The tool's only string parameter, the only name in the text.
      const only = context.stringParams === 1 ? 0.15 : 0;
      return { score: 0.15 + Math.max(fit, cue) + (fit > 0 && cue > 0 && cueName > 0 ? 0.1 : 0) + only, value: wrap(candidate.value), how };
    }
    default:
      return undefined;
  }
}

/** Example and enum values of a parameter that the text states (word-bounded, any case; fuzzy for enums). */
function schemaValueCandidates(text: string, name: string, schema: JsonSchemaProperty | undefined): Candidate[] {
  const out: Candidate[] = [];
  const options = Array.isArray(schema?.enum) ? schema.enum : Array.isArray(schema?.items?.enum) ? schema.items.enum : undefined;
  if (options) {
    for (const option of options) {
      if (typeof option !== "string" && typeof option !== "number") continue;
      const spelled = String(option).replace(/[_-]+/g, " ");
      const pattern = new RegExp(`(?<![\\w])${escape(spelled).replace(/\\? /g, "[\\s_-]+")}(?![\\w])`, "i");
      const match = pattern.exec(text);
      if (match) {
        out.push({ text: match[0], start: match.index, end: match.index + match[0].length, kind: "enum", value: option as JsonValue, forParam: name });
        continue;
      }
      // Fuzzy: a word of the text close to a one-word option (`weekly` ~ `week`, `ascending` ~ `asc`).
      if (typeof option === "string" && /^[a-z]+$/i.test(option) && option.length >= 3) {
        for (const word of text.matchAll(/[A-Za-z]+/g)) {
          const lower = word[0].toLowerCase();
          const target = option.toLowerCase();
          if (lower === target) continue;
          if (
            (lower.length >= 4 && target.startsWith(lower)) ||
            (target.length >= 3 && lower.startsWith(target) && lower.length - target.length <= 6) ||
            stem(lower) === stem(target)
          ) {
            out.push({ text: word[0], start: word.index!, end: word.index! + word[0].length, kind: "enum", value: option, forParam: name });
            break;
          }
        }
      }
    }
    return out;
  }
  const types = typesOf(schema);
  if (types.length > 0 && !types.includes("string") && !types.includes("array")) return out;
  for (const example of descriptionExamples(schema?.description)) {
    if (/^\d/.test(example) && example.length < 3) continue;
    const pattern = new RegExp(`(?<![\\w])${escape(example).replace(/\\? /g, "\\s+")}(?:s|es)?(?![\\w])`, "i");
    const match = pattern.exec(text);
    if (match)
      out.push({
        text: match[0],
        start: match.index,
        end: match.index + match[0].length,
        kind: "example",
        value: text.slice(match.index, match.index + example.length),
        forParam: name,
      });
  }
  return out;
}

const overlaps = (left: { start: number; end: number }, right: { start: number; end: number }) => left.start < right.end && right.start < left.end;

/**
 * Values of a tool's parameters that a request states, each with the words it came from: quoted
 * strings, e-mail addresses, ids and codes, numbers (by the words and units next to them), dates and
 * times (absolute and relative, normalised to the schema's `format`), places and people (by the
 * preposition before them and the parameter's words: "from Paris to Rome" → `from`/`to`), values
 * the schema lists (enum, fuzzy) or gives as examples in its description. Every candidate is scored
 * for every parameter; the best pairs win, each span of the text feeding one parameter. Pure: the
 * same text, schema and `now` give the same values. It never invents a value the text does not state.
 */
export function extractParamValues(text: string, schema: ParamsSchemaLike | undefined, options: ExtractValuesOptions = {}): Record<string, ExtractedValue> {
  const properties = schema?.properties ?? {};
  const names = (options.params ?? Object.keys(properties)).filter((name) => name in properties);
  if (names.length === 0 || !text.trim()) return {};
  const now = options.now ?? new Date();
  const minScore = options.minScore ?? 0.5;
  const taken = (options.taken ?? []).map(([start, end]) => ({ start, end }));
  const all = candidatesOf(text, now);
  const dated = all.filter((candidate) => candidate.kind === "date" || candidate.kind === "email" || candidate.kind === "quoted");
  const shared = all.filter((candidate) => {
    if (taken.some((span) => overlaps(span, candidate))) return false;
    // A month or weekday is a date, not a name; a label (`ID`, `IP address`) is not a value; a name inside a quote is the quote.
    if (candidate.kind === "proper") return !dated.some((other) => overlaps(other, candidate)) && !LABELS.has(candidate.text.toLowerCase());
    if (candidate.kind === "id" || candidate.kind === "number")
      return !dated.some((other) => other.kind !== "quoted" && overlaps(other, candidate) && other.end - other.start > candidate.end - candidate.start);
    return true;
  });
  // An example value inside a longer quote, name or id stands for all of it (`City` of the examples in `New York City`, `data` in '/home/user/data').
  const wholes = shared.filter((candidate) => candidate.kind === "quoted" || candidate.kind === "proper" || candidate.kind === "id");
  const own = names
    .flatMap((name) => schemaValueCandidates(text, name, properties[name]))
    .map((candidate): Candidate => {
      const whole = wholes
        .filter((other) => overlaps(other, candidate) && other.end - other.start > candidate.end - candidate.start)
        .sort((left, right) => right.end - right.start - (left.end - left.start))[0];
      return whole && candidate.kind === "example" ? { ...candidate, text: whole.text, start: whole.start, end: whole.end, value: whole.value } : candidate;
    });
  // An enum option inside a written path is part of a name (`csv` of `/tmp/mp-csvABC`), not a choice.
  const paths = pathSpans(text);
  const candidates = [
    ...shared,
    ...own.filter(
      (candidate) => !taken.some((span) => overlaps(span, candidate)) && !(candidate.kind === "enum" && paths.some((span) => overlaps(span, candidate))),
    ),
  ];
  const stringParams = Object.entries(properties).filter(([name, property]) => {
    const types = typesOf(property);
    return (types.length === 0 || types.includes("string")) && !property.enum && !isDateParam(name, property);
  }).length;
  const numberParams = Object.values(properties).filter((property) => typesOf(property).some((type) => type === "number" || type === "integer")).length;
  const context = {
    stringParams,
    numberParams,
    quoted: candidates.filter((candidate) => candidate.kind === "quoted").length,
    numbers: candidates.filter((candidate) => candidate.kind === "number").length,
    dates: candidates.filter((candidate) => candidate.kind === "date"),
  };

  const pairs: { name: string; candidate: Candidate; score: number; value: JsonValue; how: ValueSource }[] = [];
  for (const name of names) {
    const property = properties[name];
    if (property?.["x-role"] === "input") continue;
    for (const candidate of candidates) {
      const scored = score(text, name, property, candidate, context);
      if (scored && scored.score >= minScore) pairs.push({ name, candidate, ...scored, score: Math.min(1, scored.score) });
    }
  }
  // Best pairs first; on a tie the longer span (a quoted string over an id inside it), then the earlier one.
  pairs.sort(
    (left, right) =>
      right.score - left.score ||
      right.candidate.end - right.candidate.start - (left.candidate.end - left.candidate.start) ||
      left.candidate.start - right.candidate.start,
  );
  const out: Record<string, ExtractedValue> = {};
  const used: Candidate[] = [];
  for (const pair of pairs) {
    if (pair.name in out) continue;
    if (used.some((candidate) => overlaps(candidate, pair.candidate))) continue;
    used.push(pair.candidate);
    out[pair.name] = {
      value: pair.value,
      words: wordsOf(text, pair.candidate),
      start: pair.candidate.start,
      end: pair.candidate.end,
      how: pair.how,
      score: Number(pair.score.toFixed(3)),
    };
  }
  return out;
}

/** The candidate's words with the cue before it when it is short (`from Paris`, `to Bob`). */
function wordsOf(text: string, candidate: Candidate): string {
  if (candidate.kind === "proper" && candidate.before && ["from", "to", "in", "at"].includes(candidate.before)) return `${candidate.before} ${candidate.text}`;
  if (candidate.kind === "quoted") return text.slice(Math.max(0, candidate.start - 1), Math.min(text.length, candidate.end + 1));
  return candidate.text;
}

/** Normalises a value for comparison: case, whitespace, trailing punctuation, number and date formats. */
export function normalizeValue(value: unknown): string {
  if (typeof value === "number") return String(Number(value.toFixed(6)));
  if (Array.isArray(value)) return value.map(normalizeValue).join("|");
  if (value === null || value === undefined) return "";
  if (typeof value === "object") return JSON.stringify(value);
  let text = String(value)
    .trim()
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/^["'“‘]+|["'”’.,;:!?]+$/g, "")
    .trim();
  if (/^[-+]?\$?\d{1,3}(,\d{3})+(\.\d+)?$|^[-+]?\d+(\.\d+)?$/.test(text.replace(/^\$/, ""))) {
    const number = Number(text.replace(/[$,]/g, ""));
    if (Number.isFinite(number)) return String(Number(number.toFixed(6)));
  }
  const mentions = findDates(text, new Date(Date.UTC(2000, 0, 1)));
  if (mentions.length === 1 && mentions[0]!.text.trim().length === text.length && !mentions[0]!.relative)
    text = formatDateMention(mentions[0]!, undefined) ?? text;
  return text;
}
