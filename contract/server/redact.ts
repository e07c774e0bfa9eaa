/**
 * Log hygiene: whatever reaches a log line passes through here first, so a failed query's
 * parameters, a bearer token, a password or a card number never end up in the operator's logs.
 */
const REDACTED = "[redacted]";

const rules: [RegExp, string | ((match: string, ...groups: string[]) => string)][] = [
  // A failed query's parameters hold whatever the shopper sent (passwords' hashes, names, phones).
  [/(params:)[^\n]*/gi, `$1 ${REDACTED}`],
  [/(Bearer)\s+[^\s"',]+/gi, `$1 ${REDACTED}`],
  // JWTs and other signed tokens.
  [/eyJ[\w-]+\.[\w-]+\.[\w-]*/g, REDACTED],
  [/scrypt\$[^\s"',]+/g, REDACTED],
  // Credentials inside a URL (DATABASE_URL, SMTP_URL, REDIS_URL).
  [/([a-z][\w+.-]*:\/\/[^:/\s@]+:)[^@\s/]+@/gi, `$1${REDACTED}@`],
  // "password": "…", password=…, token: …
  [
    /(["']?\b(?:password|passwordHash|secret|token|sessionId|authorization|cookie|set-cookie)\b["']?\s*[:=]\s*)("(?:[^"\\]|\\.)*"|'[^']*'|[^\s,;}&]+)/gi,
    `$1${REDACTED}`,
  ],
  // Card-like numbers: 13 to 19 digits in a run, or grouped as cards print them (4-4-4-4…, Amex 4-6-5)
  // by spaces or dashes; the last four stay. Not any digits joined by dashes: a request id (a UUID)
  // may hold a long run of digit groups, and it must reach the log whole to be found.
  [
    /\b(?:\d{13,19}|\d{4}(?:[ -]\d{4}){2}[ -]\d{1,7}|\d{4}[ -]\d{6}[ -]\d{5})\b/g,
    (match) => `[card ending ${match.replace(/\D/g, "").slice(-4)}]`,
  ],
];

export function redactSecrets(text: string): string {
  let result = text;
  for (const [pattern, replacement] of rules) result = result.replace(pattern, replacement as string);
  return result;
}

/** An error as one log-safe text: its stack (or message) and its causes, redacted. */
export function describeErrorForLog(error: unknown, depth = 0): string {
  if (!(error instanceof Error)) return redactSecrets(String(error));
  let text = error.stack ?? `${error.name}: ${error.message}`;
  // Drizzle puts the query and its parameters in the message; the stack repeats the message.
  if (!text.includes(error.message)) text = `${error.name}: ${error.message}\n${text}`;
  if (error.cause !== undefined && depth < 3) text += `\ncaused by: ${describeErrorForLog(error.cause, depth + 1)}`;
  return redactSecrets(text);
}

/**
 * An error's message and those of its causes, on one line, redacted: for a line logged again on each
 * retry, where a stack would bury it. A failed query's message names only the query; PostgreSQL's
 * reason ("permission denied for schema public") is its cause's.
 */
export function describeErrorBriefly(error: unknown): string {
  let text = "";
  for (let current = error, depth = 0; current !== undefined && depth < 4; depth += 1) {
    // Redacted before its lines are joined: a failed query's parameters are redacted to the end of their line.
    const message = redactSecrets(current instanceof Error ? current.message : String(current)).replace(/\s*\n\s*/g, " ");
    if (!text.includes(message)) text += text === "" ? message : `${/[.!?]$/.test(text) ? " Caused" : "; caused"} by: ${message}`;
    current = current instanceof Error ? current.cause : undefined;
  }
  return text;
}
