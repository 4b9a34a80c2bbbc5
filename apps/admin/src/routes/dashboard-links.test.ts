import { describe, expect, it } from 'vitest';
import { COCKPIT_LINKS, lowStockProductHref } from '../features/dashboard/cockpit';
import { readInboxParams } from '../features/inbox/inbox-params';
import { readOrderListParams } from '../features/orders/list-params';
import { readListParams } from '../features/products/list-params';
import { readReviewListParams } from '../features/reviews/list-params';

// The dashboard's links and the screens they open agree on the address (checked here, where both are seen).
const query = (href: string) => new URLSearchParams(href.split('?')[1] ?? '');

describe("the dashboard's links", () => {
  it('open each list filtered to what the figure counts, as those screens read their address', () => {
    expect(readOrderListParams(query(COCKPIT_LINKS.toShip))).toMatchObject({ status: 'confirmed' });
    expect(readOrderListParams(query(COCKPIT_LINKS.paymentOverdue))).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
    });
    expect(readOrderListParams(query(COCKPIT_LINKS.cashToCollect))).toMatchObject({ status: 'shipped' });
    expect(readOrderListParams(query(COCKPIT_LINKS.cashNotRecorded))).toMatchObject({ awaitingCash: true });
    expect(readInboxParams(query(COCKPIT_LINKS.unreadMessages)).filter).toBe('unread');
    expect(readReviewListParams(query(COCKPIT_LINKS.pendingReviews)).status).toBe('pending');
    expect(COCKPIT_LINKS.toConfirm).toBe('/orders');
  });

  it('search the products list for a low product by its name, Arabic included', () => {
    expect(readListParams(query(lowStockProductHref('سماعة & شاحن'))).q).toBe('سماعة & شاحن');
  });
});
