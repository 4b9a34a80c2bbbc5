import type { AdminStockReportResponse } from '@matjar/core';
import type { MessageKey } from '../../i18n/ar';

/** A stock movement's reason in words: the product page's stock history says the same. */
export const STOCK_REASON_WORD: Record<AdminStockReportResponse['movements'][number]['reason'], MessageKey> =
  {
    initial: 'stockHistory.reason.initial',
    order_reserved: 'stockHistory.reason.order_reserved',
    payment_released: 'stockHistory.reason.payment_released',
    order_canceled: 'stockHistory.reason.order_canceled',
    manual_adjustment: 'stockHistory.reason.manual_adjustment',
    import: 'stockHistory.reason.import',
    return: 'stockHistory.reason.return',
    codes_imported: 'stockHistory.reason.codes_imported',
    code_replaced: 'stockHistory.reason.code_replaced',
    return_damaged: 'stockHistory.reason.return_damaged',
  };
