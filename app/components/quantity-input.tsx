import { useState, type ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

type QuantityInputProps = {
  id: string;
  name: string;
  /** The visible or screen-reader label, e.g. "Quantity for Shahi Copper Handi" (its name marked English). */
  label: ReactNode;
  labelHidden?: boolean;
  /** The minus and plus buttons' names in the page's language. */
  decreaseLabel: string;
  increaseLabel: string;
  defaultValue?: number;
  /** The lowest value the field accepts (the cart accepts 0: it removes the line). */
  min?: number;
  max?: number;
  /** The minus button is disabled at this value (the cart's is disabled at 1). */
  minusDisabledAt?: number;
  disabled?: boolean;
  /** Called with every whole number typed or stepped to (a controlled cart line). */
  onValueChange?: (value: number) => void;
  /** Associates the field with a form elsewhere on the page. */
  form?: string;
  size?: "sm" | "md";
};

/**
 * A number field that works without JavaScript (the browser's own field and limits); once
 * hydrated it gains minus and plus buttons.
 */
export function QuantityInput({
  id,
  name,
  label,
  labelHidden = false,
  decreaseLabel,
  increaseLabel,
  defaultValue = 1,
  min = 1,
  max,
  minusDisabledAt = min,
  disabled = false,
  onValueChange,
  form,
  size = "md",
}: QuantityInputProps) {
  const hydrated = useHydrated();
  const [text, setText] = useState(String(defaultValue));
  const value = Number.parseInt(text, 10);

  function change(next: string) {
    setText(next);
    const parsed = Number(next);
    if (next.trim() !== "" && Number.isInteger(parsed)) onValueChange?.(parsed);
  }

  const step = (delta: number) => change(String((Number.isNaN(value) ? minusDisabledAt : value) + delta));
  const button = size === "sm" ? "h-9 w-9" : "h-11 w-11";

  return (
    <div>
      <label htmlFor={id} className={labelHidden ? "sr-only" : "field-label"}>
        {label}
      </label>
      <div className="flex items-center">
        {hydrated ? (
          <button
            type="button"
            className={`${button} rounded-s-md border border-stone-400 text-lg font-semibold hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40`}
            aria-label={decreaseLabel}
            aria-controls={id}
            disabled={disabled || Number.isNaN(value) || value <= minusDisabledAt}
            onClick={() => step(-1)}
          >
            −
          </button>
        ) : (
          // Keeps the buttons' room before hydration, so nothing moves when they appear (layout shift).
          <span aria-hidden="true" className={`${button} invisible`} />
        )}
        <input
          id={id}
          name={name}
          form={form}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          required
          disabled={disabled}
          value={text}
          onChange={(event) => change(event.currentTarget.value)}
          className={`${size === "sm" ? "h-9 w-14" : "h-11 w-16"} border border-stone-400 bg-white text-center text-base ${hydrated ? "border-x-0" : "rounded-md"}`}
        />
        {hydrated ? (
          <button
            type="button"
            className={`${button} rounded-e-md border border-stone-400 text-lg font-semibold hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40`}
            aria-label={increaseLabel}
            aria-controls={id}
            disabled={disabled || (max !== undefined && !Number.isNaN(value) && value >= max)}
            onClick={() => step(1)}
          >
            +
          </button>
        ) : (
          <span aria-hidden="true" className={`${button} invisible`} />
        )}
      </div>
    </div>
  );
}
