/** `pieces` (of `totalBytes` bytes together) as one array, in order. */
export function joinBytes(pieces: readonly Uint8Array[], totalBytes: number): Uint8Array<ArrayBuffer> {
  const joined = new Uint8Array(totalBytes);
  let offset = 0;
  for (const piece of pieces) {
    joined.set(piece, offset);
    offset += piece.byteLength;
  }
  return joined;
}
