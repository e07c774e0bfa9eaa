/**
 * Light SVG pictures of the demo products, drawn from a few templates (handi, karahi, pan, set, …)
 * in each product's colours. `npx tsx backend/db/seed/draw-product-images.ts` writes them to
 * public/images/products/; a test checks the files match.
 */
import type { DemoProduct, Finish, LidType, ProductShape } from "./catalogue";
import { backgroundTints, foodColours, palettes, type Palette } from "./palette";

type Look = { palette: Palette; finish: Finish; lid: LidType; steelHandle: boolean; food: string };
type Drawer = (look: Look) => string;

function hashOf(text: string): number {
  let hash = 2166136261;
  for (const character of text) hash = Math.imul(hash ^ character.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/** A small deterministic random source, so the same product always gets the same picture. */
function randomFrom(seed: number) {
  let state = seed || 1;
  return () => {
    state = (Math.imul(state ^ (state >>> 15), 2246822507) + 0x6d2b79f5) >>> 0;
    return (state % 10000) / 10000;
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

function finishDefs(look: Look, seed: number): string {
  const { body, shade, light } = look.palette;
  const glass = `<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity=".75"/><stop offset="1" stop-color="#cfe6f2" stop-opacity=".35"/></linearGradient>`;
  const lidMetal = `<linearGradient id="lidmetal" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${shade}"/><stop offset=".45" stop-color="${light}"/><stop offset="1" stop-color="${shade}"/></linearGradient>`;
  if (look.finish === "metal-finish") {
    return `${glass}${lidMetal}<linearGradient id="f" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${shade}"/><stop offset=".3" stop-color="${light}"/><stop offset=".55" stop-color="${body}"/><stop offset="1" stop-color="${shade}"/></linearGradient>`;
  }
  if (look.finish === "non-stick") {
    return `${glass}${lidMetal}<linearGradient id="f" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset=".25" stop-color="${body}"/><stop offset="1" stop-color="${shade}"/></linearGradient>`;
  }
  const random = randomFrom(seed);
  const speckles = Array.from({ length: 9 }, () => {
    const colour = random() > 0.5 ? light : "#ffffff";
    return `<circle cx="${round(random() * 28)}" cy="${round(random() * 28)}" r="${round(0.6 + random() * 1.4)}" fill="${colour}" opacity=".7"/>`;
  }).join("");
  return `${glass}${lidMetal}<pattern id="f" width="28" height="28" patternUnits="userSpaceOnUse"><rect width="28" height="28" fill="${body}"/>${speckles}</pattern>`;
}

const lidFill = (look: Look) => (look.lid === "glass-lid" ? "url(#glass)" : "url(#lidmetal)");
const handleColour = (look: Look) => (look.steelHandle ? "#8d979f" : look.palette.accent);

function domeLid(look: Look, left: number, right: number, baseY: number, height: number): string {
  if (look.lid === "no-lid") return "";
  const middle = (left + right) / 2;
  const stroke = look.lid === "glass-lid" ? "#8d979f" : look.palette.shade;
  return `<path d="M${left} ${baseY} Q${middle} ${baseY - height} ${right} ${baseY} Z" fill="${lidFill(look)}" stroke="${stroke}" stroke-width="3"/><ellipse cx="${middle}" cy="${baseY - height / 2 - 6}" rx="16" ry="7" fill="${handleColour(look)}"/>`;
}

const shadow = (width: number, y = 332) => `<ellipse cx="200" cy="${y}" rx="${width}" ry="12" fill="#000" opacity=".08"/>`;

const frontViews: Record<Exclude<ProductShape, "set">, Drawer> = {
  handi: (look) =>
    `${shadow(120)}<path d="M92 214 q-26 4 -22 30 M308 214 q26 4 22 30" stroke="${handleColour(look)}" stroke-width="9" fill="none" stroke-linecap="round"/>` +
    `<path d="M128 176 C66 206 70 302 140 322 Q200 336 260 322 C330 302 334 206 272 176 Z" fill="url(#f)" stroke="${look.palette.shade}" stroke-width="3"/>` +
    `<path d="M116 162 Q200 148 284 162 L278 182 Q200 168 122 182 Z" fill="${look.palette.shade}"/>${domeLid(look, 120, 280, 164, 96)}`,
  karahi: (look) =>
    `${shadow(130, 318)}<path d="M64 196 q-36 -6 -30 -32 q6 -16 28 -8 M336 196 q36 -6 30 -32 q-6 -16 -28 -8" stroke="${handleColour(look)}" stroke-width="9" fill="none" stroke-linecap="round"/>` +
    `<path d="M58 192 Q68 302 200 308 Q332 302 342 192 Z" fill="url(#f)" stroke="${look.palette.shade}" stroke-width="3"/>` +
    `<ellipse cx="200" cy="192" rx="142" ry="16" fill="${look.palette.shade}"/><ellipse cx="200" cy="192" rx="132" ry="10" fill="${look.palette.body}"/>${domeLid(look, 66, 334, 190, 80)}`,
  "frying-pan": (look) =>
    `${shadow(120, 296)}<path d="M312 222 L384 204" stroke="${handleColour(look)}" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M84 214 L102 276 Q200 294 298 276 L316 214 Z" fill="url(#f)" stroke="${look.palette.shade}" stroke-width="3"/>` +
    `<ellipse cx="200" cy="214" rx="116" ry="15" fill="${look.palette.shade}"/><ellipse cx="200" cy="214" rx="106" ry="10" fill="${look.palette.body}"/>${domeLid(look, 88, 312, 212, 70)}`,
  "grill-pan": (look) =>
    `${shadow(120, 296)}<path d="M316 226 L386 210" stroke="${handleColour(look)}" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M80 206 L98 282 L302 282 L320 206 Z" fill="url(#f)" stroke="${look.palette.shade}" stroke-width="3"/>` +
    `<path d="M80 206 L120 186 L340 186 L320 206 Z" fill="${look.palette.shade}"/>` +
    `<path d="M130 190 L112 204 M170 190 L152 204 M210 190 L192 204 M250 190 L232 204 M290 190 L272 204" stroke="${look.palette.light}" stroke-width="3"/>`,
  tawa: (look) =>
    `${shadow(150, 290)}<path d="M344 246 q34 -4 36 -22" stroke="${handleColour(look)}" stroke-width="12" fill="none" stroke-linecap="round"/>` +
    `<ellipse cx="200" cy="254" rx="152" ry="36" fill="${look.palette.shade}"/><ellipse cx="200" cy="246" rx="150" ry="34" fill="url(#f)"/>` +
    `<ellipse cx="170" cy="238" rx="70" ry="12" fill="#fff" opacity=".12"/>`,
  wok: (look) =>
    `${shadow(120, 320)}<path d="M330 190 L390 150" stroke="${handleColour(look)}" stroke-width="13" stroke-linecap="round"/><path d="M70 196 q-26 0 -26 -18" stroke="${handleColour(look)}" stroke-width="8" fill="none" stroke-linecap="round"/>` +
    `<path d="M66 184 Q96 314 200 314 Q304 314 334 184 Z" fill="url(#f)" stroke="${look.palette.shade}" stroke-width="3"/>` +
    `<ellipse cx="200" cy="184" rx="134" ry="15" fill="${look.palette.shade}"/>${domeLid(look, 72, 328, 182, 90)}`,
  saucepan: (look) =>
    `${shadow(90, 316)}<path d="M270 214 L372 190" stroke="${handleColour(look)}" stroke-width="13" stroke-linecap="round"/>` +
    `<path d="M120 200 L120 298 Q200 322 280 298 L280 200 Z" fill="url(#f)" stroke="${look.palette.shade}" stroke-width="3"/>` +
    `<ellipse cx="200" cy="200" rx="80" ry="14" fill="${look.palette.shade}"/><path d="M112 196 l-10 -8 l14 2 Z" fill="${look.palette.shade}"/>${domeLid(look, 122, 278, 198, 64)}`,
  "stock-pot": (look) =>
    `${shadow(110, 334)}<path d="M104 180 h-22 v22 h22 M296 180 h22 v22 h-22" stroke="${handleColour(look)}" stroke-width="9" fill="none" stroke-linejoin="round"/>` +
    `<path d="M104 150 L104 312 Q200 336 296 312 L296 150 Z" fill="url(#f)" stroke="${look.palette.shade}" stroke-width="3"/>` +
    `<ellipse cx="200" cy="150" rx="96" ry="16" fill="${look.palette.shade}"/>${domeLid(look, 104, 296, 148, 56)}`,
  "baking-tray": (look) =>
    `${shadow(150, 292)}<path d="M52 236 L100 170 L340 170 L360 236 Z" fill="url(#f)" stroke="${look.palette.shade}" stroke-width="3"/>` +
    `<path d="M52 236 L360 236 L356 262 L58 262 Z" fill="${look.palette.shade}"/><path d="M90 220 L122 182 L318 182 L332 220 Z" fill="#000" opacity=".12"/>`,
  "cake-tin": (look) =>
    `${shadow(120, 300)}<path d="M80 200 L80 272 Q200 304 320 272 L320 200 Z" fill="url(#f)" stroke="${look.palette.shade}" stroke-width="3"/>` +
    `<ellipse cx="200" cy="200" rx="120" ry="26" fill="${look.palette.shade}"/><ellipse cx="200" cy="202" rx="108" ry="20" fill="#e7c48b"/><ellipse cx="200" cy="198" rx="90" ry="13" fill="#f3dcb0"/>`,
  lid: (look) =>
    `${shadow(140, 292)}<path d="M60 260 Q200 120 340 260 Z" fill="url(#glass)" stroke="#8d979f" stroke-width="4"/>` +
    `<path d="M56 262 L344 262" stroke="url(#f)" stroke-width="10" stroke-linecap="round"/><rect x="176" y="160" width="48" height="22" rx="10" fill="${handleColour(look)}"/>` +
    `<circle cx="250" cy="214" r="5" fill="none" stroke="#8d979f" stroke-width="2"/><path d="M120 230 Q150 196 190 186" stroke="#fff" stroke-width="6" fill="none" opacity=".6" stroke-linecap="round"/>`,
  "handle-kit": (look) =>
    `${shadow(140, 300)}<path d="M70 220 q0 -60 60 -60 h20 q16 0 16 16 v8 h-14 q-50 0 -50 36 Z" fill="${handleColour(look)}"/>` +
    `<path d="M330 220 q0 -60 -60 -60 h-20 q-16 0 -16 16 v8 h14 q50 0 50 36 Z" fill="${handleColour(look)}"/>` +
    `<ellipse cx="200" cy="268" rx="34" ry="14" fill="url(#f)"/><rect x="188" y="236" width="24" height="30" rx="6" fill="url(#f)"/>` +
    `<circle cx="150" cy="286" r="5" fill="${look.palette.shade}"/><circle cx="250" cy="286" r="5" fill="${look.palette.shade}"/><circle cx="200" cy="300" r="5" fill="${look.palette.shade}"/>`,
  // Always closed: the locking lid with its long handle over the body's, and the whistle weight on top.
  "pressure-cooker": (look) =>
    `${shadow(110, 330)}<path d="M100 206 h-26" stroke="${handleColour(look)}" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M100 190 L106 306 Q200 330 294 306 L300 190 Z" fill="url(#f)" stroke="${look.palette.shade}" stroke-width="3"/>` +
    `<ellipse cx="200" cy="190" rx="100" ry="14" fill="${look.palette.shade}"/><path d="M296 208 L374 196" stroke="${handleColour(look)}" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M94 188 Q200 148 306 188 Z" fill="url(#lidmetal)" stroke="${look.palette.shade}" stroke-width="3"/><path d="M204 172 L374 160" stroke="${handleColour(look)}" stroke-width="14" stroke-linecap="round"/>` +
    `<rect x="190" y="144" width="20" height="24" rx="6" fill="${look.palette.accent}"/><circle cx="200" cy="142" r="9" fill="${look.palette.accent}"/>`,
};

/** A set: a stock pot and a handi behind, a karahi and a frying pan in front. */
const setView: Drawer = (look) =>
  `<g transform="translate(10 20) scale(.55)">${frontViews["stock-pot"](look)}</g>` +
  `<g transform="translate(170 10) scale(.55)">${frontViews.handi(look)}</g>` +
  `<g transform="translate(20 165) scale(.5)">${frontViews.karahi(look)}</g>` +
  `<g transform="translate(190 170) scale(.5)">${frontViews["frying-pan"](look)}</g>`;

function frontView(shape: ProductShape, look: Look): string {
  return shape === "set" ? setView(look) : frontViews[shape](look);
}

const longHandled = new Set<ProductShape>(["frying-pan", "grill-pan", "wok", "saucepan", "tawa"]);

/** Looking down into the pan: the cooking surface and its finish. */
function topView(shape: ProductShape, look: Look): string {
  if (shape === "set") {
    return (
      `<circle cx="140" cy="150" r="86" fill="${look.palette.shade}"/><circle cx="140" cy="150" r="74" fill="url(#f)"/>` +
      `<circle cx="270" cy="170" r="70" fill="${look.palette.shade}"/><circle cx="270" cy="170" r="60" fill="url(#f)"/>` +
      `<circle cx="190" cy="290" r="62" fill="${look.palette.shade}"/><circle cx="190" cy="290" r="52" fill="url(#f)"/>`
    );
  }
  if (shape === "baking-tray") {
    return `<rect x="60" y="90" width="280" height="220" rx="18" fill="${look.palette.shade}"/><rect x="76" y="106" width="248" height="188" rx="12" fill="url(#f)"/>`;
  }
  if (shape === "handle-kit" || shape === "lid") return frontView(shape, look);
  const handles = longHandled.has(shape)
    ? `<rect x="320" y="188" width="80" height="24" rx="12" fill="${handleColour(look)}"/>`
    : `<path d="M52 170 q-24 30 0 60 M348 170 q24 30 0 60" stroke="${handleColour(look)}" stroke-width="10" fill="none" stroke-linecap="round"/>`;
  return (
    `${handles}<circle cx="200" cy="200" r="148" fill="${look.palette.shade}"/><circle cx="200" cy="200" r="134" fill="url(#f)"/>` +
    `<path d="M110 130 A110 110 0 0 1 230 92" stroke="#fff" stroke-width="8" fill="none" opacity=".25" stroke-linecap="round"/>`
  );
}

/** A close-up of the finish with the lid's edge and a handle. */
function detailView(look: Look): string {
  const lidEdge =
    look.lid === "no-lid"
      ? ""
      : `<path d="M40 120 Q200 40 360 120" stroke="${look.lid === "glass-lid" ? "#8d979f" : look.palette.shade}" stroke-width="14" fill="none"/><path d="M40 120 Q200 40 360 120 L360 40 L40 40 Z" fill="${lidFill(look)}" opacity=".9"/>`;
  return (
    `<rect x="40" y="40" width="320" height="320" rx="28" fill="url(#f)"/>${lidEdge}` +
    `<path d="M40 300 L300 40" stroke="#fff" stroke-width="26" opacity=".08"/>` +
    `<path d="M250 330 q70 -10 110 -60" stroke="${handleColour(look)}" stroke-width="22" fill="none" stroke-linecap="round"/>`
  );
}

/** Where the food shows in an open pan: the rim's centre height and half-width. */
const foodSurface: Partial<Record<ProductShape, { y: number; halfWidth: number }>> = {
  handi: { y: 170, halfWidth: 70 },
  karahi: { y: 194, halfWidth: 120 },
  "frying-pan": { y: 216, halfWidth: 96 },
  "grill-pan": { y: 198, halfWidth: 100 },
  tawa: { y: 244, halfWidth: 80 },
  wok: { y: 186, halfWidth: 116 },
  saucepan: { y: 202, halfWidth: 66 },
  "stock-pot": { y: 152, halfWidth: 84 },
};

/** On the stove: food inside, steam rising, a flame below. */
function cookingView(shape: ProductShape, look: Look): string {
  const open: Look = { ...look, lid: "no-lid" };
  const surface = foodSurface[shape];
  const food = surface ? `<ellipse cx="200" cy="${surface.y}" rx="${surface.halfWidth}" ry="9" fill="${look.food}"/>` : "";
  const steamBase = (surface?.y ?? 200) - 20;
  const steam = [160, 200, 240]
    .map(
      (x) =>
        `<path d="M${x} ${steamBase} q-14 -20 0 -40 q14 -20 0 -40" stroke="#b9c2c9" stroke-width="6" fill="none" opacity=".7" stroke-linecap="round"/>`,
    )
    .join("");
  const flames = [170, 200, 230].map((x) => `<path d="M${x} 372 q-10 -14 0 -30 q10 16 0 30 Z" fill="#3b82f6" opacity=".8"/>`).join("");
  return `${flames}${frontView(shape, open)}${food}${steam}`;
}

/** Sets come gift-boxed. */
function giftBoxView(look: Look): string {
  return (
    `${shadow(130, 336)}<rect x="80" y="180" width="240" height="150" rx="6" fill="url(#f)" stroke="${look.palette.shade}" stroke-width="3"/>` +
    `<rect x="68" y="150" width="264" height="40" rx="6" fill="${look.palette.shade}"/><rect x="186" y="150" width="28" height="180" fill="#d4a93c"/>` +
    `<path d="M200 150 q-50 -50 -70 -10 q20 20 70 10 q50 -50 70 -10 q-20 20 -70 10" fill="#e3bb52" stroke="#a8801f" stroke-width="3"/>`
  );
}

export type ProductImage = { fileName: string; svg: string };

function svgDocument(title: string, background: string, defs: string, body: string): string {
  const escaped = title.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img"><title>${escaped}</title><defs>${defs}</defs><rect width="400" height="400" fill="${background}"/>${body}</svg>\n`;
}

export function productImages(product: DemoProduct): ProductImage[] {
  const seed = hashOf(product.id);
  const look: Look = {
    palette: palettes[product.colour],
    finish: product.finish,
    lid: product.lid,
    steelHandle: product.steelHandle ?? false,
    food: foodColours[seed % foodColours.length],
  };
  const background = backgroundTints[seed % backgroundTints.length];
  const defs = finishDefs(look, seed);
  const views = [
    { label: "", body: frontView(product.shape, look) },
    { label: ", seen from above", body: topView(product.shape, look) },
    { label: ", close-up of the finish", body: detailView(look) },
    product.shape === "set"
      ? { label: ", in its gift box", body: giftBoxView(look) }
      : { label: ", on the stove", body: cookingView(product.shape, look) },
  ];
  return views.slice(0, product.imageCount).map((view, index) => ({
    fileName: `${product.id}-${index + 1}.svg`,
    svg: svgDocument(`${product.name}${view.label}`, background, defs, view.body),
  }));
}
