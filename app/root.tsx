import { data, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { rootAuthLoader } from "@clerk/remix/ssr.server";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { lazy, Suspense, type ReactNode } from "react";
import { GeneralErrorBoundary } from "./components/error-boundary";
import { FlashBanner } from "./components/flash-banner";
import { NavigationProgress } from "./components/navigation-progress";
import { RouteFocus } from "./components/route-focus";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { PageLinkNavigation } from "./components/ui/page-link";
import { getViewer } from "./lib/auth/viewer.server";
import { cacheControlHeaders } from "./lib/site/cache-headers";
import { headerRead } from "./lib/backend/cart.server";
import { clerkOptions } from "./lib/auth/clerk-options.server";
import { authMode } from "./lib/env.server";
import { useNonce } from "./lib/security/nonce";
import { commitSession, getSession } from "./lib/auth/session.server";
import { socialLinks } from "./lib/site/social.server";
import { siteOrigin } from "./lib/site/seo";
import { env } from "./lib/env.server";
import { languageCookie, languageHeadLinks, localMessage, requestLanguage, stringsJsonOf } from "./lib/i18n/i18n.server";
import { intlLocale, LANGUAGE_PARAM, textDirection } from "./lib/i18n/languages";
import stylesheet from "./tailwind.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export const meta: MetaFunction = () => [
  { title: "Cookware.pk — Premium handi, karahi and cookware" },
  { name: "description", content: "Premium cookware for Pakistani kitchens, delivered with cash on delivery." },
];

// Routes without their own `headers` inherit this: signed-in HTML is sent with private caching.
export const headers: HeadersFunction = cacheControlHeaders;

export async function loader(args: LoaderFunctionArgs) {
  if (authMode() === "clerk") {
    // Clerk's loader adds its session state, which ClerkApp hands to the browser.
    return rootAuthLoader(
      args,
      async () => {
        const { payload, headers } = await rootData(args);
        return Response.json(payload, { headers });
      },
      clerkOptions(),
    ) as unknown as Promise<RootData>;
  }
  const { payload, headers } = await rootData(args);
  return data(payload, { headers });
}

type RootData = Awaited<ReturnType<typeof rootData>>["payload"] & { clerkState?: unknown };

async function rootData(args: LoaderFunctionArgs) {
  const [viewer, session, language] = await Promise.all([
    getViewer(args),
    getSession(args.request, args.context),
    requestLanguage(args.request, args.context),
  ]);
  const flash = session.get("flash") ?? null;
  const read = viewer ? await headerRead(viewer) : null;
  const header = read === "signed-out" ? null : read;
  const signedIn = viewer !== null && header !== null;
  return {
    payload: {
      authMode: authMode(),
      // The back office's link only for whom the backend takes for an operator (the header's own read, no second call).
      viewer: signedIn ? { name: viewer.name, operator: header.operator === true } : null,
      cartCount: header?.count ?? 0,
      socialLinks: socialLinks(),
      flash: flash ? { ...flash, text: localMessage(language, flash.text) } : null,
      language,
      // Worked out here, so the page's script carries no table of languages.
      dir: textDirection(language),
      locale: intlLocale(language),
      headLinks: languageHeadLinks(args.request, language, siteOrigin(args.request, env().SITE_URL)),
      strings: stringsJsonOf(language, "layout", "errors"),
    },
    headers: [
      ...(flash ? [["Set-Cookie", await commitSession(args.request, session)] as [string, string]] : []),
      ...(await rememberLinkedLanguage(args.request, language)),
      ["Cache-Control", signedIn ? "private, no-cache" : "no-cache"],
      // The same address is English or Urdu by the cookie or Accept-Language: no cache may answer one for the other.
      ["Vary", "Cookie, Accept-Language"],
    ] as [string, string][],
  };
}

/** A page opened at its `?lng=` address (from a search engine, a shared link) keeps that language on the next pages. */
async function rememberLinkedLanguage(request: Request, language: string): Promise<[string, string][]> {
  if (!new URL(request.url).searchParams.has(LANGUAGE_PARAM)) return [];
  if ((await languageCookie.parse(request.headers.get("Cookie"))) === language) return [];
  return [["Set-Cookie", await languageCookie.serialize(language)]];
}

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const language = rootData?.language ?? "en";
  const dir = rootData?.dir ?? "ltr";
  // The back office is English only: its pages are English whatever the shop's language, and only
  // the shop's header and footer around them keep the shopper's language.
  const backOffice = useLocation().pathname.startsWith("/admin");
  const shopChrome =
    backOffice && language !== "en" ? { lang: language, dir, className: "urdu-chrome contents" } : { className: "contents" };
  return (
    <html lang={backOffice ? "en" : language} dir={backOffice ? "ltr" : dir} className="h-full">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#7c4114" />
        <Meta />
        <Links />
        {rootData?.headLinks.map((link) => (
          <link key={link.rel + link.href + link.hrefLang} {...link} />
        ))}
      </head>
      <body className="flex min-h-full flex-col font-sans antialiased">
        <NavigationProgress />
        <RouteFocus />
        <PageLinkNavigation>
          <div {...shopChrome}>{rootData ? <SiteHeader viewer={rootData.viewer} cartCount={rootData.cartCount} /> : null}</div>
          <main id="main" className="flex-1">
            {rootData?.flash ? <FlashBanner message={rootData.flash} /> : null}
            {children}
          </main>
          <div {...shopChrome}>{rootData ? <SiteFooter socialLinks={rootData.socialLinks} /> : null}</div>
        </PageLinkNavigation>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

// Clerk's code is loaded only in Clerk mode, so local mode ships none of it.
const ClerkRoot = lazy(() => import("./components/clerk-root"));

export default function App() {
  const { authMode } = useLoaderData<typeof loader>();
  if (authMode === "clerk") {
    return (
      <Suspense fallback={null}>
        <ClerkRoot />
      </Suspense>
    );
  }
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  // Only the root's own loader failing leaves a page without its strings (never in local mode,
  // whose root loader calls nothing that throws): the one text the scripts carry themselves.
  if (!useRouteLoaderData("root")) return <p className="page">Something went wrong.</p>;
  return <GeneralErrorBoundary error={error} />;
}
