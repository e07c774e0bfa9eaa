import { addressFields } from "~/lib/schemas/address";
import { labelled } from "./vocabulary";
import { OTHER_CITY, PAKISTANI_CITIES } from "../../../contract/delivery-fee";

type ListedCity = (typeof PAKISTANI_CITIES)[number];

/** The checkout's cities by their English names (the value every form sends); other languages name them their way. */
export const cityNames = Object.fromEntries(PAKISTANI_CITIES.map((city) => [`city.${city}`, city])) as Record<`city.${ListedCity}`, string>;

/** The address book (saved addresses, their edit and delete forms, the address fields): the profile's and checkout's. */
export const addresses = {
  ...labelled("field", addressFields, "name"),
  "field.cityOther": "City, if not in the list",
  chooseCity: "Choose a city",
  otherCity: OTHER_CITY,
  cityFee: "Delivery to {{city}}: {{fee}}",
  ...cityNames,
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
