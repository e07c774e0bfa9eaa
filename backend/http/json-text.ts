import type { Context, MiddlewareHandler } from "hono";
import { keepJsonText } from "../../contract/server/json-text";
import type { AppEnv } from "./context";

type HeaderRecord = Record<string, string | string[]>;
type Respond = (data: string, arg?: unknown, headers?: HeaderRecord) => Response;

/**
 * An answer whose body is the JSON text `text`, made by Hono's own `c.body` with the content type
 * `c.json` sets, and kept (`contract/server/json-text.ts`) so the storefront in this process parses
 * the text without reading the body; over HTTP nothing changes. `arg` and `headers` as `c.json`'s.
 */
export function jsonTextAnswer(c: Context<AppEnv>, text: string, arg?: unknown, headers?: HeaderRecord): Response {
  const body = c.body as unknown as Respond;
  return keepJsonText(body(text, arg, { "Content-Type": "application/json", ...headers }), text);
}

/** Every `c.json` answer is a kept JSON text; a text made before (a cached listing) goes through `jsonTextAnswer` itself. */
export const keepJsonTexts: MiddlewareHandler<AppEnv> = async (c, next) => {
  const json: Respond = (object, arg, headers) => jsonTextAnswer(c, JSON.stringify(object), arg, headers);
  c.json = json as unknown as typeof c.json;
  await next();
};
