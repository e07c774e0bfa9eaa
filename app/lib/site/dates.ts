import { intlLocale, type Language } from "../i18n/languages";

// Pakistan's time zone, fixed so the server's render and the browser's hydration agree on the day.
const timeZone = "Asia/Karachi";
const shortDateOptions: Intl.DateTimeFormatOptions = { month: "short", day: "numeric", year: "numeric", timeZone };
// Urdu pages keep Western digits and a 24-hour clock (no English "PM" inside Urdu text).
const dateTimeOptions = (language: Language): Intl.DateTimeFormatOptions => ({
  ...shortDateOptions,
  hour: "numeric",
  minute: "2-digit",
  ...(language === "ur" ? { hourCycle: "h23" as const } : {}),
});

const formats = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: "date" | "dateTime", language: Language) {
  const key = `${kind}:${language}`;
  let format = formats.get(key);
  if (!format) {
    // English keeps its "Jan 5, 2025" (en-US), as before the shop spoke Urdu.
    const locale = language === "en" ? "en-US" : intlLocale(language);
    format = new Intl.DateTimeFormat(locale, kind === "date" ? shortDateOptions : dateTimeOptions(language));
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
  return date ? formatter("dateTime", language).format(date) : "";
}

/** The Urdu month names dates are written with (the Urdu font's subset must draw them). */
export function urduMonthNames(): string[] {
  return Array.from({ length: 12 }, (_, month) => formatter("date", "ur").format(new Date(Date.UTC(2025, month, 15))));
}
