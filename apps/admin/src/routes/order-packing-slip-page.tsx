import { useParams } from 'react-router';
import { orderIdParam } from '../features/orders/order-page/order-id-param';
import { PackingSlipDocument } from '../features/orders/order-page/print/packing-slip-document';
import { PrintPage } from '../features/orders/order-page/print/print-page';

/** /admin/orders/{id}/packing-slip: what goes in the parcel, without prices, printable on A4. */
export function OrderPackingSlipPage() {
  return (
    <PrintPage orderId={orderIdParam(useParams().id)} title="print.packingSlip">
      {(order, settings) => <PackingSlipDocument order={order} settings={settings} />}
    </PrintPage>
  );
}
