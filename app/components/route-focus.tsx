import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * After a client-side navigation to another page, focus moves to the new page's main heading, as a
 * full page load would start reading there: a screen reader announces the page, and the next Tab
 * goes into it instead of through the header again. The same page with another query (a filter,
 * a sort, the next picture) keeps focus where it is, and so does a page that focused something
 * of its own (an error summary, a field).
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const main = document.getElementById("main");
    if (!main || main.contains(document.activeElement)) return;
    const heading = main.querySelector<HTMLElement>("h1");
    if (!heading) return;
    if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    heading.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
