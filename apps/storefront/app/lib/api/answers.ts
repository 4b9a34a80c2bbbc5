// The core schemas the storefront's API answers are checked against, by the name api-client.ts asks for.
// This module is loaded with the first call, not with the page: it brings zod to the browser (decision 017).
export {
  ApiErrorBody,
  StoreAccountOrdersResponse,
  StoreAuthResponse,
  StoreCartQuoteResponse,
  StoreCouponsResponse,
  StoreProductList,
  StoreCreateOrderResponse,
  StoreRestockSubscriptionResponse,
  StoreGiftCardBalanceResponse,
  StoreDeliveryWindowsResponse,
  StoreSearchSuggestions,
  StoreGiftCodesResponse,
  StoreTrackOrderResponse,
  StoreVerifyOrderResponse,
  SuccessResponse,
  StoreAddressesResponse,
  StoreAddressResponse,
  StoreJoinGuestOrdersResponse,
  DriverRunResponse,
  DriverTapResponse,
} from '@matjar/core';
