import { ORDER_NOT_FOUND, PRODUCT_NO_LONGER_AVAILABLE, PRODUCT_NOT_FOUND } from "../../../contract/messages";

/** The error pages' texts: the root loader sends them with every page, for any route's error boundary. */
export const errors = {
  "error.notFoundTitle": "Page not found",
  "error.notFoundText": "We could not find what you were looking for.",
  "error.goHome": "Go to home",
  "error.browse": "Browse products",
  "error.needHelp": "Need help?",
  "error.readFaq": "Read the FAQ",
  "error.or": "or",
  "error.contactUs": "contact us",
  "error.unreadableTitle": "Something here could not be read",
  "error.unreadableText":
    "This page's address, or the form sent from it, holds something we cannot use, such as a character no one types. Please check the link or go back and try again, or start from the home page.",
  "error.tooManyTitle": "Too many requests",
  "error.tooManyText": "Please wait a moment and try again.",
  "error.genericTitle": "Something went wrong",
  "error.genericText": "We could not show this page. Please try again in a moment.",
  "error.unavailableTitle": "We'll be right back",
  "error.unavailableText": "Our store is taking a short break. Please try again in a moment — nothing you saved has been lost.",
  "error.tryAgain": "Try again",
  "error.reference": "If you contact us, quote this reference:",
  "signInPrompt.title": "Please sign in",
  "signInPrompt.text": "Sign in to see our cookware, your cart and your orders.",
  "signInPrompt.newHere": "New here?",
  "signInPrompt.createAccount": "Create an account",
  "signInPrompt.signIn": "Sign in",
  "error.productNotFoundTitle": PRODUCT_NOT_FOUND,
  "error.productNotFoundText": "This product does not exist or is no longer sold.",
  "error.backToProducts": "Back to Products",
  "error.productGoneTitle": PRODUCT_NO_LONGER_AVAILABLE,
  "error.productGoneText": "It has left our catalogue. These may suit you instead:",
  "error.seeBestSellers": "Best sellers",
  "error.orderNotFoundTitle": ORDER_NOT_FOUND,
  "error.orderNotFoundText": "We could not find this order in your account.",
  /** The heading of every form's error summary (ui/form-error-summary). */
  "form.problems": "There is a problem",
};
