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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), !process.env.VITEST && remix(remixConfig)],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  server: { port: Number(process.env.PORT) || 3000 },
  // Terser packs the browser's script about 4 KB (gzipped) smaller than esbuild, room the 100 KB
  // first-visit budget needs; the server build stays unminified for readable stack traces.
  build: isSsrBuild ? {} : { minify: "terser", terserOptions: { compress: { passes: 2 }, format: { comments: false } } },
  test: {
    include: ["app/**/*.test.ts", "backend/**/*.test.ts", "contract/**/*.test.ts", "scripts/**/*.test.ts"],
    setupFiles: ["backend/test/yield-between-tests.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The store's log is quiet in unit tests; a test that reads it captures it (captureLog).
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? "silent" },
  },
}));
