/**
 * Enhances a <details> dropdown of links once JavaScript runs: it opens on hover after a short
 * delay, toggles on click, and answers the arrow keys, Home, End, Escape and type-ahead. Without
 * JavaScript the <details> element alone opens and closes it, so no link is out of reach.
 */

export const HOVER_OPEN_DELAY_MS = 100;
export const HOVER_CLOSE_DELAY_MS = 250;
export const TYPE_AHEAD_RESET_MS = 1_000;

/**
 * The item that type-ahead moves to: the next label starting with the typed text. Typing the same
 * letter again cycles through the labels that start with it.
 */
export function typeAheadIndex(labels: readonly string[], typed: string, currentIndex: number): number {
  const needle = typed.toLowerCase();
  if (!needle || labels.length === 0) return -1;
  const repeated = [...needle].every((character) => character === needle[0]);
  const search = repeated ? needle[0] : needle;
  const start = repeated || currentIndex < 0 ? currentIndex + 1 : currentIndex;
  for (let offset = 0; offset < labels.length; offset += 1) {
    const index = (start + offset + labels.length) % labels.length;
    if (labels[index].trim().toLowerCase().startsWith(search)) return index;
  }
  return -1;
}

/** Keeps the type-ahead text, forgetting it when no key came for a second. */
export function createTypeAhead(now: () => number = Date.now) {
  let typed = "";
  let last = -Infinity;
  return (character: string) => {
    const time = now();
    if (time - last > TYPE_AHEAD_RESET_MS) typed = "";
    last = time;
    typed += character.toLowerCase();
    return typed;
  };
}

export function enhanceDisclosureMenu(details: HTMLDetailsElement, { hover = true }: { hover?: boolean } = {}): () => void {
  const summary = details.querySelector("summary");
  if (!summary) return () => {};
  const items = () => Array.from(details.querySelectorAll<HTMLAnchorElement>("a[href]"));
  let typeAhead = createTypeAhead();
  let openTimer: ReturnType<typeof setTimeout> | undefined;
  let closeTimer: ReturnType<typeof setTimeout> | undefined;
  let openedByHover = false;

  const clearTimers = () => {
    clearTimeout(openTimer);
    clearTimeout(closeTimer);
  };
  const open = (byHover = false) => {
    clearTimers();
    if (!details.open) openedByHover = byHover;
    details.open = true;
  };
  const close = ({ focusSummary = false } = {}) => {
    clearTimers();
    openedByHover = false;
    details.open = false;
    typeAhead = createTypeAhead();
    if (focusSummary) summary.focus();
  };
  const focusItem = (index: number) => {
    const list = items();
    if (list.length === 0) return;
    list[(index + list.length) % list.length].focus();
  };

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    clearTimeout(closeTimer);
    if (!details.open) openTimer = setTimeout(() => open(true), HOVER_OPEN_DELAY_MS);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    clearTimeout(openTimer);
    if (details.open && openedByHover) closeTimer = setTimeout(() => close(), HOVER_CLOSE_DELAY_MS);
  };
  const onSummaryClick = (event: MouseEvent) => {
    event.preventDefault();
    // A click on a menu that hovering just opened keeps it open rather than snapping it shut.
    if (details.open && openedByHover) {
      openedByHover = false;
      clearTimers();
      return;
    }
    if (details.open) close();
    else open();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLAnchorElement);
    const onSummary = document.activeElement === summary;
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        open();
        focusItem(onSummary ? 0 : current + 1);
        return;
      case "ArrowUp":
        event.preventDefault();
        open();
        focusItem(onSummary ? -1 : current - 1);
        return;
      case "Home":
        if (onSummary || !details.open) return;
        event.preventDefault();
        focusItem(0);
        return;
      case "End":
        if (onSummary || !details.open) return;
        event.preventDefault();
        focusItem(-1);
        return;
      case "Escape":
        if (!details.open) return;
        event.preventDefault();
        close({ focusSummary: true });
        return;
    }
    if (event.key.length === 1 && event.key !== " " && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const typed = typeAhead(event.key);
      const index = typeAheadIndex(
        list.map((item) => item.textContent ?? ""),
        typed,
        current,
      );
      if (index >= 0) {
        event.preventDefault();
        open();
        focusItem(index);
      }
    }
  };
  const onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !details.contains(next)) close();
  };
  const onDocumentPointerDown = (event: PointerEvent) => {
    if (details.open && !details.contains(event.target as Node)) close();
  };

  if (hover) {
    details.addEventListener("pointerenter", onPointerEnter);
    details.addEventListener("pointerleave", onPointerLeave);
  }
  summary.addEventListener("click", onSummaryClick);
  details.addEventListener("keydown", onKeyDown);
  details.addEventListener("focusout", onFocusOut);
  document.addEventListener("pointerdown", onDocumentPointerDown);
  // Says the keys, hover and type-ahead are live (the browser tests wait for it after a page load).
  details.dataset.enhanced = "true";
  return () => {
    delete details.dataset.enhanced;
    clearTimers();
    details.removeEventListener("pointerenter", onPointerEnter);
    details.removeEventListener("pointerleave", onPointerLeave);
    summary.removeEventListener("click", onSummaryClick);
    details.removeEventListener("keydown", onKeyDown);
    details.removeEventListener("focusout", onFocusOut);
    document.removeEventListener("pointerdown", onDocumentPointerDown);
  };
}
