/** Sample testimonials kept in the code, shown on the home page and on /reviews. */
export type Testimonial = { id: string; name: string; city: string; rating: 1 | 2 | 3 | 4 | 5; product: string; quote: string };

export const testimonials: readonly Testimonial[] = [
  {
    id: "ayesha-lahore",
    name: "Ayesha Khan",
    city: "Lahore",
    rating: 5,
    product: "Marble Coated Karahi",
    quote:
      "The marble-coated karahi heats evenly and nothing sticks, even my Sunday chicken karahi. It still looks new after months of daily use.",
  },
  {
    id: "bilal-karachi",
    name: "Chef Bilal Ahmed",
    city: "Karachi",
    rating: 5,
    product: "18-Piece Cookware Set",
    quote:
      "I run a small catering kitchen and these pots take a beating. Solid handles, heavy bases and the lids fit properly. Worth every rupee.",
  },
  {
    id: "sana-islamabad",
    name: "Sana Malik",
    city: "Islamabad",
    rating: 4,
    product: "Steel Handle Handi",
    quote: "Beautiful handi, perfect for biryani for eight. Delivery took three days and the box was packed with care.",
  },
  {
    id: "usman-faisalabad",
    name: "Usman Tariq",
    city: "Faisalabad",
    rating: 5,
    product: "Gift Set",
    quote: "Bought the gift set for my sister's wedding. She loved it, and cash on delivery made ordering easy.",
  },
  {
    id: "hina-multan",
    name: "Hina Raza",
    city: "Multan",
    rating: 5,
    product: "Non-Stick Frying Pan",
    quote: "Parathas and eggs slide right off. The care guide helped me keep the coating in good shape.",
  },
  {
    id: "imran-peshawar",
    name: "Imran Yousaf",
    city: "Peshawar",
    rating: 4,
    product: "Open Cookware Tawa",
    quote: "Good weight, even heat, and customer service answered my question about seasoning within a day.",
  },
];
