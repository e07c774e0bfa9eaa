import { normalizePem } from "../../../backend/auth/clerk-token";
import { backendEnv } from "../../../backend/env";
import { env } from "../env.server";

/** Options for @clerk/remix: keys from settings, our own sign-in pages, and a PEM that may be on one line. */
export function clerkOptions() {
  const jwtKey = backendEnv().CLERK_JWT_KEY;
  return {
    publishableKey: env().CLERK_PUBLISHABLE_KEY,
    secretKey: env().CLERK_SECRET_KEY,
    jwtKey: jwtKey ? normalizePem(jwtKey) : undefined,
    signInUrl: "/sign-in",
    signUpUrl: "/sign-up",
  };
}
