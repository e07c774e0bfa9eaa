import { Link } from "@remix-run/react";
import { business } from "../../contract/business";
import { footerNavigation, type SocialLink } from "~/lib/site/navigation";

export function SiteFooter({ socialLinks }: { socialLinks: SocialLink[] }) {
  return (
    <footer className="border-t border-line bg-brand-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div>
          <p className="font-display text-lg font-bold text-brand-900">Cookware.pk</p>
          <p className="mt-2 text-sm text-muted">
            Premium handi, karahi and cookware for home cooks and professional chefs across Pakistan. Cash on delivery.
          </p>
          {socialLinks.length > 0 ? (
            <ul role="list" className="mt-4 flex gap-3 text-sm">
              {socialLinks.map((link) => (
                <li key={link.name}>
                  <a href={link.href} rel="noopener noreferrer" className="text-brand-700 underline-offset-2 hover:underline">
                    {link.name}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <FooterColumn title="Shop" links={footerNavigation.shop} />
        <FooterColumn title="Customer Service" links={footerNavigation.customerService} />
        <div>
          <h2 className="text-sm font-semibold text-ink">Business hours</h2>
          <p className="mt-3 text-sm text-muted">{business.businessHours.weekdays}</p>
          <p className="text-sm text-muted">{business.businessHours.sunday}</p>
        </div>
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-muted sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>© {new Date().getFullYear()} Cookware.pk. All rights reserved.</p>
          <ul role="list" className="flex flex-wrap gap-4">
            {footerNavigation.legal.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className="hover:text-brand-700">
                  {link.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({ title, links }: { title: string; links: ReadonlyArray<{ name: string; href: string }> }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-ink">{title}</h2>
      <ul role="list" className="mt-3 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className="text-muted hover:text-brand-700">
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
