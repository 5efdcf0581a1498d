import { describe, expect, it } from "vitest";
import { wholeWrites } from "~/lib/html-stream.server";

const encoder = new TextEncoder();

/** Reads every piece the stream gives. */
async function piecesOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const pieces: Uint8Array[] = [];
  for await (const piece of stream as unknown as AsyncIterable<Uint8Array>) pieces.push(piece);
  return pieces;
}

const text = (pieces: Uint8Array[]) => new TextDecoder().decode(Buffer.concat(pieces));

describe("wholeWrites", () => {
  it("sends what the renderer wrote in one go as one piece, byte for byte (Thai split mid-character)", async () => {
    const thai = encoder.encode("<p>เสื้อยืดผ้าฝ้ายออร์แกนิก</p>");
    const views = [thai.subarray(0, 4), thai.subarray(4, 5), thai.subarray(5, 20), thai.subarray(20)];
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const view of views) controller.enqueue(view);
        controller.close();
      },
    });
    const pieces = await piecesOf(wholeWrites(source));
    expect(pieces).toHaveLength(1);
    expect(text(pieces)).toBe("<p>เสื้อยืดผ้าฝ้ายออร์แกนิก</p>");
  });

  it("still streams: what comes later (a boundary's data) is sent later, not held until the end", async () => {
    let later!: () => void;
    const laterWritten = new Promise<void>((resolve) => (later = resolve));
    const source = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode("<html><body>"));
        controller.enqueue(encoder.encode("<main>shell</main>"));
        await laterWritten;
        controller.enqueue(encoder.encode("<template>price</template>"));
        controller.enqueue(encoder.encode("</body></html>"));
        controller.close();
      },
    });
    const reader = wholeWrites(source).getReader();
    const shell = await reader.read();
    expect(new TextDecoder().decode(shell.value)).toBe("<html><body><main>shell</main>");
    later();
    const rest = await reader.read();
    expect(new TextDecoder().decode(rest.value)).toBe("<template>price</template></body></html>");
    expect((await reader.read()).done).toBe(true);
  });

  it("sends a large write in bounded pieces", async () => {
    const view = new Uint8Array(512).fill(65);
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 300; i++) controller.enqueue(view);
        controller.close();
      },
    });
    const pieces = await piecesOf(wholeWrites(source));
    expect(pieces.reduce((bytes, piece) => bytes + piece.byteLength, 0)).toBe(300 * 512);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.length).toBeLessThan(10);
  });

  it("lets go when the shopper goes away (the renderer's stream is cancelled)", async () => {
    let cancelled = false;
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode("<html>"));
      },
      cancel() {
        cancelled = true;
      },
    });
    const reader = wholeWrites(source).getReader();
    await reader.read();
    await reader.cancel();
    await new Promise((resolve) => setImmediate(resolve));
    expect(cancelled).toBe(true);
  });
});
