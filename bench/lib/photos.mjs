// @ts-check
// A product with uploaded photos, made the way an operator makes it (the demo operator's sign-in, the
// new-product form, the photos page's upload), and the bytes of photos a phone downloads.
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../../scripts/chromium.mjs";
import { makeTestPhoto } from "../../scripts/test-photo.mjs";
import { cookieHeaderOf } from "./storefront.mjs";

const DEMO_OPERATOR = { email: "operator@example.com", password: "cookware-operator" };

/**
 * @param {string} url
 * @param {string} path
 * @param {string} cookie
 * @param {BodyInit} body
 */
async function post(url, path, cookie, body) {
  const response = await fetch(`${url}${path}`, { method: "POST", headers: { Cookie: cookie, Origin: url }, body, redirect: "manual" });
  if (response.status !== 303) throw new Error(`POST ${path} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return response;
}

/**
 * Signs the demo operator in (SEED_DEMO, no SITE_URL), creates an active handi and uploads two
 * 2400 × 1800 JPEG photos; answers its path.
 * @param {string} url
 */
export async function createProductWithPhotos(url) {
  const signIn = await post(url, "/sign-in", "", new URLSearchParams({ ...DEMO_OPERATOR, redirectTo: "/admin" }));
  const cookie = cookieHeaderOf(signIn);
  const slug = `bench-photo-handi-${Date.now()}`;
  await post(
    url,
    "/admin/products/new",
    cookie,
    new URLSearchParams([
      ["name", "Bench Photo Handi"],
      ["slug", slug],
      ["description", "**Hand hammered** copper, photographed."],
      ["price", "6500"],
      ["stock", "40"],
      ["status", "active"],
      ["filterKeys", "handi"],
    ]),
  );
  for (const [index, hue] of ["#b45309", "#0f766e"].entries()) {
    const form = new FormData();
    form.set("intent", "upload");
    form.set("alt", `The bench handi, photo ${index + 1}`);
    form.set(
      "photo",
      new File([new Uint8Array(await makeTestPhoto(2400, 1800, "jpeg", hue))], `photo-${index + 1}.jpg`, { type: "image/jpeg" }),
    );
    await post(url, `/admin/products/${slug}/photos`, cookie, form);
  }
  return { productPath: `/products/${slug}`, listingPath: `/products?q=${encodeURIComponent("Bench Photo Handi")}` };
}

/**
 * The photos (files under /media) a 375-px-wide phone (device pixel ratio 2, scrolled to the end)
 * downloads on each page, and the largest of them.
 * @param {string} url
 * @param {string} cookie
 * @param {string[]} paths
 */
export async function photoBytesOnPhone(url, cookie, paths) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  /** @type {Record<string, { largest: number, total: number, files: number, format: string }>} */
  const figures = {};
  try {
    const context = await browser.newContext({
      viewport: { width: 375, height: 740 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    await context.addCookies(
      cookie.split("; ").map((pair) => ({ name: pair.slice(0, pair.indexOf("=")), value: pair.slice(pair.indexOf("=") + 1), url })),
    );
    for (const path of paths) {
      const page = await context.newPage();
      /** @type {Map<string, { bytes: number, type: string }>} */
      const photos = new Map();
      page.on("response", async (response) => {
        if (!new URL(response.url()).pathname.startsWith("/media/")) return;
        const body = await response.body().catch(() => null);
        if (body) photos.set(response.url(), { bytes: body.length, type: response.headers()["content-type"] ?? "" });
      });
      await page.goto(`${url}${path}`);
      await page.mouse.wheel(0, 20_000);
      await page.waitForLoadState("networkidle");
      const sizes = [...photos.values()];
      const largest = sizes.reduce((max, photo) => (photo.bytes > max.bytes ? photo : max), { bytes: 0, type: "none" });
      figures[path] = {
        largest: largest.bytes,
        total: sizes.reduce((sum, photo) => sum + photo.bytes, 0),
        files: sizes.length,
        format: largest.type,
      };
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return figures;
}
