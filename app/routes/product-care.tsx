import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { careGuide, SEASONING } from "~/lib/content/care-guide";
import { pageMeta } from "~/lib/site/seo";

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Product Care Guide",
    description: `How to care for cast iron (seasoning at ${SEASONING.temperature} for ${SEASONING.duration}), non-stick, marble-coated, stainless steel and metal-finish cookware.`,
  });

export default function ProductCarePage() {
  return (
    <div className="page">
      <h1 className="page-title">Product Care Guide</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">
        Good care keeps your cookware cooking beautifully for years. Here is what to do, and what to avoid, for each material.
      </p>
      <nav aria-label="Materials" className="mt-6">
        <ul role="list" className="flex flex-wrap gap-2">
          {careGuide.map((material) => (
            <li key={material.id}>
              <a
                href={`#${material.id}`}
                className="rounded-full border border-stone-300 px-4 py-1.5 text-sm font-medium hover:border-brand-700"
              >
                {material.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8 space-y-10">
        {careGuide.map((material) => (
          <section key={material.id} id={material.id} aria-labelledby={`${material.id}-heading`} className="scroll-mt-24">
            <h2 id={`${material.id}-heading`} className="font-display text-2xl font-semibold">
              {material.name}
            </h2>
            <p className="mt-2 text-muted">{material.intro}</p>
            <div className="mt-4 grid gap-4 md:grid-cols-2">
              <div className="card border-green-200 bg-green-50">
                <h3 className="font-semibold text-green-900">Do</h3>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-green-950">
                  {material.dos.map((tip) => (
                    <li key={tip}>{tip}</li>
                  ))}
                </ul>
              </div>
              <div className="card border-red-200 bg-red-50">
                <h3 className="font-semibold text-red-900">Don&apos;t</h3>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-red-950">
                  {material.donts.map((tip) => (
                    <li key={tip}>{tip}</li>
                  ))}
                </ul>
              </div>
            </div>
          </section>
        ))}
      </div>
      <p className="mt-10 text-muted">
        Not sure how to care for your piece?{" "}
        <Link to="/contact-us" className="font-medium text-brand-700 underline">
          Ask us
        </Link>{" "}
        or read the{" "}
        <Link to="/faq" className="font-medium text-brand-700 underline">
          FAQ
        </Link>
        .
      </p>
    </div>
  );
}
