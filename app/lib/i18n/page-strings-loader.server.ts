import type { LoaderFunctionArgs } from "@remix-run/node";
import type { Namespace } from "~/locales/types";
import { pageStrings } from "./i18n.server";

/** The loader of a page that needs only its words: its namespaces, in the shopper's language. */
export function stringsLoader<N extends Namespace>(...namespaces: N[]) {
  return async (args: LoaderFunctionArgs) => ({ strings: await pageStrings(args, ...namespaces) });
}
