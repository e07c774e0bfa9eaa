import type { VitePluginConfig } from "@remix-run/dev";

// Every v3 future flag on, so the move to React Router 7 is a rename rather than a rewrite.
export default {
  // Separate build folders let several test runs share one checkout without deleting each other's assets.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
} satisfies VitePluginConfig;
