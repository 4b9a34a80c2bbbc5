import { AppError } from '@matjar/core';

/** One picture out of an .ico file: a PNG as stored inside it, or decoded pixels (RGBA, top row first). */
export type IcoPicture = { png: Buffer } | { rgba: Buffer; width: number; height: number };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const unreadable = () => new AppError('IMAGE_UNREADABLE');

interface Entry {
  width: number;
  height: number;
  bitCount: number;
  size: number;
  offset: number;
}

/** The entry to keep: the smallest at least `want` pixels wide, else the largest; more colours first. */
function pickEntry(entries: Entry[], want: number): Entry {
  const ranked = [...entries].sort((a, b) => {
    const aBig = a.width >= want;
    const bBig = b.width >= want;
    if (aBig !== bBig) return aBig ? -1 : 1;
    if (a.width !== b.width) return aBig ? a.width - b.width : b.width - a.width;
    return b.bitCount - a.bitCount;
  });
  return ranked[0]!;
}

/** A bitmap entry (BITMAPINFOHEADER, uncompressed, 1/4/8/24/32 bits per pixel, AND mask for transparency). */
function decodeBitmap(data: Buffer): { rgba: Buffer; width: number; height: number } {
  if (data.length < 40) throw unreadable();
  const headerSize = data.readUInt32LE(0);
  const width = data.readInt32LE(4);
  const height = data.readInt32LE(8) / 2; // the XOR picture and the AND mask, one above the other
  const bitCount = data.readUInt16LE(14);
  const compression = data.readUInt32LE(16);
  if (headerSize < 40 || compression !== 0 || width < 1 || width > 256 || !Number.isInteger(height)) {
    throw unreadable();
  }
  if (height < 1 || height > 256 || ![1, 4, 8, 24, 32].includes(bitCount)) throw unreadable();
  const colours = bitCount <= 8 ? data.readUInt32LE(32) || 2 ** bitCount : 0;
  const palette = headerSize;
  const pixels = palette + colours * 4;
  const stride = Math.ceil((width * bitCount) / 32) * 4;
  const maskStride = Math.ceil(width / 32) * 4;
  const mask = pixels + stride * height;
  if (data.length < mask) throw unreadable();
  const hasMask = data.length >= mask + maskStride * height;
  const rgba = Buffer.alloc(width * height * 4);
  let anyAlpha = false;
  for (let y = 0; y < height; y += 1) {
    const row = pixels + (height - 1 - y) * stride; // stored bottom row first
    for (let x = 0; x < width; x += 1) {
      const out = (y * width + x) * 4;
      let b: number,
        g: number,
        r: number,
        a = 255;
      if (bitCount >= 24) {
        const at = row + x * (bitCount / 8);
        [b, g, r] = [data[at]!, data[at + 1]!, data[at + 2]!];
        if (bitCount === 32) {
          a = data[at + 3]!;
          anyAlpha ||= a !== 0;
        }
      } else {
        const bit = x * bitCount;
        const index = (data[row + (bit >> 3)]! >> (8 - bitCount - (bit & 7))) & ((1 << bitCount) - 1);
        if (index >= colours) throw unreadable();
        const at = palette + index * 4;
        [b, g, r] = [data[at]!, data[at + 1]!, data[at + 2]!];
      }
      rgba[out] = r;
      rgba[out + 1] = g;
      rgba[out + 2] = b;
      rgba[out + 3] = a;
    }
  }
  // Below 32 bits (or a 32-bit picture that left its alpha empty) the AND mask says which pixels show.
  if (hasMask && (bitCount < 32 || !anyAlpha)) {
    for (let y = 0; y < height; y += 1) {
      const row = mask + (height - 1 - y) * maskStride;
      for (let x = 0; x < width; x += 1) {
        const hidden = (data[row + (x >> 3)]! >> (7 - (x & 7))) & 1;
        rgba[(y * width + x) * 4 + 3] = hidden ? 0 : 255;
      }
    }
  }
  return { rgba, width, height };
}

/**
 * The picture of an .ico file nearest `want` pixels (libvips, and so sharp, cannot read the format). Every
 * offset and size is checked against the file, so a damaged or hostile icon is refused as unreadable.
 */
export function decodeIco(bytes: Buffer, want: number): IcoPicture {
  if (bytes.length < 6 || bytes.readUInt16LE(0) !== 0 || bytes.readUInt16LE(2) !== 1) throw unreadable();
  const count = bytes.readUInt16LE(4);
  if (count < 1 || bytes.length < 6 + count * 16) throw unreadable();
  const entries: Entry[] = [];
  for (let i = 0; i < count; i += 1) {
    const at = 6 + i * 16;
    const entry = {
      width: bytes[at] || 256,
      height: bytes[at + 1] || 256,
      bitCount: bytes.readUInt16LE(at + 6),
      size: bytes.readUInt32LE(at + 8),
      offset: bytes.readUInt32LE(at + 12),
    };
    if (entry.size > 0 && entry.offset + entry.size <= bytes.length) entries.push(entry);
  }
  if (entries.length === 0) throw unreadable();
  const entry = pickEntry(entries, want);
  const data = bytes.subarray(entry.offset, entry.offset + entry.size);
  if (data.subarray(0, 8).equals(PNG_SIGNATURE)) return { png: Buffer.from(data) };
  return decodeBitmap(data);
}
