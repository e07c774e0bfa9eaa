import { card } from "./card";
import { errors } from "./errors";
import { home } from "./home";
import { listing } from "./listing";
import { messages } from "./messages";
import { product } from "./product";
import { layout } from "./layout";
import { cart } from "./cart";
import { checkout } from "./checkout";
import { confirmation } from "./confirmation";

/** The English catalogue: its keys are every language's keys, its texts the specification's. */
export const en = { layout, errors, home, card, listing, product, messages, cart, checkout, confirmation };
