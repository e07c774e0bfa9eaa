import { business } from "../../../contract/business";
import { joinList } from "../site/text";
import { SEASONING } from "./care-guide";

export const faqCategories = [
  { value: "orders", label: "Orders" },
  { value: "shipping", label: "Shipping" },
  { value: "returns", label: "Returns" },
  { value: "products", label: "Products" },
  { value: "account", label: "Account" },
] as const;

export type FaqCategory = (typeof faqCategories)[number]["value"];
export type FaqEntry = { category: FaqCategory; question: string; answer: string };

/** Where an answer quotes the delivery rule in force: the page fills it (app/lib/content/delivery-charges.ts). */
export const DELIVERY_CHARGES = "{{deliveryCharges}}";
// "Cash on delivery" reads as "cash on delivery" mid-sentence; brand names keep their capitals.
const inSentence = (phrase: string) => (/^[A-Z][a-z]+ /.test(phrase) ? phrase[0].toLowerCase() + phrase.slice(1) : phrase);
const paymentList = joinList(business.acceptedPayments.map(inSentence));

/** The store's questions and answers; every figure comes from the business constants. */
export const faqEntries: readonly FaqEntry[] = [
  {
    category: "orders",
    question: "How do I place an order?",
    answer:
      "Browse our products, choose a size and quantity, and add them to your cart. At checkout, choose or add a delivery address, accept the terms and place your order. You will get an order number and a confirmation email.",
  },
  {
    category: "orders",
    question: "Do I need an account to order?",
    answer: business.guestCheckout
      ? "No. You can check out as a guest, or create an account to track your orders."
      : "Yes. Ordering needs a free account, so that we can keep your delivery addresses and you can follow your orders in your order history. Creating one takes a minute: just an email address and a password.",
  },
  {
    category: "orders",
    question: "Which payment methods do you accept?",
    answer: `We accept ${paymentList}. Orders placed on this website are paid by cash on delivery; card payment is currently unavailable. If you would rather pay by bank transfer, JazzCash or EasyPaisa, contact us before your order is dispatched.`,
  },
  {
    category: "orders",
    question: "Can I change or cancel my order?",
    answer: `Yes, within ${business.orderChangeWindowHours} hours of placing it. Contact us with your order number and we will change or cancel it before it is packed.`,
  },
  {
    category: "orders",
    question: "How can I track my order?",
    answer:
      "Your order history lists every order with its status and tracking ID. Once your order is shipped, use the tracking ID on the courier's website.",
  },
  {
    category: "shipping",
    question: "How much does delivery cost?",
    answer: DELIVERY_CHARGES,
  },
  {
    category: "shipping",
    question: "How long does delivery take?",
    answer: `${business.deliveryBusinessDays.majorCities} business days to major cities and ${business.deliveryBusinessDays.elsewhere} business days to other cities across Pakistan.`,
  },
  {
    category: "shipping",
    question: "Which couriers do you use?",
    answer: `We ship with ${joinList(business.couriers)}.`,
  },
  {
    category: "shipping",
    question: "Do you deliver outside Pakistan?",
    answer: "Not yet. We deliver to addresses across Pakistan only.",
  },
  {
    category: "returns",
    question: "What is your return policy?",
    answer: `You can return unused items in their original packaging within ${business.returnWindowDays} days of delivery, with proof of purchase. Return shipping is paid by the customer unless the item arrived damaged or was not what you ordered.`,
  },
  {
    category: "returns",
    question: "When will I get my refund?",
    answer: `Refunds are made within ${business.refundBusinessDays} business days of us receiving the returned item.`,
  },
  {
    category: "returns",
    question: "Which items cannot be returned?",
    answer: "Clearance and sale items, custom products, and items damaged by misuse cannot be returned.",
  },
  {
    category: "returns",
    question: "Can I exchange an item for another size?",
    answer: "Yes, exchanges for another size or colour are possible within the return window, subject to availability.",
  },
  {
    category: "products",
    question: "What materials is your cookware made of?",
    answer:
      "Our range covers cast iron, stainless steel, metal-finish aluminium, non-stick and marble-coated pots and pans. Each product page lists its material, sizes and what is in the box.",
  },
  {
    category: "products",
    question: "Is your cookware covered by a warranty?",
    answer: "Yes. Our cookware carries a lifetime warranty against manufacturing defects. Damage from misuse is not covered.",
  },
  {
    category: "products",
    question: "How do I season a cast iron pan?",
    answer: `Wash and dry it completely, rub a thin layer of cooking oil over every surface, then bake it upside down at ${SEASONING.temperature} for ${SEASONING.duration}. Our product care guide has more tips for every material.`,
  },
  {
    category: "products",
    question: "Is non-stick cookware safe on high heat?",
    answer:
      "Use non-stick pans on low to medium heat. High heat wears the coating sooner. Use wooden or silicone utensils to protect the surface.",
  },
  {
    category: "account",
    question: "How do I create an account?",
    answer: "Choose Sign in at the top of any page, then Create an account. You need an email address and a password.",
  },
  {
    category: "account",
    question: "How do I update my phone number or addresses?",
    answer:
      "Open your profile from the person icon at the top of the page. You can edit your name and phone number and add delivery addresses there.",
  },
  {
    category: "account",
    question: "Can I change the email address of my account?",
    answer: "No, the email address of an account cannot be changed. Contact us if you need help with your account.",
  },
];

export function isFaqCategory(value: string | null | undefined): value is FaqCategory {
  return faqCategories.some((category) => category.value === value);
}

/** Entries whose question or answer contains the search text (any case), in the chosen category. */
export function filterFaq(entries: readonly FaqEntry[], { query, category }: { query?: string | null; category?: string | null }) {
  const needle = (query ?? "").trim().toLowerCase();
  return entries.filter(
    (entry) =>
      (!isFaqCategory(category) || entry.category === category) &&
      (!needle || entry.question.toLowerCase().includes(needle) || entry.answer.toLowerCase().includes(needle)),
  );
}
