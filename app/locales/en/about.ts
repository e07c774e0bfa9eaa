/** About Us: the story, the product lines and values (app/routes/about-us.tsx lists them by id), the mission. */
export const about = {
  title: "About Us",
  description: "The story of Cookware.pk: premium handi, karahi and cookware made for Pakistani kitchens, our values and our mission.",
  lead: "Premium cookware for every Pakistani kitchen, for home cooks and professional chefs alike.",
  storyTitle: "Our story",
  story1:
    "Cookware.pk began in a family kitchen in Lahore, with a handi that cooked unevenly and a karahi whose handle came loose. We set out to find cookware that could keep up with Pakistani cooking: long, slow bhunai, high-heat tarka and big family meals. When we could not find it at a fair price, we started making it.",
  story2: `Today we work with chefs and manufacturers to bring premium handi, karahi, non-stick, marble-coated and cast-iron cookware to homes across Pakistan, delivered to your door with cash on delivery.`,
  linesTitle: "Our product lines",
  "line.traditional.name": "Traditional Handi & Karahi",
  "line.traditional.text":
    "Heavy-based handi and karahi in metal finish, with steel handles and glass lids, made for slow-cooked salans, biryani and karahi gosht.",
  "line.non-stick.name": "Non-Stick & Marble Coated",
  "line.non-stick.text":
    "Everyday pans and pots with non-stick and marble coatings for low-oil cooking, parathas, eggs and quick weeknight meals.",
  "line.sets.name": "Cookware & Gift Sets",
  "line.sets.text":
    "Complete 15-piece and 18-piece sets and gift sets: a whole kitchen in one box, and a favourite wedding and housewarming gift.",
  valuesTitle: "Our core values",
  "value.quality.name": "Quality first",
  "value.quality.text": "Every piece is tested for even heating, sturdy handles and a finish that lasts.",
  "value.chef.name": "Chef-approved design",
  "value.chef.text": "Professional chefs help us shape each pot and pan for real kitchens.",
  "value.prices.name": "Honest prices",
  "value.prices.text": "Premium cookware at fair prices in rupees, with no hidden charges.",
  "value.lasting.name": "Built to last",
  "value.lasting.text": "A lifetime warranty against manufacturing defects on our cookware.",
  "value.customers.name": "Customers at the heart",
  "value.customers.text": "Real people answer your questions six and a half days a week.",
  "value.rooted.name": "Rooted in Pakistani cooking",
  "value.rooted.text": "We design for the dishes you cook every day, from daal to nihari.",
  missionTitle: "Our mission",
  mission:
    "To put cookware that lasts a lifetime in every Pakistani kitchen: chef-approved, honestly priced, backed by a lifetime warranty against manufacturing defects, and easy to exchange for another size or colour, subject to availability.",
  shop: "Shop our cookware",
  contact: "Contact us",
};
