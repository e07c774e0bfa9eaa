/** What the contact form tells the shopper after a send. */
export const CONTACT_SENT = "Your message has been sent!";
export const CONTACT_FAILED = "Failed to send message. Please try again later.";
export const CONTACT_RATE_LIMITED =
  "You have sent the most messages we accept from one email address in an hour. Please wait a while before sending another, or call us.";
export const CONTACT_SPAM = "We could not accept this message. Please reload the page and send it again.";
