import type { DetectedImageType } from '@matjar/core';

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');

// ISO base media files (AVIF, HEIC) name their kind in the `ftyp` box: a major brand, then compatible brands.
const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

function isoMediaType(bytes: Buffer): DetectedImageType | null {
  if (ascii(bytes, 4, 8) !== 'ftyp') return null;
  const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, at + 4));
  if (brands.some((brand) => AVIF_BRANDS.has(brand))) return 'avif';
  if (brands.some((brand) => HEIF_BRANDS.has(brand))) return 'heic';
  return null;
}

/** An SVG is text: an optional byte-order mark, XML prolog, comments or doctype, then an <svg> element. */
function isSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return head.startsWith('<') && /<svg[\s>]/i.test(head);
}

/**
 * The image type of a file from its first bytes, whatever its name or declared content type say; null when it
 * is no image we know. This decides what reaches the decoder: only accepted types are handed to sharp.
 */
export function detectImageType(bytes: Buffer): DetectedImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 12) {
    const iso = isoMediaType(bytes);
    if (iso) return iso;
  }
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0x00])) return 'ico';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]))
    return 'tiff';
  if (ascii(bytes, 0, 2) === 'BM' && bytes.length >= 26) return 'bmp';
  if (isSvg(bytes)) return 'svg';
  return null;
}
