import type { ShouldRevalidateFunction } from "@remix-run/react";

/**
 * A refused post (4xx, 5xx) changed nothing: the page keeps what it shows, with the refusal in
 * place, rather than reloading (a backend that is down would swap it for the 503 page, and a card the
 * refusal is about could vanish before its message is read).
 */
export const keepPageOnRefusal: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus !== undefined && actionStatus >= 400 ? false : defaultShouldRevalidate;
