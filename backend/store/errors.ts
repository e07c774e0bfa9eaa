/**
 * Why the store refused: what went wrong in the shop's own terms. The HTTP layer chooses the status.
 *
 * - `not-found`: no such thing, or it belongs to someone else.
 * - `gone`: it was here and is no more (an archived product).
 * - `conflict`: the store's current state refuses it (stock, a limit reached, an account that exists).
 * - `invalid`: a value the store does not accept (a size the product does not come in).
 * - `unprocessable`: a well-formed choice checkout cannot use (an address not on file, a payment method not offered).
 * - `unauthenticated`: the caller is nobody the store knows (wrong password, or no account behind the user).
 * - `rate-limited`: too many attempts; see `RateLimitedError`.
 */
export type StoreErrorKind = "not-found" | "gone" | "conflict" | "invalid" | "unprocessable" | "unauthenticated" | "rate-limited";

/** One message per input field, for the form that sent it. */
export type FieldErrors = Record<string, string>;

export class StoreError extends Error {
  constructor(
    readonly kind: StoreErrorKind,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
    this.name = "StoreError";
  }
}

export class RateLimitedError extends StoreError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super("rate-limited", message);
    this.name = "RateLimitedError";
  }
}
