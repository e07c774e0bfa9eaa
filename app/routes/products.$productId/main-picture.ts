/** A preload of the picture the page opens on (`?image=`): the page's largest element, so it need not wait for the stylesheet. */
export function preloadMainPicture(images: readonly string[], shown: string | null) {
  const href = images[Math.min(Math.max(Number(shown) || 1, 1), images.length) - 1];
  return href ? [{ tagName: "link" as const, rel: "preload", as: "image", href }] : [];
}
