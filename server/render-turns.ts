/**
 * Page renders start one per event-loop turn, in the order they arrived (the Node host; ADR 049).
 *
 * A render whose data is at hand runs from its loaders to its streamed shell in one go, in
 * microtasks. Without this, every request that arrived in the same turn rendered in that turn:
 * under 100 connections a turn took half a second. Node accepts one new connection per turn and
 * reads sockets, runs timers and hands out compressed pieces only between turns, so a shopper who
 * had just connected waited seconds before the server even read the request. Starting one render
 * per turn keeps turns about one page long. Nothing is held once a render has started: a render
 * waiting on a real Magento lets the next one start in the next turn.
 */

/** Resolves when the render for `signal`'s request may start: at once if the shopper has gone. */
export type RenderTurn = (signal?: AbortSignal) => Promise<void>;

export function renderTurns(): RenderTurn {
  const waiting: Array<() => void> = [];
  let scheduled = false;

  function startNext(): void {
    scheduled = false;
    const start = waiting.shift();
    if (waiting.length > 0) schedule();
    start?.();
  }

  function schedule(): void {
    if (scheduled) return;
    scheduled = true;
    setImmediate(startNext);
  }

  return (signal) =>
    new Promise<void>((resolve) => {
      // A shopper who has gone is not kept waiting: Remix stops that render as it does any other.
      if (signal?.aborted) return resolve();
      const start = () => {
        signal?.removeEventListener("abort", leave);
        resolve();
      };
      const leave = () => {
        const at = waiting.indexOf(start);
        if (at >= 0) waiting.splice(at, 1);
        resolve();
      };
      signal?.addEventListener("abort", leave, { once: true });
      waiting.push(start);
      schedule();
    });
}
