import { eq, sql } from 'drizzle-orm';
import {
  AppError,
  DRIVER_LINK_TOKEN_PATTERN,
  driverRunUrl,
  type AdminDriverLinkResponse,
  type Locale,
} from '@matjar/core';
import { drivers, type Db } from '@matjar/db';
import { keyOnFirstUse, linkSignature, sameToken } from '../../credentials/link-signature.js';
import { recordActivity, type ActivityActor } from '../audit/index.js';

/** The driver a valid link names, as the run page and its taps need them. */
export interface LinkedDriver {
  id: number;
  name: string;
  language: Locale;
}

const tokenOf = (key: Buffer, driverId: number, version: number) =>
  `${driverId}.${version}.${linkSignature(key, `driver-run:${driverId}:${version}`)}`;

/**
 * Drivers' personal links (decision 053): "<id>.<version>.<HMAC of both>" under a key kept in server_secrets.
 * Nothing secret is stored with the driver: a new link or switching it off moves the version on, and every
 * token signed for an earlier version stops matching. The token is refused the same way whatever is wrong
 * with it (401 DRIVER_LINK_INVALID), so a guess learns nothing.
 */
export function createDriverLinks(db: Db, loadSecret: () => Promise<Buffer>, publicUrl: string) {
  const key = keyOnFirstUse(loadSecret);

  /** The driver a token names, if the link is the current one of an active driver; else 401. */
  async function verify(token: string): Promise<LinkedDriver> {
    if (!DRIVER_LINK_TOKEN_PATTERN.test(token)) throw new AppError('DRIVER_LINK_INVALID');
    const driverId = Number(token.slice(0, token.indexOf('.')));
    const [row] = await db.select().from(drivers).where(eq(drivers.id, driverId));
    if (!row || !row.isActive || !row.linkActive) throw new AppError('DRIVER_LINK_INVALID');
    if (!sameToken(token, tokenOf(await key(), row.id, row.linkVersion))) {
      throw new AppError('DRIVER_LINK_INVALID');
    }
    return { id: row.id, name: row.name, language: row.language };
  }

  /** The link staff show as a QR code: the run page's address with the token after the #. */
  async function current(driverId: number): Promise<AdminDriverLinkResponse> {
    const [row] = await db.select().from(drivers).where(eq(drivers.id, driverId));
    if (!row) throw new AppError('DRIVER_NOT_FOUND');
    if (!row.linkActive) return { active: false, url: null };
    const token = tokenOf(await key(), row.id, row.linkVersion);
    return { active: true, url: driverRunUrl(publicUrl, row.language, token) };
  }

  /** A new link (the one before stops working) or none at all; audited, never with the token. */
  async function change(actor: ActivityActor, driverId: number, active: boolean) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(drivers)
        .set({ linkVersion: sql`${drivers.linkVersion} + 1`, linkActive: active, updatedAt: sql`now()` })
        .where(eq(drivers.id, driverId))
        .returning({ name: drivers.name, version: drivers.linkVersion });
      if (!row) throw new AppError('DRIVER_NOT_FOUND');
      await recordActivity(tx, actor, {
        action: 'UPDATE',
        entityType: 'driver',
        entityId: driverId,
        entityName: row.name,
        new: { link_active: active, link_version: row.version },
        description: active
          ? `Made a new run link for driver ${row.name}; the previous one no longer works`
          : `Switched off the run link of driver ${row.name}`,
      });
    });
    return current(driverId);
  }

  return { verify, current, change };
}

export type DriverLinks = ReturnType<typeof createDriverLinks>;
