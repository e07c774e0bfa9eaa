import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useStrings } from "~/lib/i18n/use-strings";
import { business } from "../../contract/business";

/** The frame of a written information page: a title, an optional lead and readable text. */
export function InfoPage({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <div className="page">
      <h1 className="page-title">{title}</h1>
      {lead ? <p className="mt-3 max-w-3xl text-lg text-muted">{lead}</p> : null}
      <div className="mt-8 max-w-3xl space-y-8 leading-relaxed text-ink">{children}</div>
    </div>
  );
}

export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="font-display text-2xl font-semibold">{title}</h2>
      <div className="mt-3 space-y-3 text-muted [&_li]:ms-5 [&_ul]:list-disc [&_ul]:space-y-1">{children}</div>
    </section>
  );
}

const inTextLink = "font-medium text-brand-700 underline";

/** A link inside the running text of an information page. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={inTextLink}>
      {children}
    </Link>
  );
}

export function SupportEmailLink() {
  return (
    <a href={`mailto:${business.contact.email}`} dir="ltr" className={inTextLink}>
      {business.contact.email}
    </a>
  );
}

/** The support phone number, with the hours it is answered when `withHours`. */
export function SupportPhone({ withHours = false }: { withHours?: boolean }) {
  const layout = useStrings("layout");
  return (
    <>
      <bdi>{business.contact.phone}</bdi>
      {withHours ? ` (${layout["footer.weekdays"]}, ${layout["footer.sunday"]})` : null}
    </>
  );
}
