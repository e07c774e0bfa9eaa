import { z } from "zod";
import { deliveryRuleMessages, listedCity, MAX_FEE_RUPEES, MAX_THRESHOLD_RUPEES, MAX_WEIGHT_KG, PAKISTANI_CITIES } from "./delivery-fee";

// Apart from the rule and its fee function (contract/delivery-fee.ts), which the cart's script
// imports: zod stays out of shoppers' scripts.

const wholeRupees = (message: string, max: number) =>
  z.number({ required_error: message, invalid_type_error: message }).int(message).min(0, message).max(max, message);

const cityOverrideSchema = z.object({
  city: z
    .string({ required_error: deliveryRuleMessages.city, invalid_type_error: deliveryRuleMessages.city })
    .refine((city) => listedCity(city) !== null, deliveryRuleMessages.city)
    .transform((city) => listedCity(city)!),
  feeRupees: wholeRupees(deliveryRuleMessages.cityFee, MAX_FEE_RUPEES).nullable(),
});

/** `PUT /admin/settings`'s delivery rule, and what the settings row keeps. */
export const deliveryRuleSchema = z.object({
  flatFeeRupees: wholeRupees(deliveryRuleMessages.flatFee, MAX_FEE_RUPEES),
  freeFromRupees: wholeRupees(deliveryRuleMessages.freeFrom, MAX_THRESHOLD_RUPEES).nullable(),
  cityOverrides: z
    .array(cityOverrideSchema)
    .max(PAKISTANI_CITIES.length, deliveryRuleMessages.tooManyCities)
    .superRefine((overrides, ctx) => {
      const seen = new Set<string>();
      overrides.forEach((override, index) => {
        if (seen.has(override.city))
          ctx.addIssue({ code: z.ZodIssueCode.custom, path: [index, "city"], message: deliveryRuleMessages.duplicateCity });
        seen.add(override.city);
      });
    }),
  weightCharge: z
    .object({
      overKg: wholeRupees(deliveryRuleMessages.overKg, MAX_WEIGHT_KG),
      perKgRupees: wholeRupees(deliveryRuleMessages.perKg, MAX_FEE_RUPEES),
    })
    .nullable(),
});
