/**
 * The JSON text of a backend answer made in this process. With BACKEND_URL unset, the storefront
 * calls the backend's fetch handler directly. Reading such an answer through its body would encode
 * the text to bytes, stream them and decode them back: about a tenth of a listing page's time (see
 * docs/decisions/0002-json-texts.md). So the backend keeps each answer's text here, and the
 * storefront parses that. An answer made another way (over HTTP, or rebuilt by a middleware) is not
 * here and is read from its body, as before.
 */
const jsonTextOf = new WeakMap<Response, string>();

/** The backend's side: `response`'s body is `text`. */
export function keepJsonText<R extends Response>(response: R, text: string): R {
  jsonTextOf.set(response, text);
  return response;
}

// Requests the storefront sends the backend in this process and reads the answer of only through
// its kept text: the backend need not make a body of it (a Response made from a string measures
// and wraps it, ~80 µs of every listing page for its 30 KB of JSON).
const readThroughKeptText = new WeakSet<Request>();

/** The storefront's side: `request`'s answer is read only with `readJson` or `readJsonText`. */
export function answerReadThroughKeptText(request: Request): Request {
  readThroughKeptText.add(request);
  return request;
}

/** The backend's side: whether the answer to `request` may go without its body (its text is kept). */
export function answersThroughKeptText(request: Request): boolean {
  return readThroughKeptText.has(request);
}

/** The storefront's side: a backend answer's JSON, from its kept text when there is one. */
export async function readJson(response: Response): Promise<unknown> {
  return JSON.parse(await readJsonText(response));
}

/** A backend answer's JSON text: the kept one (for a cached listing, the very same string every time) or its body. */
export async function readJsonText(response: Response): Promise<string> {
  return jsonTextOf.get(response) ?? response.text();
}
