import { verifyToken } from "@clerk/backend";
import type { TokenVerifier } from "./verifier";

type ClerkKeys = { CLERK_SECRET_KEY?: string; CLERK_JWT_KEY?: string };

/**
 * Verifies Clerk session tokens: networkless with CLERK_JWT_KEY, otherwise with the instance's
 * keys fetched using CLERK_SECRET_KEY. Name, email and role are read from the token when the
 * store adds them as session-token claims (see README).
 */
export function createClerkVerifier(keys: ClerkKeys): TokenVerifier {
  const options = keys.CLERK_JWT_KEY ? { jwtKey: keys.CLERK_JWT_KEY } : { secretKey: keys.CLERK_SECRET_KEY };
  return async (token) => {
    try {
      const claims = await verifyToken(token, options);
      if (!claims.sub) return null;
      return {
        userId: claims.sub,
        email: typeof claims.email === "string" ? claims.email : undefined,
        name: typeof claims.name === "string" ? claims.name : undefined,
        // A session-token claim the store's Clerk instance adds for its operators (README).
        role: claims.role === "operator" ? "operator" : "shopper",
      };
    } catch {
      return null;
    }
  };
}
