import { ClerkApp } from "@clerk/remix";
import { Outlet } from "@remix-run/react";

/** The app inside Clerk's session context; loaded only in Clerk mode. */
export default ClerkApp(function ClerkRoot() {
  return <Outlet />;
});
