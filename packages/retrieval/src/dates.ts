/**
 * Dates and times stated in a request, absolute ("2024-03-05", "March 5, 2024", "05/03/2024") and
 * relative ("tomorrow", "next Wednesday at 3 PM", "in 3 days"), read against an injected `now`
 * so the result is reproducible. Calendar arithmetic is done in UTC: a request names a day, not an
 * instant, and the planner has no reliable time zone for the person asking.
 */

export interface DateMention {
  /** The words it was read from. */
  text: string;
  start: number;
  end: number;
  /** `YYYY-MM-DD` when a day is stated. */
  date?: string;
  /** `HH:MM` (24 h) when a time is stated. */
  time?: string;
  /** Where the time's words start, when a day and a time are stated together. */
  timeStart?: number;
  /** Read against `now` ("tomorrow", "next Wednesday", a day without its year), not stated in full. */
  relative: boolean;
}

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const MONTH = `(?:${MONTHS.map((name) => `${name.slice(0, 3)}${name.length > 3 ? `(?:${name.slice(3)})?` : ""}`).join("|")})\\.?`;
const WEEKDAY = `(?:${WEEKDAYS.map((name) => `${name.slice(0, 3)}(?:${name.slice(3)})?`).join("|")})`;
const TIME = String.raw`(?:at\s+)?(?:(\d{1,2})(?::(\d{2}))?\s*([ap])\.?m\.?|(\d{1,2}):(\d{2})(?!\d)|noon|midnight)`;

const pad = (value: number) => String(value).padStart(2, "0");
const isoDay = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
const addDays = (date: Date, days: number) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + days));
const monthIndex = (name: string) => MONTHS.findIndex((month) => month.startsWith(name.toLowerCase().replace(/\.$/, "").slice(0, 3)));
const valid = (year: number, month: number, day: number) => month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();

function readTime(match: string): string | undefined {
  const text = match
    .toLowerCase()
    .replace(/^at\s+/, "")
    .trim();
  if (text === "noon") return "12:00";
  if (text === "midnight") return "00:00";
  const meridiem = /^(\d{1,2})(?::(\d{2}))?\s*([ap])\.?m\.?$/.exec(text);
  if (meridiem) {
    let hour = Number(meridiem[1]);
    if (hour < 1 || hour > 12) return undefined;
    if (meridiem[3] === "p" && hour !== 12) hour += 12;
    if (meridiem[3] === "a" && hour === 12) hour = 0;
    return `${pad(hour)}:${meridiem[2] ?? "00"}`;
  }
  const clock = /^(\d{1,2}):(\d{2})$/.exec(text);
  if (clock && Number(clock[1]) < 24 && Number(clock[2]) < 60) return `${pad(Number(clock[1]))}:${clock[2]}`;
  return undefined;
}

/** Every date or time the text states, left to right, without overlaps. */
export function findDates(text: string, now: Date = new Date()): DateMention[] {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const found: DateMention[] = [];
  const taken: [number, number][] = [];
  const free = (start: number, end: number) => taken.every(([from, to]) => end <= from || start >= to);
  const add = (start: number, end: number, day: string | undefined, relative: boolean) => {
    if (!free(start, end)) return;
    // A time right after the day belongs to it ("next Wednesday at 3 PM").
    let time: string | undefined;
    let timeStart: number | undefined;
    const after = new RegExp(`^\\s*,?\\s*(${TIME})`, "i").exec(text.slice(end));
    if (after) {
      time = readTime(after[1]!);
      if (time) {
        timeStart = end + after[0].length - after[1]!.length;
        end += after[0].length;
      }
    }
    taken.push([start, end]);
    found.push({
      text: text.slice(start, end),
      start,
      end,
      ...(day ? { date: day } : {}),
      ...(time ? { time } : {}),
      ...(timeStart !== undefined ? { timeStart } : {}),
      relative,
    });
  };
  const each = (pattern: RegExp, read: (match: RegExpExecArray) => { day?: string; relative: boolean } | undefined) => {
    for (const match of text.matchAll(pattern)) {
      const result = read(match as RegExpExecArray);
      if (result) add(match.index!, match.index! + match[0].length, result.day, result.relative);
    }
  };
  // Absolute forms first, so "on March 5" is not read as a weekday or a number.
  each(/\b(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2})?)?\b/g, (match) => {
    if (!valid(Number(match[1]), Number(match[2]), Number(match[3]))) return undefined;
    return { day: `${match[1]}-${match[2]}-${match[3]}`, relative: false };
  });
  each(new RegExp(`\\b(${MONTH})\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?\\b`, "gi"), (match) => {
    const month = monthIndex(match[1]!) + 1;
    const year = match[3] ? Number(match[3]) : today.getUTCFullYear();
    const day = Number(match[2]);
    return valid(year, month, day) ? { day: `${year}-${pad(month)}-${pad(day)}`, relative: !match[3] } : undefined;
  });
  each(new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?(?:\\s+of)?\\s+(${MONTH})(?:,?\\s+(\\d{4}))?\\b`, "gi"), (match) => {
    const month = monthIndex(match[2]!) + 1;
    const year = match[3] ? Number(match[3]) : today.getUTCFullYear();
    const day = Number(match[1]);
    return valid(year, month, day) ? { day: `${year}-${pad(month)}-${pad(day)}`, relative: !match[3] } : undefined;
  });
  // Slashes are read month first (the US order) unless the first number cannot be a month.
  each(/\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/g, (match) => {
    let month = Number(match[1]);
    let day = Number(match[2]);
    if (month > 12) [month, day] = [day, month];
    return valid(Number(match[3]), month, day) ? { day: `${match[3]}-${pad(month)}-${pad(day)}`, relative: false } : undefined;
  });
  each(/\b(today|tonight|tomorrow|yesterday|the day after tomorrow)\b/gi, (match) => {
    const word = match[1]!.toLowerCase();
    const offset = word === "yesterday" ? -1 : word === "tomorrow" ? 1 : word === "the day after tomorrow" ? 2 : 0;
    return { day: isoDay(addDays(today, offset)), relative: true };
  });
  each(new RegExp(`\\b(?:(next|this|coming|last|on)\\s+)?(${WEEKDAY})\\b`, "gi"), (match) => {
    const target = WEEKDAYS.findIndex((name) => name.startsWith(match[2]!.toLowerCase().slice(0, 3)));
    const current = today.getUTCDay();
    const which = match[1]?.toLowerCase();
    let offset = (target - current + 7) % 7;
    if (which === "last") offset = offset === 0 ? -7 : offset - 7;
    else if (which === "next" || offset === 0) offset = offset === 0 ? 7 : offset;
    return { day: isoDay(addDays(today, offset)), relative: true };
  });
  each(/\bin\s+(\d+|a|one|two|three)\s+(day|week)s?\b/gi, (match) => {
    const count = { a: 1, one: 1, two: 2, three: 3 }[match[1]!.toLowerCase() as "a"] ?? Number(match[1]);
    return { day: isoDay(addDays(today, count * (match[2]!.toLowerCase() === "week" ? 7 : 1))), relative: true };
  });
  each(/\b(next|last)\s+week\b/gi, (match) => ({ day: isoDay(addDays(today, match[1]!.toLowerCase() === "next" ? 7 : -7)), relative: true }));
  // A time alone ("at 3 PM", "15:30").
  for (const match of text.matchAll(new RegExp(`(?<![\\d:])${TIME}`, "gi"))) {
    const start = match.index!;
    const end = start + match[0].length;
    const time = readTime(match[0]);
    if (!time || !free(start, end)) continue;
    taken.push([start, end]);
    found.push({ text: match[0], start, end, time, relative: false });
  }
  return found.sort((left, right) => left.start - right.start);
}

/** A found date (and time) in the shape a schema asks for: `date` → day, `date-time` → ISO, `time` → HH:MM. */
export function formatDateMention(mention: DateMention, format: string | undefined): string | undefined {
  if (format === "time") return mention.time;
  if (format === "date-time") return mention.date ? `${mention.date}T${mention.time ?? "00:00"}:00Z` : undefined;
  if (format === "date") return mention.date;
  if (mention.date && mention.time) return `${mention.date} ${mention.time}`;
  return mention.date ?? mention.time;
}
