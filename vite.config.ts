import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import remixConfig from "./remix.config";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

type ModuleGraph = { getModuleInfo: (id: string) => { importedIds: readonly string[] } | null };

/**
 * Every module the root route and the client entry import statically loads on every page anyway, so
 * they ship as one file rather than a dozen small shared ones: each file costs its own gzip frame and
 * import lines (about 900 bytes of a product page's first visit). Routes' own shared modules stay split.
 */
function everyPageModules(id: string, graph: ModuleGraph): string | undefined {
  let everyPage = everyPageOfBuild.get(graph.getModuleInfo);
  if (!everyPage)
    everyPageOfBuild.set(graph.getModuleInfo, (everyPage = staticallyReachable(["app/root.tsx", "app/entry.client.tsx"], graph)));
  return everyPage.has(id) && !id.endsWith("/app/root.tsx") ? "every-page" : undefined;
}
// Worked out once a build (its module graph), not once a process: one process may build twice.
const everyPageOfBuild = new WeakMap<ModuleGraph["getModuleInfo"], Set<string>>();

function staticallyReachable(files: string[], { getModuleInfo }: ModuleGraph): Set<string> {
  const reached = new Set<string>();
  const queue = files.map((file) => fileURLToPath(new URL(`./${file}`, import.meta.url)));
  for (const id of queue) {
    if (reached.has(id)) continue;
    reached.add(id);
    queue.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), !process.env.VITEST && remix(remixConfig)],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  server: { port: Number(process.env.PORT) || 3000 },
  // Terser packs the browser's script about 4 KB (gzipped) smaller than esbuild, room the 100 KB
  // first-visit budget needs; the server build stays unminified for readable stack traces.
  build: isSsrBuild
    ? {}
    : {
        minify: "terser",
        terserOptions: { compress: { passes: 2 }, format: { comments: false } },
        rollupOptions: { output: { manualChunks: everyPageModules } },
      },
  test: {
    include: ["app/**/*.test.ts", "backend/**/*.test.ts", "contract/**/*.test.ts", "scripts/**/*.test.ts"],
    setupFiles: ["backend/test/yield-between-tests.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The store's log is quiet in unit tests; a test that reads it captures it (captureLog).
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? "silent" },
  },
}));
