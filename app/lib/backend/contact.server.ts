import type { ContactBody, NewsletterBody, OkJson } from "../../../contract/contact";
import { backendJson } from "./client.server";

/** `POST /email/contact`: a signed-in sender's token makes the message theirs. */
export function sendContactMessage(message: ContactBody, token?: string | null): Promise<OkJson> {
  return backendJson<OkJson>("/email/contact", { method: "POST", token, body: message });
}

/** `POST /newsletter`: subscribing twice is not an error. */
export function subscribeToNewsletter(subscription: NewsletterBody, token?: string | null): Promise<OkJson> {
  return backendJson<OkJson>("/newsletter", { method: "POST", token, body: subscription });
}
