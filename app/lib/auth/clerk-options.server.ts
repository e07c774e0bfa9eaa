import { env } from "../env.server";

/** Options for @clerk/remix: keys from settings (the PEM already normalised) and our own sign-in pages. */
export function clerkOptions() {
  return {
    publishableKey: env().CLERK_PUBLISHABLE_KEY,
    secretKey: env().CLERK_SECRET_KEY,
    jwtKey: env().CLERK_JWT_KEY,
    signInUrl: "/sign-in",
    signUpUrl: "/sign-up",
  };
}
