/**
 * A small seeded fuzzer shared by the backend and storefront fuzz tests: the same seed always
 * makes the same requests, so a failure can be replayed. No library: what we need is a handful of
 * hostile values and mutations of a valid input.
 */

/** mulberry32: a tiny deterministic PRNG. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)];
  return { next, int, pick };
}

export type Random = ReturnType<typeof seededRandom>;

export const hostileStrings = [
  "",
  " ",
  "\u0000",
  "null\u0000byte",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "'; drop table users; --",
  "' or '1'='1",
  "../../../../etc/passwd",
  "%00%2e%2e%2f",
  "\ud800",
  "\u202eevil\u202c",
  "زینب خان",
  "🍳🥘🔥".repeat(20),
  "Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇",
  "\r\n\t",
  "x".repeat(5_000),
  "y".repeat(70_000),
  "a@b",
  "not-an-email",
  "__proto__",
  "constructor",
  "NaN",
  "-1",
  "1e309",
  "0x10",
  "CW-999999",
  "000000000000000000000000",
] as const;

export const hostileNumbers = [-1, -0, 0, 0.5, 1.5, -2.5, 1e21, -1e21, Number.MAX_SAFE_INTEGER, 2 ** 31, 1e308, 100_001] as const;

/** A value of a random kind: the wrong type for most fields. */
export function hostileValue(random: Random): unknown {
  switch (random.int(9)) {
    case 0:
    case 1:
    case 2:
      return random.pick(hostileStrings);
    case 3:
      return random.pick(hostileNumbers);
    case 4:
      return random.pick([true, false, null]);
    case 5:
      return [random.pick(hostileStrings), random.pick(hostileNumbers)];
    case 6:
      return { _id: random.pick(hostileStrings), nested: { deeper: random.pick(hostileNumbers) } };
    case 7:
      return Array.from({ length: 2_000 }, (_, index) => index);
    default:
      return `${random.pick(hostileStrings)}${random.pick(hostileStrings)}`.slice(0, 300);
  }
}

export type FuzzBody = { json?: unknown; raw?: string };

const malformedJson = [
  "{",
  '{"a":}',
  "{'single': 'quotes'}",
  '{"trailing": 1,}',
  "[]",
  "null",
  '"a string"',
  "12",
  "true",
  "\u0000",
  "<xml/>",
  "a=1&b=2",
  '{"__proto__": {"polluted": true}}',
  '{"constructor": {"prototype": {"polluted": true}}}',
];

/** One malformed variant of a valid JSON body (an object of fields). */
export function mutateBody(random: Random, valid: Record<string, unknown>): FuzzBody {
  const keys = Object.keys(valid);
  const copy: Record<string, unknown> = structuredClone(valid);
  switch (random.int(8)) {
    case 0: // missing field(s)
      for (const key of keys) if (random.next() < 0.5) delete copy[key];
      return { json: copy };
    case 1: // wrong type or hostile value in one field
    case 2:
      if (keys.length > 0) copy[random.pick(keys)] = hostileValue(random);
      return { json: copy };
    case 3: // every field hostile
      for (const key of keys) copy[key] = hostileValue(random);
      return { json: copy };
    case 4: // malformed JSON
      return { raw: random.pick(malformedJson) };
    case 5: {
      // duplicated keys: the last one wins in JSON.parse, so the hostile copy comes last
      const key = keys.length > 0 ? random.pick(keys) : "field";
      const body = JSON.stringify(copy).slice(1, -1);
      return { raw: `{${body}${body ? "," : ""}"${key}":${JSON.stringify(hostileValue(random)) ?? "null"}}` };
    }
    case 6: // oversized body (over the 64 KB limit) or one huge field
      if (random.next() < 0.5) return { raw: JSON.stringify({ ...copy, padding: "p".repeat(70_000) }) };
      if (keys.length > 0) copy[random.pick(keys)] = "h".repeat(random.pick([300, 5_000, 60_000]));
      return { json: copy };
    default: // a body that is not an object at all
      return { json: hostileValue(random) };
  }
}

/** A path segment that is not an id of this user: unknown, malformed, hostile. */
export function hostileId(random: Random): string {
  const raw = random.int(3) === 0 ? random.pick(hostileStrings) : `${random.pick(["", "CW-", "user_", "x"])}${random.int(1e9)}`;
  if (random.int(10) === 0) return random.pick(["%ED%A0%80", "%E0%A4%A", "%", "%25%", "..%2F..%2F", "%00"]);
  try {
    return encodeURIComponent(String(raw).slice(0, random.pick([20, 200, 2_000]))) || "%20";
  } catch {
    return "%ED%A0%80"; // a lone surrogate: sent as the malformed UTF-8 a client could send
  }
}
