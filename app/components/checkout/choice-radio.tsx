type ChoiceRadioProps = {
  name: string;
  value: string;
  label: string;
  description: string;
  price?: string;
  form: string;
  defaultChecked?: boolean;
  disabled?: boolean;
};

/** One delivery or payment choice: a radio whose label carries its details, greyed out when unavailable. */
export function ChoiceRadio({ name, value, label, description, price, form, defaultChecked, disabled }: ChoiceRadioProps) {
  const id = `${name}-${value}`;
  const descriptionId = `${id}-description`;
  return (
    <div
      className={`flex items-start gap-3 rounded-md border p-4 ${disabled ? "border-line bg-stone-50 text-muted" : "border-stone-300 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"}`}
    >
      <input
        type="radio"
        id={id}
        name={name}
        value={value}
        form={form}
        defaultChecked={defaultChecked}
        disabled={disabled}
        aria-describedby={descriptionId}
        className="mt-1 h-4 w-4 accent-brand-700"
      />
      <label
        htmlFor={id}
        className={`flex flex-1 flex-wrap justify-between gap-x-4 gap-y-1 ${disabled ? "cursor-not-allowed" : "cursor-pointer"}`}
      >
        <span>
          <span className="block font-medium">{label}</span>
          <span id={descriptionId} className="block text-sm text-muted">
            {description}
          </span>
        </span>
        {price ? <span className="font-medium">{price}</span> : null}
      </label>
    </div>
  );
}
