import type { FastifyRequest } from 'fastify';
import { isLocale, type Locale } from '@matjar/core';

/** The shopper's language for stored messages: a language cookie (D13), else Accept-Language, else Arabic. */
export function requestLocale(request: FastifyRequest): Locale {
  const cookie = /(?:^|;\s*)[\w-]*(?:lang|locale)[\w-]*=(ar|en)\b/i.exec(request.headers.cookie ?? '')?.[1];
  if (isLocale(cookie)) return cookie;
  return /^en\b/i.test(request.headers['accept-language'] ?? '') ? 'en' : 'ar';
}
