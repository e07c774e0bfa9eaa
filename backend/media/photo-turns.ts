/**
 * Photos one process turns into the shop's files at once. Each takes a decoded image's memory and a
 * core: sixteen uploads at once would take a gigabyte and keep much of it. The rest wait their turn,
 * first come first served.
 */
export const PHOTOS_PROCESSED_AT_ONCE = 2;

let running = 0;
const waiting: Array<() => void> = [];

/** `job` run once fewer than PHOTOS_PROCESSED_AT_ONCE others are running. */
export async function inPhotoTurn<T>(job: () => Promise<T>): Promise<T> {
  if (running >= PHOTOS_PROCESSED_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await job();
  } finally {
    // The turn passes straight to the next in line, so `running` never drops under a waiting job.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}
