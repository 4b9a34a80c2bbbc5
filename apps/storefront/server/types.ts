import type { StorefrontSettings } from '@matjar/core';

/**
 * The host's side of the storefront contract. This file is what `@matjar/storefront` resolves to for types,
 * so the Fastify server can type its calls without importing react-router or the built bundle.
 */
export interface StorefrontSettingsService {
  /** Settings with defaults already applied; may be cached by the host. */
  get(): Promise<StorefrontSettings>;
}

/** Passed by the host as the load context of every request; loaders read services from it, never over HTTP. */
// A type alias, not an interface, so it is assignable to React Router's index-signature AppLoadContext.
export type StorefrontContext = {
  services: {
    settings: StorefrontSettingsService;
  };
};

export type StorefrontRequestHandler = (request: Request, context: StorefrontContext) => Promise<Response>;

export type CreateStorefrontHandler = () => StorefrontRequestHandler;

/** Implemented by server/app.ts, built to build/server/index.js (the package's default export target). */
export declare const createStorefrontHandler: CreateStorefrontHandler;

/** Absolute path of build/client: the static assets to serve at the site root. */
export declare const clientBuildDir: string;
