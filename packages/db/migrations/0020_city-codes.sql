-- Issue 25: orders store the city's code (core QATAR_CITIES), not its English name, so every screen, e-mail
-- and printout names it in its own language. No schema change: the backfill below is the whole migration.
-- hand-written (keep when regenerating)
UPDATE "orders" AS o SET "shipping_city" = c.code
FROM (VALUES
  ('doha', 'doha', 'الدوحة'),
  ('al_rayyan', 'al rayyan', 'الريان'),
  ('al_wakrah', 'al wakrah', 'الوكرة'),
  ('lusail', 'lusail', 'لوسيل'),
  ('al_daayen', 'al daayen', 'الضعاين'),
  ('umm_salal', 'umm salal', 'أم صلال'),
  ('al_khor', 'al khor', 'الخور'),
  ('al_shamal', 'al shamal', 'الشمال'),
  ('al_shahaniya', 'al shahaniya', 'الشحانية'),
  ('mesaieed', 'mesaieed', 'مسيعيد'),
  ('dukhan', 'dukhan', 'دخان')
) AS c(code, en, ar)
-- Names outside the list (typed before the list existed) are kept as they are: cityLabel shows them as stored.
WHERE lower(btrim(o."shipping_city")) IN (c.en, c.ar) AND o."shipping_city" IS DISTINCT FROM c.code;
