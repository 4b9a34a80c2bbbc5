import type { AdminOrderDetail } from '@matjar/core';
import { CashOnDeliverySection } from './cash-on-delivery-section';
import { CustomerSection } from './customer-section';
import { DeliverySection } from './delivery-section';
import { DriverSection } from './driver-section';
import { ArchivedBanner } from './order-archive-controls';
import { OrderHeader } from './order-header';
import { OrderItemsSection } from './order-items-section';
import { OrderNotesSection } from './order-notes-section';
import { PaymentSection } from './payment-section';
import { RefundsSection } from './refunds-section';
import { ReturnsSection } from './returns-section';
import { StatusTimelineSection } from './status-timeline-section';
import { WhatsAppMessagesSection } from './whatsapp-messages-section';

/**
 * The order page: what was bought on the wide side, who and how on the narrow one (one column on phones,
 * lines first since they are what staff check against the parcel).
 */
export function OrderPageView({ order }: { order: AdminOrderDetail }) {
  return (
    <div className="space-y-4">
      {order.archived && <ArchivedBanner order={order} archived={order.archived} />}
      <OrderHeader order={order} />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <div className="min-w-0 space-y-4">
          <OrderItemsSection order={order} />
          <ReturnsSection order={order} />
          <StatusTimelineSection order={order} />
          <OrderNotesSection order={order} />
          <WhatsAppMessagesSection order={order} />
        </div>
        <div className="min-w-0 space-y-4">
          <CustomerSection order={order} />
          <DeliverySection order={order} />
          {!order.is_gift_card_order && <DriverSection order={order} />}
          <PaymentSection order={order} />
          {order.payment_method === 'cash' && <CashOnDeliverySection order={order} />}
          <RefundsSection order={order} />
        </div>
      </div>
    </div>
  );
}
