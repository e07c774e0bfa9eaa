import { afterEach } from "vitest";

// The backend's tests run PGlite in the worker's own thread: its queries settle as promise jobs, and
// a file of them can keep the worker from reading Vitest's replies for a minute, which Vitest then
// reports as "Timeout calling onTaskUpdate" (seen in a loaded CI run). A turn of the event loop after
// each test lets the replies in.
afterEach(() => new Promise<void>((resolve) => setImmediate(resolve)));
