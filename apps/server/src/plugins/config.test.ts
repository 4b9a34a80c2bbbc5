import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

function problemsOf(env: Record<string, string>) {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected the configuration to be refused');
}

const skipcashKeys = {
  PAYMENT_GATEWAY: 'skipcash',
  SKIPCASH_CLIENT_ID: 'client',
  SKIPCASH_KEY_ID: 'key',
  SKIPCASH_KEY_SECRET: 'secret',
  SKIPCASH_WEBHOOK_KEY: 'webhook',
};

describe('loadConfig', () => {
  it('applies the documented defaults to an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      dataDir: './data',
      uploadsDir: './data/uploads',
      databaseUrl: 'embedded:./data/postgres',
      storage: 'local',
      payments: { gateway: 'sandbox' },
      admin: undefined,
      logLevel: 'info',
      canonicalHost: 'loopback',
    });
  });

  it('sends other host names to PUBLIC_URL when it is set, the loopback names only by default, none in tests', () => {
    expect(loadConfig({ PUBLIC_URL: 'http://shop.test' }).canonicalHost).toBe('strict');
    expect(loadConfig({}).canonicalHost).toBe('loopback');
    expect(loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://shop.test' }).canonicalHost).toBe('off');
    expect(loadConfig({ PUBLIC_URL: 'http://shop.test', CANONICAL_HOST: 'off' }).canonicalHost).toBe('off');
    expect(loadConfig({ NODE_ENV: 'test', CANONICAL_HOST: 'redirect' }).canonicalHost).toBe('loopback');
  });

  it('derives a stable sandbox payment secret per database unless SANDBOX_PAYMENT_SECRET is set', () => {
    const secretOf = (env: Record<string, string>) => {
      const { payments } = loadConfig(env);
      return payments.gateway === 'sandbox' ? payments.secret : undefined;
    };
    const pg = { DATABASE_URL: 'postgres://shop@db/matjar' };
    expect(secretOf(pg)).toBe(secretOf(pg));
    expect(secretOf(pg)!.length).toBeGreaterThanOrEqual(32);
    expect(secretOf({ DATABASE_URL: 'postgres://shop@db/other' })).not.toBe(secretOf(pg));
    expect(secretOf({ ...pg, SANDBOX_PAYMENT_SECRET: 'a-configured-secret-1234' })).toBe(
      'a-configured-secret-1234',
    );
    expect(() => loadConfig({ SANDBOX_PAYMENT_SECRET: 'short' })).toThrow(/SANDBOX_PAYMENT_SECRET/);
  });

  it('trusts no proxy unless TRUST_PROXY lists addresses or ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16 fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['true', '*', 'proxy.example', '10.0.0.0/33', '1.2.3.4/8/9']) {
      expect(problemsOf({ TRUST_PROXY: bad }).problems.map((p) => p.variable)).toEqual(['TRUST_PROXY']);
    }
  });

  it('exempts no address from the per-address rate limits unless RATE_LIMIT_EXEMPT lists them', () => {
    expect(loadConfig({}).rateLimitExempt).toEqual([]);
    expect(loadConfig({ RATE_LIMIT_EXEMPT: '127.0.0.1, 10.0.0.0/8 ::1' }).rateLimitExempt).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    for (const bad of ['*', 'loopback', 'office.example', '10.0.0.0/33']) {
      expect(problemsOf({ RATE_LIMIT_EXEMPT: bad }).problems.map((p) => p.variable)).toEqual([
        'RATE_LIMIT_EXEMPT',
      ]);
    }
  });

  it('refuses the sandbox gateway on a public PUBLIC_URL without its own SANDBOX_PAYMENT_SECRET', () => {
    for (const url of ['https://shop.example.qa', 'http://203.0.113.7:3000']) {
      expect(problemsOf({ PUBLIC_URL: url }).problems.map((p) => p.variable)).toEqual([
        'SANDBOX_PAYMENT_SECRET',
      ]);
      expect(() =>
        loadConfig({ PUBLIC_URL: url, SANDBOX_PAYMENT_SECRET: 'a-configured-secret-1234' }),
      ).not.toThrow();
      expect(() => loadConfig({ PUBLIC_URL: url, ...skipcashKeys })).not.toThrow();
    }
    for (const url of [
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://192.168.1.20',
      'https://shop.test',
      'http://[::1]:3000',
    ]) {
      expect(() => loadConfig({ PUBLIC_URL: url })).not.toThrow();
    }
  });

  it('follows DATA_DIR for the embedded database folder and PORT for the public URL', () => {
    const config = loadConfig({ DATA_DIR: '/srv/matjar/', PORT: '4100' });
    expect(config.databaseUrl).toBe('embedded:/srv/matjar/postgres');
    expect(config.uploadsDir).toBe('/srv/matjar/uploads');
    expect(config.publicUrl).toBe('http://localhost:4100');
  });

  it.each(['abc', '0', '70000', '3.5'])('refuses PORT=%s, naming the variable', (port) => {
    const error = problemsOf({ PORT: port });
    expect(error.problems.map((p) => p.variable)).toEqual(['PORT']);
    expect(error.message).toMatch(/PORT:/);
  });

  it('names every bad variable at once', () => {
    const error = problemsOf({ DATABASE_URL: 'mysql://x', PAYMENT_GATEWAY: 'paypal', LOG_LEVEL: 'loud' });
    expect(error.problems.map((p) => p.variable).sort()).toEqual([
      'DATABASE_URL',
      'LOG_LEVEL',
      'PAYMENT_GATEWAY',
    ]);
  });

  it.each(['file:./data/pglite', 'memory:'])(
    'explains that DATABASE_URL=%s named PGlite, which is gone',
    (url) => {
      expect(problemsOf({ DATABASE_URL: url }).message).toMatch(
        /DATABASE_URL: PGlite is no longer an engine: unset DATABASE_URL/,
      );
    },
  );

  it('refuses STORAGE=s3 without its bucket and region, naming each missing variable', () => {
    expect(problemsOf({ STORAGE: 's3' }).problems).toEqual([
      { variable: 'S3_BUCKET', message: 'required when STORAGE=s3' },
      { variable: 'S3_REGION', message: 'required when STORAGE=s3' },
    ]);
    expect(problemsOf({ STORAGE: 's3', S3_BUCKET: 'shop' }).problems.map((p) => p.variable)).toEqual([
      'S3_REGION',
    ]);
  });

  it('refuses an S3 key without its secret (or the reverse), a bad endpoint or public address', () => {
    const s3 = { STORAGE: 's3', S3_BUCKET: 'shop', S3_REGION: 'auto' };
    expect(problemsOf({ ...s3, S3_ACCESS_KEY_ID: 'key' }).message).toMatch(
      /S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(problemsOf({ ...s3, S3_SECRET_ACCESS_KEY: 'secret' }).problems[0]?.variable).toBe(
      'S3_ACCESS_KEY_ID',
    );
    expect(problemsOf({ ...s3, S3_ENDPOINT: 'minio:9000' }).problems[0]?.variable).toBe('S3_ENDPOINT');
    expect(problemsOf({ ...s3, S3_PUBLIC_URL: 'https://cdn.test/?v=1' }).problems[0]?.variable).toBe(
      'S3_PUBLIC_URL',
    );
    expect(problemsOf({ ...s3, S3_FORCE_PATH_STYLE: 'yes' }).problems[0]?.variable).toBe(
      'S3_FORCE_PATH_STYLE',
    );
  });

  it('reads the S3 settings, with or without STORAGE=s3 (media:copy fills a bucket before the switch)', () => {
    const env = {
      S3_BUCKET: 'shop',
      S3_REGION: 'auto',
      S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://images.shop.qa/',
    };
    const expected = {
      bucket: 'shop',
      region: 'auto',
      endpoint: 'https://account.r2.cloudflarestorage.com',
      forcePathStyle: false,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      publicUrl: 'https://images.shop.qa',
    };
    expect(loadConfig(env)).toMatchObject({ storage: 'local', s3: expected });
    expect(loadConfig({ ...env, STORAGE: 's3', S3_FORCE_PATH_STYLE: 'true' })).toMatchObject({
      storage: 's3',
      s3: { ...expected, forcePathStyle: true },
    });
    // Without keys, the AWS SDK's own chain (an instance role) is used.
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'shop', S3_REGION: 'me-central-1' }).s3?.credentials).toBe(
      undefined,
    );
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('asks for the SkipCash keys only when that gateway is chosen', () => {
    const error = problemsOf({ PAYMENT_GATEWAY: 'skipcash', SKIPCASH_CLIENT_ID: 'c' });
    expect(error.problems.map((p) => p.variable)).toEqual([
      'SKIPCASH_KEY_ID',
      'SKIPCASH_KEY_SECRET',
      'SKIPCASH_WEBHOOK_KEY',
    ]);
  });

  it('takes the first super_admin from the environment, both or neither', () => {
    expect(loadConfig({ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'long-enough-1' }).admin).toEqual({
      username: 'owner',
      password: 'long-enough-1',
      email: 'admin@matjar.local',
    });
    expect(problemsOf({ ADMIN_USERNAME: 'owner' }).problems[0]?.variable).toBe('ADMIN_PASSWORD');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', SMTP_URL: '' }).port).toBe(3000);
  });

  it('WhatsApp is off by default; WHATSAPP=cloud refuses to start without each of its variables, naming it', () => {
    // Off leaves WhatsApp to the Settings screen, which still reaches the Graph API address given here.
    expect(loadConfig({}).whatsapp).toEqual({ mode: 'off', apiUrl: 'https://graph.facebook.com/v21.0' });
    expect(loadConfig({ WHATSAPP_API_URL: 'http://127.0.0.1:9/v21.0/' }).whatsapp).toEqual({
      mode: 'off',
      apiUrl: 'http://127.0.0.1:9/v21.0',
    });
    const full = {
      WHATSAPP: 'cloud',
      WHATSAPP_TOKEN: 'token',
      WHATSAPP_PHONE_NUMBER_ID: '1234567890',
      WHATSAPP_APP_SECRET: 'app-secret',
      WHATSAPP_VERIFY_TOKEN: 'verify-me',
      WHATSAPP_TEMPLATE_ORDER_RECEIVED: 'order_received',
      WHATSAPP_TEMPLATE_ORDER_CONFIRMED: 'order_confirmed',
      WHATSAPP_TEMPLATE_OUT_FOR_DELIVERY: 'out_for_delivery',
      WHATSAPP_TEMPLATE_DELIVERED: 'order_delivered',
      WHATSAPP_TEMPLATE_PAYMENT_REMINDER: 'payment_reminder',
      WHATSAPP_TEMPLATE_STAFF_NEW_ORDER: 'staff_new_order',
    };
    expect(loadConfig(full).whatsapp).toMatchObject({
      mode: 'cloud',
      apiUrl: 'https://graph.facebook.com/v21.0',
      templates: { orderReceived: 'order_received', delivered: 'order_delivered' },
    });
    for (const variable of Object.keys(full).filter((key) => key !== 'WHATSAPP')) {
      const partial: Record<string, string> = { ...full };
      delete partial[variable];
      const error = problemsOf(partial);
      expect(error.problems).toEqual([{ variable, message: 'required when WHATSAPP=cloud' }]);
      expect(error.message).toContain(variable);
    }
  });
});
