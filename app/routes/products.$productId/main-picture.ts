/** The picture (counting from 1) that `?image=` opens the gallery on: the one asked for when it exists, else the first. */
export function mainPictureNumber(requested: string | null, count: number): number {
  const number = Number.parseInt(requested ?? "1", 10);
  return Number.isInteger(number) && number >= 1 && number <= count ? number : 1;
}

/** A preload of that picture: the page's largest element, so it need not wait for the stylesheet. */
export function preloadMainPicture(images: readonly string[], requested: string | null) {
  const href = images[mainPictureNumber(requested, images.length) - 1];
  return href ? [{ tagName: "link" as const, rel: "preload", as: "image", href }] : [];
}
