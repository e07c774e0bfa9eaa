// The backend's rule, shared so the form can say the same thing before the request is sent.
export { normalizePakistaniMobile } from "../../contract/phone";

/** What the backend answers for a number it cannot read; shown next to the phone field. */
export const PHONE_MESSAGE = "Enter a Pakistani mobile number such as 0300 1234567";
