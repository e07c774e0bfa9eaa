// Fuzz: malformed photo uploads to an operator's product, none of them a 5xx and none of them stored.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { OPERATOR_TOKEN, checksum, fuzzBackend } from "../test/fuzz-backend";
import { hostileId, hostileStrings, hostileValue, seededRandom } from "../test/fuzz";

describe("fuzz", () => {
  const { backend, ids, postUpload } = fuzzBackend();

  it("POST /admin/products/:id/photos: 120 malformed uploads (broken multipart, lying types, junk bytes, huge fields), no 5xx, nothing stored", async () => {
    const random = seededRandom(9_001);
    const baseline = await checksum(backend);
    const png = new Uint8Array(
      await sharp({ create: { width: 40, height: 30, channels: 3, background: "#0f766e" } })
        .png()
        .toBuffer(),
    );
    const junkBytes = () => Uint8Array.from({ length: random.int(4_000) }, () => random.int(256));
    const types = ["image/png", "image/jpeg", "image/webp", "image/gif", "image/svg+xml", "text/html", "", "application/octet-stream"];
    const statuses: Record<number, number> = {};
    for (let n = 0; n < 120; n += 1) {
      const kind = random.int(6);
      let answer: Response;
      if (kind === 0) {
        // Bytes that are no multipart form at all, under a multipart type with or without a boundary.
        const boundary = random.next() < 0.5 ? "; boundary=----fuzz" : "";
        answer = await postUpload(String(random.pick(hostileStrings)).slice(0, 5_000), {
          "Content-Type": `multipart/form-data${boundary}`,
        });
      } else if (kind === 1) {
        // A multipart body cut short.
        const form = new FormData();
        form.set("photo", new File([png], "p.png", { type: "image/png" }));
        form.set("alt", "Cut short");
        const whole = new Uint8Array(await new Response(form).arrayBuffer());
        const type = new Response(form).headers.get("content-type") ?? "multipart/form-data";
        answer = await postUpload(whole.slice(0, random.int(whole.length)), { "Content-Type": type });
      } else {
        const form = new FormData();
        const bytes = kind === 2 ? junkBytes() : kind === 3 ? png.subarray(0, random.int(png.length)) : png;
        const type = kind === 4 ? random.pick(types.filter((candidate) => candidate !== "image/png")) : random.pick(types);
        if (random.next() < 0.9) form.append(random.next() < 0.9 ? "photo" : "Photo", new File([bytes], "f", { type }));
        if (random.next() < 0.3) form.append("photo", "not a file");
        const alt = random.next() < 0.5 ? random.pick(hostileStrings) : hostileValue(random);
        if (kind !== 5 || random.next() < 0.5)
          form.append("alt", typeof alt === "string" ? alt.slice(0, 3_000) : (JSON.stringify(alt) ?? ""));
        answer = await postUpload(form, {}, random.next() < 0.8 ? ids.productId : hostileId(random));
      }
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      const text = await answer.text();
      expect(answer.status, `${n}: ${text}`).toBeLessThan(500);
      if (answer.status >= 400) {
        expect(JSON.parse(text).error, `${n}`).toMatch(/\S/);
        expect(await checksum(backend), `upload ${n} was refused but changed the database`).toBe(baseline);
      } else {
        // Only a real PNG declared as one, with a valid description, is ever taken: take it back out.
        expect(answer.status).toBe(201);
        const added = (JSON.parse(text).photos as { id: string }[]).at(-1)!;
        await backend.call("POST", `/admin/products/${ids.productId}/photos/${added.id}/remove`, { token: OPERATOR_TOKEN });
      }
    }
    expect(Object.values(statuses).reduce((sum, count) => sum + count, 0)).toBe(120);
  }, 120_000);
});
