import type { Catalogue } from "../types";
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

export const ur: Catalogue = { layout, errors, home, card, listing, product, messages, cart, checkout, confirmation };
