import { business } from "./business";

/**
 * The cities the shipping policy's "major cities" window applies to (matched case-insensitively).
 * Kept here, beside the one function that reads it, so pages that only need the store's other
 * constants do not carry it to the browser.
 */
export const MAJOR_CITIES = [
  "Karachi",
  "Lahore",
  "Islamabad",
  "Rawalpindi",
  "Faisalabad",
  "Multan",
  "Peshawar",
  "Quetta",
  "Hyderabad",
  "Gujranwala",
  "Sialkot",
] as const;

/** The expected delivery window to a city, in business days ("2-3" to a major city, "3-5" elsewhere). */
export function deliveryBusinessDays(city: string): string {
  const wanted = city.trim().toLowerCase();
  const major = MAJOR_CITIES.some((name) => name.toLowerCase() === wanted);
  return major ? business.deliveryBusinessDays.majorCities : business.deliveryBusinessDays.elsewhere;
}
