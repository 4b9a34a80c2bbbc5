// Small real PNG files drawn in memory, so journeys upload real pictures without a committed binary fixture
// or an image library; the server's pipeline decodes, re-encodes and resizes them like any photo.
import { deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGB PNG of width×height whose pixel (x, y) has the colour `paint` gives. */
function encodePng(width: number, height: number, paint: (x: number, y: number) => Rgb): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, truecolour, no interlace
  const stride = 1 + width * 3; // each row starts with filter type 0
  const rows = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) rows.set(paint(x, y), y * stride + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A width×height PNG of one colour. */
export function solidPng(width: number, height: number, rgb: Rgb): Buffer {
  return encodePng(width, height, () => rgb);
}

/** A size×size PNG: a disc of `rgb` on an off-white background (an icon). */
export function drawIconPng(size: number, rgb: Rgb): Buffer {
  const centre = (size - 1) / 2;
  const inside = (x: number, y: number) => (x - centre) ** 2 + (y - centre) ** 2 <= (size * 0.4) ** 2;
  return encodePng(size, size, (x, y) => (inside(x, y) ? rgb : [248, 248, 245]));
}
