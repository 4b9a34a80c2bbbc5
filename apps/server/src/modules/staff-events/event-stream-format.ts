// The text/event-stream wire format (WHATWG HTML §9.2): fields one per line, an empty line ends an event.

/** One event; `id` becomes the browser's Last-Event-ID, so only alerts carry one (their row id). */
export function sseEvent(event: string, data: unknown, id?: number): string {
  const idLine = id === undefined ? '' : `id: ${id}\n`;
  // JSON.stringify never emits a raw newline, so the data is one `data:` line.
  return `event: ${event}\n${idLine}data: ${JSON.stringify(data)}\n\n`;
}

/** A comment: ignored by EventSource, keeps proxies from closing an idle connection. */
export function sseComment(text: string): string {
  return `: ${text}\n\n`;
}

/** How long the browser waits before reconnecting. */
export function sseRetry(ms: number): string {
  return `retry: ${ms}\n\n`;
}

/**
 * The Last-Event-ID a reconnecting EventSource sends: a positive integer id, else 0 (a fresh start, which
 * sends every unread alert anyway, so a garbled header loses nothing).
 */
export function parseLastEventId(header: string | string[] | undefined): number {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !/^\d{1,10}$/.test(value.trim())) return 0;
  const id = Number(value.trim());
  return id <= 2_147_483_647 ? id : 0;
}
