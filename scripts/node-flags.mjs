// @ts-check
// How the storefront's process is started: its V8 flags here, its allocator setting below.
// Left alone on a machine with plenty of memory, V8 lets the heap grow far before collecting it
// (375 MB resident on PostgreSQL, 660 MB with PGlite, under the bench's load); these caps keep it
// near 175 MB and 410 MB at a few per cent of throughput (see
// docs/decisions/0007-storefront-memory-settings.md). The old-space cap
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
 * throughput (docs/decisions/0007-storefront-memory-settings.md). And glibc raises its threshold
 * for giving a large block its own mapping each time one is freed, so after a photo the next ones
 * came from the heap and stayed: a fixed 128 KB threshold hands every large block back as it is
 * freed (six 36-megapixel photos left 100 MB resident, now 50 MB). An operator's own values win;
 * other C libraries ignore them.
 * @param {NodeJS.ProcessEnv} env
 */
export function storefrontEnvironment(env = process.env) {
  return { ...env, ...STOREFRONT_MALLOC, ...pick(env, Object.keys(STOREFRONT_MALLOC)) };
}

/** glibc's settings `npm start` gives the storefront (tests start it with them too). */
export const STOREFRONT_MALLOC = { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "131072" };

/** @param {NodeJS.ProcessEnv} env @param {string[]} names */
const pick = (env, names) => Object.fromEntries(names.flatMap((name) => (env[name] === undefined ? [] : [[name, env[name]]])));
