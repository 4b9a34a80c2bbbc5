import { REVIEW_AUTO_PUBLISH_MAX_CHARS } from './limits.js';
import { latinDigits } from './latin-digits.js';

/**
 * published: shown and counted in the product's rating; pending: waits for staff; hidden: removed by staff and
 * kept so it can be restored. Only published reviews reach the storefront (D9).
 */
export const REVIEW_STATUSES = ['published', 'pending', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
/** What staff may set: publishing a pending review approves it, hiding removes any review from the shop. */
export const REVIEW_MODERATION_STATUSES = ['published', 'hidden'] as const;
export type ReviewModerationStatus = (typeof REVIEW_MODERATION_STATUSES)[number];

// Invisible characters a spammer slips into a link so it no longer looks like one (zero-width, bidi marks).
const FORMAT_CHARACTERS = /\p{Cf}/gu;
// Commas that stand in for a dot ("secure-pay،com"): Arabic, fullwidth, ideographic, small. Replaced before
// NFKC, which would fold the fullwidth and small ones into an ASCII comma (that one stays a comma: "phone,top
// quality" is a sentence).
const COMMAS_AS_DOTS = /[\u060C\uFF0C\u3001\uFE50\uFE51]/g;
// Dots NFKC leaves alone: ideographic (and the halfwidth ｡ folded into it), Arabic decimal separator, Arabic
// thousands separator, Arabic full stop. The fullwidth ． becomes "." under NFKC.
const OTHER_DOTS = /[\u3002\u066B\u066C\u06D4]/g;
// A dot with a space before it ("secure-pay . com", "pay .com"); a dot followed by a space alone ends a sentence.
const SPACED_DOT = /\s+\.\s*/g;
// A dot spelled out: "pay dot com", "pay [dot] com", "pay(dot)com", "pay نقطة com".
const SPELLED_DOT = /\s*[[({<]\s*(?:dot|نقطة|نقطه)\s*[\])}>]\s*|\s+(?:dot|نقطة|نقطه)\s+/giu;

/**
 * Top-level domains taken as a link without a scheme or www: generic ones, the Gulf's, common shorteners' and
 * spam's, and Arabic ones. Country codes that are also everyday words ("it", "me", "in", "to", "us", "so", "no")
 * are left out, so "I love it.Thanks" stays a review; with a scheme, www. or a path any domain counts.
 */
const BARE_DOMAIN_TLDS = [
  'com',
  'net',
  'org',
  'info',
  'biz',
  'io',
  'co',
  'ai',
  'app',
  'dev',
  'shop',
  'store',
  'online',
  'site',
  'website',
  'xyz',
  'top',
  'link',
  'click',
  'live',
  'club',
  'vip',
  'tv',
  'cc',
  'ws',
  'ly',
  'gl',
  'gd',
  'ru',
  'cn',
  'tk',
  'ml',
  'ga',
  'cf',
  'gq',
  'pw',
  'qa',
  'sa',
  'ae',
  'kw',
  'bh',
  'om',
  'eg',
  'jo',
  'lb',
  'iq',
  'ma',
  'uk',
  'de',
  'fr',
  'com.qa',
  'قطر',
  'السعودية',
  'امارات',
  'مصر',
  'موقع',
  'شبكة',
  'كوم',
  'عرب',
];
const LABEL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?`;
const LINK_PATTERNS: readonly RegExp[] = [
  /(?:https?|ftp):\/\//iu,
  /(?<![\p{L}\p{N}])www\./iu,
  // A bare domain: one or more labels, then a listed TLD not followed by more letters or digits.
  new RegExp(
    String.raw`${LABEL}\.(?:${LABEL}\.)*(?:${BARE_DOMAIN_TLDS.join('|').replace(/\./g, '\\.')})(?![\p{L}\p{N}])`,
    'iu',
  ),
  // Any domain followed by a path: example.shopping/offer.
  new RegExp(String.raw`${LABEL}\.\p{L}{2,}\/[^\s]`, 'iu'),
  // An address by number: 192.168.1.10.
  /(?<![\p{N}.])\d{1,3}(?:\.\d{1,3}){3}(?![\p{N}])/u,
];

/**
 * The text as a link checker should read it: stand-in commas and dots made dots, compatibility forms folded,
 * hidden characters dropped, spaced and spelled-out dots closed up.
 */
function foldForLinkCheck(text: string): string {
  return latinDigits(text.replace(COMMAS_AS_DOTS, '.').normalize('NFKC'))
    .replace(FORMAT_CHARACTERS, '')
    .replace(OTHER_DOTS, '.')
    .replace(SPELLED_DOT, '.')
    .replace(SPACED_DOT, '.')
    .toLowerCase();
}

/**
 * True when the text holds a web address in any of the forms above (full-width and Arabic-Indic included),
 * read forwards or backwards. Backwards because a right-to-left override (U+202E) shows "moc.yap-eruces" as
 * "secure-pay.com": the server strips the override before the review reaches this check (stripBidiControls),
 * so what is left is the address typed in reverse. Read backwards, ordinary text gives no address.
 */
export function containsLink(text: string): boolean {
  const folded = foldForLinkCheck(text);
  const backwards = Array.from(folded).reverse().join('');
  return LINK_PATTERNS.some((pattern) => pattern.test(folded) || pattern.test(backwards));
}

/**
 * The status a new review starts in: it waits for staff approval when its name or comment holds a
 * link, or when the comment is longer than REVIEW_AUTO_PUBLISH_MAX_CHARS characters; otherwise it is shown at once.
 */
export function initialReviewStatus(review: { name: string; comment: string }): 'published' | 'pending' {
  if (containsLink(review.name) || containsLink(review.comment)) return 'pending';
  // Characters as people count them (code points), so an Arabic or emoji review is not cut short.
  if (Array.from(review.comment.trim()).length > REVIEW_AUTO_PUBLISH_MAX_CHARS) return 'pending';
  return 'published';
}
