import { business } from "../../../contract/business";

const { deliveryBusinessDays: days } = business;

/** The terms of service. `{{…}}` placeholders are links and contact details the page puts in. */
export const terms = {
  title: "Terms of Service",
  description:
    "The terms of buying from Cookware.pk: accounts, prices in rupees, cash on delivery, delivery, returns, cancellations and warranty.",
  lead: "These terms apply to every order placed on Cookware.pk. By placing an order you accept them.",
  accountTitle: "Your account",
  account:
    "You need an account to place an order. Keep your password to yourself; you are responsible for orders placed with your account. Give us a correct name, phone number and delivery address.",
  pricesTitle: "Prices",
  prices:
    "Prices are in Pakistani rupees and include taxes. The price that applies is the one shown when you place your order. If a price was shown by mistake, we will tell you before dispatch and you may cancel at no cost.",
  codTitle: "Cash on delivery",
  cod1: "Orders placed on this website are paid in cash to the courier when your order is delivered.",
  cod2: "Please have the exact amount ready; couriers may not carry change.",
  cod3: "You may check the parcel for visible damage before paying. Refusing a parcel without a reason may lead us to ask for advance payment on later orders.",
  cod4: "Card payment is currently unavailable.",
  deliveryTitle: "Delivery",
  delivery: `We deliver across Pakistan, usually in ${days.majorCities} business days to major cities and ${days.elsewhere} business days elsewhere. {{charges}} See our {{shippingLink}}.`,
  shippingLink: "shipping and returns policy",
  changesTitle: "Changes, cancellations and returns",
  changes: `You can change or cancel an order within ${business.orderChangeWindowHours} hours of placing it. Unused items in their original packaging can be returned within ${business.returnWindowDays} days of delivery with proof of purchase; refunds are made within ${business.refundBusinessDays} business days of us receiving the item.`,
  warrantyTitle: "Warranty",
  warranty:
    "Our cookware carries a lifetime warranty against manufacturing defects. It does not cover wear from normal use, or damage from misuse, overheating or abrasive cleaning (see our {{careLink}}).",
  careLink: "product care guide",
  dataTitle: "Your data",
  data: "How we use your data is explained in our {{privacyLink}}.",
  privacyLink: "privacy policy",
  lawTitle: "Law and questions",
  law: "These terms are governed by the laws of Pakistan. Questions? Email {{email}} or call {{phone}}.",
};
