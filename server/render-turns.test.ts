import { describe, expect, it } from "vitest";
import { renderTurns } from "./render-turns";

/** Resolves after the event loop's current check phase: one turn later. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function busyFor(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // a render's synchronous work
  }
}

describe("renderTurns", () => {
  it("starts one render per event-loop turn, in the order they arrived", async () => {
    const turn = renderTurns();
    const started: string[] = [];
    for (const name of ["first", "second", "third"]) void turn().then(() => started.push(name));
    expect(started).toEqual([]);
    await nextTurn();
    expect(started).toEqual(["first"]);
    await nextTurn();
    expect(started).toEqual(["first", "second"]);
    await nextTurn();
    expect(started).toEqual(["first", "second", "third"]);
  });

  it("lets timers and sockets have their turn between two renders", async () => {
    const turn = renderTurns();
    const events: string[] = [];
    const first = turn().then(() => {
      events.push("first render");
      // A timer that falls due while the first render works. (Set before it, on a busy machine it
      // could fall due before the first render's turn, and rightly run first.)
      setTimeout(() => events.push("a timer"), 0);
      busyFor(20);
    });
    const second = turn().then(() => events.push("second render"));
    await Promise.all([first, second]);
    expect(events).toEqual(["first render", "a timer", "second render"]);
  });

  it("does not keep a shopper who has gone waiting, and starts the others in order without a gap", async () => {
    const turn = renderTurns();
    const leaving = new AbortController();
    const started: string[] = [];
    void turn().then(() => started.push("first"));
    void turn(leaving.signal).then(() => started.push("gone"));
    void turn().then(() => started.push("third"));
    leaving.abort();
    await Promise.resolve();
    expect(started).toEqual(["gone"]);
    await nextTurn();
    expect(started).toEqual(["gone", "first"]);
    await nextTurn();
    expect(started).toEqual(["gone", "first", "third"]);
  });

  it("lets a render for a request already aborted start at once", async () => {
    const turn = renderTurns();
    const gone = new AbortController();
    gone.abort();
    let started = false;
    void turn(gone.signal).then(() => (started = true));
    await Promise.resolve();
    expect(started).toBe(true);
  });
});
