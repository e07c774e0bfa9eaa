import { contactErrors } from "~/lib/schemas/contact";
import { addressFields, addressFieldTooLong, enterAddressField } from "~/lib/schemas/address";
import { profileErrors } from "~/lib/schemas/profile";
import { profileMessages } from "~/lib/account/profile-messages";
import { ADD_ADDRESS_FAILED, DELETE_ADDRESS_FAILED, SET_DEFAULT_FAILED, UPDATE_ADDRESS_FAILED } from "~/lib/account/address-messages";
import { CONTACT_FAILED, CONTACT_RATE_LIMITED, CONTACT_SPAM } from "~/lib/contact/contact";
import { UNAVAILABLE_MESSAGE } from "~/lib/backend/unavailable";
import { returnExclusionLabels } from "../../../contract/order-lifecycle/return-policy";
import { RETURN_PHOTOS_CLOSED, TOO_MANY_RETURN_PHOTOS } from "../../../contract/order-lifecycle/return-photos";
import {
  CHOOSE_PHOTO,
  PHOTO_NOT_AN_IMAGE,
  PHOTO_NOT_FOUND,
  PHOTO_NOT_PROCESSED,
  PHOTO_TOO_ELONGATED,
  PHOTO_TOO_LARGE,
  PHOTO_TOO_MANY_PIXELS,
  PHOTO_TYPE_RULE,
} from "../../../contract/product-photos";
import { PHOTO_LARGER_THAN_SERVER_ACCEPTS, PHOTO_UPLOAD_UNREADABLE } from "~/lib/forms/photo-upload";
import {
  atMostCharacters,
  EMAIL_TAKEN,
  EMAIL_TAKEN_FIELD,
  EMAIL_TOO_LONG,
  ENTER_EMAIL,
  ENTER_FULL_NAME,
  ENTER_NEW_PASSWORD,
  ENTER_PASSWORD,
  ENTER_VALID_EMAIL,
  INCORRECT_CREDENTIALS,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_SHORT,
  RESET_LINK_INVALID,
  RESET_REQUESTS_LIMITED,
  SIGN_UP_LIMITED,
} from "../../../contract/auth";
import { ADDRESS_FIELD_MAX, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH } from "../../../contract/limits";
import {
  ADDRESS_BOOK_FULL,
  ADDRESS_NOT_FOUND,
  FILL_ALL_FIELDS,
  INVALID_INPUT,
  NUL_REFUSED,
  SIGN_IN_REQUIRED,
} from "../../../contract/messages";
import { PHONE_MESSAGE } from "../../../contract/phone";
import { cityChoiceMessages } from "../../../contract/city-choice";
import { shopperStepMessages } from "~/lib/orders/shopper-step-messages";
import { reviewMessages } from "~/lib/reviews/review-messages";
import { CHOOSE_STARS, REVIEW_NOT_ALLOWED, reviewFieldMessages, REVIEWS_LIMITED } from "../../../contract/reviews";
import {
  CHOOSE_RETURN_LINES,
  NOTHING_RETURNABLE,
  CHOOSE_RETURN_REASON,
  ENTER_RETURN_REASON,
  RETURN_MORE_THAN_ORDERED,
  RETURN_QUANTITY,
  NOTE_TOO_LONG,
  ORDER_CHANGED,
  ITEM_NOT_IN_ORDER,
  KEEP_ONE_ITEM,
  NOTHING_CHANGED,
  ONLY_LOWER_QUANTITY,
  ORDER_CHANGE_CLOSED,
  RETURN_WINDOW_CLOSED,
  SHOPPER_CANCEL_CLOSED,
  VERSION_MISSING,
} from "../../../contract/order-lifecycle/messages";

const addressErrors = Object.fromEntries(
  addressFields.flatMap((field) => [
    [`address.enter.${field.name}`, enterAddressField(field.label)],
    [`address.tooLong.${field.name}`, addressFieldTooLong(field.label, ADDRESS_FIELD_MAX[field.name])],
  ]),
) as Record<`address.${"enter" | "tooLong"}.${(typeof addressFields)[number]["name"]}`, string>;

/**
 * What the account, contact and address forms answer a field or the whole form with: the zod
 * schemas and the backend say them in English (their owners keep them); here they get keys, so an
 * Urdu page shows its own words (`messageTranslations`, `useLocalMessage`).
 */
export const formErrors = {
  incorrectCredentials: INCORRECT_CREDENTIALS,
  enterEmail: ENTER_EMAIL,
  emailTooLong: EMAIL_TOO_LONG,
  enterValidEmail: ENTER_VALID_EMAIL,
  enterNewPassword: ENTER_NEW_PASSWORD,
  enterPassword: ENTER_PASSWORD,
  enterFullName: ENTER_FULL_NAME,
  passwordTooShort: PASSWORD_TOO_SHORT,
  passwordTooCommon: PASSWORD_TOO_COMMON,
  passwordTooLong: atMostCharacters(MAX_PASSWORD_LENGTH),
  nameTooLong: atMostCharacters(MAX_NAME_LENGTH),
  resetLinkInvalid: RESET_LINK_INVALID,
  resetRequestsLimited: RESET_REQUESTS_LIMITED,
  emailTaken: EMAIL_TAKEN,
  emailTakenField: EMAIL_TAKEN_FIELD,
  signUpLimited: SIGN_UP_LIMITED,
  unavailable: UNAVAILABLE_MESSAGE,
  invalidInput: INVALID_INPUT,
  signInRequired: SIGN_IN_REQUIRED,
  nulRefused: NUL_REFUSED,
  fillAllFields: FILL_ALL_FIELDS,
  addressNotFound: ADDRESS_NOT_FOUND,
  addressBookFull: ADDRESS_BOOK_FULL,
  phone: PHONE_MESSAGE,
  "contact.failed": CONTACT_FAILED,
  "contact.rateLimited": CONTACT_RATE_LIMITED,
  "contact.spam": CONTACT_SPAM,
  "contact.enterName": contactErrors.enterName,
  "contact.nameTooLong": contactErrors.nameTooLong,
  "contact.enterEmail": contactErrors.enterEmail,
  "contact.emailTooLong": contactErrors.emailTooLong,
  "contact.validEmail": contactErrors.validEmail,
  "contact.phoneTooLong": contactErrors.phoneTooLong,
  "contact.validPhone": contactErrors.validPhone,
  "contact.chooseSubject": contactErrors.chooseSubject,
  "contact.enterMessage": contactErrors.enterMessage,
  "contact.messageTooLong": contactErrors.messageTooLong,
  "profile.enterName": profileErrors.enterName,
  "profile.nameTooLong": profileErrors.nameTooLong,
  "profile.loadFailed": profileMessages.loadFailed,
  "profile.updateFailed": profileMessages.updateFailed,
  "profile.tryAgain": profileMessages.tryAgain,
  "profile.chooseAddress": profileMessages.chooseAddress,
  "address.addFailed": ADD_ADDRESS_FAILED,
  "address.setDefaultFailed": SET_DEFAULT_FAILED,
  "address.updateFailed": UPDATE_ADDRESS_FAILED,
  "address.deleteFailed": DELETE_ADDRESS_FAILED,
  "order.cancelFailed": shopperStepMessages.cancelFailed,
  "order.returnFailed": shopperStepMessages.returnFailed,
  "order.enterReturnReason": ENTER_RETURN_REASON,
  "order.chooseReturnReason": CHOOSE_RETURN_REASON,
  "order.chooseReturnLines": CHOOSE_RETURN_LINES,
  "order.returnQuantity": RETURN_QUANTITY,
  "order.returnMoreThanOrdered": RETURN_MORE_THAN_ORDERED,
  "order.nothingReturnable": NOTHING_RETURNABLE,
  "order.finalSale": returnExclusionLabels["final-sale"],
  "order.saleItem": returnExclusionLabels.sale,
  "order.noteTooLong": NOTE_TOO_LONG,
  "order.changed": ORDER_CHANGED,
  "order.versionMissing": VERSION_MISSING,
  "order.cancelClosed": SHOPPER_CANCEL_CLOSED,
  "order.returnClosed": RETURN_WINDOW_CLOSED,
  "order.changeFailed": shopperStepMessages.changeFailed,
  "order.photoAddFailed": shopperStepMessages.photoAddFailed,
  "order.photoRemoveFailed": shopperStepMessages.photoRemoveFailed,
  "order.tooManyReturnPhotos": TOO_MANY_RETURN_PHOTOS,
  "order.returnPhotosClosed": RETURN_PHOTOS_CLOSED,
  "photo.choose": CHOOSE_PHOTO,
  "photo.typeRule": PHOTO_TYPE_RULE,
  "photo.notAnImage": PHOTO_NOT_AN_IMAGE,
  "photo.tooLarge": PHOTO_TOO_LARGE,
  "photo.tooManyPixels": PHOTO_TOO_MANY_PIXELS,
  "photo.tooElongated": PHOTO_TOO_ELONGATED,
  "photo.notProcessed": PHOTO_NOT_PROCESSED,
  "photo.notFound": PHOTO_NOT_FOUND,
  "photo.unreadable": PHOTO_UPLOAD_UNREADABLE,
  "photo.largerThanServerAccepts": PHOTO_LARGER_THAN_SERVER_ACCEPTS,
  "order.changeClosedConfirmed": ORDER_CHANGE_CLOSED.confirmed,
  "order.changeClosedShipped": ORDER_CHANGE_CLOSED.shipped,
  "order.changeClosedCancelled": ORDER_CHANGE_CLOSED.cancelled,
  "order.changeClosedWindow": ORDER_CHANGE_CLOSED.window,
  "order.nothingChanged": NOTHING_CHANGED,
  "order.onlyLowerQuantity": ONLY_LOWER_QUANTITY,
  "order.keepOneItem": KEEP_ONE_ITEM,
  "order.itemNotInOrder": ITEM_NOT_IN_ORDER,
  "review.failed": reviewMessages.failed,
  "review.chooseStars": CHOOSE_STARS,
  "review.enterTitle": reviewFieldMessages.enterTitle,
  "review.titleTooLong": reviewFieldMessages.titleTooLong,
  "review.enterText": reviewFieldMessages.enterText,
  "review.textTooLong": reviewFieldMessages.textTooLong,
  "review.notAllowed": REVIEW_NOT_ALLOWED,
  "review.limited": REVIEWS_LIMITED,
  "address.chooseCity": cityChoiceMessages.choose,
  "address.cityNotListed": cityChoiceMessages.notListed,
  "address.typeCity": cityChoiceMessages.typeOther,
  ...addressErrors,
};
