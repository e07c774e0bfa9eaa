/**
 * The JSON text of a backend answer made in this process. With BACKEND_URL unset, the storefront
 * calls the backend's fetch handler directly. Reading such an answer through its body would encode
 * the text to bytes, stream them and decode them back: about a tenth of a listing page's time (see
 * bench/README.md). So the backend keeps each answer's text here, and the storefront parses that.
 * An answer made another way (over HTTP, or rebuilt by a middleware) is not here and is read from
 * its body, as before.
 */
const jsonTextOf = new WeakMap<Response, string>();

/** The backend's side: `response`'s body is `text`. */
export function keepJsonText<R extends Response>(response: R, text: string): R {
  jsonTextOf.set(response, text);
  return response;
}

/** The storefront's side: a backend answer's JSON, from its kept text when there is one. */
export async function readJson(response: Response): Promise<unknown> {
  const text = jsonTextOf.get(response);
  return text === undefined ? response.json() : JSON.parse(text);
}

/** A backend answer's JSON text: the kept one (for a cached listing, the very same string every time) or its body. */
export async function readJsonText(response: Response): Promise<string> {
  return jsonTextOf.get(response) ?? response.text();
}
