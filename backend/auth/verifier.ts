/** Who a bearer token belongs to, as far as the backend is concerned. */
export interface VerifiedUser {
  userId: string;
  email?: string;
  name?: string;
  /** "operator" may use the back office (/admin); decided by backend/auth/operator-role.ts. Absent means shopper. */
  role?: "operator" | "shopper";
  /** The verifier read the user from the users table, so their row needs no making. */
  rowExists?: boolean;
  /** Items in their cart, when the verifier read it with the session (the header's badge). */
  cartCount?: number;
  /** Their saved storefront language (null when never chosen), when the verifier read it with the session. */
  language?: string | null;
}

export type VerifyOptions = {
  /**
   * A read (GET) may reuse the verification already made of this very token; a write verifies
   * afresh and forgets any kept one, so what the read answers next reflects it.
   */
  reuse?: boolean;
};

/** Answers the token's user, or null when the token is missing, malformed, expired, revoked or forged. */
export type TokenVerifier = (token: string, options?: VerifyOptions) => Promise<VerifiedUser | null>;
