import { sql } from "drizzle-orm";
import type { Database } from "./client";
import { log } from "../../contract/server/log";

/**
 * The words of listed products' names, each with how many listed products hold it: the vocabulary
 * "Did you mean …?" looks up by trigram similarity (backend/store/product-search.ts), kept by a
 * trigger on products so a typo never splits every name of the catalogue. Words of three letters
 * or more, lower case, split as the search splits them.
 */
const createSearchWords = [
  sql`create table if not exists search_words (word text primary key, products integer not null)`,
  sql`create index if not exists search_words_trgm_idx on search_words using gin (word gin_trgm_ops)`,
  sql`create or replace function cookware_name_words(name text) returns setof text language sql immutable as $$
    select distinct lower(w) from regexp_split_to_table(name, '[^[:alnum:]-]+') as w where char_length(w) >= 3 order by 1
  $$`,
  // Per statement, from its transition tables: a bulk insert counts each word once, not once a row.
  sql`create or replace function cookware_count_search_words() returns trigger language plpgsql as $$
  begin
    if tg_op = 'INSERT' then
      insert into search_words (word, products)
        select w, count(*) from new_rows, cookware_name_words(new_rows.name) as w where new_rows.status = 'active' group by w
        on conflict (word) do update set products = search_words.products + excluded.products;
    elsif tg_op = 'DELETE' then
      update search_words set products = search_words.products - gone.n
        from (select w, count(*) as n from old_rows, cookware_name_words(old_rows.name) as w where old_rows.status = 'active' group by w) as gone
        where search_words.word = gone.w;
    else
      insert into search_words (word, products)
        select word, sum(n) from (
          select w as word, -1 as n from old_rows, cookware_name_words(old_rows.name) as w where old_rows.status = 'active'
          union all select w, 1 from new_rows, cookware_name_words(new_rows.name) as w where new_rows.status = 'active'
        ) as changes group by word having sum(n) <> 0
        on conflict (word) do update set products = search_words.products + excluded.products;
    end if;
    return null;
  end $$`,
  // A listing's "Did you mean" reads the words: their changes are announced like a listing's.
  sql`do $$ begin
    if not exists (select 1 from pg_trigger where tgname = 'products_count_search_words_insert') then
      delete from search_words;
      insert into search_words (word, products)
        select w, count(*) from products, cookware_name_words(products.name) as w where products.status = 'active' group by w;
      create trigger products_count_search_words_insert after insert on products referencing new table as new_rows
        for each statement execute function cookware_count_search_words();
      create trigger products_count_search_words_update after update on products referencing old table as old_rows new table as new_rows
        for each statement execute function cookware_count_search_words();
      create trigger products_count_search_words_delete after delete on products referencing old table as old_rows
        for each statement execute function cookware_count_search_words();
      create trigger search_words_announce_listing_change after insert or update or delete on search_words
        for each statement execute function cookware_announce_listing_change();
    end if;
  end $$`,
];

/**
 * Trigram indexes make a search without words ("5", "28") fast on a large catalogue (its substring
 * match on names and descriptions; words go through the search documents, search-documents.ts), and
 * the search words make its typo suggestions fast. They live outside the migrations because pg_trgm
 * may be unavailable or forbidden on a managed server: search then still works, only without the
 * index (and without suggestions for typos).
 */
export async function ensureSearchIndexes(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`create extension if not exists pg_trgm`);
    await db.execute(sql`create index if not exists products_name_trgm_idx on products using gin (name gin_trgm_ops)`);
    await db.execute(sql`create index if not exists products_description_trgm_idx on products using gin (description gin_trgm_ops)`);
    await db.execute(sql`create index if not exists product_variants_sku_trgm_idx on product_variants using gin (sku gin_trgm_ops)`);
    for (const statement of createSearchWords) await db.execute(statement);
    // Made by an earlier release for its regular expressions over the Urdu texts; nothing reads them now.
    await db.execute(sql`drop index if exists products_name_ur_trgm_idx`);
    await db.execute(sql`drop index if exists products_description_ur_trgm_idx`);
    return true;
  } catch (error) {
    log().warn(`Product search runs without trigram indexes (pg_trgm unavailable): ${(error as Error).message}`);
    return false;
  }
}
