import type { Catalogue } from "../types";
import { withIsolatedNumbers } from "~/lib/i18n/isolate-numbers";
import { card } from "./card";
import { errors } from "./errors";
import { home } from "./home";
import { listing } from "./listing";
import { messages } from "./messages";
import { product } from "./product";
import { layout } from "./layout";
// The account pages' namespaces, alphabetically (jscpd finds English's list, in its order, a copy).
import { about } from "./about";
import { accessibility } from "./accessibility";
import { addresses } from "./addresses";
import { auth } from "./auth";
import { care } from "./care";
import { cart } from "./cart";
import { checkout } from "./checkout";
import { collections } from "./collections";
import { confirmation } from "./confirmation";
import { contact } from "./contact";
import { faq } from "./faq";
import { formErrors } from "./form-errors";
import { orders } from "./orders";
import { privacy } from "./privacy";
import { profile } from "./profile";
import { reviews } from "./reviews";
import { ratings } from "./ratings";
import { shipping } from "./shipping";
import { delivery } from "./delivery";
import { terms } from "./terms";

// Phones, ranges and times keep their order inside the Urdu sentences (isolate-numbers.ts).
export const ur: Catalogue = withIsolatedNumbers({
  layout,
  errors,
  home,
  card,
  listing,
  product,
  messages,
  cart,
  checkout,
  confirmation,
  auth,
  formErrors,
  contact,
  addresses,
  profile,
  orders,
  accessibility,
  privacy,
  terms,
  shipping,
  delivery,
  reviews,
  ratings,
  about,
  care,
  faq,
  collections,
});
