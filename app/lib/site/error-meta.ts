import type { MetaDescriptor } from "@remix-run/node";
import { isRouteErrorResponse, type MetaArgs } from "@remix-run/react";
import { fromJsonText, type JsonText } from "~/lib/data/loader-json-text";
import type { PageStrings } from "~/locales/types";
import { SITE_NAME } from "./seo";

type ErrorStrings = Required<PageStrings>["errors"];
type RootStrings = { strings?: JsonText<Pick<Required<PageStrings>, "errors">> } | undefined;

/**
 * The title of a page that shows the error page instead of its own (the sign-in prompt, a 404, the
 * 503 page), in the page's language: the root loader sends the error texts with every page.
 */
export function errorPageMeta(
  error: unknown,
  matches: MetaArgs["matches"],
  notFoundKey: keyof ErrorStrings = "error.notFoundTitle",
): MetaDescriptor[] {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return titledFromErrors(matches, status === 404 ? notFoundKey : (titleKeys[status] ?? "error.genericTitle"));
}

const titleKeys: Partial<Record<number, keyof ErrorStrings>> = {
  401: "signInPrompt.signIn",
  410: "error.productGoneTitle",
  400: "error.unreadableTitle",
  429: "error.tooManyTitle",
  503: "error.unavailableTitle",
};

/** A noindex page titled with one of the error texts, in the page's language. */
export function titledFromErrors(matches: MetaArgs["matches"], key: keyof ErrorStrings): MetaDescriptor[] {
  const rootStrings = (matches.find((match) => match.id === "root")?.data as RootStrings)?.strings;
  // Without the root's data (its loader failed) there are no texts to take a title from.
  const title = rootStrings ? `${fromJsonText(rootStrings).errors[key]} — ${SITE_NAME}` : SITE_NAME;
  return [{ title }, { name: "robots", content: "noindex" }];
}

/** A route's own meta while it has its data; the error page's title while it shows that instead. */
export function orErrorMeta<Args extends { data: unknown; error?: unknown; matches: MetaArgs["matches"] }>(
  pageMeta: (args: Args & { data: NonNullable<Args["data"]> }) => MetaDescriptor[],
) {
  return (args: Args): MetaDescriptor[] =>
    args.data ? pageMeta(args as Args & { data: NonNullable<Args["data"]> }) : errorPageMeta(args.error, args.matches);
}
