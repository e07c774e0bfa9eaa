import { deliveryRuleMessages, listedCity, OTHER_CITY } from "./delivery-fee";

/**
 * An address form's city: a listed city chosen from the list, or "Other" with the town typed in
 * `cityOther`. The form sends both; the address keeps one city (a listed name or the typed text),
 * which the delivery rule charges (an unlisted town takes the default fee). Kept apart from
 * delivery-fee.ts, which the cart's script imports.
 */
export const CITY_OTHER_FIELD = "cityOther";

export const cityChoiceMessages = {
  choose: "Choose the city",
  notListed: deliveryRuleMessages.city,
  typeOther: "Type the city's name, or choose it from the list",
} as const;

const isOther = (value: string) => value.trim().toLowerCase() === OTHER_CITY.toLowerCase();
const tidy = (text: string) => text.trim().replace(/\s+/g, " ");

/** The city an address keeps for a choice: the listed name, or the typed town (its listed name when it is one); null when incomplete. */
export function chosenCity(choice: string, typed: string): string | null {
  // A town typed with nothing chosen (a form sent without the browser's checks) means "Other".
  if (isOther(choice) || choice.trim() === "") return tidy(typed) === "" || isOther(typed) ? null : (listedCity(typed) ?? tidy(typed));
  return listedCity(choice);
}

/** Why a choice names no city, and beside which field to say it: `blank` when something is simply not filled in. */
export function cityChoiceProblem(choice: string, typed: string): { field: "city" | "cityOther"; message: string; blank: boolean } | null {
  if (chosenCity(choice, typed) !== null) return null;
  if (choice.trim() === "" && tidy(typed) === "") return { field: "city", message: cityChoiceMessages.choose, blank: true };
  if (choice.trim() !== "" && !isOther(choice)) return { field: "city", message: cityChoiceMessages.notListed, blank: false };
  return { field: "cityOther", message: cityChoiceMessages.typeOther, blank: tidy(typed) === "" };
}

/** How a form shows a saved (or posted) city: a listed one selected; any other town as "Other" with its text. */
export function cityChoiceOf(city: string | undefined): { city: string; cityOther: string } {
  if (!city || city.trim() === "") return { city: "", cityOther: "" };
  const listed = listedCity(city);
  return listed ? { city: listed, cityOther: "" } : { city: OTHER_CITY, cityOther: city };
}

/** An address's city as the backend keeps it: any non-blank town but the word "Other" itself. */
export const isAddressCity = (city: string) => tidy(city) !== "" && !isOther(city);
