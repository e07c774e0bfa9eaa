// @ts-check
import sharp from "sharp";

/**
 * Grey noise at 1/`scale` of the photo's size, enlarged smoothly to it: texture of one coarseness.
 * @param {number} width @param {number} height @param {number} scale @param {number} sigma
 */
async function texture(width, height, scale, sigma) {
  const small = { width: Math.max(8, Math.round(width / scale)), height: Math.max(8, Math.round(height / scale)) };
  const noise = await sharp({ create: { ...small, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma } } })
    .greyscale()
    .png()
    .toBuffer();
  return sharp(noise).resize(width, height, { kernel: "cubic" }).toColourspace("srgb").png().toBuffer();
}

/**
 * A photograph-like picture for upload tests and the bench, made with sharp: a copper pot on a dark
 * ground with texture at several scales, as a hammered surface has (a flat drawing would compress to
 * almost nothing and flatter every size figure; pure pixel noise would be harder than any photo).
 * @param {number} width
 * @param {number} height
 * @param {"jpeg" | "png" | "webp"} format
 * @param {string} [hue]
 * @returns {Promise<Buffer>}
 */
export async function makeTestPhoto(width, height, format, hue = "#b45309") {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><radialGradient id="g"><stop offset="0" stop-color="${hue}"/><stop offset="1" stop-color="#1c1917"/></radialGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <ellipse cx="${width / 2}" cy="${height * 0.55}" rx="${width / 3}" ry="${height / 4}" fill="#d97706" stroke="#fde68a" stroke-width="${width / 80}"/></svg>`;
  const layers = await Promise.all([
    texture(width, height, 48, 50).then((input) => ({ input, blend: /** @type {const} */ ("overlay") })),
    texture(width, height, 8, 25).then((input) => ({ input, blend: /** @type {const} */ ("overlay") })),
    texture(width, height, 2, 12).then((input) => ({ input, blend: /** @type {const} */ ("soft-light") })),
  ]);
  return sharp(Buffer.from(svg)).composite(layers).toFormat(format, { quality: 90 }).toBuffer();
}
