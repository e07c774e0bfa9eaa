// Whole documents of the catalogue's pages, kept by everything their render reads, so a page asked
// again with the same data is written without rendering it again
// (docs/decisions/0019-document-memo.md). The loaders still run on every request: the data, and so
// the key, comes from the database (or its announced caches) each time; only React's work is saved.

/** Routes whose document is a function of its URL, its loaders' data and the year alone (no clock, no per-request context but the nonce). */
export const MEMOIZED_ROUTES: ReadonlySet<string> = new Set([
  "root",
  "routes/home",
  "routes/products._index",
  "routes/products.$productId",
  "routes/collections.$collection",
  "routes/reviews",
  "routes/about-us",
  "routes/faq",
  "routes/shipping-returns",
  "routes/terms",
  "routes/privacy",
  "routes/product-care",
  "routes/accessibility",
  "routes/bench.ceiling",
]);

// Versions of one address kept at once (one per shopper's header, per language).
const MAX_VERSIONS_PER_ADDRESS = 8;

/** What a document's render reads, besides the nonce. */
export type DocumentInputs = {
  /** The address, the answer's status, the framework's handoff text and the year (the footer's). */
  head: string;
  /** The loaders' data as the page's script carries it, and where its chunks end (one script each). */
  data: Buffer;
  chunkEnds: number[];
};

type StoredDocument = DocumentInputs & {
  /** The HTML cut where the nonce it was rendered with stood. */
  parts: Buffer[];
  bytes: number;
};

export function memoizesDocumentOf(routeIds: string[]): boolean {
  return routeIds.every((id) => MEMOIZED_ROUTES.has(id));
}

/** A memo of at most `maxBytes` of documents and their data (a listing page and its data are ~110 KB). */
export function createDocumentMemo(maxBytes: number) {
  const byAddress = new Map<string, StoredDocument[]>();
  let bytes = 0;

  const sameInputs = (stored: DocumentInputs, inputs: DocumentInputs) =>
    stored.head === inputs.head &&
    stored.chunkEnds.length === inputs.chunkEnds.length &&
    stored.chunkEnds.every((end, index) => end === inputs.chunkEnds[index]) &&
    stored.data.equals(inputs.data);

  function evictOldest() {
    while (bytes > maxBytes && byAddress.size > 0) {
      const [address, versions] = byAddress.entries().next().value!;
      const dropped = versions.shift()!;
      bytes -= dropped.bytes;
      if (versions.length === 0) byAddress.delete(address);
    }
  }

  return {
    /** The stored document for these inputs, written with this request's nonce; undefined when none is stored. */
    find(address: string, inputs: DocumentInputs, nonce: string): Buffer | undefined {
      const versions = byAddress.get(address);
      const stored = versions?.find((version) => sameInputs(version, inputs));
      if (!versions || !stored) return undefined;
      // Most recently used last, in the map and among the address's versions.
      byAddress.delete(address);
      byAddress.set(address, [...versions.filter((version) => version !== stored), stored]);
      return joinWithNonce(stored.parts, nonce);
    },
    store(address: string, inputs: DocumentInputs, html: Buffer, nonce: string) {
      const stored: StoredDocument = { ...inputs, parts: splitAtNonce(html, nonce), bytes: html.byteLength + inputs.data.byteLength };
      if (stored.bytes > maxBytes) return;
      const versions = (byAddress.get(address) ?? []).filter((version) => {
        if (!sameInputs(version, inputs)) return true;
        bytes -= version.bytes;
        return false;
      });
      while (versions.length >= MAX_VERSIONS_PER_ADDRESS) bytes -= versions.shift()!.bytes;
      byAddress.delete(address);
      byAddress.set(address, [...versions, stored]);
      bytes += stored.bytes;
      evictOldest();
    },
    get bytes() {
      return bytes;
    },
  };
}

export type DocumentMemo = ReturnType<typeof createDocumentMemo>;

function splitAtNonce(html: Buffer, nonce: string): Buffer[] {
  const needle = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = html.indexOf(needle); at !== -1; at = html.indexOf(needle, from)) {
    parts.push(html.subarray(from, at));
    from = at + needle.byteLength;
  }
  parts.push(html.subarray(from));
  return parts;
}

function joinWithNonce(parts: Buffer[], nonce: string): Buffer {
  if (parts.length === 1) return parts[0];
  const needle = Buffer.from(nonce);
  const pieces: Buffer[] = [parts[0]];
  for (let index = 1; index < parts.length; index++) pieces.push(needle, parts[index]);
  return Buffer.concat(pieces);
}

/** Reads the framework's handoff stream whole, and gives the render a stream of the same chunks. */
export async function readHandoff(stream: ReadableStream<Uint8Array>) {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
  let end = 0;
  const chunkEnds = chunks.map((chunk) => (end += chunk.byteLength));
  return {
    data: Buffer.concat(chunks),
    chunkEnds,
    replay: () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(chunk);
          controller.close();
        },
      }),
  };
}
