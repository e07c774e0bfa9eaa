import { Link } from "@remix-run/react";
import { careGuide } from "~/lib/content/care-guide";
import { namespaceMeta } from "~/lib/i18n/page-meta";
import { stringsLoader } from "~/lib/i18n/page-strings-loader.server";
import { rich } from "~/lib/i18n/rich";
import { useStrings } from "~/lib/i18n/use-strings";

export const meta = namespaceMeta("care");

export const loader = stringsLoader("care");

const link = "font-medium text-brand-700 underline";

export default function ProductCarePage() {
  const t = useStrings("care");
  return (
    <div className="page">
      <h1 className="page-title">{t.title}</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">{t.lead}</p>
      <nav aria-label={t.materials} className="mt-6">
        <ul role="list" className="flex flex-wrap gap-2">
          {careGuide.map((material) => (
            <li key={material.id}>
              <a
                href={`#${material.id}`}
                className="rounded-full border border-stone-300 px-4 py-1.5 text-sm font-medium hover:border-brand-700"
              >
                {t[`${material.id}.name`]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8 space-y-10">
        {careGuide.map((material) => (
          <section key={material.id} id={material.id} aria-labelledby={`${material.id}-heading`}>
            <h2 id={`${material.id}-heading`} className="font-display text-2xl font-semibold">
              {t[`${material.id}.name`]}
            </h2>
            <p className="mt-2 text-muted">{t[`${material.id}.intro`]}</p>
            <div className="mt-4 grid gap-4 md:grid-cols-2">
              <div className="card border-green-200 bg-green-50">
                <h3 className="font-semibold text-green-900">{t.do}</h3>
                <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-green-950">
                  {material.dos.map((_, index) => (
                    <li key={index}>{t[`${material.id}.do${index + 1}`]}</li>
                  ))}
                </ul>
              </div>
              <div className="card border-red-200 bg-red-50">
                <h3 className="font-semibold text-red-900">{t.dont}</h3>
                <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-red-950">
                  {material.donts.map((_, index) => (
                    <li key={index}>{t[`${material.id}.dont${index + 1}`]}</li>
                  ))}
                </ul>
              </div>
            </div>
          </section>
        ))}
      </div>
      <p className="mt-10 text-muted">
        {rich(t.notSure, {
          ask: (
            <Link to="/contact-us" className={link}>
              {t.ask}
            </Link>
          ),
          faq: (
            <Link to="/faq" className={link}>
              {t.faq}
            </Link>
          ),
        })}
      </p>
    </div>
  );
}
