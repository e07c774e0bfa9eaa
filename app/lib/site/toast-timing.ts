/** Errors stay three times as long as successes: long enough to read, without a close button. */
const ERROR_FACTOR = 3;

/** How long a toast of this kind stays up (the toast itself and a flash that floats as one). */
export const toastMs = (kind: string, durationMs: number) => (kind === "error" ? durationMs * ERROR_FACTOR : durationMs);
