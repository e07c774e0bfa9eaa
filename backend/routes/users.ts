import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/context";
import { signedInUser } from "../http/identity";
import { parseJsonBody } from "../http/validation";
import { normalizePakistaniMobile } from "../../contract/phone";
import { addAddress, getProfile, listAddresses, setDefaultAddress, updateProfile } from "../store/users";
import { pathId, type RouteDeps } from "./shared";

const PHONE_MESSAGE = "Enter a Pakistani mobile number such as 0300 1234567";

const requiredText = (label: string, max: number) =>
  z
    .string({ required_error: `Please enter the ${label}`, invalid_type_error: `Please enter the ${label}` })
    .trim()
    .min(1, `Please enter the ${label}`)
    .max(max, `The ${label} can be at most ${max} characters`);

const addressSchema = z.object({
  street: requiredText("street", 200),
  city: requiredText("city", 100),
  state: requiredText("state", 100),
  country: requiredText("country", 100),
  postalCode: requiredText("postal code", 20),
  isDefault: z.boolean({ invalid_type_error: "isDefault must be true or false" }).optional(),
});

const profileSchema = z.object({
  name: z
    .string({ required_error: "Please enter your name", invalid_type_error: "Please enter your name" })
    .trim()
    .min(1, "Please enter your name")
    .max(100, "Your name can be at most 100 characters"),
  // Absent keeps the saved number, empty clears it.
  phone: z
    .string({ invalid_type_error: PHONE_MESSAGE })
    .max(30, PHONE_MESSAGE)
    .nullish()
    .transform((phone, ctx) => {
      if (phone === undefined) return undefined;
      if (phone === null || phone.trim() === "") return null;
      const normalized = normalizePakistaniMobile(phone);
      if (!normalized) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: PHONE_MESSAGE });
        return z.NEVER;
      }
      return normalized;
    }),
});

export function userRoutes({ db, identify }: RouteDeps) {
  const routes = new Hono<AppEnv>();
  routes.use(identify({ required: true }));

  routes.get("/address", async (c) => c.json(await listAddresses(db, signedInUser(c).userId)));

  routes.post("/address", async (c) => {
    const input = await parseJsonBody(c, addressSchema, "Please fill in all fields");
    return c.json(await addAddress(db, signedInUser(c).userId, input), 201);
  });

  routes.put("/address/:addressId/default", async (c) => {
    const addressId = pathId(c.req.param("addressId"), "Address not found");
    return c.json(await setDefaultAddress(db, signedInUser(c).userId, addressId));
  });

  routes.get("/profile", async (c) => c.json(await getProfile(db, signedInUser(c).userId)));

  routes.put("/profile", async (c) => {
    const changes = await parseJsonBody(c, profileSchema);
    return c.json(await updateProfile(db, signedInUser(c).userId, changes));
  });

  return routes;
}
