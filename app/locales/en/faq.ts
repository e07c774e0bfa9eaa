import { faqCategories, faqEntries } from "~/lib/content/faq";
import { labelled } from "./vocabulary";

/** The questions and answers (app/lib/content/faq.ts owns them), keyed by their place: `q1`, `a1`, … */
const entries = Object.fromEntries(
  faqEntries.flatMap((entry, index) => [
    [`q${index + 1}`, entry.question],
    [`a${index + 1}`, entry.answer],
  ]),
) as Record<`${"q" | "a"}${number}`, string>;

const frame = {
  title: "Frequently Asked Questions",
  description: "Answers about orders, payment, delivery, returns, our cookware and your account at Cookware.pk.",
  lead: "Find answers about ordering, delivery, returns, our cookware and your account.",
  searchLabel: "Search the FAQ",
  searchField: "Search questions and answers",
  placeholder: "e.g. delivery, JazzCash, returns",
  search: "Search",
  category: "Category",
  all: "All",
  ...labelled("category", faqCategories, "value"),
  foundOne: "{{count}} question found",
  foundMany: "{{count}} questions found",
  count: "{{count}} questions",
  noMatch: "No questions match your search.",
  tryOther: "Try other words, {{showAll}} or {{askUs}}.",
  showAll: "show all questions",
  askUs: "ask us directly",
};

/** The FAQ page: its search and categories, and every question and answer. */
export const faq: typeof frame & typeof entries = { ...frame, ...entries };
