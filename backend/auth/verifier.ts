/** Who a bearer token belongs to, as far as the backend is concerned. */
export interface VerifiedUser {
  userId: string;
  email?: string;
  name?: string;
}

/** Answers the token's user, or null when the token is missing, malformed, expired, revoked or forged. */
export type TokenVerifier = (token: string) => Promise<VerifiedUser | null>;
