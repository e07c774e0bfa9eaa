// @ts-check
// npm start's short-lived first step (scripts/start.mjs runs it as a child, so tsx and the
// settings' code never stay in the long-running primary): validate the settings, build when there
// is no build or the sources changed since it was made.
import { buildState } from "./build-freshness.mjs";
import { noteMissingSiteUrl, runForeground, validateSettingsOrExit } from "./settings.mjs";

await validateSettingsOrExit();

const state = buildState(process.env.BUILD_DIR ?? "build");
if (state !== "current") {
  console.log(
    state === "missing"
      ? "No production build yet: building once (npm run build)…"
      : "The code changed since the last build: building again (npm run build)…",
  );
  const code = await runForeground(process.execPath, ["scripts/build.mjs"]);
  if (code !== 0) process.exit(code);
}

noteMissingSiteUrl();
