import { contactSubjects } from "~/lib/schemas/contact";
import { business } from "../../../contract/business";
import { labelled } from "./vocabulary";

/** The contact page and its form (its errors are in formErrors; business hours in layout). */
export const contact = {
  title: "Contact Us",
  description: "Questions about an order, a product or wholesale? Send Cookware.pk a message, call us, or visit us in Lahore.",
  intro: "Questions about an order, a product or a wholesale enquiry? Write to us and we will answer within one business day.",
  formHeading: "Send us a message",
  detailsHeading: "Contact details",
  email: "Email",
  phone: "Phone",
  address: "Address",
  addressText: business.contact.address,
  hoursHeading: "Business hours",
  mapLabel: `Map of our location in ${business.contact.address} (coming soon)`,
  mapSoon: "Map coming soon — {{address}}",
  followUs: "Follow us",
  fullName: "Full Name",
  emailAddress: "Email Address",
  phoneOptional: "Phone (optional)",
  subject: "Subject",
  selectSubject: "Select a subject",
  ...labelled("subject", contactSubjects, "value"),
  message: "Message",
  sending: "Sending...",
  send: "Send Message",
};
