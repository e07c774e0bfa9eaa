import { useFetchers, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type ComponentType } from "react";
import { fill, useLanguage, useStrings } from "~/lib/i18n/use-strings";
import { MemoizedMarkup } from "~/lib/render/markup-memo";
import type { Strings } from "~/locales/types";
import { enhanceDisclosureMenu } from "~/lib/site/disclosure-menu";
import { primaryNavigation, productsMenu } from "~/lib/site/navigation";
import { LanguageSwitch } from "./language-switch";
import { isCurrentSection, PageLink } from "./ui/page-link";
import { CartIcon, ChevronDownIcon, MenuIcon, UserIcon } from "./ui/icons";

/** `operator`: the backend takes the viewer for an operator (the root's header read), so the back office is linked. */
export type HeaderViewer = { name: string; operator: boolean } | null;

export function SiteHeader({ viewer, cartCount: savedCount }: { viewer: HeaderViewer; cartCount: number }) {
  // Optimistic: an add to cart still on its way counts at once; the root's revalidation reconciles.
  const cartCount = useFetchers().reduce(
    (count, fetcher) => count + (fetcher.formData?.get("intent") === "add" ? Number(fetcher.formData.get("quantity")) || 0 : 0),
    savedCount,
  );
  const productsMenuRef = useRef<HTMLDetailsElement>(null);
  const sideMenuRef = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  const t = useStrings("layout");
  // The search box's suggestions, loaded when the box first gets the focus: no first visit pays for them.
  const [suggestions, setSuggestions] = useState<{ default: ComponentType }>();

  useEffect(() => {
    const cleanups = [
      productsMenuRef.current ? enhanceDisclosureMenu(productsMenuRef.current) : undefined,
      sideMenuRef.current ? enhanceDisclosureMenu(sideMenuRef.current, { hover: false }) : undefined,
    ];
    return () => cleanups.forEach((cleanup) => cleanup?.());
  }, []);

  // A page change in the browser keeps the header mounted: close the menus that led there.
  useEffect(() => {
    if (productsMenuRef.current) productsMenuRef.current.open = false;
    if (sideMenuRef.current) sideMenuRef.current.open = false;
  }, [location.pathname, location.search]);

  // No backdrop-filter on the header: it would trap the fixed side menu inside the header's box.
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:bg-white focus:p-2">
        {t.skipToContent}
      </a>
      {/* Wraps rather than scrolls sideways: on a 320 px screen and with text at 200%. */}
      <div className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center gap-x-2 px-2 sm:gap-x-4 sm:px-6 lg:px-8">
        <SideMenu menuRef={sideMenuRef} />
        <PageLink to="/" className="font-display text-xl font-bold tracking-tight text-brand-900" aria-label={t.homeLabel}>
          {/* The brand's name, in Latin letters on every language's page. */}
          <span lang="en" dir="ltr">
            Cookware<span className="text-brand-500">.pk</span>
          </span>
        </PageLink>
        <nav aria-label={t.mainNavigation} className="ms-6 hidden items-center gap-1 lg:flex">
          <SectionLink to="/home" pathname={location.pathname}>
            {t["nav.home"]}
          </SectionLink>
          <ProductsDropdown menuRef={productsMenuRef} />
          {primaryNavigation
            .filter((entry) => entry.key !== "nav.home")
            .map((entry) => (
              <SectionLink key={entry.href} to={entry.href} pathname={location.pathname}>
                {t[entry.key]}
              </SectionLink>
            ))}
        </nav>
        {/* Without JavaScript, a plain search of the listing; with it, suggestions as the shopper types. */}
        {/* Styled by tailwind.css (header's search form): its classes would weigh on every page's script. */}
        <form action="/products" role="search" aria-label={t["search.label"]}>
          <input
            name="q"
            type="search"
            aria-label={t["search.label"]}
            placeholder={t["search.label"]}
            onFocus={() => import("./suggest").then(setSuggestions)}
          />
          {suggestions && <suggestions.default />}
        </form>
        <div className="ms-auto flex items-center gap-1">
          <LanguageSwitch />
          <PageLink to="/cart" className="relative rounded-md p-2 text-ink hover:bg-stone-100" aria-label={cartLabel(t, cartCount)}>
            <CartIcon />
            {cartCount > 0 ? (
              <span
                aria-hidden="true"
                className="absolute -end-0.5 -top-0.5 min-w-5 rounded-full bg-brand-700 px-1 text-center text-xs font-bold leading-5 text-white"
              >
                {cartCount > 99 ? "99+" : cartCount}
              </span>
            ) : null}
          </PageLink>
          <PageLink
            to="/profile"
            className="flex items-center gap-2 rounded-md p-2 text-ink hover:bg-stone-100"
            aria-label={profileLabel(t, viewer)}
          >
            <UserIcon />
            <span className="untrusted-text hidden text-sm sm:inline">{viewer ? viewer.name.split(" ")[0] || t.account : t.signIn}</span>
          </PageLink>
          {viewer?.operator ? (
            <PageLink
              to="/admin"
              aria-current={isCurrentSection(location.pathname, "/admin") ? "page" : undefined}
              className="rounded-md p-2 text-sm font-medium text-brand-700 hover:bg-stone-100"
            >
              {t["nav.admin"]}
            </PageLink>
          ) : null}
        </div>
      </div>
    </header>
  );
}

function cartLabel(t: Strings<"layout">, count: number) {
  if (count === 0) return t.cart;
  return count === 1 ? t.cartOne : fill(t.cartMany, { count });
}

function profileLabel(t: Strings<"layout">, viewer: HeaderViewer) {
  if (!viewer) return t.profileSignedOut;
  return viewer.name ? fill(t.profileSignedIn, { name: viewer.name }) : t.profileSignedInYou;
}

/** A main navigation entry, marked as the current page while the shopper is in its section. */
function SectionLink({ to, pathname, children }: { to: `/${string}`; pathname: string; children: React.ReactNode }) {
  const current = isCurrentSection(pathname, to);
  return (
    <PageLink
      to={to}
      aria-current={current ? "page" : undefined}
      className={`rounded-md px-3 py-2 text-sm font-medium ${current ? "text-brand-700" : "text-ink hover:bg-stone-100"}`}
    >
      {children}
    </PageLink>
  );
}

type MenuRef = { menuRef: React.RefObject<HTMLDetailsElement> };

/**
 * A <details> disclosure: it opens without JavaScript (click, Enter or Space on "Products"), and
 * every entry is a real link. JavaScript adds hover, arrow keys, Escape and type-ahead.
 */
function ProductsDropdown({ menuRef }: MenuRef) {
  const t = useStrings("layout");
  return (
    <MemoizedMarkup as="details" elementRef={menuRef} className="group relative" memoKey={`products-menu ${useLanguage()}`}>
      <ProductsDropdownContents t={t} />
    </MemoizedMarkup>
  );
}

function ProductsDropdownContents({ t }: { t: Strings<"layout"> }) {
  return (
    <>
      <summary className="flex list-none items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-ink hover:bg-stone-100">
        {t["nav.products"]} <ChevronDownIcon className="h-4 w-4 transition-transform group-open:rotate-180" />
      </summary>
      <ul
        className="absolute start-0 top-full z-50 mt-1 w-56 rounded-md border border-line bg-white py-2 shadow-lg"
        role="list"
        aria-label={t["nav.products"]}
      >
        {productsMenu(t).map((entry) => (
          <li key={entry.href}>
            <PageLink to={entry.href} className="block px-4 py-2 text-sm text-ink hover:bg-brand-50 focus:bg-brand-50">
              {entry.label}
            </PageLink>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The small-screen menu, also a <details>: while open, its summary becomes the dimmed backdrop, so
 * a tap beside the panel closes it without JavaScript.
 */
function SideMenu({ menuRef }: MenuRef) {
  const t = useStrings("layout");
  return (
    <MemoizedMarkup as="details" elementRef={menuRef} className="group lg:hidden" memoKey={`side-menu ${useLanguage()}`}>
      <SideMenuContents t={t} />
    </MemoizedMarkup>
  );
}

function SideMenuContents({ t }: { t: Strings<"layout"> }) {
  return (
    <>
      <summary className="list-none rounded-md p-2 text-ink hover:bg-stone-100 group-open:fixed group-open:inset-0 group-open:z-40 group-open:rounded-none group-open:bg-black/40 group-open:p-0">
        <span className="group-open:hidden">
          <MenuIcon />
        </span>
        <span className="sr-only">
          <span className="group-open:hidden">{t.openMenu}</span>
          <span className="hidden group-open:inline">{t.closeMenu}</span>
        </span>
      </summary>
      <nav
        aria-label={t.sideMenu}
        className="fixed inset-y-0 start-0 z-50 w-72 max-w-[85vw] overflow-y-auto border-e border-line bg-white p-4 shadow-xl"
      >
        <ul role="list" className="space-y-1">
          {primaryNavigation.map((entry) => (
            <li key={entry.href}>
              <PageLink to={entry.href} className="block rounded-md px-3 py-2 font-medium hover:bg-stone-100">
                {t[entry.key]}
              </PageLink>
            </li>
          ))}
        </ul>
        <p id="side-menu-products" className="mt-4 px-3 text-xs font-semibold uppercase tracking-wide text-muted">
          {t["nav.products"]}
        </p>
        <ul role="list" aria-labelledby="side-menu-products" className="mt-1 space-y-1">
          {productsMenu(t).map((entry) => (
            <li key={entry.href}>
              <PageLink to={entry.href} className="block rounded-md px-3 py-2 hover:bg-stone-100">
                {entry.label}
              </PageLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
