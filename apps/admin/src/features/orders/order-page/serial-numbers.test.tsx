import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import type { AdminOrderItem } from '@matjar/core';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, renderInLanguage } from '../../../testing/render-in-language';
import { SerialNumbers } from './serial-numbers';

const phone = {
  id: 31,
  product_name: 'آيفون 16',
  quantity: 2,
  serialized: true,
  serials: [
    {
      id: 5,
      serial: '356938035643809',
      username: 'e2e-admin',
      created_at: '2026-11-30T08:00:00.000Z',
      returned_at: null,
    },
  ],
} as unknown as AdminOrderItem;

describe('SerialNumbers', () => {
  it.each(LANGUAGES)(
    'names who recorded a unit as an isolated name, so a Latin username keeps its place (%s)',
    (language) => {
      const { t } = renderInLanguage(
        <QueryClientProvider client={new QueryClient()}>
          <SerialNumbers orderId={7} item={phone} editable={false} />
        </QueryClientProvider>,
        language,
      );
      // U+2068 FIRST STRONG ISOLATE … U+2069: an Arabic sentence keeps its order around a Latin name.
      const line = t('serials.recordedBy', { name: '\u2068e2e-admin\u2069' });
      expect(screen.getByText(line, { normalizer: (text) => text })).toBeTruthy();
    },
  );
});
