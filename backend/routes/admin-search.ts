import { Hono } from "hono";
import { type AdminSearchJson, deleteSynonymBody, saveSynonymBody, type SearchSynonymJson } from "../../contract/search-synonyms";
import type { AppEnv } from "../http/context";
import { parseJsonBody } from "../http/validation";
import { hasTrigrams } from "../store/product-search";
import { deleteSynonym, listSynonyms, saveSynonym } from "../store/search-synonyms";
import type { RouteDeps } from "./shared";

/** `/admin/search` (mounted behind the operator check in admin-orders.ts): the search's synonyms. */
export function adminSearchRoutes({ db, catalogueCache }: RouteDeps) {
  const routes = new Hono<AppEnv>();

  routes.get("/", async (c) => {
    const [synonyms, trigrams] = await Promise.all([listSynonyms(db), hasTrigrams(db)]);
    return c.json({ synonyms, trigrams } satisfies AdminSearchJson);
  });

  // Other processes forget their listings when the database announces the change; this one at once.
  routes.put("/synonyms", async (c) => {
    const saved = await saveSynonym(db, await parseJsonBody(c, saveSynonymBody));
    catalogueCache.clear();
    return c.json(saved satisfies SearchSynonymJson);
  });

  routes.post("/synonyms/delete", async (c) => {
    const { term } = await parseJsonBody(c, deleteSynonymBody);
    await deleteSynonym(db, term);
    catalogueCache.clear();
    return c.json({ term });
  });

  return routes;
}
