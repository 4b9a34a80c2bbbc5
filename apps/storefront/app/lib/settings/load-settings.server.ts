import type { StorefrontSettings } from '@matjar/core';
import type { AppLoadContext } from 'react-router';
import { DEFAULT_SETTINGS, withContactDefaults } from './default-settings.js';

/**
 * Settings from the host's service. A failure is logged and the defaults are used, as the spec asks; a
 * missing service (plain `react-router dev` without the Fastify host) is treated the same way.
 */
export async function loadSettings(context: AppLoadContext | undefined): Promise<StorefrontSettings> {
  try {
    const service = context?.services?.settings;
    if (!service) return DEFAULT_SETTINGS;
    const settings = await service.get();
    return { ...DEFAULT_SETTINGS, ...settings, contact: withContactDefaults(settings.contact) };
  } catch (error) {
    console.error('storefront: reading site settings failed, using defaults', error);
    return DEFAULT_SETTINGS;
  }
}
