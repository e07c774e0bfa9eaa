import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { ARABIC_TO_URDU, EASTERN_DIGITS, MARK_RANGES, MAX_WORD_BYTES, WHITE_SPACE, WORD_SEPARATORS } from "../../contract/search-text";
import { queryRows, type Database } from "./client";

/** A regular expression's character, written as PostgreSQL's `\uXXXX` (every one of ours is in the BMP). */
const escaped = (codePoint: number) => `\\u${codePoint.toString(16).padStart(4, "0")}`;
const charactersOf = (text: string) => [...text].map((character) => escaped(character.codePointAt(0)!)).join("");
const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * `cookware_search_words(text)`: the distinct words a text is found by, as `searchWords` in
 * contract/search-text.ts finds them (folded the same way, split at the same characters), rendered
 * from that module's constants so the two cannot drift apart. search-documents.test.ts holds them
 * to the same answers on both databases.
 */
export function searchWordsFunction(): string {
  const from = [...Object.keys(ARABIC_TO_URDU), ...EASTERN_DIGITS.join("")].join("");
  const to = [...Object.values(ARABIC_TO_URDU), ..."0123456789".repeat(EASTERN_DIGITS.length)].join("");
  const marks = `[${MARK_RANGES.map(([first, last]) => `${escaped(first)}-${escaped(last)}`).join("")}]`;
  const between = `[${charactersOf(WHITE_SPACE + WORD_SEPARATORS)}]+`;
  return `create or replace function cookware_search_words(source text) returns text[] language sql immutable parallel safe as $words$
  select coalesce(array_agg(distinct word order by word), '{}') from regexp_split_to_table(
    lower(regexp_replace(translate(normalize(coalesce(source, ''), NFC), ${quoted(from)}, ${quoted(to)}), ${quoted(marks)}, '', 'g')),
    ${quoted(between)}) as word
  where word <> '' and word !~ '^[0-9]+$' and octet_length(word) <= ${MAX_WORD_BYTES}
$words$`;
}

const documentsTrigger = [
  // Only a listed product has documents: a search's match then says it is listed, and a count of
  // the matches never reads a row's status (reaching that column costs more than the match itself).
  `create or replace function cookware_search_documents() returns trigger language plpgsql as $$
  begin
    if new.status <> 'active' then
      new.search_names := null;
      new.search_text := null;
      return new;
    end if;
    new.search_names := array_to_tsvector(cookware_search_words(concat_ws(' ', new.name, new.name_ur)));
    new.search_text := array_to_tsvector(cookware_search_words(concat_ws(' ', new.name, new.name_ur, new.description, new.description_ur)));
    insert into search_vocabulary (word) select unnest(tsvector_to_array(new.search_text)) on conflict do nothing;
    return new;
  end $$`,
  `drop trigger if exists products_search_documents on products`,
  `create trigger products_search_documents before insert or update of name, name_ur, description, description_ur, status on products
    for each row execute function cookware_search_documents()`,
];

/**
 * Keeps each listed product's search documents (migration 0037's columns) made by today's rules:
 * creates the words function and the trigger, and when either changed since the documents were made
 * (the function's comment names the version they were made by), makes every product's again. Core
 * PostgreSQL only: the search works where pg_trgm is refused. Runs under prepareDatabase's startup lock.
 */
export async function ensureSearchDocuments(db: Database): Promise<void> {
  const statements = [searchWordsFunction(), ...documentsTrigger];
  const version = `search words ${createHash("sha256").update(statements.join("\n")).digest("hex").slice(0, 16)}`;
  const [made] = await queryRows<{ version: string | null }>(
    db,
    sql`select obj_description(to_regprocedure('cookware_search_words(text)'), 'pg_proc') as version`,
  );
  const current = made?.version === version;
  if (!current) {
    for (const statement of statements) await db.execute(sql.raw(statement));
    await db.execute(sql`delete from search_vocabulary`);
  }
  // Every product's when the rules changed; else only a listed one without them (written while the trigger was off).
  // Setting a text to itself runs the trigger: the documents and the vocabulary are made as a write makes them.
  await db.execute(
    sql`update products set name = name where ${current ? sql`status = 'active' and (search_text is null or search_names is null)` : sql`true`}`,
  );
  if (!current) await db.execute(sql.raw(`comment on function cookware_search_words(text) is ${quoted(version)}`));
}
