// Just enough MIME to read back what nodemailer writes (multipart/alternative with text and HTML parts in
// 7bit, quoted-printable or base64; RFC 2047 encoded-word headers), so tests need no mail-parsing package.

export interface ParsedMail {
  /** Header names in lower case; folded lines joined; encoded words decoded. */
  headers: Record<string, string>;
  from: string;
  to: string;
  subject: string;
  messageId: string;
  replyTo: string;
  text: string;
  html: string;
  raw: string;
}

function decodeQuotedPrintableBytes(value: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < value.length; i += 1) {
    const char = value[i]!;
    const hex = value.slice(i + 1, i + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintableBytes(text.replace(/_/g, ' ')).toString('utf8'),
    );
}

function splitHeaders(source: string): { headers: Record<string, string>; body: string } {
  const end = source.search(/\r?\n\r?\n/);
  const head = end === -1 ? source : source.slice(0, end);
  const body = end === -1 ? '' : source.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!(name in headers)) headers[name] = decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return decodeQuotedPrintableBytes(body.replace(/=\r?\n/g, '')).toString('utf8');
    default:
      return body;
  }
}

function collectParts(source: string, into: { text: string; html: string }): void {
  const { headers, body } = splitHeaders(source);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      collectParts(part.replace(/^\r?\n/, ''), into);
    }
    return;
  }
  const decoded = decodeBody(body, headers['content-transfer-encoding']).replace(/\r\n/g, '\n');
  if (/^text\/html/i.test(type)) into.html ||= decoded;
  else if (/^text\/plain/i.test(type)) into.text ||= decoded;
}

/**
 * Every header line of the message's top-level head, in order, unfolded and with encoded words decoded (a
 * name may come more than once): what a header scan reads, since `headers` keeps only the first of each name.
 */
export function headerLines(raw: string): { name: string; value: string; raw: string }[] {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  return head
    .replace(/\r?\n[ \t]+/g, ' ')
    .split(/\r?\n/)
    .filter((line) => line.indexOf(':') > 0)
    .map((line) => {
      const colon = line.indexOf(':');
      return {
        name: line.slice(0, colon).trim().toLowerCase(),
        value: decodeWords(line.slice(colon + 1).trim()),
        raw: line,
      };
    });
}

export function parseMime(raw: string): ParsedMail {
  const { headers } = splitHeaders(raw);
  const bodies = { text: '', html: '' };
  collectParts(raw, bodies);
  return {
    headers,
    from: headers['from'] ?? '',
    to: headers['to'] ?? '',
    subject: headers['subject'] ?? '',
    messageId: headers['message-id'] ?? '',
    replyTo: headers['reply-to'] ?? '',
    text: bodies.text.trimEnd(),
    html: bodies.html,
    raw,
  };
}
