/**
 * English texts the catalogue's vocabulary already owns (contract/catalogue.ts): the catalogue
 * takes them from there under `prefix.key`, so each stays written once.
 */
export function labelled<P extends string, E extends { readonly label: string }, K extends keyof E & string>(
  prefix: P,
  entries: readonly E[],
  key: K,
): Record<`${P}.${E[K] & string}`, string> {
  return Object.fromEntries(entries.map((entry) => [`${prefix}.${String(entry[key])}`, entry.label])) as Record<
    `${P}.${E[K] & string}`,
    string
  >;
}
