import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { GeneralErrorBoundary } from "./components/error-boundary";
import { FlashBanner } from "./components/flash-banner";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { getViewer } from "./lib/auth.server";
import { cartItemCount } from "./lib/cart-count.server";
import { useNonce } from "./lib/nonce";
import { commitSession, getSession } from "./lib/session.server";
import { socialLinks } from "./lib/social.server";
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

export async function loader(args: LoaderFunctionArgs) {
  const viewer = await getViewer(args);
  const session = await getSession(args.request);
  const flash = session.get("flash") ?? null;
  const cartCount = viewer ? await cartItemCount(viewer.token) : 0;
  return data(
    {
      viewer: viewer ? { name: viewer.name } : null,
      cartCount,
      socialLinks: socialLinks(),
      flash,
    },
    {
      headers: {
        ...(flash ? { "Set-Cookie": await commitSession(args.request, session) } : {}),
        "Cache-Control": viewer ? "private, no-cache" : "no-cache",
      },
    },
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  return (
    <html lang="en" className="h-full">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#7c4114" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-full flex-col font-sans antialiased">
        <SiteHeader viewer={rootData?.viewer ?? null} cartCount={rootData?.cartCount ?? 0} />
        <main id="main" className="flex-1">
          {rootData?.flash ? <FlashBanner message={rootData.flash} /> : null}
          {children}
        </main>
        <SiteFooter socialLinks={rootData?.socialLinks ?? []} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} />;
}
