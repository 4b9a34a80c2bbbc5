import { describe, expect, it } from 'vitest';
import {
  AdminContactMessageListQuery,
  AdminContactMessageParams,
  AdminUpdateContactMessageBody,
  CONTACT_PREVIEW_MAX,
  contactPreview,
} from './inbox.js';

describe('contactPreview', () => {
  it('is the first line with text, trimmed', () => {
    expect(contactPreview('\n   \n  Where is my order?  \r\nIt was due Sunday.')).toBe('Where is my order?');
    expect(contactPreview('')).toBe('');
  });

  it(`is cut at ${CONTACT_PREVIEW_MAX} characters with an ellipsis`, () => {
    const preview = contactPreview('ا'.repeat(CONTACT_PREVIEW_MAX + 10));
    expect(preview).toHaveLength(CONTACT_PREVIEW_MAX);
    expect(preview.endsWith('…')).toBe(true);
  });
});

describe('inbox schemas', () => {
  it('lists the inbox, page 1, by default and refuses an unknown filter', () => {
    expect(AdminContactMessageListQuery.parse({})).toMatchObject({ filter: 'inbox', page: 1 });
    expect(AdminContactMessageListQuery.safeParse({ filter: 'spam' }).success).toBe(false);
  });

  it('takes ids PostgreSQL can hold, and nothing else', () => {
    expect(AdminContactMessageParams.parse({ id: '2147483647' }).id).toBe(2147483647);
    for (const id of ['2147483648', 'abc', '0', '1.5']) {
      expect(AdminContactMessageParams.safeParse({ id }).success).toBe(false);
    }
  });

  it('needs something to change', () => {
    expect(AdminUpdateContactMessageBody.safeParse({}).success).toBe(false);
    expect(AdminUpdateContactMessageBody.parse({ archived: true })).toEqual({ archived: true });
  });
});
