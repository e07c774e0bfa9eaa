import { Link, NavLink } from "@remix-run/react";
import { primaryNavigation, productsMenu } from "~/lib/navigation";
import { CartIcon, ChevronDownIcon, MenuIcon, UserIcon } from "./ui/icons";

export type HeaderViewer = { name: string } | null;

export function SiteHeader({ viewer, cartCount }: { viewer: HeaderViewer; cartCount: number }) {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:p-2">
        Skip to content
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <SideMenu />
        <Link to="/" className="font-display text-xl font-bold tracking-tight text-brand-900" aria-label="Cookware Store home">
          Cookware<span className="text-brand-500">.pk</span>
        </Link>
        <nav aria-label="Main" className="ml-6 hidden items-center gap-1 lg:flex">
          <NavLink to="/home" className={navLinkClass}>
            Home
          </NavLink>
          <ProductsDropdown />
          {primaryNavigation
            .filter((entry) => entry.name !== "Home")
            .map((entry) => (
              <NavLink key={entry.href} to={entry.href} className={navLinkClass}>
                {entry.name}
              </NavLink>
            ))}
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <Link to="/cart" className="relative rounded-md p-2 text-ink hover:bg-stone-100" aria-label={cartLabel(cartCount)}>
            <CartIcon />
            {cartCount > 0 ? (
              <span
                aria-hidden="true"
                className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-brand-700 px-1 text-center text-xs font-bold leading-5 text-white"
              >
                {cartCount > 99 ? "99+" : cartCount}
              </span>
            ) : null}
          </Link>
          <Link
            to="/profile"
            className="flex items-center gap-2 rounded-md p-2 text-ink hover:bg-stone-100"
            aria-label={viewer ? `Profile (signed in as ${viewer.name || "you"})` : "Profile (signed out)"}
          >
            <UserIcon />
            <span className="hidden text-sm sm:inline">{viewer ? viewer.name.split(" ")[0] || "Account" : "Sign in"}</span>
          </Link>
        </div>
      </div>
    </header>
  );
}

function cartLabel(count: number) {
  if (count === 0) return "Cart";
  return `Cart (${count} ${count === 1 ? "item" : "items"})`;
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${isActive ? "text-brand-700" : "text-ink hover:bg-stone-100"}`;

/** A <details> disclosure: it opens without JavaScript, and every link in it is a real link. */
function ProductsDropdown() {
  return (
    <details className="group relative" data-products-menu>
      <summary className="flex list-none items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-ink hover:bg-stone-100">
        Products <ChevronDownIcon className="h-4 w-4 transition-transform group-open:rotate-180" />
      </summary>
      <ul className="absolute left-0 top-full mt-1 w-56 rounded-md border border-line bg-white py-2 shadow-lg" role="list">
        {productsMenu.map((entry) => (
          <li key={entry.href}>
            <Link to={entry.href} className="block px-4 py-2 text-sm text-ink hover:bg-brand-50 focus:bg-brand-50">
              {entry.name}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

function SideMenu() {
  return (
    <details className="group lg:hidden">
      <summary className="list-none rounded-md p-2 text-ink hover:bg-stone-100" aria-label="Open menu">
        <MenuIcon />
      </summary>
      <nav
        aria-label="Side menu"
        className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] overflow-y-auto border-r border-line bg-white p-4 shadow-xl"
      >
        <ul role="list" className="space-y-1">
          {primaryNavigation.map((entry) => (
            <li key={entry.href}>
              <Link to={entry.href} className="block rounded-md px-3 py-2 font-medium hover:bg-stone-100">
                {entry.name}
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-4 px-3 text-xs font-semibold uppercase tracking-wide text-muted">Products</p>
        <ul role="list" className="mt-1 space-y-1">
          {productsMenu.map((entry) => (
            <li key={entry.href}>
              <Link to={entry.href} className="block rounded-md px-3 py-2 hover:bg-stone-100">
                {entry.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
