import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { business } from "../../contract/business";
import { formatRupees } from "../../contract/money";
import { pageMeta } from "~/lib/site/seo";

export const meta: MetaFunction = () =>
  pageMeta({
    title: "About Us",
    description: "The story of Cookware.pk: premium handi, karahi and cookware made for Pakistani kitchens, our values and our mission.",
  });

const productLines = [
  {
    name: "Traditional Handi & Karahi",
    text: "Heavy-based handi and karahi in metal finish, with steel handles and glass lids, made for slow-cooked salans, biryani and karahi gosht.",
  },
  {
    name: "Non-Stick & Marble Coated",
    text: "Everyday pans and pots with non-stick and marble coatings for low-oil cooking, parathas, eggs and quick weeknight meals.",
  },
  {
    name: "Cookware & Gift Sets",
    text: "Complete 15-piece and 18-piece sets and gift sets: a whole kitchen in one box, and a favourite wedding and housewarming gift.",
  },
] as const;

const coreValues = [
  { name: "Quality first", text: "Every piece is tested for even heating, sturdy handles and a finish that lasts." },
  { name: "Chef-approved design", text: "Professional chefs help us shape each pot and pan for real kitchens." },
  { name: "Honest prices", text: "Premium cookware at fair prices in rupees, with no hidden charges." },
  { name: "Built to last", text: "A lifetime warranty against manufacturing defects on our cookware." },
  { name: "Customers at the heart", text: "Real people answer your questions six and a half days a week." },
  { name: "Rooted in Pakistani cooking", text: "We design for the dishes you cook every day, from daal to nihari." },
] as const;

export default function AboutUsPage() {
  return (
    <div className="page">
      <h1 className="page-title">About Us</h1>
      <p className="mt-3 max-w-3xl text-lg text-muted">
        Premium cookware for every Pakistani kitchen, for home cooks and professional chefs alike.
      </p>

      <section aria-labelledby="story-heading" className="mt-10 max-w-3xl">
        <h2 id="story-heading" className="font-display text-2xl font-semibold">
          Our story
        </h2>
        <p className="mt-3 text-muted">
          Cookware.pk began in a family kitchen in Lahore, with a handi that cooked unevenly and a karahi whose handle came loose. We set
          out to find cookware that could keep up with Pakistani cooking: long, slow bhunai, high-heat tarka and big family meals. When we
          could not find it at a fair price, we started making it.
        </p>
        <p className="mt-3 text-muted">
          Today we work with chefs and manufacturers to bring premium handi, karahi, non-stick, marble-coated and cast-iron cookware to
          homes across Pakistan, delivered to your door with cash on delivery and free shipping on orders above{" "}
          {formatRupees(business.freeShippingThresholdRupees)}.
        </p>
      </section>

      <section aria-labelledby="lines-heading" className="mt-12">
        <h2 id="lines-heading" className="font-display text-2xl font-semibold">
          Our product lines
        </h2>
        <ul role="list" className="mt-4 grid gap-4 md:grid-cols-3">
          {productLines.map((line) => (
            <li key={line.name} className="card">
              <h3 className="font-semibold">{line.name}</h3>
              <p className="mt-2 text-sm text-muted">{line.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="values-heading" className="mt-12">
        <h2 id="values-heading" className="font-display text-2xl font-semibold">
          Our core values
        </h2>
        <ul role="list" className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {coreValues.map((value) => (
            <li key={value.name} className="card">
              <h3 className="font-semibold">{value.name}</h3>
              <p className="mt-2 text-sm text-muted">{value.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="mission-heading" className="mt-12 max-w-3xl">
        <h2 id="mission-heading" className="font-display text-2xl font-semibold">
          Our mission
        </h2>
        <p className="mt-3 text-muted">
          To put cookware that lasts a lifetime in every Pakistani kitchen: chef-approved, honestly priced, backed by a lifetime warranty
          against manufacturing defects, and easy to exchange for another size or colour, subject to availability.
        </p>
      </section>

      <div className="mt-12 flex flex-wrap gap-3">
        {/* Capitalised on purpose (a link test keeps them): route matching ignores case, so these reach /products and /contact-us. */}
        <Link to="/Products" className="btn-primary">
          Shop our cookware
        </Link>
        <Link to="/Contact-us" className="btn-secondary">
          Contact us
        </Link>
      </div>
    </div>
  );
}
