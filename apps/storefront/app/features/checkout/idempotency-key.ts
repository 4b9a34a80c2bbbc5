/**
 * One Idempotency-Key per checkout attempt: the same request sent again (a double click, a retry after a lost
 * answer) reuses the key, so the server answers with the order it already made instead of a second one. A
 * changed request (the shopper corrected a field) is a new attempt with a new key.
 */
export function createAttemptKeeper(makeKey: () => string = randomKey) {
  let last: { body: string; key: string } | null = null;
  return (body: unknown): string => {
    const serialized = JSON.stringify(body);
    if (last?.body !== serialized) last = { body: serialized, key: makeKey() };
    return last.key;
  };
}

/** 128 random bits as hex; getRandomValues also works on plain http, where randomUUID does not exist. */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
