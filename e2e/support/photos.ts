import sharp from "sharp";

/**
 * A photograph-like picture for upload tests, made here with sharp: a warm gradient, a round pot and
 * fine noise, so the encoders have a real photo's work to do (a flat colour would compress to nothing).
 */
export async function makeTestPhoto(width: number, height: number, format: "jpeg" | "png" | "webp", hue = "#b45309"): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><radialGradient id="g"><stop offset="0" stop-color="${hue}"/><stop offset="1" stop-color="#1c1917"/></radialGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <ellipse cx="${width / 2}" cy="${height * 0.55}" rx="${width / 3}" ry="${height / 4}" fill="#d97706" stroke="#fde68a" stroke-width="${width / 80}"/></svg>`;
  const noise = await sharp({
    create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 18 } },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: noise, blend: "soft-light" }])
    .toFormat(format)
    .toBuffer();
}
