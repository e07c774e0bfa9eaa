import { profileMessages } from "../account/profile-messages";

/** What the shopper's order steps answer (a plain module: the catalogue keys these for other languages). */
export const shopperStepMessages = {
  tryAgain: profileMessages.tryAgain,
  cancelFailed: "Your order could not be cancelled",
  returnFailed: "Your return request could not be sent",
  cancelled: "Your order has been cancelled.",
  returnSent: "Your return request has been sent. We will be in touch.",
  changeFailed: "Your order could not be changed",
  changed: "Your order has been changed. We have emailed you the new total.",
  photoAdded: "Your photo has been added to your return.",
  photoRemoved: "Your photo has been removed.",
  photoAddFailed: "The photo could not be added",
  photoRemoveFailed: "The photo could not be removed",
} as const;
