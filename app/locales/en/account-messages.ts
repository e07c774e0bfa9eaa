import { ADDRESS_DELETED, ADDRESS_UPDATED } from "~/lib/account/address-messages";
import { profileMessages } from "~/lib/account/profile-messages";
import { CONTACT_SENT } from "~/lib/contact/contact";
import { PASSWORD_CHANGED } from "../../../contract/auth";
import { shopperStepMessages } from "~/lib/orders/shopper-step-messages";

/** The flash messages of the account, address book and contact pages' actions (spread into `messages`). */
export const accountMessages = {
  "account.passwordChanged": PASSWORD_CHANGED,
  "account.profileUpdated": profileMessages.updated,
  "account.addressAdded": profileMessages.addressAdded,
  "account.defaultUpdated": profileMessages.defaultUpdated,
  "account.addressUpdated": ADDRESS_UPDATED,
  "account.addressDeleted": ADDRESS_DELETED,
  "account.contactSent": CONTACT_SENT,
  "account.orderCancelled": shopperStepMessages.cancelled,
  "account.returnSent": shopperStepMessages.returnSent,
  "account.orderChanged": shopperStepMessages.changed,
  "account.returnPhotoAdded": shopperStepMessages.photoAdded,
  "account.returnPhotoRemoved": shopperStepMessages.photoRemoved,
};
