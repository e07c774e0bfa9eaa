import { createCookie } from "@remix-run/node";
import { RemixI18Next } from "remix-i18next/server";
import { en } from "~/locales/en";
import type { Catalogue, Namespace, PageStrings } from "~/locales/types";
import { toJsonText, type JsonText } from "~/lib/data/loader-json-text";
import { ur } from "~/locales/ur";
import { getViewer } from "~/lib/auth/viewer.server";
import { oncePerRequest, type RequestScopeArgs } from "~/lib/request-scope.server";
import { headerRead } from "~/lib/backend/cart.server";
import { translateMessage } from "./translate-message";
import { PLURAL_SUFFIX } from "./plural";
import { URDU_BOLD_FONT_URL, URDU_FONT_URL } from "./urdu-font";
import { defaultLanguage, isLanguage, LANGUAGE_PARAM, languages, localizedPath, type Language } from "./languages";

const catalogues: Record<Language, Catalogue> = { en, ur };

/** The shopper's choice from the header's switch, kept for a year. */
export const languageCookie = createCookie("lng", { path: "/", sameSite: "lax", httpOnly: true, maxAge: 60 * 60 * 24 * 365 });

// Detection order: the page's own `?lng=` (its canonical URL), the switch's cookie, a signed-in
// shopper's saved choice (`findLocale`: read with the header's cart count, which the root loader
// makes anyway, so it costs no extra call), then Accept-Language on a first visit, then English.
const detector = new RemixI18Next({
  detection: {
    supportedLanguages: [...languages],
    fallbackLanguage: defaultLanguage,
    cookie: languageCookie,
    searchParamKey: LANGUAGE_PARAM,
    findLocale: savedLanguage,
    order: ["searchParams", "cookie", "custom", "header"],
  },
});

// getLocale hands findLocale the Request alone: its context, so the viewer is the page's one.
const contextOfRequest = new WeakMap<Request, unknown>();

async function savedLanguage(request: Request): Promise<string | null> {
  const viewer = await getViewer({ request, context: contextOfRequest.get(request) });
  const header = viewer ? await headerRead(viewer) : "signed-out";
  return header === "signed-out" ? null : header.language;
}

/** The request's language; a loader passes its `context`, so its page's loaders share one viewer. */
export function requestLanguage(request: Request, context?: unknown): Promise<Language> {
  return oncePerRequest({ request, context }, "language", async () => {
    contextOfRequest.set(request, context);
    const language = await detector.getLocale(request);
    return isLanguage(language) ? language : defaultLanguage;
  });
}

/** The namespaces a page renders, in one language: a loader returns them as `strings`. */
export function stringsOf<N extends Namespace>(language: Language, ...namespaces: N[]): Pick<Required<PageStrings>, N> {
  return Object.fromEntries(namespaces.map((namespace) => [namespace, catalogues[language][namespace]])) as Pick<Required<PageStrings>, N>;
}

const stringsJsonByKey = new Map<string, JsonText<PageStrings>>();

/**
 * The namespaces as one JSON text (`app/lib/data/loader-json-text.ts`), made once per language and set of
 * namespaces: the root sends the layout's and the error pages' two hundred strings with every
 * document, the listing its own. `useStrings` reads either form.
 */
export function stringsJsonOf<N extends Namespace>(language: Language, ...namespaces: N[]): JsonText<Pick<Required<PageStrings>, N>> {
  const key = `${language}:${namespaces.join(",")}`;
  let json = stringsJsonByKey.get(key);
  if (json === undefined) {
    json = toJsonText(stringsOf(language, ...namespaces));
    stringsJsonByKey.set(key, json);
  }
  return json as JsonText<Pick<Required<PageStrings>, N>>;
}

/** The namespaces a page renders, in the language of this request. */
export async function pageStrings<N extends Namespace>(args: RequestScopeArgs, ...namespaces: N[]) {
  return stringsOf(await requestLanguage(args.request, args.context), ...namespaces);
}

/**
 * The English messages a page may show (the `messages` namespace: flashes and refusals; the
 * `formErrors` namespace: the schemas' errors, checked in the browser too, and the backend's
 * answers to forms) as English → this language; nothing on English pages. A form's loader returns
 * it as `messageTranslations`, and its components show each message through `useLocalMessage`.
 */
export function messageTranslations(language: Language): Record<string, string> {
  if (language === defaultLanguage) return {};
  // A template in plural forms is keyed once per form, its English with the form's suffix (translateMessage).
  const pairs = (namespace: "messages" | "formErrors") =>
    Object.entries(en[namespace]).map(([key, text]) => [
      text + (PLURAL_SUFFIX.exec(key)?.[0] ?? ""),
      (catalogues[language][namespace] as Record<string, string>)[key],
    ]);
  return Object.fromEntries([...pairs("messages"), ...pairs("formErrors")]);
}

/** `messageTranslations` for this request's language. */
export async function pageMessageTranslations(request: Request) {
  return messageTranslations(await requestLanguage(request));
}

/**
 * An English message an action or the backend answered (a flash, a refusal), in `language` when
 * the catalogue knows it, as it is or as a template with values (`translateMessage`); any other
 * text is shown as it came.
 */
export function localMessage(language: Language, text: string): string {
  return translateMessage(messageTranslations(language), text, language);
}

/** The attributes of one `<link>` in the document's head. */
export type HeadLink = { rel: string; href: string; hrefLang?: string; as?: string; type?: string; crossOrigin?: "anonymous" };

/**
 * The head's language links for the page the document is loaded at (what search engines read):
 * the canonical address in `language`, each language's address (English without `?lng=`, Urdu
 * with `?lng=ur`, absolute on `origin`), and on Urdu pages only, the Urdu fonts' preloads (regular
 * and bold: headings are bold), so the text does not wait for the stylesheet to ask for them. The root renders them as they come.
 */
export function languageHeadLinks(request: Request, language: Language, origin: string): HeadLink[] {
  const url = new URL(request.url);
  const here = url.pathname + url.search;
  return [
    { rel: "canonical", href: origin + localizedPath(here, language) },
    ...languages.map((alternate) => ({ rel: "alternate", hrefLang: alternate, href: origin + localizedPath(here, alternate) })),
    { rel: "alternate", hrefLang: "x-default", href: origin + localizedPath(here, defaultLanguage) },
    ...(language === "ur"
      ? [URDU_FONT_URL, URDU_BOLD_FONT_URL].map((href) => ({
          rel: "preload",
          as: "font",
          type: "font/woff2",
          href,
          crossOrigin: "anonymous" as const,
        }))
      : []),
  ];
}
