import { useFetcher, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { English } from "~/components/ui/english";
import { fill, useStrings } from "~/lib/i18n/use-strings";
import { SUGGESTIONS_MIN_LENGTH, SUGGESTIONS_PATH, type Suggestions } from "~/lib/search/suggestions";

const LISTBOX_ID = "site-search-suggestions";
const optionId = (index: number) => `${LISTBOX_ID}-${index}`;
/** Milliseconds of quiet typing before the suggestions are asked for. */
const DEBOUNCE_MS = 200;

/**
 * The header's search box as a combobox with a listbox popup (WAI-ARIA APG): the box keeps the
 * focus, Down and Up move through the suggested products (aria-activedescendant), Enter opens the
 * one chosen (or, with none chosen, submits the form to the listing), Escape closes the list. The
 * header renders the plain box and loads this module when the box first gets the focus, so this
 * takes the box over imperatively: its role and states are set here, not in the header's markup.
 */
export default function SearchSuggestions() {
  const t = useStrings("layout");
  const fetcher = useFetcher<Suggestions>();
  const navigate = useNavigate();
  const popupRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [typed, setTyped] = useState("");
  const answer = fetcher.data && fetcher.data.q === typed.trim() ? fetcher.data : undefined;
  const items = answer?.items ?? [];
  const expanded = open && answer !== undefined;
  // What the key handlers read: the latest render's, without adding and removing listeners on each.
  const latest = useRef({ items, expanded, active });
  useEffect(() => {
    latest.current = { items, expanded, active };
  });

  const box = () => popupRef.current?.closest("form")?.querySelector<HTMLInputElement>("input[name=q]") ?? null;

  useEffect(() => {
    const input = box();
    if (!input) return;
    input.setAttribute("role", "combobox");
    input.setAttribute("aria-autocomplete", "list");
    input.setAttribute("aria-controls", LISTBOX_ID);
    // The browser's own list of earlier searches would cover this one.
    input.autocomplete = "off";
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      clearTimeout(timer);
      const q = input.value.trim();
      setTyped(input.value);
      setActive(-1);
      setOpen(q.length >= SUGGESTIONS_MIN_LENGTH);
      if (q.length >= SUGGESTIONS_MIN_LENGTH)
        timer = setTimeout(() => fetcher.load(`${SUGGESTIONS_PATH}?${new URLSearchParams({ q })}`), DEBOUNCE_MS);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const { items: shown, expanded: isOpen, active: chosen } = latest.current;
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        if (shown.length === 0) return;
        event.preventDefault();
        setOpen(true);
        const step = event.key === "ArrowDown" ? 1 : -1;
        // From the box, Down goes to the first and Up to the last; then round and round.
        setActive(!isOpen || chosen < 0 ? (step > 0 ? 0 : shown.length - 1) : (chosen + step + shown.length) % shown.length);
      } else if (event.key === "Escape" && isOpen) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (event.key === "Enter" && isOpen && chosen >= 0 && shown[chosen]) {
        event.preventDefault();
        setOpen(false);
        navigate(shown[chosen].href);
      }
    };
    // The list closes when the focus leaves the box (a click on a suggestion keeps it: see onMouseDown).
    const onBlur = () => setOpen(false);
    input.addEventListener("input", ask);
    input.addEventListener("keydown", onKeyDown);
    input.addEventListener("blur", onBlur);
    input.addEventListener("focus", ask);
    // The box had the focus (and maybe text) before this module arrived.
    if (input.value) ask();
    return () => {
      clearTimeout(timer);
      input.removeEventListener("input", ask);
      input.removeEventListener("keydown", onKeyDown);
      input.removeEventListener("blur", onBlur);
      input.removeEventListener("focus", ask);
    };
    // fetcher.load and navigate are stable; the handlers read the rest from `latest`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const input = box();
    if (!input) return;
    input.setAttribute("aria-expanded", String(expanded && items.length > 0));
    if (expanded && active >= 0) input.setAttribute("aria-activedescendant", optionId(active));
    else input.removeAttribute("aria-activedescendant");
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
  }, [expanded, active, items.length]);

  return (
    <div ref={popupRef}>
      <p role="status" className="sr-only">
        {expanded ? (items.length ? fill(t["search.count"], { count: items.length }) : t["search.none"]) : ""}
      </p>
      <div
        hidden={!expanded || (items.length === 0 && !answer?.didYouMean)}
        className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-md border border-line bg-white shadow-lg"
      >
        {answer?.didYouMean ? (
          <p className="untrusted-text px-3 pt-2 text-sm text-muted">{fill(t["search.didYouMean"], { word: answer.didYouMean })}</p>
        ) : null}
        <ul id={LISTBOX_ID} role="listbox" aria-label={t["search.suggestions"]} className="py-1">
          {items.map((item, index) => (
            // The keyboard chooses through the box (aria-activedescendant): the focus never enters the list.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={item.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-sm ${index === active ? "bg-brand-50 outline outline-2 -outline-offset-2 outline-brand-600" : "hover:bg-stone-100"}`}
              // Keeps the focus in the box, so the click lands before the list closes.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                setOpen(false);
                navigate(item.href);
              }}
            >
              {item.image ? <img src={item.image} alt="" width={40} height={40} className="h-10 w-10 rounded object-cover" /> : null}
              <span className="untrusted-text min-w-0 flex-1">
                <English lang={item.name.lang}>{item.name.text}</English>
              </span>
              <span className="whitespace-nowrap text-muted">{item.price}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
