import { joinBytes } from "~/lib/bytes";

/** The biggest piece sent at once; a page is far smaller, so this only bounds memory. */
const MAX_PIECE_BYTES = 64 * 1024;

/**
 * Where the pieces are joined: Node (the server and Lambda), which hands every piece to its own
 * compression and socket writes. workerd (no `setImmediate`) passes the page through as React wrote
 * it: there, pieces enqueued from a timer after a page's copy was split off for the full-page cache
 * arrived cut short (the same-answers test), and Cloudflare compresses the stream itself.
 */
const joinsPieces = typeof setImmediate === "function";

/** Runs `send` once the current turn of the event loop is over. */
const afterThisTurn = (send: () => void) => void setImmediate(send);

/**
 * A page's HTML in the pieces React wrote together. React's Web Streams renderer hands out the page
 * in 512-byte views, and each costs a read, a write, a compression call and a socket write on the
 * way to the shopper: for a product page that was most of the server's time spent outside
 * rendering. What the renderer writes in one turn (the shell, then each boundary as its data comes)
 * leaves as one piece, as soon as that turn ends: the page still streams, the bytes are the same.
 */
export function wholeWrites(html: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  if (!joinsPieces) return html;
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  let scheduled = false;

  function send(controller: TransformStreamDefaultController<Uint8Array>): void {
    if (pendingBytes === 0) return;
    const piece = pending.length === 1 ? pending[0]! : joinBytes(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    try {
      controller.enqueue(piece);
    } catch {
      // The shopper went away and the stream was cancelled: nothing left to send to.
    }
  }

  return html.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        pending.push(chunk);
        pendingBytes += chunk.byteLength;
        if (pendingBytes >= MAX_PIECE_BYTES) return send(controller);
        if (scheduled) return;
        scheduled = true;
        afterThisTurn(() => {
          scheduled = false;
          send(controller);
        });
      },
      flush(controller) {
        send(controller);
      },
    }),
  );
}
