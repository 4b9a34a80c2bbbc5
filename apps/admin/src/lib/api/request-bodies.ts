import type {
  AdminAssignDriverBody,
  AdminBatchVariantsBody,
  AdminBrandBody,
  AdminBulkDeleteProductsBody,
  AdminBulkProductsBody,
  AdminCashCorrectionBody,
  AdminCashReceivedBody,
  AdminCategoryBody,
  AdminContactReplyBody,
  AdminCreateCouponBody,
  AdminCreateDriverBody,
  AdminCreateProductBody,
  AdminCreateSectionBody,
  AdminCreateUserBody,
  AdminDeliveryScheduleBody,
  AdminDeliveryZonesBody,
  AdminGiftCardAdjustBody,
  AdminGiftCardFindBody,
  AdminGiftCardVoidBody,
  AdminGiftCodeImportBody,
  AdminGiftCodeThresholdBody,
  AdminHomepageSectionsBody,
  AdminIconBody,
  AdminLoginBody,
  AdminOrderNoteBody,
  AdminPatchCouponBody,
  AdminPatchProductBody,
  AdminPatchVariantStockBody,
  AdminRecordSerialBody,
  AdminRefundBody,
  AdminReturnBody,
  AdminSectionBody,
  AdminSettingBody,
  AdminUpdateContactMessageBody,
  AdminUpdateCouponBody,
  AdminUpdateCustomerBody,
  AdminUpdateDriverBody,
  AdminUpdateProductBody,
  AdminUpdateReviewBody,
  AdminUpdateUserBody,
  AdminWhatsAppCredentialsBody,
  AdminWhatsAppEnabledBody,
  AdminWhatsAppTestMessageBody,
  OrderStatusPatchBody,
} from '@matjar/core';
import type { z } from 'zod';

/*
 * The request body of every route the back office writes to, as core's schema takes it in (`z.input`): the
 * server validates with the same schema, so a body the compiler accepts here is one the server's schema
 * accepts in shape. Keyed by the path the client calls; an id in the path is `${number}`. apiPost, apiPut and
 * apiPatch take their body type from here, so a path missing from this list does not compile.
 */

/** A route that reads no body: the client sends none (or an empty object). */
export type NoBody = undefined | Record<string, never>;

/** POST routes. */
export interface PostBodies {
  '/api/admin/brands': z.input<typeof AdminBrandBody>;
  '/api/admin/categories': z.input<typeof AdminCategoryBody>;
  [path: `/api/admin/contact-messages/${number}/replies`]: z.input<typeof AdminContactReplyBody>;
  '/api/admin/coupons': z.input<typeof AdminCreateCouponBody>;
  '/api/admin/drivers': z.input<typeof AdminCreateDriverBody>;
  [path: `/api/admin/drivers/${number}/link`]: NoBody;
  [path: `/api/admin/gift-cards/${number}/adjust`]: z.input<typeof AdminGiftCardAdjustBody>;
  [path: `/api/admin/gift-cards/${number}/resend`]: NoBody;
  [path: `/api/admin/gift-cards/${number}/void`]: z.input<typeof AdminGiftCardVoidBody>;
  '/api/admin/gift-cards/find': z.input<typeof AdminGiftCardFindBody>;
  '/api/admin/gift-code-inventory/import': z.input<typeof AdminGiftCodeImportBody>;
  '/api/admin/gift-code-inventory/preview': z.input<typeof AdminGiftCodeImportBody>;
  '/api/admin/homepage-sections': z.input<typeof AdminCreateSectionBody>;
  [path: `/api/admin/notifications/${number}/${'read' | 'dismiss'}`]: NoBody;
  '/api/admin/notifications/read-all': NoBody;
  [path: `/api/admin/orders/${number}/cash-received`]: z.input<typeof AdminCashReceivedBody>;
  [path: `/api/admin/orders/${number}/gift-cards/${number}/reveal`]: NoBody;
  [path: `/api/admin/orders/${number}/notes`]: z.input<typeof AdminOrderNoteBody>;
  [path: `/api/admin/orders/${number}/payment-link`]: NoBody;
  [path: `/api/admin/orders/${number}/refunds`]: z.input<typeof AdminRefundBody>;
  [path: `/api/admin/orders/${number}/refunds/${number}/retry`]: NoBody;
  [path: `/api/admin/orders/${number}/restore`]: NoBody;
  [path: `/api/admin/orders/${number}/returns`]: z.input<typeof AdminReturnBody>;
  [path: `/api/admin/orders/${number}/serials`]: z.input<typeof AdminRecordSerialBody>;
  [path: `/api/admin/orders/${number}/switch-to-cash`]: NoBody;
  [path: `/api/admin/orders/${number}/whatsapp-messages/${number}/resend`]: NoBody;
  '/api/admin/products': z.input<typeof AdminCreateProductBody>;
  '/api/admin/products/bulk': z.input<typeof AdminBulkProductsBody>;
  '/api/admin/products/bulk-delete': z.input<typeof AdminBulkDeleteProductsBody>;
  '/api/admin/products/import': Blob;
  '/api/admin/whatsapp/check': NoBody;
  '/api/admin/whatsapp/test-message': z.input<typeof AdminWhatsAppTestMessageBody>;
  '/api/auth/create-user': z.input<typeof AdminCreateUserBody>;
  '/api/auth/login': z.input<typeof AdminLoginBody>;
  '/api/auth/logout': NoBody;
}

/** PUT routes. */
export interface PutBodies {
  '/api/admin/all-brands-icon': z.input<typeof AdminIconBody>;
  [path: `/api/admin/brands/${number}`]: z.input<typeof AdminBrandBody>;
  [path: `/api/admin/brands/${number}/icon`]: z.input<typeof AdminIconBody>;
  [path: `/api/admin/categories/${number}`]: z.input<typeof AdminCategoryBody>;
  [path: `/api/admin/categories/${number}/icon`]: z.input<typeof AdminIconBody>;
  [path: `/api/admin/coupons/${number}`]: z.input<typeof AdminUpdateCouponBody>;
  '/api/admin/delivery-schedule': z.input<typeof AdminDeliveryScheduleBody>;
  '/api/admin/delivery-zones': z.input<typeof AdminDeliveryZonesBody>;
  [path: `/api/admin/gift-code-inventory/${number}/threshold`]: z.input<typeof AdminGiftCodeThresholdBody>;
  '/api/admin/homepage-sections': z.input<typeof AdminHomepageSectionsBody>;
  [path: `/api/admin/homepage-sections/${string}`]: z.input<typeof AdminSectionBody>;
  [path: `/api/admin/orders/${number}/cash-received`]: z.input<typeof AdminCashCorrectionBody>;
  [path: `/api/admin/orders/${number}/driver`]: z.input<typeof AdminAssignDriverBody>;
  [path: `/api/admin/products/${number}`]: z.input<typeof AdminUpdateProductBody>;
  [path: `/api/admin/settings/${string}`]: z.input<typeof AdminSettingBody>;
  '/api/admin/whatsapp/credentials': z.input<typeof AdminWhatsAppCredentialsBody>;
  '/api/admin/whatsapp/enabled': z.input<typeof AdminWhatsAppEnabledBody>;
  [path: `/api/auth/users/${number}`]: z.input<typeof AdminUpdateUserBody>;
}

/** PATCH routes. */
export interface PatchBodies {
  [path: `/api/admin/contact-messages/${number}`]: z.input<typeof AdminUpdateContactMessageBody>;
  [path: `/api/admin/coupons/${number}`]: z.input<typeof AdminPatchCouponBody>;
  [path: `/api/admin/customers/${number}`]: z.input<typeof AdminUpdateCustomerBody>;
  [path: `/api/admin/drivers/${number}`]: z.input<typeof AdminUpdateDriverBody>;
  [path: `/api/admin/products/${number}`]: z.input<typeof AdminPatchProductBody>;
  [path: `/api/admin/products/${number}/variants`]: z.input<typeof AdminBatchVariantsBody>;
  [path: `/api/admin/products/${number}/variants/${number}`]: z.input<typeof AdminPatchVariantStockBody>;
  [path: `/api/admin/reviews/${number}`]: z.input<typeof AdminUpdateReviewBody>;
  [path: `/api/payments/order-status/${number}`]: z.input<typeof OrderStatusPatchBody>;
}
