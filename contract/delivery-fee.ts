import { rupeesToPaisa } from "./money";

/**
 * The store's delivery charge: one rule, set by the operator at /admin/settings, from which the
 * backend computes every order's fee (stored on the order when it is placed) and every page writes
 * its delivery figures. Money in whole rupees, as the operator types it.
 */
export type CityOverride = { city: string; /** null: the store does not deliver there. */ feeRupees: number | null };
export type WeightCharge = { overKg: number; perKgRupees: number };
export type DeliveryRule = {
  /** Charged below the free-delivery threshold (and everywhere when there is none). */
  flatFeeRupees: number;
  /** Orders whose items come to at least this much are delivered free; null: never free. */
  freeFromRupees: number | null;
  /** A city's own fee on every order to it (the threshold does not apply), or "not delivered". */
  cityOverrides: CityOverride[];
  /** Added to every fee: this much per kilogram (or part of one) over `overKg`. */
  weightCharge: WeightCharge | null;
};

/** The shipping policy's figures: Rs 200 below Rs 5,000, free from Rs 5,000. */
export const defaultDeliveryRule: DeliveryRule = { flatFeeRupees: 200, freeFromRupees: 5_000, cityOverrides: [], weightCharge: null };

export const OTHER_CITY = "Other";

/** The cities checkout offers (then "Other", which takes the default fee), largest first. */
export const PAKISTANI_CITIES = [
  "Karachi",
  "Lahore",
  "Faisalabad",
  "Rawalpindi",
  "Islamabad",
  "Gujranwala",
  "Multan",
  "Hyderabad",
  "Peshawar",
  "Quetta",
  "Sialkot",
  "Bahawalpur",
  "Sargodha",
  "Sukkur",
  "Larkana",
  "Sheikhupura",
  "Rahim Yar Khan",
  "Jhang",
  "Dera Ghazi Khan",
  "Gujrat",
  "Sahiwal",
  "Wah Cantonment",
  "Mardan",
  "Kasur",
  "Okara",
  "Mingora",
  "Nawabshah",
  "Chiniot",
  "Kamoke",
  "Sadiqabad",
  "Burewala",
  "Jhelum",
  "Khanewal",
  "Abbottabad",
  "Muzaffarabad",
  "Mirpur",
  "Gilgit",
  "Skardu",
  "Gwadar",
  "Turbat",
  "Chitral",
] as const;

const normalCity = (city: string) => city.trim().replace(/\s+/g, " ").toLowerCase();
const citiesByNormalName = new Map(PAKISTANI_CITIES.map((city) => [normalCity(city), city]));

/** The listed city a typed or saved one names (any case and spacing), or null for a town not on the list. */
export function listedCity(city: string): string | null {
  return citiesByNormalName.get(normalCity(city)) ?? null;
}

export const MAX_FEE_RUPEES = 100_000;
export const MAX_THRESHOLD_RUPEES = 10_000_000;
export const MAX_WEIGHT_KG = 100;

export const deliveryRuleMessages = {
  flatFee: "Enter the delivery fee in whole rupees, 0 or more",
  freeFrom: "Enter the free-delivery amount in whole rupees, 0 or more (or leave it empty: never free)",
  cityFee: 'Enter the city\'s fee in whole rupees, 0 or more, or choose "not delivered"',
  city: "Choose a city from the list",
  duplicateCity: "Each city can have one rule only",
  overKg: `Enter a weight in whole kilograms, 0 to ${MAX_WEIGHT_KG}`,
  perKg: "Enter the charge per kilogram in whole rupees, 0 or more",
  tooManyCities: `At most ${PAKISTANI_CITIES.length} cities`,
} as const;

export type DeliveryFeeInput = { subtotalPaisa: number; city: string | null; weightGrams: number };

function overrideFor(rule: DeliveryRule, city: string | null): CityOverride | undefined {
  const listed = city === null ? null : listedCity(city);
  return listed === null ? undefined : rule.cityOverrides.find((override) => override.city === listed);
}

/** The kilograms (or parts of one) over the rule's weight, charged per kilogram. */
function weightChargePaisa(rule: DeliveryRule, weightGrams: number): number {
  if (!rule.weightCharge) return 0;
  const overGrams = weightGrams - rule.weightCharge.overKg * 1_000;
  return overGrams > 0 ? Math.ceil(overGrams / 1_000) * rupeesToPaisa(rule.weightCharge.perKgRupees) : 0;
}

/**
 * The delivery fee of an order under `rule`, in paisa, or null when the rule does not deliver to
 * `city`. A city without an override (unlisted, "Other", or unknown yet: null) takes the default.
 */
export function deliveryFeePaisa(rule: DeliveryRule, { subtotalPaisa, city, weightGrams }: DeliveryFeeInput): number | null {
  const override = overrideFor(rule, city);
  if (override && override.feeRupees === null) return null;
  const base = override
    ? rupeesToPaisa(override.feeRupees!)
    : rule.freeFromRupees !== null && subtotalPaisa >= rupeesToPaisa(rule.freeFromRupees)
      ? 0
      : rupeesToPaisa(rule.flatFeeRupees);
  return base + weightChargePaisa(rule, weightGrams);
}

/** How much more the items must come to for free delivery to `city`, in paisa; null when spending more does not make it free. */
export function freeDeliveryRemainingPaisa(
  rule: DeliveryRule,
  { subtotalPaisa, city }: Omit<DeliveryFeeInput, "weightGrams">,
): number | null {
  if (rule.freeFromRupees === null || overrideFor(rule, city) || rule.flatFeeRupees === 0) return null;
  return Math.max(0, rupeesToPaisa(rule.freeFromRupees) - subtotalPaisa);
}

/** What checkout says next to a city the rule does not deliver to. */
export const notDeliveredTo = (city: string) => `Sorry, we don't deliver to ${city} yet. Choose another address.`;

/** The delivery part of the cart's answer: the fee for the shopper's default address (or the default fee), in rupees. */
export type CartDeliveryJson = {
  /** Null when the rule does not deliver to `city`. */
  fee: number | null;
  /** How much more for free delivery; null when more spending does not make it free. */
  remainingForFree: number | null;
  /** The city the fee is for: the default address's, or null (the default fee). */
  city: string | null;
};
