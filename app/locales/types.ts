import type { en } from "./en";

/** A namespace is the strings of one part of the shop (the layout, one page); English defines its keys. */
export type Namespace = keyof typeof en;

/** Another language's namespace has exactly English's keys (extra or missing keys fail the type check). */
export type Strings<N extends Namespace> = Record<keyof (typeof en)[N], string>;

export type Catalogue = { [N in Namespace]: Strings<N> };

/** What a loader sends for its page: the namespaces it renders, in the shopper's language. */
export type PageStrings = Partial<Catalogue>;
