import {
  amountToFreeDelivery,
  computeOrderTotals,
  deliveryZoneFor,
  effectivePrice,
  errorMessage,
  normalizeCouponCode,
  orderCapProblem,
  type Coupon,
  type DeliveryDestination,
  type DeliveryZone,
  type DeliveryZones,
  type OrderTotals,
  type StoreCartQuoteResponse,
  type StoreCoupon,
  type StoreDeliveryQuote,
  type StoreCreateOrderItem,
  type StoreQuoteLine,
} from '@matjar/core';
import type { PricedProduct, PricedVariant, PricingRepository } from './pricing-repository.js';

/** A quote line plus what create-order needs to reserve and record it. */
export interface PricedLine extends Omit<StoreQuoteLine, 'variantName'> {
  variantName: string | null;
  variantNameEn: string | null;
  /** The unit price before the product's own discount (order_items.list_price, decision 027). */
  listPrice: number;
  /** Counted in the subtotal: the line can be ordered, possibly at a lower quantity (STOCK_LIMIT). */
  counted: boolean;
  /** A brand gift card sold from its code inventory: create-order holds codes for it, not stock. */
  fromCodes: boolean;
}

export interface CartPrice {
  lines: PricedLine[];
  totals: OrderTotals;
  hasPhysicalItems: boolean;
  isGiftCardOnly: boolean;
  /** The destination's delivery zone (decision 032); undefined: no zone covers it. */
  deliveryZone: DeliveryZone | undefined;
}

export function toStoreCoupon(coupon: Coupon): StoreCoupon {
  return {
    code: coupon.code,
    type: coupon.type,
    value: coupon.value,
    minOrder: coupon.minOrder,
    expiresAt: coupon.expiresAt.toISOString(),
    description: coupon.description,
  };
}

/** What the cart and checkout say about delivery to the destination (decision 032). */
function deliveryQuote(zone: DeliveryZone | undefined, totals: OrderTotals): StoreDeliveryQuote {
  if (!zone?.delivered) {
    return {
      delivered: false,
      zone: zone ? { ar: zone.name_ar, en: zone.name_en } : null,
      freeAbove: null,
      amountToFreeDelivery: null,
      daysMin: null,
      daysMax: null,
    };
  }
  return {
    delivered: true,
    zone: { ar: zone.name_ar, en: zone.name_en },
    freeAbove: zone.free_above,
    amountToFreeDelivery: amountToFreeDelivery(zone, totals.subtotal - totals.discount),
    // A zone with windows promises the day and time booked (decision 034), never its working days as well.
    daysMin: zone.windows ? null : zone.days_min,
    daysMax: zone.windows ? null : zone.days_max,
  };
}

/** Same product and variant asked twice is one line (storefront §3: a line is product + variant). */
function mergeLines(items: readonly StoreCreateOrderItem[]): StoreCreateOrderItem[] {
  const merged = new Map<string, StoreCreateOrderItem>();
  for (const item of items) {
    const variantId = item.variant_id ?? null;
    const key = `${item.product_id}:${variantId}`;
    const seen = merged.get(key);
    if (seen) seen.quantity += item.quantity;
    else merged.set(key, { product_id: item.product_id, variant_id: variantId, quantity: item.quantity });
  }
  return [...merged.values()];
}

function priceLine(
  item: StoreCreateOrderItem,
  product: PricedProduct | undefined,
  variants: readonly PricedVariant[],
): PricedLine {
  const variantId = item.variant_id ?? null;
  const base = {
    product_id: item.product_id,
    variant_id: variantId,
    quantity: item.quantity,
    variantName: null,
    variantNameEn: null,
    image: null,
    isGiftCard: false,
    fromCodes: false,
  };
  if (!product || !product.isActive) {
    return {
      ...base,
      name: { ar: product?.name ?? '', en: product?.nameEn ?? product?.name ?? '' },
      unitPrice: 0,
      listPrice: 0,
      lineTotal: 0,
      available: 0,
      problem: 'PRODUCT_UNAVAILABLE',
      counted: false,
    };
  }
  const active = variants.filter((v) => v.isActive);
  const variant = variantId === null ? undefined : active.find((v) => v.id === variantId);
  const price = effectivePrice(
    {
      price: product.price,
      discount_type: product.discountType,
      discount_value: product.discountValue,
      variants: active,
    },
    variant?.price,
  );
  const unitPrice = price.final;
  // A variant line draws on the variant and on its product (the product's stock is the sum of its variants').
  const available = Math.max(0, variant ? Math.min(variant.stock, product.stock) : product.stock);
  let problem: StoreQuoteLine['problem'] = null;
  if (variantId !== null && !variant) problem = 'VARIANT_NOT_FOUND';
  else if (variantId === null && active.length > 0) problem = 'VARIANT_REQUIRED';
  else if (available === 0) problem = 'OUT_OF_STOCK';
  else if (item.quantity > available) problem = 'STOCK_LIMIT';
  return {
    ...base,
    name: { ar: product.name, en: product.nameEn ?? product.name },
    variantName: variant?.name ?? null,
    variantNameEn: variant ? (variant.nameEn ?? variant.name) : null,
    image: product.image,
    isGiftCard: product.inGiftCardCategory || (variant?.denomination ?? null) !== null,
    fromCodes: product.soldFromCodes,
    unitPrice,
    listPrice: price.base,
    lineTotal: unitPrice * item.quantity,
    available,
    problem,
    counted: problem === null || problem === 'STOCK_LIMIT',
  };
}

/**
 * Prices a cart from the database (D4): active products only, the product's own discount applied to the
 * variant's price, totals only through core's computeOrderTotals. The cart page's quote and create-order run
 * this same function, so what the shopper is shown is what the order charges.
 */
export function createPricingService(
  repository: PricingRepository,
  /** The delivery zones, from the settings cache (settings-service.ts). */
  deliveryZones: () => Promise<DeliveryZones>,
) {
  async function priceCart(
    items: readonly StoreCreateOrderItem[],
    couponCode: string | null | undefined,
    now: Date,
    destination: DeliveryDestination = {},
  ): Promise<CartPrice> {
    const merged = mergeLines(items);
    const productIds = [...new Set(merged.map((item) => item.product_id))];
    const code = couponCode?.trim() ? normalizeCouponCode(couponCode) : null;
    const [{ products: productRows, variants: variantRows }, found, zones] = await Promise.all([
      repository.productsWithVariants(productIds),
      code ? repository.couponByCode(code) : Promise.resolve(undefined),
      deliveryZones(),
    ]);
    const deliveryZone = deliveryZoneFor(zones, destination);
    const byId = new Map(productRows.map((row) => [row.id, row]));
    const lines = merged.map((item) =>
      priceLine(
        item,
        byId.get(item.product_id),
        variantRows.filter((v) => v.productId === item.product_id),
      ),
    );
    const counted = lines.filter((line) => line.counted);
    const hasPhysicalItems = counted.some((line) => !line.isGiftCard);
    const subtotal = counted.reduce((sum, line) => sum + line.lineTotal, 0);
    // The shopper is not known here: their own limit is checked by create-order (coupon-limits.ts).
    const physicalSubtotal = counted
      .filter((line) => !line.isGiftCard)
      .reduce((sum, line) => sum + line.lineTotal, 0);
    const totals = computeOrderTotals({
      subtotal,
      physicalSubtotal,
      hasPhysicalItems,
      now,
      couponCode: code,
      coupon: found?.coupon,
      ...(found ? { couponUses: { total: found.uses } } : {}),
      deliveryZone: deliveryZone ?? null,
    });
    return {
      lines,
      totals,
      hasPhysicalItems,
      isGiftCardOnly: counted.length > 0 && !hasPhysicalItems,
      deliveryZone,
    };
  }

  return {
    priceCart,

    async quote(
      items: readonly StoreCreateOrderItem[],
      couponCode: string | null | undefined,
      destination: DeliveryDestination = {},
      now = new Date(),
    ): Promise<Omit<StoreCartQuoteResponse, 'whatsappUpdates'>> {
      const { lines, totals, hasPhysicalItems, isGiftCardOnly, deliveryZone } = await priceCart(
        items,
        couponCode,
        now,
        destination,
      );
      const error = totals.couponError;
      const capProblem = orderCapProblem(lines);
      return {
        lines: lines.map(
          ({ variantName, variantNameEn, counted: _counted, fromCodes: _fromCodes, ...line }) => ({
            ...line,
            variantName: variantName === null ? null : { ar: variantName, en: variantNameEn ?? variantName },
          }),
        ),
        subtotal: totals.subtotal,
        discount: totals.discount,
        shippingFee: totals.shippingFee,
        shippingDiscount: totals.shippingDiscount,
        total: totals.total,
        hasPhysicalItems,
        isGiftCardOnly,
        delivery: hasPhysicalItems ? deliveryQuote(deliveryZone, totals) : null,
        coupon: totals.appliedCoupon ? toStoreCoupon(totals.appliedCoupon) : null,
        couponError: error
          ? {
              code: error.code,
              message: errorMessage(error.code, 'en', error.params),
              messageAr: errorMessage(error.code, 'ar', error.params),
            }
          : null,
        quantityError: capProblem
          ? {
              code: capProblem.code,
              message: errorMessage(capProblem.code, 'en', capProblem.params),
              messageAr: errorMessage(capProblem.code, 'ar', capProblem.params),
            }
          : null,
      };
    },

    async listCoupons(now = new Date()): Promise<StoreCoupon[]> {
      return (await repository.listedCoupons(now)).map(toStoreCoupon);
    },
  };
}
export type PricingService = ReturnType<typeof createPricingService>;
