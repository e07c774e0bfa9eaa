import { careGuide, SEASONING } from "~/lib/content/care-guide";

/** Each material's name, intro and tips, keyed `id.name`, `id.intro`, `id.do1`…, `id.dont1`… (the guide's own texts). */
const materials = Object.fromEntries(
  careGuide.flatMap((material) => [
    [`${material.id}.name`, material.name],
    [`${material.id}.intro`, material.intro],
    ...material.dos.map((tip, index) => [`${material.id}.do${index + 1}`, tip]),
    ...material.donts.map((tip, index) => [`${material.id}.dont${index + 1}`, tip]),
  ]),
) as Record<`${string}.${string}`, string>;

const frame = {
  title: "Product Care Guide",
  description: `How to care for cast iron (seasoning at ${SEASONING.temperature} for ${SEASONING.duration}), non-stick, marble-coated, stainless steel and metal-finish cookware.`,
  lead: "Good care keeps your cookware cooking beautifully for years. Here is what to do, and what to avoid, for each material.",
  materials: "Materials",
  do: "Do",
  dont: "Don't",
  notSure: "Not sure how to care for your piece? {{ask}} or read the {{faq}}.",
  ask: "Ask us",
  faq: "FAQ",
};

/** The product care guide: the page's frame, and the guide (app/lib/content/care-guide.ts) keyed by material. */
export const care: typeof frame & typeof materials = { ...frame, ...materials };
