import { get, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';

// Tests only: a Server-Sent Events reader over a real HTTP connection (app.inject waits for the end of a
// response, and an event stream never ends), reading what an EventSource would.

export interface ReceivedEvent {
  event: string;
  id: string | undefined;
  data: string;
}

export interface EventStreamClient {
  status: number;
  headers: IncomingHttpHeaders;
  /** Everything received so far (an error answer's JSON, say). */
  body(): string;
  /** Every event received so far, in order. */
  events: ReceivedEvent[];
  /** The next event (from the start) that matches, waiting for it if needed. */
  waitFor(match: (event: ReceivedEvent) => boolean): Promise<ReceivedEvent>;
  /** Resolves once the server has ended the stream. */
  ended: Promise<void>;
  close(): void;
}

function parseBlock(block: string): ReceivedEvent | null {
  let event = 'message';
  let id: string | undefined;
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':') || line === '') continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'id') id = value;
    else if (field === 'data') data.push(value);
  }
  return data.length === 0 ? null : { event, id, data: data.join('\n') };
}

export async function openEventStream(
  baseUrl: string,
  headers: Record<string, string>,
): Promise<EventStreamClient> {
  // node:http without an agent: exactly one connection, gone when closed (fetch's pool may keep or open
  // spare connections, which a closing server would then wait for).
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const request = get(`${baseUrl}/api/admin/events`, { headers, agent: false }, resolve);
    request.on('error', reject);
  });
  response.setEncoding('utf8');
  const events: ReceivedEvent[] = [];
  const waiters: (() => void)[] = [];
  const wake = () => waiters.splice(0).forEach((resolve) => resolve());
  let isEnded = false;
  let buffer = '';
  let body = '';

  const ended = new Promise<void>((resolve) => {
    response.on('data', (chunk: string) => {
      body += chunk;
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const parsed = parseBlock(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (parsed) events.push(parsed);
      }
      wake();
    });
    response.on('close', () => {
      isEnded = true;
      wake();
      resolve();
    });
  });

  return {
    status: response.statusCode ?? 0,
    headers: response.headers,
    events,
    ended,
    body: () => body,
    async waitFor(match) {
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        if (isEnded) throw new Error(`the stream ended without the event; got ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    close: () => response.destroy(),
  };
}
