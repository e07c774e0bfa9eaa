import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { describeErrorForLog } from "../../contract/server/redact";
import { type FieldErrors, RateLimitedError, StoreError, type StoreErrorKind } from "../store/errors";
import type { AppEnv } from "./context";
import { log } from "../../contract/server/log";

export type { FieldErrors };

/** An answer about the request itself (its body, token or path), thrown by the HTTP layer: `{ error, fields? }` with a status. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

const statusOfKind: Record<StoreErrorKind, ContentfulStatusCode> = {
  "not-found": 404,
  gone: 410,
  conflict: 409,
  invalid: 400,
  unprocessable: 422,
  unauthenticated: 401,
  "rate-limited": 429,
};

export function errorResponse(c: Context, status: ContentfulStatusCode, message: string, fields?: FieldErrors) {
  return c.json(fields ? { error: message, fields } : { error: message }, status);
}

export function handleError(error: Error, c: Context<AppEnv>) {
  if (error instanceof StoreError) {
    if (error instanceof RateLimitedError) c.header("Retry-After", String(error.retryAfterSeconds));
    return errorResponse(c, statusOfKind[error.kind], error.message, error.fields);
  }
  if (error instanceof ApiError) {
    for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
    return errorResponse(c, error.status, error.message, error.fields);
  }
  if (error instanceof HTTPException && error.status < 500) {
    return errorResponse(c, error.status, error.message || "Request refused");
  }
  // Never the headers or body, and the error itself redacted: a failed query lists its parameters.
  log().error(`[backend] request ${c.get("requestId")} ${c.req.method} ${c.req.path} failed: ${describeErrorForLog(error)}`);
  return errorResponse(c, 500, "Something went wrong");
}
