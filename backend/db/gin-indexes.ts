import { sql } from "drizzle-orm";
import type { Database } from "./client";

/**
 * The catalogue's GIN indexes (search documents, trigrams, filter keys) written straight into the
 * index, never through a pending list: with `fastupdate` on, rows written since the last vacuum wait
 * in a list every search reads through (30 ms a search after a bulk import of 100,000 products,
 * against 6 ms). Products are written rarely and read on every search. Turns it off where an index
 * still has it (an index made before this rule, or by an older release) and empties its list.
 */
export async function writeGinIndexesDirectly(db: Database): Promise<void> {
  await db.execute(sql`do $$
    declare index_name regclass;
    begin
      for index_name in
        select index_class.oid::regclass from pg_index
          join pg_class index_class on index_class.oid = pg_index.indexrelid
          join pg_am on pg_am.oid = index_class.relam
          join pg_class table_class on table_class.oid = pg_index.indrelid
          where pg_am.amname = 'gin' and table_class.relname in ('products', 'product_variants', 'search_words')
            and table_class.relnamespace = current_schema()::regnamespace
            and not coalesce(index_class.reloptions @> array['fastupdate=off'], false)
      loop
        execute format('alter index %s set (fastupdate = off)', index_name);
        perform gin_clean_pending_list(index_name);
      end loop;
    end $$`);
}
