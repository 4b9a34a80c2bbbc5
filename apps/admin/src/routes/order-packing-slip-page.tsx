import { parseIdText } from '@matjar/core';
import { useParams } from 'react-router';
import { PackingSlipDocument } from '../features/orders/order-page/print/packing-slip-document';
import { PrintPage } from '../features/orders/order-page/print/print-page';

/** /admin/orders/{id}/packing-slip: what goes in the parcel, without prices, printable on A4. */
export function OrderPackingSlipPage() {
  return (
    <PrintPage orderId={parseIdText(useParams().id)} title="print.packingSlip">
      {(order, settings) => <PackingSlipDocument order={order} settings={settings} />}
    </PrintPage>
  );
}
