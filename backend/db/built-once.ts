import type { Database } from "./client";

/**
 * A query built once per database handle, then run with its placeholders filled. Drizzle writes a
 * query's SQL anew on every call (100–250 µs for the hottest reads,
 * docs/decisions/0011-fewer-statements-and-round-trips.md), and a prepared
 * query is also parsed once per connection by PostgreSQL. A transaction's handle lives for one
 * transaction, so inside one the query is still built on each call, as an unprepared one would be.
 */
export function builtOnce<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const byHandle = new WeakMap<Database, Query>();
  return (db) => {
    let query = byHandle.get(db);
    if (!query) byHandle.set(db, (query = build(db)));
    return query;
  };
}
