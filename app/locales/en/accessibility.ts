/** The accessibility statement. `{{email}}`, `{{phone}}` and `{{contactForm}}` are links the page puts in. */
export const accessibility = {
  title: "Accessibility",
  description:
    "Our commitment to a store everyone can use: keyboard and screen-reader support, pages that work without JavaScript, and how to reach us.",
  lead: "Everyone should be able to shop for cookware with us, whatever device, browser or assistive technology they use.",
  commitmentTitle: "Our commitment",
  commitment: "We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA on every page of this store.",
  whatTitle: "What we do",
  what1: "Every page and every form works without JavaScript, on slow connections and on older phones.",
  what2: "Menus, forms and the cart can be used with the keyboard alone, with a visible focus outline.",
  what3: "Headings, labels and landmarks let screen readers find their way; images have text alternatives.",
  what4: "Error messages appear next to the field they are about, in words.",
  what5: "Text can be enlarged to 200% without losing content.",
  tellTitle: "Tell us what does not work",
  tell: "If something on this site is hard to use, please tell us, and we will help you order by phone in the meantime. Email {{email}}, call {{phone}}, or use our {{contactForm}}. We answer within two business days.",
  contactForm: "contact form",
};
