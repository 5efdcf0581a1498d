/**
 * Gzip for full-page cache hits on Node without compressing the whole page on every hit: each
 * copy is compressed once, in pieces cut at its CSP nonce (raw deflate, each piece ending on a
 * byte boundary with a sync flush and never referring back into another), and a hit joins those
 * pieces around its own nonce's few compressed bytes, with gzip's header and trailer (CRC-32 and
 * length of the page as sent). Measured on the product page, compressing the whole page was most
 * of a hit's time (docs/decisions/038-full-page-cache.md).
 */
import { constants, crc32, deflateRawSync } from "node:zlib";
import type { PageGzip } from "./full-page-cache";

/** gzip's member header: magic, deflate, no flags, no time, no extra flags, unknown OS. */
const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
/** A last, empty block with fixed codes: ends the deflate stream. */
const LAST_BLOCK = Buffer.from([0x03, 0x00]);

const piece = (text: Buffer, level: number) => deflateRawSync(text, { level, finishFlush: constants.Z_SYNC_FLUSH });

/** A copy cut at its nonce: each piece's UTF-8 bytes (for the trailer's CRC) and its deflated bytes. */
interface Pieces {
  raw: Buffer[];
  deflated: Buffer[];
}

export const nodePageGzip: PageGzip = {
  prepare(body, nonce): Pieces {
    const raw = (nonce ? body.split(nonce) : [body]).map((text) => Buffer.from(text));
    return { raw, deflated: raw.map((bytes) => piece(bytes, 6)) };
  },
  encode(prepared, nonce) {
    const { raw, deflated } = prepared as Pieces;
    const nonceBytes = Buffer.from(nonce);
    const noncePiece = piece(nonceBytes, 1);
    const parts: Buffer[] = [HEADER];
    let crc = 0;
    let length = 0;
    deflated.forEach((part, index) => {
      parts.push(part);
      crc = crc32(raw[index]!, crc);
      length += raw[index]!.length;
      if (index < deflated.length - 1) {
        parts.push(noncePiece);
        crc = crc32(nonceBytes, crc);
        length += nonceBytes.length;
      }
    });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(length >>> 0, 4);
    parts.push(LAST_BLOCK, trailer);
    const joined = Buffer.concat(parts);
    return new Uint8Array(joined.buffer as ArrayBuffer, joined.byteOffset, joined.byteLength);
  },
};
