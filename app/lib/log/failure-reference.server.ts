import { data } from "@remix-run/node";
import { describeErrorForLog } from "../../../contract/server/redact";
import { log } from "../../../contract/server/log";
import { requestIdOf } from "./request-context.server";

/** One line per failed request, with its cause (redacted: an error may quote a token or a password). */
export function logRequestFailure(context: unknown, error: unknown): void {
  log().error({ requestId: requestIdOf(context), cause: describeErrorForLog(error) }, "a request failed");
}

type Thrown = { type?: unknown; init?: ResponseInit | null; data?: unknown };

/**
 * What a loader or action lets through, carrying the request's id when it is a failure, so the 500 and 503
 * pages can show the reference a shopper quotes, which finds this request's log line. It rides in the
 * thrown answer's data, the one thing that reaches the page both in the document and in a navigation's
 * data request. An unexpected error becomes that 500 answer here (logged here, since Remix would replace
 * it with a bare "Unexpected Server Error"); answers below 500, redirects and aborted requests pass as they are.
 */
export function withFailureReference(error: unknown, context: unknown, request: Request | undefined): unknown {
  const requestId = requestIdOf(context);
  if (!requestId || request?.signal.aborted || error instanceof Response) return error;
  const thrown = typeof error === "object" && error !== null ? (error as Thrown) : null;
  if (thrown?.type === "DataWithResponseInit") {
    const status = thrown.init?.status ?? 200;
    if (status >= 500 && typeof thrown.data === "object" && thrown.data !== null) thrown.data = { ...thrown.data, requestId };
    return error;
  }
  logRequestFailure(context, error);
  return data({ requestId }, { status: 500 });
}
