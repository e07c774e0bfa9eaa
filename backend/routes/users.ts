import { Hono } from "hono";
import { addressBody } from "../../contract/addresses";
import { ADDRESS_NOT_FOUND, FILL_ALL_FIELDS } from "../../contract/messages";
import { profileBody } from "../../contract/profile";
import { savedLanguageBody } from "../../contract/language-fields";
import type { AppEnv } from "../http/context";
import { signedInUser } from "../http/identity";
import { parseJsonBody } from "../http/validation";
import { deleteAddress, updateAddress } from "../store/addresses";
import { addAddress, getProfile, listAddresses, saveLanguage, setDefaultAddress, updateProfile } from "../store/users";
import { addressJson, profileJson } from "./json";
import { pathId, type RouteDeps } from "./shared";

export function userRoutes({ db, identify }: RouteDeps) {
  const routes = new Hono<AppEnv>();
  routes.use(identify({ required: true }));

  routes.get("/address", async (c) => c.json((await listAddresses(db, signedInUser(c).userId)).map(addressJson)));

  routes.post("/address", async (c) => {
    const input = await parseJsonBody(c, addressBody, FILL_ALL_FIELDS);
    return c.json(addressJson(await addAddress(db, signedInUser(c).userId, input)), 201);
  });

  // Another shopper's address answers the same 404 as one that does not exist.
  routes.put("/address/:addressId", async (c) => {
    const addressId = pathId(c.req.param("addressId"), ADDRESS_NOT_FOUND);
    const input = await parseJsonBody(c, addressBody, FILL_ALL_FIELDS);
    return c.json(addressJson(await updateAddress(db, signedInUser(c).userId, addressId, input)));
  });

  routes.delete("/address/:addressId", async (c) => {
    const addressId = pathId(c.req.param("addressId"), ADDRESS_NOT_FOUND);
    return c.json((await deleteAddress(db, signedInUser(c).userId, addressId)).map(addressJson));
  });

  routes.put("/address/:addressId/default", async (c) => {
    const addressId = pathId(c.req.param("addressId"), ADDRESS_NOT_FOUND);
    return c.json((await setDefaultAddress(db, signedInUser(c).userId, addressId)).map(addressJson));
  });

  routes.get("/profile", async (c) => c.json(profileJson(await getProfile(db, signedInUser(c).userId))));

  routes.put("/profile", async (c) => {
    const changes = await parseJsonBody(c, profileBody);
    return c.json(profileJson(await updateProfile(db, signedInUser(c).userId, changes)));
  });

  // The header's language switch, for a signed-in shopper: offered again on their next visits.
  routes.put("/language", async (c) => {
    const { language } = await parseJsonBody(c, savedLanguageBody);
    await saveLanguage(db, signedInUser(c).userId, language);
    return c.json({ language });
  });

  return routes;
}
