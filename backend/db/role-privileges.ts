/** Where the GRANT statements a non-superuser role needs are written down. */
export const ROLE_PRIVILEGES_ADVICE =
  'The role in DATABASE_URL needs CREATE on the database (for the migrations\' schema "drizzle" and the pg_trgm extension) ' +
  'and on schema public: see "PostgreSQL role" in README.md for the GRANT statements.';

// PostgreSQL's SQLSTATE for "permission denied".
const INSUFFICIENT_PRIVILEGE = "42501";

/**
 * A start-up refused for want of a privilege (Drizzle's failed query, whose cause is PostgreSQL's answer),
 * told as what PostgreSQL said and what to grant, the failed query as its cause; any other error as it is.
 */
export function explainMissingPrivilege(error: unknown): unknown {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | undefined)?.cause;
  if (cause?.code !== INSUFFICIENT_PRIVILEGE) return error;
  return new Error(`The database could not be prepared: PostgreSQL said "${String(cause.message)}". ${ROLE_PRIVILEGES_ADVICE}`, {
    cause: error,
  });
}
