import { createContext, useContext, type HTMLAttributes, type ReactElement, type RefObject } from "react";

/** Answers the HTML of `contents`, rendered once per key. Only the production build's document render provides one. */
export type MarkupMemo = (key: string, contents: ReactElement) => string;

export const MarkupMemoContext = createContext<MarkupMemo | null>(null);

type MemoizedMarkupProps = HTMLAttributes<HTMLElement> & {
  as: "article" | "details" | "div" | "footer" | "nav" | "section";
  /** The element itself, in the browser (the menus enhance their <details>). */
  elementRef?: RefObject<HTMLElement>;
  /**
   * Names everything `children` renders: two renders with the same key must write the same HTML.
   * Build it from the very values the contents are drawn from (a JSON of their props).
   */
  memoKey: string;
  /**
   * A pure function of the key, made of plain elements, strings and components that only read
   * their props: no useId (the ids would not be the browser's), no per-request context (the HTML
   * is shared between shoppers). Event handlers and client state are fine: the server renders neither.
   */
  children: ReactElement;
};

/**
 * An element whose contents the server renders once per `memoKey` and then writes as stored HTML:
 * the product cards, 24 to a listing, were a third of a page's rendering
 * (docs/decisions/0010-markup-memo.md). The browser renders `children` as usual and hydrates them
 * against that HTML, which is byte for byte what React would have written in place
 * (`markup-memo.server.test.ts`).
 */
export function MemoizedMarkup({ as: Tag, elementRef, memoKey, children, ...attributes }: MemoizedMarkupProps) {
  const memo = useContext(MarkupMemoContext);
  if (memo) return <Tag {...attributes} dangerouslySetInnerHTML={{ __html: memo(memoKey, children) }} />;
  return (
    // Any of the tags takes an HTMLElement's ref; TypeScript asks one ref type for all of them at once.
    <Tag ref={elementRef as RefObject<never>} {...attributes}>
      {children}
    </Tag>
  );
}
