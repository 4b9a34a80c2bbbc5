import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@matjar/db';
import { uploadsIn, type UploadKey } from './media-names.js';

/**
 * Every column that may hold an image address, as one list of text values: product main images, gallery
 * images, colour values' images, category and brand icons, and every site setting (logo, favicon,
 * all_brands_icon and homepage_sections, whose banners keep url, url_tablet and url_desktop in JSON). A new
 * column that stores media must be added here, or its uploads are swept away after the grace period.
 */
const REFERENCES = sql`
  SELECT image AS ref FROM products WHERE image IS NOT NULL
  UNION ALL SELECT image_url FROM product_images
  UNION ALL SELECT images::text FROM product_option_values WHERE images <> '[]'::jsonb
  UNION ALL SELECT icon FROM categories WHERE icon IS NOT NULL
  UNION ALL SELECT icon FROM brands WHERE icon IS NOT NULL
  UNION ALL SELECT setting_value FROM site_settings WHERE setting_value IS NOT NULL`;

// Upload names are [a-z0-9/-] only, so they never carry a LIKE wildcard.
const mentions = (upload: UploadKey): SQL => sql`ref LIKE ${`%/${upload}-%`}`;
const BATCH = 100;

/**
 * The uploads among `candidates` that some row still refers to; without candidates, every upload referred to.
 * Reads committed rows: call it after the transaction that dropped a reference has committed.
 */
export async function referencedUploads(db: Db, candidates?: readonly UploadKey[]): Promise<Set<UploadKey>> {
  const found = new Set<UploadKey>();
  const batches: (SQL | undefined)[] = [];
  if (candidates === undefined) batches.push(undefined);
  else {
    for (let start = 0; start < candidates.length; start += BATCH) {
      batches.push(sql.join(candidates.slice(start, start + BATCH).map(mentions), sql` OR `));
    }
  }
  for (const filter of batches) {
    const where = filter ?? sql`ref LIKE '%/up-%'`;
    const result = await db.execute<{ ref: string }>(
      sql`SELECT ref FROM (${REFERENCES}) refs WHERE ${where}`,
    );
    for (const row of result.rows) for (const upload of uploadsIn(row.ref)) found.add(upload);
  }
  return found;
}
