import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import { useState, type ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useLocalMessage } from "~/lib/i18n/use-local-message";
import { useStrings } from "~/lib/i18n/use-strings";
import { ADDRESS_FIELD_MAX } from "../../../contract/limits";
import { chosenCity, cityChoiceOf } from "../../../contract/city-choice";
import { OTHER_CITY, PAKISTANI_CITIES } from "../../../contract/delivery-fee";

type CityFieldProps = {
  city: FieldMetadata<string | undefined>;
  cityOther: FieldMetadata<string | undefined>;
  required: boolean;
  /** Told the city the address would keep (null: none yet) as the shopper chooses or types. */
  onCityChange?: (city: string | null) => void;
  /** Said under the list: the delivery fee to the chosen city, or that the store does not deliver there. */
  note?: ReactNode;
};

/** What the form shows for a city it was given: a listed one selected, any other town (or one typed with nothing chosen) as "Other". */
const textOf = (value: unknown) => (typeof value === "string" ? value : undefined);

function shownChoice(city: string | undefined, typed: string | undefined) {
  if (city === OTHER_CITY || (!city && typed)) return { city: OTHER_CITY, cityOther: typed ?? "" };
  const shown = cityChoiceOf(city);
  return shown.city === OTHER_CITY ? shown : { ...shown, cityOther: typed ?? "" };
}

/**
 * The city: a list of the cities the delivery rule knows, then "Other" with a box for any other
 * town. Without JavaScript the box is always there; with it, only once "Other" is chosen.
 */
export function CityField(props: CityFieldProps) {
  const { key } = getSelectProps(props.city);
  // A new reply from the server (Conform's new key) starts the choice again from what it kept.
  return <CityChoice key={key} {...props} />;
}

function CityChoice({ city, cityOther, required, onCityChange, note }: CityFieldProps) {
  const t = useStrings("addresses");
  const local = useLocalMessage();
  const hydrated = useHydrated();
  // What the form sent back may be anything a hand-made post holds (a list, an object): only text is shown again.
  const initial = shownChoice(textOf(city.initialValue), textOf(cityOther.initialValue));
  const [choice, setChoice] = useState(initial.city);
  const [typed, setTyped] = useState(initial.cityOther);
  const { key: _selectKey, ...selectProps } = getSelectProps(city);
  const { key: _otherKey, ...otherProps } = getInputProps(cityOther, { type: "text" });
  const noteId = `${city.id}-note`;
  // An error is about the choice it came back for: choosing another city puts it away (choosing that one again brings it back).
  const errorKey = city.errors?.join("\n") ?? "";
  const [errorFor, setErrorFor] = useState({ errorKey, choice });
  if (errorFor.errorKey !== errorKey) setErrorFor({ errorKey, choice });
  const errorShown = errorKey !== "" && (errorFor.errorKey !== errorKey || errorFor.choice === choice);
  const describedBy = errorShown ? city.errorId : note ? noteId : undefined;
  const tell = (nextChoice: string, nextTyped: string) => onCityChange?.(chosenCity(nextChoice, nextTyped));
  return (
    <>
      <div>
        <label htmlFor={city.id} className="field-label">
          {t["field.city"]}
        </label>
        <select
          {...selectProps}
          className="field-input"
          defaultValue={initial.city}
          required={required}
          aria-describedby={describedBy}
          aria-invalid={errorShown || undefined}
          autoComplete="address-level2"
          onChange={(event) => {
            setChoice(event.currentTarget.value);
            tell(event.currentTarget.value, typed);
          }}
        >
          <option value="">{t.chooseCity}</option>
          {PAKISTANI_CITIES.map((name) => (
            <option key={name} value={name}>
              {t[`city.${name}`]}
            </option>
          ))}
          <option value={OTHER_CITY}>{t.otherCity}</option>
        </select>
        {errorShown ? (
          <p id={city.errorId} className="field-error">
            {local(city.errors![0])}
          </p>
        ) : note ? (
          <div id={noteId} className="mt-1 text-sm">
            {note}
          </div>
        ) : null}
      </div>
      <div hidden={hydrated && choice !== OTHER_CITY}>
        <label htmlFor={cityOther.id} className="field-label">
          {t["field.cityOther"]}
        </label>
        <input
          {...otherProps}
          className="field-input"
          defaultValue={initial.cityOther}
          maxLength={ADDRESS_FIELD_MAX.city}
          required={required && hydrated && choice === OTHER_CITY}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            tell(choice, event.currentTarget.value);
          }}
        />
        {cityOther.errors?.length ? (
          <p id={cityOther.errorId} className="field-error">
            {local(cityOther.errors[0])}
          </p>
        ) : null}
      </div>
    </>
  );
}
