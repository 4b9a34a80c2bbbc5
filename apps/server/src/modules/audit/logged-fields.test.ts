import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TECHNICAL_ACTIVITY_FIELDS, activityFieldLabel, hasActivityFieldLabel } from '@matjar/core';
import { findLoggedFields } from './testing/logged-fields.js';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

// Reading the whole server with the type checker takes seconds on a busy machine: once for every check.
const logged = findLoggedFields(serverRoot);

describe('every field the server can write into the activity log has a label', () => {
  it('finds the fields of literal values, table-row diffs and settings keys alike', () => {
    const fields = [...logged.fields.keys()];
    // A literal ({ cash_received_amount }), a row diff (cost_price from changedFields), a setting's computed key.
    expect(fields).toEqual(
      expect.arrayContaining([
        'cash_received_amount',
        'cost_price',
        'driver_id',
        'stock_returned',
        'banner_color',
      ]),
    );
    expect(fields).toEqual(expect.arrayContaining(['delivery_zones', 'delivery_schedule', 'variant_count']));
    expect(fields.length).toBeGreaterThan(100);
  });

  it('can read the type of every entry’s old and new values (none is unknown or a bare string key)', () => {
    expect(logged.unreadable).toEqual([]);
  });

  it('has a label in Arabic and English for each (or knows it as bookkeeping never shown)', () => {
    const missing = [...logged.fields]
      .filter(([field]) => !hasActivityFieldLabel(field))
      .map(([field, files]) => `${field} (${[...files].join(', ')})`);
    expect(missing).toEqual([]);
    for (const field of logged.fields.keys()) {
      if (TECHNICAL_ACTIVITY_FIELDS.has(field) || /password|hash|token|secret/i.test(field)) continue;
      // A label is words, never the stored name with its underscores.
      expect(activityFieldLabel(field, 'ar')).not.toContain('_');
      expect(activityFieldLabel(field, 'en')).not.toContain('_');
    }
  });
});
