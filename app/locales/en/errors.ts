import { PRODUCT_NOT_FOUND } from "../../../contract/messages";

/**
 * The error pages' texts. They are also the client's fallback when the root loader itself failed
 * (no strings came with the page), so they stay short and few.
 */
export const errors = {
  "error.notFoundTitle": "Page not found",
  "error.notFoundText": "We could not find what you were looking for.",
  "error.searchLabel": "Search products",
  "error.searchPlaceholder": "Search cookware",
  "error.search": "Search",
  "error.goHome": "Go to home",
  "error.browse": "Browse products",
  "error.needHelp": "Need help?",
  "error.readFaq": "Read the FAQ",
  "error.or": "or",
  "error.contactUs": "contact us",
  "error.tooManyTitle": "Too many requests",
  "error.tooManyText": "Please wait a moment and try again.",
  "error.genericTitle": "Something went wrong",
  "error.genericText": "We could not show this page. Please try again in a moment.",
  "error.unavailableTitle": "We'll be right back",
  "error.unavailableText": "Our store is taking a short break. Please try again in a moment — nothing you saved has been lost.",
  "error.tryAgain": "Try again",
  "signInPrompt.title": "Please sign in",
  "signInPrompt.text": "Sign in to see our cookware, your cart and your orders.",
  "signInPrompt.newHere": "New here?",
  "signInPrompt.createAccount": "Create an account",
  "signInPrompt.signIn": "Sign in",
  "error.productNotFoundTitle": PRODUCT_NOT_FOUND,
  "error.productNotFoundText": "This product does not exist or is no longer sold.",
  "error.backToProducts": "Back to Products",
};
