/**
 * The home page's "Pressure Cooker Series": the demo catalogue's pressure cookers, the newest
 * arrivals of the range (added days ago, so New Arrivals shows them), sold by capacity in litres.
 */
import type { DemoProduct } from "./catalogue";

export const pressureCookers: DemoProduct[] = [
  {
    id: "tez-aluminium-pressure-cooker",
    name: "Tez Aluminium Pressure Cooker",
    shape: "pressure-cooker",
    colour: "steel",
    types: [],
    finish: "metal-finish",
    lid: "metal-lid",
    sizes: ["3 litres", "5 litres", "7 litres"],
    priceRupees: 4800,
    stock: 36,
    headline: "A heavy-gauge aluminium pressure cooker with a whistle weight and a gasket that seals tight.",
    bestFor: "Daal, chanay and tender gosht on a weeknight, in a third of the time.",
    imageCount: 4,
    addedDaysAgo: 3,
  },
  {
    id: "sehat-hard-anodised-pressure-cooker",
    name: "Sehat Hard-Anodised Pressure Cooker",
    shape: "pressure-cooker",
    colour: "midnight",
    types: [],
    finish: "metal-finish",
    lid: "metal-lid",
    steelHandle: true,
    sizes: ["5 litres", "7 litres", "9 litres"],
    priceRupees: 8900,
    stock: 18,
    headline: "A hard-anodised body that never reacts with tomatoes or tamarind, with an inner lid and a safety valve.",
    bestFor: "Nihari, haleem and paya that melt off the bone without a night on the stove.",
    imageCount: 4,
    addedDaysAgo: 6,
  },
  {
    id: "mehfil-non-stick-pressure-cooker",
    name: "Mehfil Non-Stick Pressure Cooker",
    shape: "pressure-cooker",
    colour: "maroon",
    types: [],
    finish: "non-stick",
    lid: "metal-lid",
    sizes: ["5 litres", "7 litres"],
    priceRupees: 7200,
    stock: 11,
    headline: "A non-stick pressure cooker you can bhuno the masala in before the lid goes on.",
    bestFor: "One-pot pulao, yakhni and aloo gosht with no scorched base to scrub.",
    imageCount: 3,
    addedDaysAgo: 10,
  },
  {
    id: "dawat-family-pressure-cooker",
    name: "Dawat Family Pressure Cooker",
    shape: "pressure-cooker",
    colour: "granite",
    types: [],
    finish: "metal-finish",
    lid: "metal-lid",
    steelHandle: true,
    sizes: ["9 litres", "11 litres", "15 litres"],
    priceRupees: 12500,
    stock: 4,
    headline: "A family-size pressure cooker with a thick sandwich base for big pots of gosht and chanay.",
    bestFor: "Dawat cooking: haleem for twenty, a whole degh of chanay, Eid's qorma.",
    imageCount: 3,
    addedDaysAgo: 14,
  },
];

/** The pressure cookers' Urdu names, for the Urdu catalogue fields (joined with the other products' by the Urdu seed). */
export const pressureCookerUrduNames: Record<string, string> = {
  "tez-aluminium-pressure-cooker": "تیز ایلومینیم پریشر ککر",
  "sehat-hard-anodised-pressure-cooker": "صحت ہارڈ اینوڈائزڈ پریشر ککر",
  "mehfil-non-stick-pressure-cooker": "محفل نان اسٹک پریشر ککر",
  "dawat-family-pressure-cooker": "دعوت فیملی پریشر ککر",
};
