import { BlockList, isIP } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, type ErrorCode } from '@matjar/core';
import type { Db } from '@matjar/db';
import { addressNetwork } from '../../plugins/network-addresses.js';
import { RATE_LIMITS, type RateLimitName, type RateLimitTable } from './rate-limit-rules.js';
import { createRateLimitStore, type BucketCount } from './rate-limit-store.js';

/**
 * One hit on a named limit for one subject: an account, an e-mail, or, for a per-address limit, the client's
 * address, optionally kept apart by a qualifier (the account or order tried from that address). The limiter
 * itself turns the address into the client it counts (addressNetwork: IPv6 by its /64) and skips the
 * RATE_LIMIT_EXEMPT ones, so every per-address limit does both the same way.
 */
export type RateLimitHit = readonly [name: RateLimitName, subject: string, qualifier?: string];

export interface CountedHit extends BucketCount {
  name: RateLimitName;
  /** This hit went past the limit. */
  over: boolean;
}

/** The hits of one request, once counted: given back when the attempt turns out legitimate. */
export interface TakenHits {
  counted: CountedHit[];
  /** One hit less on these limits (a right password is not a failure). */
  release(names: RateLimitName[]): Promise<void>;
  /** Forgets these limits' counts for their subjects altogether. */
  clear(names: RateLimitName[]): Promise<void>;
  /** Whether every counted hit on these limits is within its limit. */
  within(names: RateLimitName[]): boolean;
}

export interface RateLimiterOptions {
  db: Db;
  log: FastifyBaseLogger;
  rules?: RateLimitTable;
  /** Addresses and CIDR ranges the per-address limits do not apply to (RATE_LIMIT_EXEMPT). */
  exempt?: string[];
  now?: () => Date;
}

/** How often a process deletes ended rows, on the next limited request after it is due (no timer). */
const SWEEP_EVERY_MS = 5 * 60_000;
/** Subjects come from requests: bounded so a key stays an index-sized string. */
const SUBJECT_MAX = 320;

function addressList(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

function isListed(list: BlockList, ip: string): boolean {
  const address = ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const version = isIP(address);
  return version !== 0 && list.check(address, version === 6 ? 'ipv6' : 'ipv4');
}

/** Seconds until the earliest of the refused limits lets the next hit through (the Retry-After). */
function retryAfterSeconds(over: CountedHit[], now: Date): number {
  const waitMs = Math.max(...over.map((hit) => hit.windowEndsAt.getTime() - now.getTime()));
  return Math.max(1, Math.ceil(waitMs / 1000));
}

/**
 * The shop's one rate limiter: named limits of rate-limit-rules.ts, counted in the database
 * so every process behind a balancer enforces the same count. `take` refuses with 429 (the error handler adds
 * Retry-After); `allows` answers false for things that are skipped rather than refused (e-mails).
 */
export function createRateLimiter(options: RateLimiterOptions) {
  const store = createRateLimitStore(options.db);
  const rules = options.rules ?? RATE_LIMITS;
  const exempt = options.exempt?.length ? addressList(options.exempt) : undefined;
  const now = options.now ?? (() => new Date());
  let lastSweep = 0;

  const keyOf = (name: RateLimitName, subject: string) =>
    `${name}:${subject.trim().toLowerCase().slice(0, SUBJECT_MAX)}`;

  async function sweepWhenDue(at: Date): Promise<void> {
    if (at.getTime() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = at.getTime();
    try {
      const removed = await store.removeEnded(at);
      if (removed > 0) options.log.debug({ removed }, 'rate limits: ended windows removed');
    } catch (error) {
      options.log.warn({ err: error }, 'rate limits: removing ended windows failed');
    }
  }

  async function count(hits: readonly RateLimitHit[], at: Date): Promise<CountedHit[]> {
    const buckets = new Map<
      string,
      { name: RateLimitName; rule: RateLimitTable[RateLimitName]; key: string }
    >();
    for (const [name, subject, qualifier] of hits) {
      const perAddress = rules[name].perAddress;
      if (exempt && perAddress && isListed(exempt, subject)) continue;
      const counted = perAddress ? addressNetwork(subject) : subject;
      const key = keyOf(name, qualifier === undefined ? counted : `${qualifier}|${counted}`);
      // One statement may touch a row once: the same limit and subject twice counts once.
      buckets.set(key, { name, rule: rules[name], key });
    }
    return countBuckets([...buckets.values()], at);
  }

  async function countBuckets(
    buckets: { name: RateLimitName; rule: RateLimitTable[RateLimitName]; key: string }[],
    at: Date,
  ): Promise<CountedHit[]> {
    await sweepWhenDue(at);
    // Plain limits go in one statement; a lockout needs its own (its lock applies to the whole statement).
    const plain = buckets.filter((bucket) => bucket.rule.lockMs === undefined);
    const locks = buckets.filter((bucket) => bucket.rule.lockMs !== undefined);
    const rows = (
      await Promise.all([
        store.hit(
          plain.map((bucket) => ({ key: bucket.key, windowMs: bucket.rule.windowMs })),
          at,
        ),
        ...locks.map((bucket) =>
          store.hit([{ key: bucket.key, windowMs: bucket.rule.windowMs }], at, {
            after: bucket.rule.max,
            lockMs: bucket.rule.lockMs!,
          }),
        ),
      ])
    ).flat();
    return buckets.map((bucket) => {
      const row = rows.find((candidate) => candidate.key === bucket.key)!;
      return { ...row, name: bucket.name, over: row.hits > bucket.rule.max };
    });
  }

  function taken(counted: CountedHit[], at: Date): TakenHits {
    const keysOf = (names: RateLimitName[]) =>
      counted.filter((hit) => names.includes(hit.name)).map((hit) => hit.key);
    return {
      counted,
      release: (names) => store.release(keysOf(names), at),
      clear: (names) => store.clear(keysOf(names)),
      within: (names) => counted.every((hit) => !names.includes(hit.name) || !hit.over),
    };
  }

  return {
    rules,

    /**
     * Counts the hits; when any goes past its limit, refuses with 429 `code` and { minutes, seconds }.
     * `alsoCount` hits are counted in the same statement without refusing: the caller asks `within` about them.
     */
    async take(
      hits: readonly RateLimitHit[],
      code: ErrorCode = 'TOO_MANY_ATTEMPTS',
      alsoCount: readonly RateLimitHit[] = [],
    ): Promise<TakenHits> {
      const at = now();
      const counted = await count([...hits, ...alsoCount], at);
      const refusing = new Set(hits.map(([name]) => name));
      const over = counted.filter((hit) => hit.over && refusing.has(hit.name));
      if (over.length > 0) {
        const seconds = retryAfterSeconds(over, at);
        throw new AppError(code, { minutes: Math.ceil(seconds / 60), seconds });
      }
      return taken(counted, at);
    },

    /** Counts the hits and answers whether all are within their limits; a refusal is logged, not thrown. */
    async allows(hits: readonly RateLimitHit[], context: Record<string, unknown>): Promise<boolean> {
      const counted = await count(hits, now());
      const over = counted.filter((hit) => hit.over).map((hit) => hit.name);
      if (over.length > 0) options.log.warn({ ...context, limits: over }, 'rate limit reached: skipped');
      return over.length === 0;
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
