import { isRouteErrorResponse, Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useStrings } from "~/lib/i18n/use-strings";
import { SignInPrompt } from "./sign-in-prompt";

type StatusHandlers = Partial<Record<number, (data: unknown) => ReactNode>>;

/**
 * The one error page of the store: a sign-in prompt for 401, a way back for 404, a calm message for
 * a backend that is down (503), what could not be read for 400, and never a stack trace.
 */
export function GeneralErrorBoundary({ error, statusHandlers = {} }: { error: unknown; statusHandlers?: StatusHandlers }) {
  const location = useLocation();
  const t = useStrings("errors");
  if (isRouteErrorResponse(error)) {
    const custom = statusHandlers[error.status];
    if (custom) return <>{custom(error.data)}</>;
    if (error.status === 401) {
      return <SignInPrompt returnTo={location.pathname + location.search} />;
    }
    if (error.status === 404) return <NotFound />;
    // The backend refused what the address or the form held (a NUL in a search, say).
    if (error.status === 400) return <Problem title={t["error.unreadableTitle"]} text={t["error.unreadableText"]} />;
    if (error.status === 503) return <Unavailable here={location.pathname + location.search} reference={error.data?.requestId} />;
    if (error.status === 429) return <Problem title={t["error.tooManyTitle"]} text={readMessage(error.data) ?? t["error.tooManyText"]} />;
  }
  return (
    <Problem
      title={t["error.genericTitle"]}
      text={t["error.genericText"]}
      reference={isRouteErrorResponse(error) ? error.data?.requestId : null}
    />
  );
}

function readMessage(data: unknown): string | undefined {
  return data && typeof data === "object" && "message" in data && typeof data.message === "string" ? data.message : undefined;
}

export function NotFound({ title, text }: { title?: string; text?: string }) {
  const t = useStrings("errors");
  return (
    <div className="page">
      <div className="card mx-auto max-w-xl text-center">
        <p className="text-sm font-semibold text-brand-700">404</p>
        <h1 className="mt-2 font-display text-3xl font-bold">{title ?? t["error.notFoundTitle"]}</h1>
        <p className="mt-3 text-muted">{text ?? t["error.notFoundText"]}</p>
        <form action="/products" method="get" className="mt-6 flex gap-2" role="search">
          <label htmlFor="not-found-search" className="sr-only">
            {t["error.searchLabel"]}
          </label>
          <input id="not-found-search" name="q" type="search" placeholder={t["error.searchPlaceholder"]} className="field-input" />
          <button type="submit" className="btn-primary">
            {t["error.search"]}
          </button>
        </form>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/home" className="btn-secondary">
            {t["error.goHome"]}
          </Link>
          <Link to="/products" className="btn-secondary">
            {t["error.browse"]}
          </Link>
        </div>
        <p className="mt-6 text-sm text-muted">
          {t["error.needHelp"]}{" "}
          <Link to="/faq" className="font-medium text-brand-700 underline">
            {t["error.readFaq"]}
          </Link>{" "}
          {t["error.or"]}{" "}
          <Link to="/contact-us" className="font-medium text-brand-700 underline">
            {t["error.contactUs"]}
          </Link>
          .
        </p>
      </div>
    </div>
  );
}

/** "Try again" loads the same page again, with or without JavaScript. */
function Unavailable({ here, reference }: { here: string; reference?: string }) {
  const t = useStrings("errors");
  return (
    <Problem
      title={t["error.unavailableTitle"]}
      text={t["error.unavailableText"]}
      reference={reference}
      action={
        <a href={here} className="btn-primary mt-6">
          {t["error.tryAgain"]}
        </a>
      }
    />
  );
}

/** `reference` is the failed request's id (app/lib/log/failure-reference.server.ts), which finds its log line. */
function Problem({ title, text, action, reference }: { title: string; text: string; action?: ReactNode; reference?: string | null }) {
  const t = useStrings("errors");
  return (
    <div className="page">
      <div className="card mx-auto max-w-xl text-center" role="alert">
        <h1 className="font-display text-2xl font-bold">{title}</h1>
        <p className="mt-3 text-muted">{text}</p>
        {reference && (
          <p className="mt-3 text-sm text-muted">
            {t["error.reference"]} <bdi className="font-mono">{reference}</bdi>
          </p>
        )}
        {action ?? (
          <Link to="/home" className="btn-primary mt-6">
            {t["error.goHome"]}
          </Link>
        )}
      </div>
    </div>
  );
}
