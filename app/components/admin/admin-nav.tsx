import { NavLink } from "@remix-run/react";
import { REMITTANCE_NAV_LABEL, REMITTANCES_PATH } from "../../../contract/order-lifecycle/remittances";
import { SEARCH_SYNONYMS_PATH } from "../../../contract/search-synonyms";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${isActive ? "bg-brand-900 text-white" : "text-ink hover:bg-stone-100"}`;

/** The back office's own bar, under the site's header: where an operator works. */
export function AdminNav() {
  return (
    <div className="border-b border-line bg-stone-50">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-4 py-2 sm:px-6 lg:px-8">
        <p className="mr-4 text-sm font-semibold text-brand-900">Operations</p>
        <nav aria-label="Operations" className="flex flex-wrap gap-1">
          <NavLink to="/admin" end className={linkClass}>
            Dashboard
          </NavLink>
          <NavLink to="/admin/orders" className={linkClass}>
            Orders
          </NavLink>
          <NavLink to={REMITTANCES_PATH} className={linkClass}>
            {REMITTANCE_NAV_LABEL}
          </NavLink>
          <NavLink to="/admin/customers" className={linkClass}>
            Customers
          </NavLink>
          <NavLink to="/admin/products" className={linkClass}>
            Products
          </NavLink>
          <NavLink to="/admin/settings" className={linkClass}>
            Settings
          </NavLink>
          <NavLink to="/admin/reviews" className={linkClass}>
            Reviews
          </NavLink>
          <NavLink to={SEARCH_SYNONYMS_PATH} className={linkClass}>
            Search words
          </NavLink>
          <NavLink to="/admin/system" className={linkClass}>
            System
          </NavLink>
        </nav>
      </div>
    </div>
  );
}
