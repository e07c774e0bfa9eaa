import { intlLocale, type Language } from "../i18n/languages";

// Pakistan's time zone, fixed so the server's render and the browser's hydration agree on the day.
const timeZone = "Asia/Karachi";
const shortDateOptions: Intl.DateTimeFormatOptions = { month: "short", day: "numeric", year: "numeric", timeZone };
const dateTimeOptions: Intl.DateTimeFormatOptions = { ...shortDateOptions, hour: "numeric", minute: "2-digit" };
const urduHourOptions: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit", hourCycle: "h23", timeZone };

// Urdu says the time of day before a 12-hour clock ("دوپہر 2:59"), not "14:59" nor an English "PM".
const URDU_DAY_PARTS: [fromHour: number, word: string][] = [
  [20, "رات"],
  [18, "شام"],
  [15, "سہ پہر"],
  [12, "دوپہر"],
  [4, "صبح"],
  [0, "رات"],
];

const urduHour = new Intl.DateTimeFormat("en-GB", urduHourOptions);

function urduTime(date: Date): string {
  const parts = urduHour.formatToParts(date);
  const hour = Number(parts.find((part) => part.type === "hour")?.value) % 24;
  const minute = parts.find((part) => part.type === "minute")?.value;
  const word = URDU_DAY_PARTS.find(([fromHour]) => hour >= fromHour)![1];
  return `${word} ${hour % 12 || 12}:${minute}`;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: "date" | "dateTime", language: Language) {
  const key = `${kind}:${language}`;
  let format = formats.get(key);
  if (!format) {
    // English keeps its "Jan 5, 2025" (en-US), as before the shop spoke Urdu.
    const locale = language === "en" ? "en-US" : intlLocale(language);
    format = new Intl.DateTimeFormat(locale, kind === "date" ? shortDateOptions : dateTimeOptions);
    formats.set(key, format);
  }
  return format;
}

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Jan 5, 2025" ("5 جنوری، 2025" in Urdu): the short date the account pages show; "" for a missing or bad date. */
export function formatShortDate(value: string | number | Date | null | undefined, language: Language = "en"): string {
  const date = toDate(value);
  return date ? formatter("date", language).format(date) : "";
}

/** "Jan 5, 2025, 3:07 PM" in Pakistan's time: when a step of an order was taken; "" for a bad date. */
export function formatDateTime(value: string | Date | null | undefined, language: Language = "en"): string {
  const date = toDate(value);
  if (!date) return "";
  return language === "ur"
    ? `${formatter("date", language).format(date)}، ${urduTime(date)}`
    : formatter("dateTime", language).format(date);
}

/** The Urdu month names dates are written with (the Urdu font's subset must draw them). */
export function urduMonthNames(): string[] {
  return Array.from({ length: 12 }, (_, month) => formatter("date", "ur").format(new Date(Date.UTC(2025, month, 15))));
}
