-- Search that finds what Pakistani shoppers type (issue 39): each term and the words it also means,
-- folded as contract/search-text.ts folds a search (lower case, Urdu letters). Seeded with the
-- spellings shoppers use; operators edit them at /admin/search.
CREATE TABLE "search_synonyms" (
	"term" text PRIMARY KEY NOT NULL,
	"means" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "search_synonyms" ("term", "means") VALUES
	('karahi', ARRAY['karhai', 'kadai', 'kadhai', 'kadahi', 'karai', 'کڑاہی', 'کڑاھی', 'کڑھائی']),
	('handi', ARRAY['haandi', 'hundi', 'handee', 'ہانڈی', 'ھانڈی', 'ہنڈیا']),
	('degchi', ARRAY['degchee', 'dekchi', 'دیگچی']),
	('patila', ARRAY['pateela', 'patilla', 'stock pot', 'پتیلا', 'پتیلی']),
	('tawa', ARRAY['tava', 'tawah', 'توا']),
	('pressure cooker', ARRAY['cooker', 'pressure', 'ککر', 'پریشر ککر']),
	('biryani deg', ARRAY['deg', 'دیگ', 'بریانی دیگ']),
	('frying pan', ARRAY['fry pan', 'fry', 'فرائی پین']),
	('saucepan', ARRAY['sauce pan', 'ساس پین']),
	('wok', ARRAY['ووک']),
	('gift set', ARRAY['gift', 'تحفہ', 'گفٹ سیٹ']),
	('set', ARRAY['سیٹ']),
	('non-stick', ARRAY['nonstick', 'non stick', 'نان اسٹک', 'نان سٹک']),
	('marble', ARRAY['ماربل']),
	('copper', ARRAY['تانبا', 'تانبے']),
	('cast iron', ARRAY['لوہا', 'لوہے']),
	('steel', ARRAY['سٹیل', 'اسٹیل']),
	('lid', ARRAY['ڈھکن']);
--> statement-breakpoint
-- A search reads the synonyms: a change is announced like a listing's (backend/store/catalogue-cache.ts).
CREATE TRIGGER search_synonyms_announce_listing_change AFTER INSERT OR UPDATE OR DELETE ON search_synonyms
  FOR EACH STATEMENT EXECUTE FUNCTION cookware_announce_listing_change();
