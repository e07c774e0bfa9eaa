import { hostileId, hostileNumbers, hostileStrings, hostileValue, type Random } from "../../backend/test/fuzz";

/** Every query parameter a loader of ours reads, so one hostile query string reaches them all. */
const QUERY_PARAMS = [
  "q",
  "page",
  "tab",
  "lng",
  "sort",
  "category",
  "status",
  "payment",
  "method",
  "lowStock",
  "minPrice",
  "maxPrice",
  "redirect_url",
  "redirectTo",
  "token",
  "edit",
  "address",
  "add-address",
  "image",
  "terms",
  "sent",
  "courier",
  "index",
];

const everyParam = (value: string) => QUERY_PARAMS.map((name) => `${name}=${value}`).join("&");

export const PROTOTYPE_NAMES = ["__proto__", "constructor", "prototype"] as const;

/** Query strings, as they go on the wire: NUL, overlong, malformed UTF-8 and percent-encoding, arrays for scalars, prototype names. */
export const hostileQueries: string[] = [
  everyParam("%00"),
  everyParam("pa%00n"),
  `q=${"x".repeat(6_000)}&page=${"9".repeat(400)}&token=${"t".repeat(2_000)}&redirect_url=%2F${"a".repeat(2_000)}`,
  everyParam("%C3%28%FF%FE%ED%A0%80"),
  `${everyParam("%")}&%ZZ=%E0%A4%A&%=1`,
  QUERY_PARAMS.flatMap((name) => [`${name}=1`, `${name}=-1`, `${name}[]=x`, `${name}[0]=y`]).join("&"),
  `${PROTOTYPE_NAMES.map((name, index) => `${name}=${index}`).join("&")}&__proto__[polluted]=1&constructor[prototype][polluted]=1&${everyParam("__proto__")}`,
];

/**
 * A query string of raw bytes that are not UTF-8, as no HTTP client sends them (the request line goes
 * out on a socket). Node's parser answers 400 before the app sees them; sent so a server that lets
 * them through is fuzzed too.
 */
export const rawByteQuery = Buffer.concat([
  Buffer.from("q="),
  Buffer.from([0xff, 0xfe, 0xc3, 0x28]),
  Buffer.from("&lng="),
  Buffer.from([0xc0, 0xaf]),
  Buffer.from("&page="),
  Buffer.from([0x80]),
]);

/** Path segments standing in for an id: NUL, a lone surrogate, a broken escape, a prototype name. */
export const hostileSegments = ["%00", "%ED%A0%80", "%25%", "__proto__"];

const NOT_UTF8 = Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80]);

export type FormPairs = [string, string][];

function asFormValue(value: unknown): string {
  return typeof value === "string" ? value : (JSON.stringify(value) ?? "");
}

/**
 * One malformed form: fields missing, repeated (an array for a scalar), hostile, huge, unknown, named
 * after the prototype; wrong quantities and ids; another intent.
 */
export function malformedForm(random: Random, valid: Record<string, string>, intents: string[] = []): FormPairs {
  const pairs: FormPairs = Object.entries(valid).filter(() => random.next() > 0.15);
  const mutations = 1 + random.int(3);
  for (let index = 0; index < mutations; index += 1) {
    const key = pairs.length > 0 ? random.pick(pairs)[0] : random.pick(["intent", "quantity", "email"]);
    switch (random.int(9)) {
      case 0: // the field repeated, the second copy hostile
        pairs.push([key, asFormValue(hostileValue(random))]);
        break;
      case 1: // a hostile value in place
        pairs.splice(
          pairs.findIndex(([name]) => name === key),
          1,
          [key, asFormValue(hostileValue(random))],
        );
        break;
      case 2: // quantities: negative, fractional, huge, not numbers
        pairs.push([
          random.pick(["quantity", "items[0].quantity", "items[1].quantity", "price", "stock", "change", "version"]),
          String(random.pick([...hostileNumbers, "1.5", "-3", "1e3", "", "two"])),
        ]);
        break;
      case 3: // another intent, known or not
        pairs.push(["intent", random.pick([...intents, "", "unknown", "remove:-1", "remove:1.5", ...PROTOTYPE_NAMES])]);
        break;
      case 4: // unknown ids
        pairs.push([
          random.pick(["productId", "shippingAddress", "addressId", "items[0].product", "photoId"]),
          decodeURIComponentSafe(hostileId(random)),
        ]);
        break;
      case 5: // a huge value
        pairs.push([key, random.pick(["h".repeat(5_000), "w".repeat(20_000), "🍳".repeat(1_000)])]);
        break;
      case 6: // unicode and markup
        pairs.push([key, random.pick(hostileStrings.filter((value) => value.length < 1_000))]);
        break;
      case 7: // every field twice: arrays for all the scalars
        pairs.push(...pairs.map(([name, value]): [string, string] => [name, `${value}2`]));
        break;
      default: // unknown fields, odd names, the prototype's names
        pairs.push([
          random.pick([
            ...PROTOTYPE_NAMES,
            "__proto__[polluted]",
            "constructor[prototype][polluted]",
            "items[0].__proto__",
            "items[999999].product",
            "items[-1].quantity",
            "a[b][c]",
            "x".repeat(500),
          ]),
          random.pick(["1", ...PROTOTYPE_NAMES]),
        ]);
    }
  }
  return pairs;
}

function decodeURIComponentSafe(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function encodeForm(pairs: FormPairs): string {
  const encode = (value: string) => {
    try {
      return encodeURIComponent(value);
    } catch {
      return "%ED%A0%80"; // a lone surrogate arrives as malformed UTF-8
    }
  };
  return pairs.map(([name, value]) => `${encode(name)}=${encode(value)}`).join("&");
}

export type HostileBody = { data: string | Buffer; contentType: string; kind: "urlencoded" | "raw bytes" | "multipart" };

/**
 * `pairs` sent one of three ways: urlencoded; urlencoded with raw bytes that are not UTF-8 and broken
 * escapes besides; multipart, with such bytes in a field, and a field sent as a file.
 */
export function hostileBody(random: Random, pairs: FormPairs): HostileBody {
  const kind = random.pick(["urlencoded", "urlencoded", "raw bytes", "multipart"] as const);
  const key = pairs.length > 0 ? random.pick(pairs)[0] : "intent";
  if (kind === "urlencoded") return { data: encodeForm(pairs), contentType: "application/x-www-form-urlencoded", kind };
  if (kind === "raw bytes") {
    const name = encodeURIComponent(key);
    const data = Buffer.concat([
      Buffer.from(`${encodeForm(pairs)}&${name}=`),
      NOT_UTF8,
      Buffer.from(`&${name}=%FF%C3%28&%ZZ=%&`),
      NOT_UTF8,
      Buffer.from("=1"),
    ]);
    return { data, contentType: "application/x-www-form-urlencoded", kind };
  }
  const boundary = `----fuzz${random.int(1e9)}`;
  const quoted = (name: string) => name.replace(/"/g, "%22").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
  const part = (name: string, value: Buffer, file?: string) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"${file ? `; filename="${file}"\r\nContent-Type: application/octet-stream` : ""}\r\n\r\n`,
      ),
      value,
      Buffer.from("\r\n"),
    ]);
  const data = Buffer.concat([
    ...pairs.map(([name, value]) => part(name, Buffer.from(value))),
    part(key, NOT_UTF8),
    part(random.pick(pairs.length > 0 ? pairs.map(([name]) => name) : ["photo"]), Buffer.from("not what it claims"), "scalar.txt"),
    part(random.pick(PROTOTYPE_NAMES), Buffer.from(random.pick(PROTOTYPE_NAMES))),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { data, contentType: `multipart/form-data; boundary=${boundary}`, kind };
}
