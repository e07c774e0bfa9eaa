import type { CityOverride, DeliveryRule } from "../../../contract/delivery-fee";
import { storeSettingsBody, type StoreSettingsBody, type StoreSettingsJson } from "../../../contract/store-settings";

/** The settings form's fields, as typed (kept after a refusal). */
export type SettingsFormValues = Record<(typeof settingsFields)[number], string>;
export const settingsFields = [
  "version",
  "flatFeeRupees",
  "freeFromRupees",
  "cityOverrides",
  "weightOverKg",
  "weightPerKgRupees",
  "lowStockThreshold",
  "firstOrderLimitRupees",
  "newArrivalDays",
] as const;

const NOT_DELIVERED = "not delivered";
const LINE_SHAPE = `Write one city a line: "Gilgit: 600" or "Gwadar: ${NOT_DELIVERED}"`;

/** The settings as the form shows them: empty threshold = never free; one "City: fee" line per override. */
export function settingsFormValues(settings: StoreSettingsJson): SettingsFormValues {
  const rule = settings.deliveryRule;
  return {
    version: String(settings.version),
    flatFeeRupees: String(rule.flatFeeRupees),
    freeFromRupees: rule.freeFromRupees === null ? "" : String(rule.freeFromRupees),
    cityOverrides: rule.cityOverrides.map(({ city, feeRupees }) => `${city}: ${feeRupees === null ? NOT_DELIVERED : feeRupees}`).join("\n"),
    weightOverKg: rule.weightCharge ? String(rule.weightCharge.overKg) : "",
    weightPerKgRupees: rule.weightCharge ? String(rule.weightCharge.perKgRupees) : "",
    lowStockThreshold: String(settings.lowStockThreshold),
    firstOrderLimitRupees: String(settings.firstOrderLimitRupees),
    newArrivalDays: String(settings.newArrivalDays),
  };
}

// "7,500", "Rs 7,500" and "7500" are the same amount; anything else is left for the schema to refuse.
const amount = (text: string): number => {
  const cleaned = text
    .replace(/^\s*rs\.?\s*/i, "")
    .replace(/,/g, "")
    .trim();
  return cleaned === "" ? Number.NaN : Number(cleaned);
};

/** The form's fields → the body of `PUT /admin/settings`, or the message for each field it cannot be made from. */
export function settingsFromForm(
  formData: FormData,
): { values: SettingsFormValues } & ({ body: StoreSettingsBody; errors: null } | { body: null; errors: Partial<SettingsFormValues> }) {
  const values = Object.fromEntries(settingsFields.map((name) => [name, String(formData.get(name) ?? "")])) as SettingsFormValues;
  const errors: Partial<SettingsFormValues> = {};
  const overrides: CityOverride[] = [];
  const lines = values.cityOverrides.split(/\r?\n/).map((line) => line.trim());
  lines.forEach((line, index) => {
    if (!line) return;
    const match = /^(.+?)\s*:\s*(.+)$/.exec(line);
    if (!match) errors.cityOverrides ??= `Line ${index + 1}: ${LINE_SHAPE}`;
    else overrides.push({ city: match[1], feeRupees: match[2].toLowerCase() === NOT_DELIVERED ? null : amount(match[2]) });
  });
  const weighed = values.weightOverKg.trim() !== "" || values.weightPerKgRupees.trim() !== "";
  const deliveryRule: DeliveryRule = {
    flatFeeRupees: amount(values.flatFeeRupees),
    freeFromRupees: values.freeFromRupees.trim() === "" ? null : amount(values.freeFromRupees),
    cityOverrides: overrides,
    weightCharge: weighed ? { overKg: amount(values.weightOverKg), perKgRupees: amount(values.weightPerKgRupees) } : null,
  };
  const parsed = storeSettingsBody.safeParse({
    version: Number(values.version),
    deliveryRule,
    lowStockThreshold: amount(values.lowStockThreshold),
    firstOrderLimitRupees: amount(values.firstOrderLimitRupees),
    newArrivalDays: amount(values.newArrivalDays),
  });
  if (!parsed.success) {
    const nonEmpty = lines.filter(Boolean);
    for (const issue of parsed.error.issues) {
      const [first, second, third] = issue.path;
      const field =
        first === "deliveryRule"
          ? second === "cityOverrides"
            ? "cityOverrides"
            : second === "weightCharge"
              ? issue.path[2] === "perKgRupees"
                ? "weightPerKgRupees"
                : "weightOverKg"
              : (second as "flatFeeRupees" | "freeFromRupees")
          : (first as "lowStockThreshold" | "firstOrderLimitRupees" | "newArrivalDays" | "version");
      const message =
        field === "cityOverrides" && typeof third === "number"
          ? `Line ${lines.indexOf(nonEmpty[third]) + 1} (${nonEmpty[third]}): ${issue.message}`
          : issue.message;
      errors[field] ??= message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { values, body: null, errors };
  return { values, body: parsed.data, errors: null };
}
