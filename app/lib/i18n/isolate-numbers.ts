/**
 * A number with separators inside an Urdu sentence ("0300 1234567", "+92 300 1234567", "2-3",
 * "2–5", "9:00", "200%"): after Urdu letters the bidirectional algorithm reads its digits as Arabic
 * numbers, so the spaces, dashes and signs between them run right to left ("1234567 0300", "3-2",
 * "923001234567+"). Each such run goes between U+2066 and U+2069, a left-to-right isolate (plain
 * text's `<bdi dir="ltr">`, the same the Urdu emails use), which works in attributes and titles too.
 */
const NUMBER_RUN = /\+?\d+(?:[ \-–:.,/]\d+)+%?|\+\d+|\d+%/g;

export function isolateNumbers(text: string): string {
  return text.replace(NUMBER_RUN, "\u2066$&\u2069");
}

/** Every text of a catalogue with its numbers isolated (the Urdu catalogue, made once when loaded). */
export function withIsolatedNumbers<C extends object>(catalogue: C): C {
  return Object.fromEntries(
    Object.entries(catalogue).map(([namespace, strings]) => [
      namespace,
      Object.fromEntries(Object.entries(strings as Record<string, string>).map(([key, text]) => [key, isolateNumbers(text)])),
    ]),
  ) as C;
}
