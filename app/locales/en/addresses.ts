import { addressFields } from "~/lib/schemas/address";
import { labelled } from "./vocabulary";

/** The address book (saved addresses, their edit and delete forms, the address fields): the profile's and checkout's. */
export const addresses = {
  ...labelled("field", addressFields, "name"),
  edit: "Edit",
  delete: "Delete",
  editHeading: "Edit address",
  saving: "Saving...",
  save: "Save Address",
  cancel: "Cancel",
  deleteQuestion: "Delete this address?",
  deleting: "Deleting...",
  keep: "Keep",
};
