import type { Context, MiddlewareHandler } from "hono";
import { keepJsonText } from "../../contract/server/json-text";
import type { AppEnv } from "./context";

type HeaderRecord = Record<string, string | string[]>;
type Respond = (data: string, arg?: unknown, headers?: HeaderRecord) => Response;

/**
 * Every `c.json` answer keeps its text (`contract/server/json-text.ts`), so the storefront in this
 * process parses it without reading the body. The answer is Hono's own, made by `c.body` with the
 * content type `c.json` sets; over HTTP nothing changes.
 */
export const keepJsonTexts: MiddlewareHandler<AppEnv> = async (c, next) => {
  const body = c.body as unknown as Respond;
  const json: Respond = (object, arg, headers) => {
    const text = JSON.stringify(object);
    return keepJsonText(body(text, arg, { "Content-Type": "application/json", ...headers }), text);
  };
  c.json = json as unknown as typeof c.json;
  await next();
};

/** An answer whose JSON text was made before (a cached listing): sent as it is, and kept like `c.json`'s. */
export function jsonTextAnswer(c: Context<AppEnv>, text: string): Response {
  return keepJsonText(c.body(text, 200, { "Content-Type": "application/json" }), text);
}
