/**
 * Why a backup or restore cannot go on, in one line the operator can act on (the commands print it
 * without a stack and exit non-zero; the scheduler logs and records it).
 */
export class BackupRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupRefusal";
  }
}

/** The one line to show for any failure: a refusal's own words, anything else's message. */
export function failureReason(error: unknown): string {
  if (error instanceof Error) return error.message.split("\n")[0];
  return String(error);
}
