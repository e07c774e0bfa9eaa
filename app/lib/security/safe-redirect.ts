/**
 * A same-site path to go back to after signing in, or the fallback. Absolute and protocol-relative
 * URLs (and their backslash disguises) are refused, so sign-in cannot send anyone elsewhere. The
 * path is judged as the browser will follow it: with its dot segments resolved, "/..//evil.example"
 * is the protocol-relative "//evil.example", so the resolved path is what is checked and answered.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/home"): string {
  if (typeof to !== "string" || !to.startsWith("/")) return fallback;
  if ([...to].some((character) => character.charCodeAt(0) < 0x20)) return fallback;
  try {
    const url = new URL(to, "http://same-site.invalid");
    if (url.origin !== "http://same-site.invalid") return fallback;
    if (!isSameOriginPath(url.pathname)) return fallback;
    if (url.pathname.startsWith("/sign-in") || url.pathname.startsWith("/sign-up")) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}

/** One leading slash: "//host" and "/\host" name another site. */
function isSameOriginPath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\");
}
