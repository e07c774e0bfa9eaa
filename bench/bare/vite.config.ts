// The bare Remix page `npm run bench` measures the store against: Remix 2 on Vite with the same
// future flags as the store, no Tailwind, no data source. Built with `remix vite:build bench/bare`.
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import storeConfig from "../../remix.config";

export default defineConfig({
  plugins: [remix({ future: storeConfig.future, buildDirectory: process.env.BUILD_DIR ?? "../../build-bare" })],
});
