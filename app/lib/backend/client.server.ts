import { data } from "@remix-run/node";
import { inProcessBackend } from "./in-process.server";
import { env } from "../env.server";
import { UNAVAILABLE_MESSAGE } from "./unavailable";
import { answerReadThroughKeptText, readJson, readJsonText } from "../../../contract/server/kept-json-text";
import { log } from "../../../contract/server/log";
import { describeErrorBriefly } from "../../../contract/server/redact";

/**
 * The backend answered with an error status; `message` is its `error` field when it sent one.
 * An action catches it to show the message. One that a loader (or an action) lets through is, to
 * Remix, a thrown `data({ message }, { status })` (the shape `data()` makes): the page answers the
 * backend's 4xx with the error boundary, never a 500 ("this address cannot be read" for a 400).
 */
export class BackendError extends Error {
  readonly type = "DataWithResponseInit";
  readonly data: { message: string };
  readonly init: ResponseInit;

  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = "BackendError";
    this.data = { message };
    this.init = { status };
  }
}

export { UNAVAILABLE_MESSAGE };

/**
 * Thrown when the backend cannot be reached, times out or fails: a 503 response, so a loader that
 * lets it through renders the friendly error page, and an action can catch it to show a message.
 */
function backendUnavailable(cause: unknown) {
  log().error(`Backend unavailable: ${describeErrorBriefly(cause)}`);
  return data({ message: UNAVAILABLE_MESSAGE }, { status: 503, headers: { "Retry-After": "5" } });
}

function isThrownResponseWithStatus(error: unknown, status: number): boolean {
  return typeof error === "object" && error !== null && "init" in error && (error as { init?: ResponseInit }).init?.status === status;
}

/** The backend could not be reached, timed out or failed (the 503 answer thrown by backendFetch). */
export function isBackendUnavailable(error: unknown): boolean {
  return isThrownResponseWithStatus(error, 503);
}

/** The backend refused the bearer token (expired, revoked): the 401 answer thrown by backendJson. */
export function isSignInRequired(error: unknown): boolean {
  return isThrownResponseWithStatus(error, 401);
}

/** The message to show a shopper for any failed backend call. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof BackendError && error.status < 500) return error.message || fallback;
  if (isBackendUnavailable(error)) return `${fallback}. ${UNAVAILABLE_MESSAGE}`;
  return fallback;
}

export type BackendRequest = {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  token?: string | null;
  body?: unknown;
  /** A body sent as it is (a CSV or XLSX upload), with its own Content-Type, instead of JSON. */
  text?: { body: string | Uint8Array<ArrayBuffer>; contentType: string };
  /** A multipart body (a photo upload); fetch writes its Content-Type and boundary. */
  form?: FormData;
  /** Longer than BACKEND_TIMEOUT_MS for a call known to take long (processing a photo). */
  timeoutMs?: number;
  query?: { [name: string]: string | number | undefined };
  headers?: Record<string, string>;
  /** The answer is read only with `readJson` or `readJsonText`: in this process, the backend then makes it no body. */
  readAsJsonOnly?: boolean;
};

// The in-process backend needs an absolute URL; the host is never contacted.
const IN_PROCESS_ORIGIN = "http://backend.internal";

/**
 * The only way the storefront talks to the backend: in-process when BACKEND_URL is unset,
 * over HTTP otherwise. Both paths carry the same JSON, headers and bearer token.
 */
export async function backendFetch(path: string, request: BackendRequest = {}): Promise<Response> {
  const { BACKEND_URL } = env();
  const timeoutMs = request.timeoutMs ?? env().BACKEND_TIMEOUT_MS;
  const url = new URL(path, BACKEND_URL ?? IN_PROCESS_ORIGIN);
  for (const [key, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined && value !== "") url.searchParams.set(key, String(value));
  }
  const headers = new Headers(request.headers);
  headers.set("Accept", "application/json");
  if (request.body !== undefined) headers.set("Content-Type", "application/json");
  if (request.text) headers.set("Content-Type", request.text.contentType);
  if (request.token) headers.set("Authorization", `Bearer ${request.token}`);

  const init: RequestInit = {
    method: request.method ?? "GET",
    headers,
    body: request.form ?? (request.text ? request.text.body : request.body === undefined ? undefined : JSON.stringify(request.body)),
  };
  try {
    if (BACKEND_URL) return await fetch(new Request(url, { ...init, signal: AbortSignal.timeout(timeoutMs) }));
    // In-process, the one timer of withTimeout bounds the call: no abort signal (and its own timer) per request.
    const backend = await inProcessBackend();
    const inProcess = new Request(url, init);
    if (request.readAsJsonOnly) answerReadThroughKeptText(inProcess);
    return await withTimeout(backend.fetch(inProcess), timeoutMs);
  } catch (error) {
    throw backendUnavailable(error);
  }
}

/** Calls the backend and answers its JSON, or throws BackendError (4xx) or a 503 response. */
export async function backendJson<T>(path: string, request: BackendRequest = {}): Promise<T> {
  const response = await backendFetch(path, { ...request, readAsJsonOnly: true });
  const body = await readJson(response).catch(() => null);
  if (!response.ok) throw failure(response, path, body);
  return body as T;
}

/** A photo upload's call: the backend waits its turn and makes the photo's sizes, seconds on a small server. */
export const PHOTO_PROCESSING_TIMEOUT_MS = 120_000;

const MAX_SHARED_ANSWERS = 16;

/**
 * `backendJson` for a page's big read-only answer, with `derive` made of it once per distinct
 * answer text: the backend keeps a listing for a moment and answers every shopper the very same
 * text, so its parse and what the page makes of it are shared between their requests (read-only).
 */
export function sharedBackendJson<T, Derived>(derive: (body: T) => Derived) {
  const derivedByText = new Map<string, Derived>();
  return async (path: string, request: BackendRequest = {}): Promise<Derived> => {
    const response = await backendFetch(path, { ...request, readAsJsonOnly: true });
    if (!response.ok) throw failure(response, path, await readJson(response).catch(() => null));
    const text = await readJsonText(response);
    let derived = derivedByText.get(text);
    if (derived === undefined) {
      derived = derive(JSON.parse(text) as T);
      if (derivedByText.size >= MAX_SHARED_ANSWERS) derivedByText.delete(derivedByText.keys().next().value as string);
      derivedByText.set(text, derived);
    }
    return derived;
  };
}

/** What a failed answer throws: BackendError (4xx), the sign-in prompt (401) or a 503 response. */
function failure(response: Response, path: string, body: unknown): unknown {
  // The token was refused (expired, revoked, forged): show the sign-in prompt, as for a visitor.
  if (response.status === 401) return data({ signInRequired: true }, { status: 401 });
  if (response.status >= 500) return backendUnavailable(new Error(`Backend answered ${response.status} for ${path}`));
  return new BackendError(response.status, readErrorMessage(body) ?? `Request failed (${response.status})`, readFields(body));
}

function readErrorMessage(body: unknown): string | undefined {
  if (body && typeof body === "object" && "error" in body && typeof body.error === "string") return body.error;
  return undefined;
}

function readFields(body: unknown): Record<string, string> {
  if (body && typeof body === "object" && "fields" in body && body.fields && typeof body.fields === "object") {
    return Object.fromEntries(
      Object.entries(body.fields as Record<string, unknown>).map(([key, value]) => [
        key,
        Array.isArray(value) ? String(value[0]) : String(value),
      ]),
    );
  }
  return {};
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** A thing the backend does not know (404, or 400 for an id that cannot exist) becomes this page's 404 with `message`. */
export async function orNotFoundPage<T>(call: Promise<T>, message: string): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof BackendError && (error.status === 404 || error.status === 400)) throw data({ message }, { status: 404 });
    throw error;
  }
}
