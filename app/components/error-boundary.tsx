import { isRouteErrorResponse, Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { SignInPrompt } from "./sign-in-prompt";

type StatusHandlers = Partial<Record<number, (data: unknown) => ReactNode>>;

/**
 * The one error page of the store: a sign-in prompt for 401, a way back for 404, a calm message for
 * a backend that is down (503), and never a stack trace.
 */
export function GeneralErrorBoundary({ error, statusHandlers = {} }: { error: unknown; statusHandlers?: StatusHandlers }) {
  const location = useLocation();
  if (isRouteErrorResponse(error)) {
    const custom = statusHandlers[error.status];
    if (custom) return <>{custom(error.data)}</>;
    if (error.status === 401) {
      const here = location.pathname + location.search;
      return <SignInPrompt signInUrl={`/sign-in?redirect_url=${encodeURIComponent(here)}`} />;
    }
    if (error.status === 404) return <NotFound />;
    if (error.status === 503) return <Unavailable here={location.pathname + location.search} />;
    if (error.status === 429)
      return <Problem title="Too many requests" text={readMessage(error.data) ?? "Please wait a moment and try again."} />;
  }
  return <Problem title="Something went wrong" text="We could not show this page. Please try again in a moment." />;
}

function readMessage(data: unknown): string | undefined {
  return data && typeof data === "object" && "message" in data && typeof data.message === "string" ? data.message : undefined;
}

export function NotFound({
  title = "Page not found",
  text = "We could not find what you were looking for.",
}: {
  title?: string;
  text?: string;
}) {
  return (
    <div className="page">
      <div className="card mx-auto max-w-xl text-center">
        <p className="text-sm font-semibold text-brand-700">404</p>
        <h1 className="mt-2 font-display text-3xl font-bold">{title}</h1>
        <p className="mt-3 text-muted">{text}</p>
        <form action="/products" method="get" className="mt-6 flex gap-2" role="search">
          <label htmlFor="not-found-search" className="sr-only">
            Search products
          </label>
          <input id="not-found-search" name="q" type="search" placeholder="Search cookware" className="field-input" />
          <button type="submit" className="btn-primary">
            Search
          </button>
        </form>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/home" className="btn-secondary">
            Go to home
          </Link>
          <Link to="/products" className="btn-secondary">
            Browse products
          </Link>
        </div>
        <p className="mt-6 text-sm text-muted">
          Need help?{" "}
          <Link to="/faq" className="font-medium text-brand-700 underline">
            Read the FAQ
          </Link>{" "}
          or{" "}
          <Link to="/contact-us" className="font-medium text-brand-700 underline">
            contact us
          </Link>
          .
        </p>
      </div>
    </div>
  );
}

/** "Try again" loads the same page again, with or without JavaScript. */
function Unavailable({ here }: { here: string }) {
  return (
    <Problem
      title="We'll be right back"
      text="Our store is taking a short break. Please try again in a moment — nothing you saved has been lost."
      action={
        <a href={here} className="btn-primary mt-6">
          Try again
        </a>
      }
    />
  );
}

function Problem({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <div className="page">
      <div className="card mx-auto max-w-xl text-center" role="alert">
        <h1 className="font-display text-2xl font-bold">{title}</h1>
        <p className="mt-3 text-muted">{text}</p>
        {action ?? (
          <Link to="/home" className="btn-primary mt-6">
            Go to home
          </Link>
        )}
      </div>
    </div>
  );
}
