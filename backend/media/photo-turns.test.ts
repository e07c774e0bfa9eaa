import { describe, expect, it } from "vitest";
import { inPhotoTurn, PHOTOS_PROCESSED_AT_ONCE } from "./photo-turns";

describe("inPhotoTurn", () => {
  it(`runs at most ${PHOTOS_PROCESSED_AT_ONCE} jobs at once, the rest in the order they came, and passes a failed job's turn on`, async () => {
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const releases: Array<() => void> = [];
    const job = (index: number) => () => {
      started.push(index);
      running += 1;
      most = Math.max(most, running);
      return new Promise<number>((resolve, reject) =>
        releases.push(() => {
          running -= 1;
          if (index === 1) reject(new Error("sharp could not"));
          else resolve(index);
        }),
      );
    };
    const results = Array.from({ length: 6 }, (_, index) => inPhotoTurn(job(index)).catch((error: Error) => error.message));
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1]);
    while (releases.length > 0) {
      releases.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(results)).toEqual([0, "sharp could not", 2, 3, 4, 5]);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(most).toBe(PHOTOS_PROCESSED_AT_ONCE);
  });
});
