import { collections as shopCollections } from "~/lib/catalogue/collections";

/** Each collection's title and description (app/lib/catalogue/collections.ts owns them), keyed by slug. */
const named = Object.fromEntries(
  shopCollections.flatMap((collection) => [
    [`${collection.slug}.title`, collection.title],
    [`${collection.slug}.description`, collection.description],
  ]),
) as Record<`${string}.${"title" | "description"}`, string>;

const frame = {
  metaTitle: "{{title}} Collection",
  products: "Products",
  breadcrumb: "Breadcrumb",
  comingSoon: "{{title}} coming soon",
  nothingYet: "Nothing here yet",
  preparing: "We are preparing our {{range}} range. In the meantime, explore the rest of our cookware.",
  noProducts: "There are no products in this collection right now. Please have a look at our other cookware.",
  browseAll: "Browse all products",
  showingOne: "Showing {{shown}} of {{total}} product",
  showingMany: "Showing {{shown}} of {{total}} products",
  gridLabel: "{{title}} products",
  pages: "Pages",
  previous: "Previous page",
  next: "Next page",
  pageOf: "Page {{page}} of {{count}}",
};

/** A collection's page (the footer's Shop links). */
export const collections: typeof frame & typeof named = { ...frame, ...named };
