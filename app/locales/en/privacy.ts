/** The privacy policy. `{{email}}` and `{{contactForm}}` are links; `{{couriers}}` the store's couriers. */
export const privacy = {
  title: "Privacy Policy",
  description: "What personal data Cookware.pk keeps, why we keep it, how long, who sees it, and how to ask us to change or delete it.",
  lead: "We keep only the data we need to sell and deliver your cookware and to answer your questions. We do not sell it, and we do not track you across other websites.",
  keepTitle: "What we keep, and why",
  "keep.account.name": "Your account",
  "keep.account.text":
    ": your name, email address and a password stored only as a one-way hash, so that you can sign in and see your orders.",
  "keep.delivery.name": "Your phone number and delivery addresses",
  "keep.delivery.text": ", so that couriers can deliver your orders and call you when they arrive.",
  "keep.orders.name": "Your cart and your orders",
  "keep.orders.text":
    ": the products, quantities, prices, delivery address and status of each order, to deliver it, handle returns and warranty claims, and keep the accounting records the law requires.",
  "keep.messages.name": "Messages you send us",
  "keep.messages.text": " through the contact form (name, email address, phone number, subject and message), to answer them.",
  "keep.newsletter.name": "Your email address for our newsletter",
  "keep.newsletter.text": ", only if you subscribe, to send you news and offers.",
  cookiesTitle: "Cookies",
  cookies:
    "We use one cookie that keeps you signed in and carries short messages from one page to the next (such as “Your message has been sent!”). It is needed for the store to work. We use no advertising or analytics cookies.",
  whoTitle: "Who sees your data",
  who: "Our staff, to process your orders and answer you; our couriers ({{couriers}}), who receive your name, phone number and delivery address; and the companies that host our website and send our emails, under contracts that bind them to keep it confidential. We never sell your data.",
  howLongTitle: "How long we keep it",
  howLong:
    "Account data as long as your account is open. Order records for as long as tax law requires. Contact messages for up to two years. Newsletter subscriptions until you unsubscribe.",
  choicesTitle: "Your choices",
  choices:
    "You can see and correct your name, phone number and addresses in your profile at any time. To get a copy of your data, or to have your account and data deleted, email us at {{email}} or use our {{contactForm}}. We answer within 30 days.",
  contactForm: "contact form",
  securityTitle: "Security",
  security:
    "Passwords are stored only as slow one-way hashes, the website is served over an encrypted connection, and only the staff who need your data can see it.",
};
