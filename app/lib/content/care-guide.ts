/** The product care guide: what to do and not to do, per material. */
export type CareMaterial = { id: string; name: string; intro: string; dos: readonly string[]; donts: readonly string[] };

// The spec's 375°F, with its Celsius beside it for English readers and alone in Urdu (what Pakistani ovens show).
export const SEASONING = { temperature: "375°F (190°C)", celsius: "190°C", duration: "1 hour" } as const;

export const careGuide: readonly CareMaterial[] = [
  {
    id: "cast-iron",
    name: "Cast Iron",
    intro: "Cast iron lasts generations when it is seasoned and kept dry.",
    dos: [
      `Season before first use: coat every surface with a thin layer of oil and bake upside down at ${SEASONING.temperature} for ${SEASONING.duration}.`,
      "Dry it completely on a low flame straight after washing.",
      "Wipe a few drops of oil over the surface while it is still warm.",
      "Cook fatty foods often in the first weeks to build the seasoning.",
    ],
    donts: [
      "Don't soak it in water or put it in the dishwasher.",
      "Don't leave acidic dishes such as tomato curries in it overnight.",
      "Don't store it with the lid on while it is still damp.",
    ],
  },
  {
    id: "non-stick",
    name: "Non-Stick",
    intro: "A non-stick coating stays smooth for years on gentle heat.",
    dos: [
      "Cook on low to medium heat.",
      "Use wooden, silicone or nylon utensils.",
      "Wash by hand with warm soapy water and a soft sponge.",
      "Let the pan cool before washing it.",
    ],
    donts: [
      "Don't heat the pan empty on a high flame.",
      "Don't use metal utensils, steel wool or abrasive powders.",
      "Don't use cooking sprays, which leave a sticky film.",
    ],
  },
  {
    id: "marble-coated",
    name: "Marble Coated",
    intro: "Marble coating is hard-wearing but still a coating: treat it gently.",
    dos: [
      "Preheat on low heat for a minute before adding oil.",
      "Use wooden or silicone utensils.",
      "Clean with a soft sponge and mild dish soap.",
      "Store with a cloth or paper between stacked pans.",
    ],
    donts: ["Don't plunge a hot pan into cold water.", "Don't scrub with steel wool or scouring pads.", "Don't cut food inside the pan."],
  },
  {
    id: "stainless-steel",
    name: "Stainless Steel",
    intro: "Stainless steel is the workhorse of the kitchen: durable and easy to clean.",
    dos: [
      "Heat the pan before adding oil to keep food from sticking.",
      "Remove rainbow stains with a little vinegar.",
      "Soak stuck-on food in warm water before scrubbing.",
      "Dry straight after washing to avoid water spots.",
    ],
    donts: [
      "Don't add salt to cold water; it can pit the surface.",
      "Don't use bleach or chlorine cleaners.",
      "Don't leave an empty pan on a high flame.",
    ],
  },
  {
    id: "metal-finish",
    name: "Metal Finish",
    intro: "Our metal-finish handi and karahi keep their shine with a little care.",
    dos: [
      "Wash by hand with mild soap and dry at once.",
      "Polish with a soft cloth to keep the shine.",
      "Use medium heat: the heavy base spreads it evenly.",
    ],
    donts: ["Don't use harsh chemical cleaners.", "Don't store food in the pot for long.", "Don't drag the pot across the stove; lift it."],
  },
];
