import type { Context, MiddlewareHandler } from "hono";
import { answersThroughKeptText, keepJsonText } from "../../contract/server/kept-json-text";
import type { AppEnv } from "./context";

type HeaderRecord = Record<string, string | string[]>;
type Respond = (data: string | null, arg?: unknown, headers?: HeaderRecord) => Response;

/**
 * An answer whose body is the JSON text `text`, made by Hono's own `c.body` with the content type
 * `c.json` sets, and kept (`contract/server/kept-json-text.ts`) so the storefront in this process parses
 * the text without reading the body, and one it reads only so is sent without a body; over HTTP
 * nothing changes. `arg` and `headers` as `c.json`'s.
 */
export function jsonTextAnswer(c: Context<AppEnv>, text: string, arg?: unknown, headers?: HeaderRecord): Response {
  const body = c.body as unknown as Respond;
  if (!answersThroughKeptText(c.req.raw)) return keepJsonText(body(text, arg, { "Content-Type": "application/json", ...headers }), text);
  unsentTextOf.set(c, text);
  return keepJsonText(body(null, arg, { "Content-Type": "application/json", ...headers }), text);
}

// The text of an answer sent without its body, for when a middleware rebuilds the answer after the
// route (Hono makes a new Response for a header set then) and the kept text must follow it.
const unsentTextOf = new WeakMap<Context<AppEnv>, string>();

/** Every `c.json` answer is a kept JSON text; a text made before (a cached listing) goes through `jsonTextAnswer` itself. */
export const keepJsonTexts: MiddlewareHandler<AppEnv> = async (c, next) => {
  const json: Respond = (object, arg, headers) => jsonTextAnswer(c, JSON.stringify(object), arg, headers);
  c.json = json as unknown as typeof c.json;
  await next();
  const unsent = unsentTextOf.get(c);
  if (unsent !== undefined && c.res.body === null) keepJsonText(c.res, unsent);
};
