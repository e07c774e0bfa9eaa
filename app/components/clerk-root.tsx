import { ClerkApp } from "@clerk/remix";
import { Outlet, useRouteLoaderData } from "@remix-run/react";
import { clerkUrdu } from "~/lib/auth/clerk-urdu";

function Routes() {
  return <Outlet />;
}

// ClerkApp takes its options once, so each language has its own wrapper; only one renders.
const EnglishClerkRoot = ClerkApp(Routes);
const UrduClerkRoot = ClerkApp(Routes, { localization: clerkUrdu });

/** The app inside Clerk's session context, Clerk's screens in the page's language; loaded only in Clerk mode. */
export default function ClerkRoot() {
  const language = useRouteLoaderData<{ language?: string }>("root")?.language;
  return language === "ur" ? <UrduClerkRoot /> : <EnglishClerkRoot />;
}
