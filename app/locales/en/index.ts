import { card } from "./card";
import { errors } from "./errors";
import { home } from "./home";
import { listing } from "./listing";
import { messages } from "./messages";
import { product } from "./product";
import { layout } from "./layout";
import { auth } from "./auth";
import { formErrors } from "./form-errors";
import { contact } from "./contact";
import { addresses } from "./addresses";
import { profile } from "./profile";
import { orders } from "./orders";
import { accessibility } from "./accessibility";
import { privacy } from "./privacy";
import { terms } from "./terms";
import { shipping } from "./shipping";
import { delivery } from "./delivery";
import { reviews } from "./reviews";
import { ratings } from "./ratings";
import { about } from "./about";
import { care } from "./care";
import { faq } from "./faq";
import { collections } from "./collections";
import { cart } from "./cart";
import { checkout } from "./checkout";
import { confirmation } from "./confirmation";

/** The English catalogue: its keys are every language's keys, its texts the specification's. */
export const en = {
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
};
