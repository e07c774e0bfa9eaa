-- The listing's Size Range filter (Small, Medium, Large) asks each size, not the product: a handi
-- whose No. 3 is sold out is not offered to a shopper looking for a small one. A size's band comes
-- from its label, by the one rule below: a number ("No. 5", "No. 2–6", a range covering each number
-- in it) is small up to 5, medium to 8, large from 9; a width in cm is small up to 20, medium to 28,
-- large beyond. A label naming no number ("Free size", a product's one default size) has no band;
-- the operator's own Small/Medium/Large keys on the product speak for it (backend/store/products.ts).
CREATE OR REPLACE FUNCTION cookware_size_bands(label text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  WITH numbers AS (
    SELECT found.m[1]::numeric AS v FROM regexp_matches(label, '(\d+)', 'g') AS found(m)
  ), spans AS (
    SELECT min(v) AS lo, max(v) AS hi FROM numbers HAVING count(*) = 2 AND label ~ '[–-]'
    UNION ALL
    SELECT v, v FROM numbers WHERE NOT ((SELECT count(*) FROM numbers) = 2 AND label ~ '[–-]')
  ), edges AS (
    SELECT lo, hi, CASE WHEN label ~ 'cm' THEN 20 ELSE 5 END AS small_up_to, CASE WHEN label ~ 'cm' THEN 28 ELSE 8 END AS medium_up_to
    FROM spans
  )
  SELECT ARRAY(
    SELECT band.name FROM (VALUES (1, 'small'), (2, 'medium'), (3, 'large')) AS band(rank, name)
    WHERE EXISTS (
      SELECT 1 FROM edges WHERE CASE band.rank
        WHEN 1 THEN lo <= small_up_to
        WHEN 2 THEN lo <= medium_up_to AND hi > small_up_to
        ELSE hi > medium_up_to END
    )
    ORDER BY band.rank
  )
$$;
--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "size_bands" text[] GENERATED ALWAYS AS (cookware_size_bands("label")) STORED NOT NULL;
