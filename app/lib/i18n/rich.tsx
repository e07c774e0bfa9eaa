import { Fragment, type ReactNode } from "react";

/**
 * A catalogue text whose `{{name}}` placeholders are elements (a link, the support email): the
 * sentence stays whole in each language, and each language puts the link where its grammar wants it.
 */
export function rich(template: string, parts: Record<string, ReactNode>): ReactNode {
  return template.split(/\{\{(\w+)\}\}/).map((piece, index) =>
    // split() puts the placeholders' names at the odd indexes.
    index % 2 === 1 ? <Fragment key={index}>{piece in parts ? parts[piece] : `{{${piece}}}`}</Fragment> : piece,
  );
}
