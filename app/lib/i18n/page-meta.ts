import type { MetaFunction } from "@remix-run/node";
import type { Namespace } from "~/locales/types";
import { pageMeta } from "../site/seo";

type Titled = { title: string; description: string };

/** A page's title and description from its namespace's `title` and `description`, in the page's language. */
export function namespaceMeta(namespace: Namespace): MetaFunction {
  return ({ data }) => {
    const strings = (data as { strings?: Partial<Record<Namespace, Titled>> } | undefined)?.strings?.[namespace];
    return strings ? pageMeta({ title: strings.title, description: strings.description }) : [];
  };
}
