import { Link } from "@remix-run/react";
import { namespaceMeta } from "~/lib/i18n/page-meta";
import { stringsLoader } from "~/lib/i18n/page-strings-loader.server";
import { useStrings } from "~/lib/i18n/use-strings";

export const meta = namespaceMeta("about");

export const loader = stringsLoader("about");

// Their words are the about strings (app/locales/LANGUAGE/about.ts), named by each one's id.
const productLines = ["traditional", "non-stick", "sets"] as const;
const coreValues = ["quality", "chef", "prices", "lasting", "customers", "rooted"] as const;

export default function AboutUsPage() {
  const t = useStrings("about");
  return (
    <div className="page">
      <h1 className="page-title">{t.title}</h1>
      <p className="mt-3 max-w-3xl text-lg text-muted">{t.lead}</p>

      <section aria-labelledby="story-heading" className="mt-10 max-w-3xl">
        <h2 id="story-heading" className="font-display text-2xl font-semibold">
          {t.storyTitle}
        </h2>
        <p className="mt-3 text-muted">{t.story1}</p>
        <p className="mt-3 text-muted">{t.story2}</p>
      </section>

      <section aria-labelledby="lines-heading" className="mt-12">
        <h2 id="lines-heading" className="font-display text-2xl font-semibold">
          {t.linesTitle}
        </h2>
        <ul role="list" className="mt-4 grid gap-4 md:grid-cols-3">
          {productLines.map((line) => (
            <li key={line} className="card">
              <h3 className="font-semibold">{t[`line.${line}.name`]}</h3>
              <p className="mt-2 text-sm text-muted">{t[`line.${line}.text`]}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="values-heading" className="mt-12">
        <h2 id="values-heading" className="font-display text-2xl font-semibold">
          {t.valuesTitle}
        </h2>
        <ul role="list" className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {coreValues.map((value) => (
            <li key={value} className="card">
              <h3 className="font-semibold">{t[`value.${value}.name`]}</h3>
              <p className="mt-2 text-sm text-muted">{t[`value.${value}.text`]}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="mission-heading" className="mt-12 max-w-3xl">
        <h2 id="mission-heading" className="font-display text-2xl font-semibold">
          {t.missionTitle}
        </h2>
        <p className="mt-3 text-muted">{t.mission}</p>
      </section>

      <div className="mt-12 flex flex-wrap gap-3">
        {/* Capitalised on purpose (a link test keeps them): route matching ignores case, so these reach /products and /contact-us. */}
        <Link to="/Products" className="btn-primary">
          {t.shop}
        </Link>
        <Link to="/Contact-us" className="btn-secondary">
          {t.contact}
        </Link>
      </div>
    </div>
  );
}
