import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes a new SQL migration after a change to backend/db/schema.ts.
export default defineConfig({
  dialect: "postgresql",
  schema: "./backend/db/schema.ts",
  out: "./backend/db/migrations",
});
