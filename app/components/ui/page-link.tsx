import { useNavigate } from "@remix-run/react";
import { createContext, useCallback, useContext, type MouseEvent, type ReactNode } from "react";

type FollowLink = (event: MouseEvent<HTMLAnchorElement>) => void;

const FollowLinkContext = createContext<FollowLink | undefined>(undefined);

/**
 * Gives every PageLink below it one click handler, made once a page rather than once a link: a
 * plain left click on a link that opens here changes the page through the router, like <Link>.
 */
export function PageLinkNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const followLink = useCallback<FollowLink>(
    (event) => {
      const to = event.currentTarget.getAttribute("href");
      if (!to || event.defaultPrevented || !opensHere(event)) return;
      event.preventDefault();
      const { pathname, search, hash } = window.location;
      // Like <Link>: following a link to the page already shown replaces it in the history.
      navigate(to, { replace: pathname + search + hash === to });
    },
    [navigate],
  );
  return <FollowLinkContext.Provider value={followLink}>{children}</FollowLinkContext.Provider>;
}

export type PageLinkProps = {
  /** An absolute path of this site. */
  to: `/${string}`;
  className?: string;
  "aria-label"?: string;
  "aria-current"?: "page";
  children: ReactNode;
};

/**
 * A link to one of the store's pages by its absolute path, for the places that render dozens of
 * them: the layout's menus and footer, product cards. Remix's <Link> resolves its href and sets up
 * prefetching and click handling through about fifteen hooks a link, on every server render (a
 * tenth of the layout's time in a profile, docs/decisions/0009-page-links-and-card-forms.md); an
 * absolute path needs none of that.
 * It renders the same `<a href data-discover>` (lazy route discovery still finds it), works as a
 * plain link before the scripts run, and navigates in the page like <Link> once they have.
 */
export function PageLink({ to, className, children, "aria-label": label, "aria-current": current }: PageLinkProps) {
  return (
    <a
      href={to}
      className={className}
      aria-label={label}
      aria-current={current}
      data-discover="true"
      onClick={useContext(FollowLinkContext)}
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
