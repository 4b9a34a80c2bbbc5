/**
 * The markdown-like text of the shop's own pages (returns & warranty, delivery, privacy, terms;
 * decision 031), parsed into plain data that a screen renders as elements: there is no HTML in or out,
 * so nothing typed can become markup. What it understands:
 *   "## Heading" (also "# " and "### ") · "- item" or "* item" lines (a list) · blank line: new paragraph ·
 *   "**bold**" · "[label](address)" where the address is http(s), mailto: or tel: — any other address
 *   (javascript:, data:, relative…) leaves the label as plain text.
 */
export type RichInline =
  | { kind: 'text'; text: string }
  | { kind: 'bold'; text: string }
  | { kind: 'link'; text: string; href: string };

export type RichBlock =
  | { kind: 'heading'; inlines: RichInline[] }
  | { kind: 'paragraph'; inlines: RichInline[] }
  | { kind: 'list'; items: RichInline[][] };

/** The addresses a link may have: web pages, e-mail and telephone. */
export function safeLinkHref(address: string): string | null {
  const href = address.trim();
  // Control characters and spaces inside a scheme are how "java\tscript:" slips through other filters.
  if (!href || [...href].some((char) => char.charCodeAt(0) <= 0x20 || char.charCodeAt(0) === 0x7f))
    return null;
  if (/["'<>\\`]/.test(href)) return null;
  if (/^https?:\/\/[^/?#]+/i.test(href)) {
    try {
      const url = new URL(href);
      return url.protocol === 'http:' || url.protocol === 'https:' ? href : null;
    } catch {
      return null;
    }
  }
  if (/^mailto:[^@\s]+@[^@\s]+$/i.test(href)) return href;
  if (/^tel:\+?[0-9\-().]{3,20}$/i.test(href)) return href;
  return null;
}

const INLINE = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]*)\)/g;

export function parseRichInlines(line: string): RichInline[] {
  const out: RichInline[] = [];
  const push = (inline: RichInline) => {
    const last = out[out.length - 1];
    if (inline.kind === 'text' && last?.kind === 'text') last.text += inline.text;
    else if (inline.text) out.push(inline);
  };
  let at = 0;
  for (const match of line.matchAll(INLINE)) {
    push({ kind: 'text', text: line.slice(at, match.index) });
    if (match[1] !== undefined) push({ kind: 'bold', text: match[1] });
    else {
      const href = safeLinkHref(match[3] ?? '');
      push(href ? { kind: 'link', text: match[2]!, href } : { kind: 'text', text: match[2]! });
    }
    at = match.index + match[0].length;
  }
  push({ kind: 'text', text: line.slice(at) });
  return out;
}

export function parseRichText(text: string): RichBlock[] {
  const blocks: RichBlock[] = [];
  let paragraph: string[] = [];
  let list: RichInline[][] | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', inlines: parseRichInlines(paragraph.join(' ')) });
    paragraph = [];
    if (list) blocks.push({ kind: 'list', items: list });
    list = null;
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = /^#{1,3}\s+(.*)$/.exec(line);
    const item = /^[-*•]\s+(.*)$/.exec(line);
    if (!line) flush();
    else if (heading) {
      flush();
      blocks.push({ kind: 'heading', inlines: parseRichInlines(heading[1]!) });
    } else if (item) {
      if (paragraph.length) {
        blocks.push({ kind: 'paragraph', inlines: parseRichInlines(paragraph.join(' ')) });
        paragraph = [];
      }
      (list ??= []).push(parseRichInlines(item[1]!));
    } else {
      if (list) {
        blocks.push({ kind: 'list', items: list });
        list = null;
      }
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
