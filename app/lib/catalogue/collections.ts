/** The footer's Shop links: each a titled listing backed by the same product listing as /products. */
export type Collection = {
  slug: string;
  title: string;
  description: string;
  /** While the catalogue has none of these, show a friendly "coming soon" page. */
  comingSoonWhenEmpty: boolean;
};

export const collections: readonly Collection[] = [
  {
    slug: "cookware",
    title: "Cookware",
    description: "Handi, karahi, gift sets and open cookware for every Pakistani kitchen.",
    comingSoonWhenEmpty: false,
  },
  {
    slug: "bakeware",
    title: "Bakeware",
    description: "Cake tins, baking trays and more for home bakers.",
    comingSoonWhenEmpty: true,
  },
  {
    slug: "accessories",
    title: "Accessories",
    description: "Lids, utensils and kitchen accessories that go with our cookware.",
    comingSoonWhenEmpty: true,
  },
  {
    slug: "sets",
    title: "Cookware Sets",
    description: "Gift sets and complete 15-piece and 18-piece cookware sets.",
    comingSoonWhenEmpty: false,
  },
  {
    slug: "new",
    title: "New Arrivals",
    description: "The newest additions to our cookware range.",
    comingSoonWhenEmpty: false,
  },
  {
    slug: "bestsellers",
    title: "Best Sellers",
    description: "Our most loved cookware, chosen by home cooks and chefs across Pakistan.",
    comingSoonWhenEmpty: false,
  },
  {
    slug: "limited",
    title: "Limited Edition",
    description: "Last pieces in stock: get them before they are gone.",
    comingSoonWhenEmpty: false,
  },
];

export function findCollection(slug: string | undefined): Collection | undefined {
  const wanted = slug?.toLowerCase();
  return collections.find((collection) => collection.slug === wanted);
}
