// @ts-check
// How the storefront's process is started: its V8 flags here, its allocator setting below.
// Left alone on a machine with plenty of memory, V8 lets the heap grow far before collecting it
// (375 MB resident on PostgreSQL, 660 MB with PGlite, under the bench's load); these caps keep it
// near 175 MB and 410 MB at a few per cent of throughput (see bench/README.md). The old-space cap
// stays well above the live heap, so it bounds growth rather than risking an out-of-memory exit.
// An operator's own NODE_OPTIONS for either flag wins.
const defaults = { "--max-semi-space-size": "8", "--max-old-space-size": "256" };

export function storefrontNodeFlags(nodeOptions = process.env.NODE_OPTIONS ?? "") {
  return Object.entries(defaults)
    .filter(([flag]) => !nodeOptions.includes(flag))
    .map(([flag, value]) => `${flag}=${value}`);
}

/**
 * The storefront process's environment. glibc's malloc gives each thread that allocates its own
 * arena and rarely hands the memory back; sharp's photo processing runs on libuv's four threads, so
 * one upload left ~95 MB resident for good. Two arenas keep that to a few MB at no cost in
 * throughput (bench/README.md). An operator's own MALLOC_ARENA_MAX wins; other C libraries ignore it.
 * @param {NodeJS.ProcessEnv} env
 */
export function storefrontEnvironment(env = process.env) {
  return { ...env, MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? "2" };
}
