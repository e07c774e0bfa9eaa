import { expect, it } from "vitest";
import { describeErrorBriefly } from "./redact";

it("tells an error briefly with its causes' messages (PostgreSQL's reason under a failed query), once each, redacted", () => {
  const reason = new Error("permission denied for schema public");
  const failedQuery = new Error('Failed query: CREATE TABLE "users" (…)\nparams: secret-value', { cause: reason });
  expect(describeErrorBriefly(failedQuery)).toBe(
    'Failed query: CREATE TABLE "users" (…) params: [redacted]; caused by: permission denied for schema public',
  );
  const explained = new Error('Could not start: PostgreSQL said "permission denied for schema public".', { cause: failedQuery });
  expect(describeErrorBriefly(explained)).toBe(
    'Could not start: PostgreSQL said "permission denied for schema public". Caused by: Failed query: CREATE TABLE "users" (…) params: [redacted]',
  );
  expect(describeErrorBriefly("connect ECONNREFUSED postgres://cookware:hunter2@127.0.0.1:5432/cookware")).toBe(
    "connect ECONNREFUSED postgres://cookware:[redacted]@127.0.0.1:5432/cookware",
  );
});
