import { z } from 'zod';
import { PASSWORD_MIN } from '../rules/limits.js';
import { ROLES, type Role } from '../rules/roles.js';
import {
  QATAR_MOBILE_FIELD_PATTERN,
  QATAR_MOBILE_OR_BLANK_PATTERN,
  normalizeQatarMobile,
} from '../rules/qatar-mobile.js';
import {
  BUILDING_FIELD_PATTERN,
  CITY_FIELD_PATTERN,
  DELIVERY_ADDRESS_LIMITS,
  ZONE_FIELD_PATTERN,
} from '../rules/delivery-address.js';
import {
  Dirhams,
  EMAIL_MAX,
  EMAIL_OR_EMPTY_PATTERN,
  EmailAddress,
  EntityId,
  IsoDateTime,
  LocaleSchema,
  OrderStatusSchema,
  PaymentMethodSchema,
  PaymentStatusSchema,
  RoleSchema,
  SuccessResponse,
  optionalShopperText,
  optionalText,
  plainText,
  rawText,
  requiredShopperText,
  requiredText,
} from './common.js';

const PASSWORD_MAX = 200;
const NewPassword = rawText(PASSWORD_MAX).min(PASSWORD_MIN, { message: 'PASSWORD_TOO_SHORT' });
/** A password as typed at sign-in or as a confirmation: only its presence is checked here. */
const GivenPassword = rawText(PASSWORD_MAX).min(1, { message: 'REQUIRED' });

// ---- Back office (back-office §7) ----

/** A staff member's WhatsApp number: empty or null clears it, else a Qatari mobile stored as '+974 5512 3456'. */
const StaffWhatsAppPhone = rawText(40)
  .regex(QATAR_MOBILE_OR_BLANK_PATTERN, { message: 'PHONE_INVALID' })
  .nullable()
  .transform((typed, context) => {
    if (!typed?.trim()) return null;
    const phone = normalizeQatarMobile(typed);
    if (phone === null) {
      context.addIssue({ code: 'custom', message: 'PHONE_INVALID' });
      return z.NEVER;
    }
    return phone;
  });

export const AdminUser = z.object({
  id: EntityId,
  username: z.string(),
  email: z.string(),
  full_name: z.string(),
  role: RoleSchema,
  is_active: z.boolean(),
  receive_notifications: z.boolean(),
  /** Where new-order WhatsApp messages go: '+974 5512 3456', or null. */
  whatsapp_phone: z.string().nullable(),
  /** New-order WhatsApp messages on (needs whatsapp_phone). */
  whatsapp_notifications: z.boolean(),
  /** The language of this member's WhatsApp messages and their money (ar by default). */
  whatsapp_language: LocaleSchema,
  /**
   * The list only (GET /api/auth/users): the member's WhatsApp number replied STOP, so no message reaches it
   * whatever the switch says, until it replies START.
   */
  whatsapp_opted_out: z.boolean().optional(),
  last_login: IsoDateTime.nullable(),
  created_at: IsoDateTime,
});
export type AdminUser = z.infer<typeof AdminUser>;

/** POST /api/auth/login */
export const AdminLoginBody = z.object({
  username: requiredText(100),
  password: GivenPassword,
});
export type AdminLoginBody = z.infer<typeof AdminLoginBody>;

export const AdminLoginResponse = z.object({
  success: z.literal(true),
  token: z.string(),
  user: AdminUser,
});
export type AdminLoginResponse = z.infer<typeof AdminLoginResponse>;

/** GET /api/auth/verify */
export const AdminVerifyResponse = z.object({
  success: z.literal(true),
  user: AdminUser,
  /**
   * When this session ends unless it is used again (idle limit, never past the limit after sign-in): the back
   * office warns a few minutes before. Absent from older servers.
   */
  session_expires_at: IsoDateTime.optional(),
});
export type AdminVerifyResponse = z.infer<typeof AdminVerifyResponse>;

/** GET /api/auth/users */
export const AdminUsersResponse = z.object({ success: z.literal(true), users: z.array(AdminUser) });
export type AdminUsersResponse = z.infer<typeof AdminUsersResponse>;

/** POST /api/auth/create-user. New staff get live order alerts unless switched off. */
export const AdminCreateUserBody = z.object({
  username: requiredText(100),
  password: NewPassword,
  email: EmailAddress,
  full_name: optionalText(200).default(''),
  role: RoleSchema,
  is_active: z.boolean().default(true),
  receive_notifications: z.boolean().default(true),
  whatsapp_phone: StaffWhatsAppPhone.default(null),
  whatsapp_notifications: z.boolean().default(false),
  whatsapp_language: LocaleSchema.default('ar'),
});
export type AdminCreateUserBody = z.infer<typeof AdminCreateUserBody>;

/**
 * PUT /api/auth/users/{id}. The username cannot change: it may be sent (a form posts every field) but a value
 * other than the stored one is refused with USERNAME_IMMUTABLE. The password only when given ("change password").
 */
export const AdminUpdateUserBody = z.object({
  username: optionalText(100),
  email: EmailAddress.optional(),
  full_name: optionalText(200),
  role: RoleSchema.optional(),
  is_active: z.boolean().optional(),
  receive_notifications: z.boolean().optional(),
  password: NewPassword.optional(),
  whatsapp_phone: StaffWhatsAppPhone.optional(),
  whatsapp_notifications: z.boolean().optional(),
  whatsapp_language: LocaleSchema.optional(),
});
export type AdminUpdateUserBody = z.infer<typeof AdminUpdateUserBody>;

/** POST /api/auth/create-user (201) and PUT /api/auth/users/{id} (200): the saved user. */
export const AdminUserResponse = z.object({ success: z.literal(true), user: AdminUser });
export type AdminUserResponse = z.infer<typeof AdminUserResponse>;

/** POST /api/auth/logout and DELETE /api/auth/users/{id}. */
export const AdminLogoutResponse = SuccessResponse;
export type AdminLogoutResponse = z.infer<typeof AdminLogoutResponse>;
export const AdminDeleteUserResponse = SuccessResponse;
export type AdminDeleteUserResponse = z.infer<typeof AdminDeleteUserResponse>;

// ---- Users screen extras: stats cards (the customers tab reads admin-customers.ts) ----

const CountsByRole = z.object(
  Object.fromEntries(ROLES.map((role) => [role, z.number().int().nonnegative()])) as Record<
    Role,
    z.ZodNumber
  >,
);

/** GET /api/admin/users/stats: the Users screen's stats cards. */
export const AdminUserStatsResponse = z.object({
  success: z.literal(true),
  stats: z.object({
    admins: z.object({
      total: z.number().int().nonnegative(),
      active: z.number().int().nonnegative(),
      inactive: z.number().int().nonnegative(),
      by_role: CountsByRole,
    }),
    customers: z.object({
      total: z.number().int().nonnegative(),
      /** Signed up in the last `window_days` days (NEW_CUSTOMERS_WINDOW_DAYS, 30). */
      new_in_window: z.number().int().nonnegative(),
      window_days: z.number().int().positive(),
    }),
  }),
});
export type AdminUserStatsResponse = z.infer<typeof AdminUserStatsResponse>;

// ---- Storefront customers (storefront §5, D2: checked on the server) ----

/** D24: an account's phone is a Qatari mobile, however typed; stored as '+974 5512 3456'. */
const QatarMobileInput = requiredShopperText(40)
  .regex(QATAR_MOBILE_FIELD_PATTERN, { message: 'PHONE_INVALID' })
  .transform((typed, context) => {
    const phone = normalizeQatarMobile(typed);
    if (phone === null) {
      context.addIssue({ code: 'custom', message: 'PHONE_INVALID' });
      return z.NEVER;
    }
    return phone;
  });

/** An empty e-mail is 'required' (every sign-up field is), a malformed one INVALID_EMAIL. */
const CustomerEmail = plainText(EMAIL_MAX)
  .min(1, { message: 'REQUIRED' })
  .regex(EMAIL_OR_EMPTY_PATTERN, { message: 'INVALID_EMAIL' })
  .toLowerCase();

export const StoreCustomer = z.object({
  id: EntityId,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type StoreCustomer = z.infer<typeof StoreCustomer>;

export const StoreSignUpBody = z
  .object({
    firstName: requiredShopperText(100),
    lastName: requiredShopperText(100),
    email: CustomerEmail,
    phone: QatarMobileInput,
    password: NewPassword,
    confirmPassword: GivenPassword,
    /** The page's language: the e-mail offering a guest's orders to the account goes out in it (decision 043). */
    locale: LocaleSchema.optional(),
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: 'PASSWORDS_DO_NOT_MATCH',
    path: ['confirmPassword'],
  });
export type StoreSignUpBody = z.infer<typeof StoreSignUpBody>;

export const StoreLogInBody = z.object({
  email: CustomerEmail,
  password: GivenPassword,
});
export type StoreLogInBody = z.infer<typeof StoreLogInBody>;

export const StoreAuthResponse = z.object({ success: z.literal(true), customer: StoreCustomer });
export type StoreAuthResponse = z.infer<typeof StoreAuthResponse>;

/** POST /api/store/auth/log-out and other answers with nothing to say. */
export const StoreLogOutResponse = SuccessResponse;
export type StoreLogOutResponse = z.infer<typeof StoreLogOutResponse>;

/** PUT /api/store/auth/me: the details a customer may change (the e-mail is the sign-in name and stays). */
export const StoreUpdateMeBody = z.object({
  firstName: requiredShopperText(100),
  lastName: requiredShopperText(100),
  phone: QatarMobileInput,
});
export type StoreUpdateMeBody = z.infer<typeof StoreUpdateMeBody>;

/** POST /api/store/auth/me/password */
export const StoreChangePasswordBody = z
  .object({
    currentPassword: GivenPassword,
    newPassword: NewPassword,
    confirmPassword: GivenPassword,
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    message: 'PASSWORDS_DO_NOT_MATCH',
    path: ['confirmPassword'],
  });
export type StoreChangePasswordBody = z.infer<typeof StoreChangePasswordBody>;

export const StoreAccountOrderItem = z.object({
  productId: EntityId.nullable(),
  productName: z.string(),
  productNameEn: z.string().nullable(),
  variantName: z.string().nullable(),
  quantity: z.number().int().positive(),
  unitPrice: Dirhams,
  totalPrice: Dirhams,
});
export type StoreAccountOrderItem = z.infer<typeof StoreAccountOrderItem>;

export const StoreAccountOrder = z.object({
  orderNumber: z.string(),
  /** Shown as "#1001" (D20). */
  shortNumber: z.number().int().positive(),
  createdAt: IsoDateTime,
  status: OrderStatusSchema,
  paymentMethod: PaymentMethodSchema,
  paymentStatus: PaymentStatusSchema.nullable(),
  isGiftCardOrder: z.boolean(),
  subtotal: Dirhams,
  discountAmount: Dirhams,
  shippingFee: Dirhams,
  totalAmount: Dirhams,
  items: z.array(StoreAccountOrderItem),
  /** The signed token of the order's tracking view (decision 030): the account links to /track?t=…. */
  trackingToken: z.string().optional(),
  /** Only for gift-card orders whose payment completed (D11): unpaid orders never reveal codes. */
  giftCards: z.array(
    z.object({
      productName: z.string(),
      /** The English name of the order line the card belongs to, when the catalogue had one. */
      productNameEn: z.string().nullable(),
      value: Dirhams,
      code: z.string(),
      expiresAt: IsoDateTime,
    }),
  ),
});
export type StoreAccountOrder = z.infer<typeof StoreAccountOrder>;

/** GET /api/store/account/orders: the signed-in customer's orders, newest first. */
export const StoreAccountOrdersResponse = z.object({
  success: z.literal(true),
  orders: z.array(StoreAccountOrder),
});
export type StoreAccountOrdersResponse = z.infer<typeof StoreAccountOrdersResponse>;

// ---- Password reset by e-mail and saved delivery addresses (decision 037) ----

/**
 * A reset link's token: "<customer id>.<expiry, Unix seconds>.<128-bit HMAC, base64url>". The signature
 * covers the id, the expiry and the password hash of the moment, so it stops working once the password changes.
 */
export const PASSWORD_RESET_TOKEN_PATTERN = /^[1-9]\d{0,9}\.\d{10}\.[A-Za-z0-9_-]{22}$/;

/**
 * The token of the link that joins a guest's orders to the account signed up with their e-mail (decision 043):
 * 32 random bytes, base64url. Only its SHA-256 is stored.
 */
export const GUEST_ORDERS_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** POST /api/store/account/guest-orders: the e-mailed link's token, from the page it opens. */
export const StoreJoinGuestOrdersBody = z.object({ token: rawText(100) });
export type StoreJoinGuestOrdersBody = z.infer<typeof StoreJoinGuestOrdersBody>;

/** How many orders joined the account. */
export const StoreJoinGuestOrdersResponse = z.object({
  success: z.literal(true),
  orders: z.number().int().nonnegative(),
});
export type StoreJoinGuestOrdersResponse = z.infer<typeof StoreJoinGuestOrdersResponse>;

/** POST /api/store/auth/forgot-password: the e-mail goes out in the language of the page that asked. */
export const StoreForgotPasswordBody = z.object({
  email: CustomerEmail,
  locale: LocaleSchema.default('ar'),
});
export type StoreForgotPasswordBody = z.infer<typeof StoreForgotPasswordBody>;

/** POST /api/store/auth/reset-password: a new password with the sign-up's rules; signs in on success. */
export const StoreResetPasswordBody = z
  .object({
    token: rawText(200).min(1, { message: 'REQUIRED' }),
    newPassword: NewPassword,
    confirmPassword: GivenPassword,
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    message: 'PASSWORDS_DO_NOT_MATCH',
    path: ['confirmPassword'],
  });
export type StoreResetPasswordBody = z.infer<typeof StoreResetPasswordBody>;

/**
 * A saved delivery address, in the checkout's parts (D14): the city's code (QATAR_CITIES), zone, street and
 * building from the blue plate, optional unit and landmark. The city, zone and building patterns are the
 * rules deliveryAddressProblems applies at checkout, so the OpenAPI document states them and every field's
 * problem is answered at once, each under its own path.
 */
export const StoreAddressBody = z.object({
  /** The shopper's own name for it ("Home", "البيت"); optional. */
  label: optionalShopperText(50).default(''),
  city: requiredShopperText(DELIVERY_ADDRESS_LIMITS.city).regex(CITY_FIELD_PATTERN, {
    message: 'INVALID_CITY',
  }),
  zone: requiredShopperText(DELIVERY_ADDRESS_LIMITS.zone).regex(ZONE_FIELD_PATTERN, {
    message: 'INVALID_ZONE',
  }),
  street: requiredShopperText(DELIVERY_ADDRESS_LIMITS.street),
  building: requiredShopperText(DELIVERY_ADDRESS_LIMITS.building).regex(BUILDING_FIELD_PATTERN, {
    message: 'INVALID_BUILDING_NUMBER',
  }),
  unit: optionalShopperText(DELIVERY_ADDRESS_LIMITS.unit).default(''),
  landmark: optionalShopperText(DELIVERY_ADDRESS_LIMITS.landmark).default(''),
  /** Make it the default (prefilled at checkout). The first address saved is the default anyway. */
  isDefault: z.boolean().default(false),
});
export type StoreAddressBody = z.infer<typeof StoreAddressBody>;
export type StoreAddressInput = z.input<typeof StoreAddressBody>;

export const StoreAddress = z.object({
  id: EntityId,
  label: z.string(),
  city: z.string(),
  zone: z.string(),
  street: z.string(),
  building: z.string(),
  unit: z.string(),
  landmark: z.string(),
  isDefault: z.boolean(),
});
export type StoreAddress = z.infer<typeof StoreAddress>;

/** GET /api/store/account/addresses: the default first, then newest first. */
export const StoreAddressesResponse = z.object({
  success: z.literal(true),
  addresses: z.array(StoreAddress),
});
export type StoreAddressesResponse = z.infer<typeof StoreAddressesResponse>;

/** POST and PUT /api/store/account/addresses[/{id}]: the saved address. */
export const StoreAddressResponse = z.object({ success: z.literal(true), address: StoreAddress });
export type StoreAddressResponse = z.infer<typeof StoreAddressResponse>;
