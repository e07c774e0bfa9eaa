import { fill, useLanguage, useStrings } from "~/lib/i18n/use-strings";
import { MemoizedMarkup } from "~/lib/render/markup-memo";
import type { Strings } from "~/locales/types";
import { footerNavigation, type SocialLink } from "~/lib/site/navigation";
import { PageLink } from "./ui/page-link";

type FooterLink = (typeof footerNavigation)[keyof typeof footerNavigation][number];

export function SiteFooter({ socialLinks }: { socialLinks: SocialLink[] }) {
  const t = useStrings("layout");
  const year = new Date().getFullYear();
  return (
    <MemoizedMarkup
      as="footer"
      className="border-t border-line bg-brand-50"
      memoKey={`footer ${useLanguage()} ${year} ${JSON.stringify(socialLinks)}`}
    >
      <FooterContents t={t} socialLinks={socialLinks} year={year} />
    </MemoizedMarkup>
  );
}

function FooterContents({ t, socialLinks, year }: { t: Strings<"layout">; socialLinks: SocialLink[]; year: number }) {
  return (
    <>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div>
          <p className="font-display text-lg font-bold text-brand-900">Cookware.pk</p>
          <p className="mt-2 text-sm text-muted">{t["footer.about"]}</p>
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
        <FooterColumn t={t} title={t["footer.shop"]} links={footerNavigation.shop} />
        <FooterColumn t={t} title={t["footer.customerService"]} links={footerNavigation.customerService} />
        <div>
          <h2 className="text-sm font-semibold text-ink">{t["footer.businessHours"]}</h2>
          <p className="mt-3 text-sm text-muted">{t["footer.weekdays"]}</p>
          <p className="text-sm text-muted">{t["footer.sunday"]}</p>
        </div>
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-muted sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>{fill(t["footer.rights"], { year })}</p>
          <ul role="list" className="flex flex-wrap gap-4">
            {footerNavigation.legal.map((link) => (
              <li key={link.href}>
                <PageLink to={link.href} className="hover:text-brand-700">
                  {t[link.key]}
                </PageLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </>
  );
}

function FooterColumn({ t, title, links }: { t: Strings<"layout">; title: string; links: readonly FooterLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-ink">{title}</h2>
      <ul role="list" className="mt-3 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <PageLink to={link.href} className="text-muted hover:text-brand-700">
              {t[link.key]}
            </PageLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
