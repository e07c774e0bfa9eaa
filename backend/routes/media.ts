import { Hono } from "hono";
import { MEDIA_CACHE_CONTROL, MEDIA_FILE_PATTERN } from "../../contract/product-photos";
import type { AppEnv } from "../http/context";
import { errorResponse } from "../http/errors";
import { readMediaFile } from "../store/product-photos";
import type { RouteDeps } from "./shared";

/**
 * GET /media/{file}: a photo's file, by the name its bytes gave it. No token: product photos are
 * what the shop shows, and a name cannot be guessed. The name is the content, so the answer is
 * cacheable for ever and its name is its ETag.
 */
export function mediaRoutes({ db }: RouteDeps) {
  const routes = new Hono<AppEnv>();
  routes.get("/:file", async (c) => {
    const file = c.req.param("file");
    const notFound = () => errorResponse(c, 404, "Not found");
    if (!MEDIA_FILE_PATTERN.test(file)) return notFound();
    const etag = `"${file}"`;
    if (c.req.header("if-none-match") === etag) {
      return c.body(null, 304, { ETag: etag, "Cache-Control": MEDIA_CACHE_CONTROL });
    }
    const stored = await readMediaFile(db, file);
    if (!stored) return notFound();
    return c.body(stored.bytes as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": stored.contentType,
      "Content-Length": String(stored.bytes.byteLength),
      "Cache-Control": MEDIA_CACHE_CONTROL,
      ETag: etag,
      "X-Content-Type-Options": "nosniff",
    });
  });
  return routes;
}
