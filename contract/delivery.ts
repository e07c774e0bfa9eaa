import { business } from "./business";

/** The expected delivery window to a city, in business days ("2-3" to a major city, "3-5" elsewhere). */
export function deliveryBusinessDays(city: string): string {
  const wanted = city.trim().toLowerCase();
  const major = business.majorCities.some((name) => name.toLowerCase() === wanted);
  return major ? business.deliveryBusinessDays.majorCities : business.deliveryBusinessDays.elsewhere;
}
