import { useNavigate } from "@remix-run/react";
import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from "react";

type Navigate = ReturnType<typeof useNavigate>;

const NavigateContext = createContext<Navigate | null>(null);

/** Hands every PageLink below it the router's navigate, taken once a page rather than once a link. */
export function PageLinkNavigation({ children }: { children: ReactNode }) {
  return <NavigateContext.Provider value={useNavigate()}>{children}</NavigateContext.Provider>;
}

export type PageLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: `/${string}` };

/**
 * A link to one of the store's pages by its absolute path, for the places that render dozens of
 * them: the layout's menus and footer, product cards. Remix's <Link> resolves its href and sets up
 * prefetching and click handling through about fifteen hooks a link, on every server render (a
 * tenth of the layout's time in a profile, bench/README.md); an absolute path needs none of that.
 * It renders the same `<a href data-discover>` (lazy route discovery still finds it), works as a
 * plain link before the scripts run, and navigates in the page like <Link> once they have.
 */
export function PageLink({ to, onClick, children, ...props }: PageLinkProps) {
  const navigate = useContext(NavigateContext);
  return (
    <a
      {...props}
      href={to}
      data-discover="true"
      onClick={(event) => {
        onClick?.(event);
        if (!navigate || event.defaultPrevented || !opensHere(event)) return;
        event.preventDefault();
        const { pathname, search, hash } = window.location;
        // Like <Link>: following a link to the page already shown replaces it in the history.
        navigate(to, { replace: pathname + search + hash === to });
      }}
    >
      {children}
    </a>
  );
}

/** A plain left click on a link that opens in this tab (not a new tab, window or download). */
function opensHere(event: MouseEvent<HTMLAnchorElement>) {
  const target = event.currentTarget.getAttribute("target");
  const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
  return event.button === 0 && (!target || target === "_self") && !modified && !event.currentTarget.hasAttribute("download");
}

/** Whether a link to `to` leads to the page at `pathname` or one below it (React Router's NavLink rule). */
export function isCurrentSection(pathname: string, to: string) {
  const path = to.split(/[?#]/)[0].toLowerCase();
  const here = pathname.toLowerCase();
  return here === path || (path !== "/" && here.startsWith(path.endsWith("/") ? path : `${path}/`));
}
