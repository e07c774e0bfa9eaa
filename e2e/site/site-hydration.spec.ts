import { ENHANCED_FIELD } from "../../app/lib/forms/progressive";
import { expect, hasJavaScript, test } from "../fixtures";

// The server writes the product cards, the menus and the footer from stored HTML
// (app/lib/render/markup-memo.tsx); the browser renders them and must find exactly that HTML.
// A difference makes React drop the server's page and draw it again, reporting the mismatch. A page
// asked again with the same data is written whole from stored HTML with its own nonce.
const pages = ["/home", "/products", "/products?category=handi&sort=price-desc", "/products/shahi-copper-handi", "/cart"];

test.describe("hydration of the server's pages", () => {
  test.beforeEach(({ shopper: _ }, testInfo) => {
    test.skip(!hasJavaScript(testInfo), "hydration is the page's JavaScript taking over the server's HTML");
  });

  for (const language of ["en", "ur"]) {
    test(`every shopper page hydrates without a mismatch (${language})`, async ({ page }) => {
      const problems: string[] = [];
      page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`));
      page.on("console", (message) => message.type() === "error" && problems.push(`${page.url()}: ${message.text()}`));
      // Each page twice: the second is written from the document memo (app/lib/render/document-memo.server.ts),
      // whose scripts must carry this request's nonce and hydrate as the rendered page does.
      for (const path of [...pages, ...pages]) {
        await page.goto(language === "en" ? path : `${path}${path.includes("?") ? "&" : "?"}lng=${language}`);
        // Both menus are enhanced once the header has hydrated; cards gain their marker field.
        await expect(page.locator('details[data-enhanced="true"]')).toHaveCount(2);
        if (path !== "/cart" && !path.startsWith("/products/")) {
          await expect(page.locator(`article input[name="${ENHANCED_FIELD}"]`).first()).toBeAttached();
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
