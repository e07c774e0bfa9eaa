import type { ContactBody } from "../../../contract/contact";
import { BackendError, isBackendUnavailable } from "../backend/client.server";
import { CONTACT_FAILED, CONTACT_RATE_LIMITED } from "./contact";
import type { ContactMessage } from "../schemas/contact";

/** The form's message as the backend takes it: the form calls the sender's name fullName. */
export function contactBodyFrom(message: ContactMessage): ContactBody {
  return {
    name: message.fullName,
    email: message.email,
    message: message.message,
    subject: message.subject,
    ...(message.phone ? { phone: message.phone } : {}),
  };
}

export type ContactFailure = {
  status: number;
  formErrors: string[];
  fieldErrors: Partial<Record<keyof ContactMessage, string[]>>;
};

// The backend names the full name `name`; the form calls it fullName.
const backendFieldToFormField: Record<string, keyof ContactMessage> = {
  name: "fullName",
  email: "email",
  message: "message",
  phone: "phone",
  subject: "subject",
};

/**
 * What the shopper sees when sending failed: always the same failure text; the rate limit and
 * the fields the backend rejected are said plainly next to it.
 */
export function contactFailure(error: unknown): ContactFailure {
  if (error instanceof BackendError) {
    if (error.status === 429) return { status: 429, formErrors: [CONTACT_FAILED, CONTACT_RATE_LIMITED], fieldErrors: {} };
    const fieldErrors: ContactFailure["fieldErrors"] = {};
    for (const [field, text] of Object.entries(error.fields)) {
      const formField = backendFieldToFormField[field];
      if (formField) fieldErrors[formField] = [text];
    }
    if (Object.keys(fieldErrors).length > 0) return { status: 400, formErrors: [CONTACT_FAILED], fieldErrors };
    return { status: 502, formErrors: [CONTACT_FAILED], fieldErrors: {} };
  }
  if (isBackendUnavailable(error)) return { status: 503, formErrors: [CONTACT_FAILED], fieldErrors: {} };
  return { status: 500, formErrors: [CONTACT_FAILED], fieldErrors: {} };
}
