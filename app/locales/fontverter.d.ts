// fontverter (subset-font's dependency, used by the Urdu font's test) ships no types.
declare module "fontverter" {
  const fontverter: { convert(font: Uint8Array, format: "truetype" | "woff" | "woff2"): Promise<Uint8Array> };
  export default fontverter;
}
