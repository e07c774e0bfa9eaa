// Writes the demo products' SVG pictures: npx tsx backend/db/seed/draw-product-images.ts
import { mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { demoProducts } from "./catalogue";
import { productImages } from "./product-images";

export const productImagesFolder = resolve(import.meta.dirname ?? ".", "../../../public/images/products");

mkdirSync(productImagesFolder, { recursive: true });
let written = 0;
for (const product of demoProducts) {
  for (const image of productImages(product)) {
    writeFileSync(resolve(productImagesFolder, image.fileName), image.svg);
    written += 1;
  }
}
console.log(`Wrote ${written} product images to ${productImagesFolder}`);
