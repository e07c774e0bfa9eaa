import { ClerkApp } from "@clerk/remix";
import { Outlet } from "@remix-run/react";
import { clerkUrdu } from "~/lib/auth/clerk-urdu";
import { useLanguage } from "~/lib/i18n/use-strings";

function Routes() {
  return <Outlet />;
}

// ClerkApp takes its options once, so each language has its own wrapper; only one renders.
const EnglishClerkRoot = ClerkApp(Routes);
const UrduClerkRoot = ClerkApp(Routes, { localization: clerkUrdu });

/** The app inside Clerk's session context, Clerk's screens in the page's language; loaded only in Clerk mode. */
export default function ClerkRoot() {
  return useLanguage() === "ur" ? <UrduClerkRoot /> : <EnglishClerkRoot />;
}
