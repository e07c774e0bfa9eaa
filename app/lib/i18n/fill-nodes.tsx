import { Fragment, type ReactNode } from "react";

/**
 * `fill` for placeholders that are elements (a price in `<bdi>`, a link): the template's text around
 * them stays in the language's order. Unknown names stay visible, as in `fill`.
 */
export function fillNodes(template: string, values: Record<string, ReactNode>): ReactNode {
  return template.split(/(\{\{\w+\}\})/).map((part, index) => {
    const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
    return <Fragment key={index}>{name && name in values ? values[name] : part}</Fragment>;
  });
}
