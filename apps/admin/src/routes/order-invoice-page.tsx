import { parseIdText } from '@matjar/core';
import { useParams } from 'react-router';
import { InvoiceDocument } from '../features/orders/order-page/print/invoice-document';
import { PrintPage } from '../features/orders/order-page/print/print-page';

/** /admin/orders/{id}/invoice: the bilingual invoice, printable on A4, outside the back office's layout. */
export function OrderInvoicePage() {
  return (
    <PrintPage orderId={parseIdText(useParams().id)} title="print.invoice">
      {(order, settings) => <InvoiceDocument order={order} settings={settings} />}
    </PrintPage>
  );
}
