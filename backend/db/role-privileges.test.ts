import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import postgres from "postgres";
import { sql } from "drizzle-orm";
import { expect, it, onTestFinished } from "vitest";
import { describeErrorBriefly } from "../../contract/server/redact";
import { connectPostgres, queryRows } from "./client";
import { prepareDatabase } from "./prepare";
import { ROLE_PRIVILEGES_ADVICE } from "./role-privileges";

/** The README's GRANT statements, as written, for the database `cookware` and the role `cookware_app`. */
function grantsInReadme(): string[] {
  const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
  const section = readme.slice(readme.indexOf("### PostgreSQL role"));
  const block = /```sql\n([\s\S]*?)```/.exec(section)![1];
  return block.split("\n").filter((line) => line.startsWith("GRANT "));
}

it.runIf(process.env.TEST_DATABASE_URL)(
  "prepares the database as a role with only the README's grants; without them, says what PostgreSQL refused",
  { timeout: 60_000 },
  async () => {
    const adminUrl = new URL(process.env.TEST_DATABASE_URL!);
    const name = `cookware_role_${randomBytes(4).toString("hex")}`;
    const password = randomBytes(12).toString("hex");
    const admin = postgres(adminUrl.toString(), { max: 1, onnotice: () => {} });
    await admin.unsafe(`create role ${name} login password '${password}'`);
    await admin.unsafe(`create database ${name}`);
    onTestFinished(async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.unsafe(`drop role if exists ${name}`);
      await admin.end({ timeout: 5 });
    });
    const inScratch = new URL(adminUrl);
    inScratch.pathname = `/${name}`;
    const scratchAdmin = postgres(inScratch.toString(), { max: 1, onnotice: () => {} });
    onTestFinished(() => scratchAdmin.end({ timeout: 5 }));
    const asRole = new URL(inScratch);
    asRole.username = name;
    asRole.password = password;
    const prepareAsRole = async () => {
      const connection = connectPostgres(asRole.toString(), { maxConnections: 2 });
      try {
        await prepareDatabase(connection, { seedDemo: false });
        return (await queryRows<{ extname: string }>(connection.db, sql`select extname from pg_extension`)).map((row) => row.extname);
      } finally {
        await connection.close();
      }
    };

    const grants = grantsInReadme();
    expect(grants).toEqual(["GRANT CREATE ON DATABASE cookware TO cookware_app;", "GRANT USAGE, CREATE ON SCHEMA public TO cookware_app;"]);
    const [onDatabase, onSchema] = grants.map((grant) =>
      grant.replace("DATABASE cookware ", `DATABASE ${name} `).replace("TO cookware_app;", `TO ${name};`),
    );
    // PostgreSQL 15 and later let no one but the owner create in schema public; earlier ones, everyone.
    await scratchAdmin.unsafe(`revoke create on schema public from public`);

    const refusedAtFirst = await prepareAsRole().catch((error: unknown) => describeErrorBriefly(error));
    expect(refusedAtFirst).toBe(
      `The database could not be prepared: PostgreSQL said "permission denied for database ${name}". ${ROLE_PRIVILEGES_ADVICE} ` +
        'Caused by: Failed query: CREATE SCHEMA IF NOT EXISTS "drizzle" params: [redacted]',
    );

    await admin.unsafe(onDatabase);
    const refusedNext = await prepareAsRole().catch((error: unknown) => describeErrorBriefly(error));
    expect(refusedNext).toMatch(/PostgreSQL said "permission denied for schema public"\. .* Caused by: Failed query: CREATE /);

    await scratchAdmin.unsafe(onSchema);
    expect(await prepareAsRole()).toEqual(expect.arrayContaining(["pg_trgm"]));
  },
);
