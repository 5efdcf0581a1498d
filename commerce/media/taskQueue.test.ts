import { describe, expect, it } from "vitest";
import { createSingleFlight, createTaskQueue, QueueFullError } from "./taskQueue";

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("createTaskQueue", () => {
  it("runs at most `concurrency` tasks at once, the rest in order", async () => {
    const queue = createTaskQueue(2);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const task = (id: number) => async () => {
      running++;
      peak = Math.max(peak, running);
      await tick();
      order.push(id);
      running--;
      return id;
    };
    const results = await Promise.all([1, 2, 3, 4, 5].map((id) => queue.run(task(id))));
    expect(results).toEqual([1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
    expect(order.slice(2)).toEqual([3, 4, 5]);
    expect(queue.stats).toEqual({ running: 0, waiting: 0 });
  });

  it("keeps going after a failing task", async () => {
    const queue = createTaskQueue(1);
    const failed = queue.run(async () => {
      throw new Error("boom");
    });
    const thrown = queue.run(() => {
      throw new Error("sync boom");
    });
    const next = queue.run(async () => "ok");
    await expect(failed).rejects.toThrow("boom");
    await expect(thrown).rejects.toThrow("sync boom");
    await expect(next).resolves.toBe("ok");
  });

  it("refuses work beyond the waiting limit", async () => {
    const queue = createTaskQueue(1, 1);
    const first = queue.run(tick);
    const second = queue.run(tick);
    await expect(queue.run(tick)).rejects.toBeInstanceOf(QueueFullError);
    await Promise.all([first, second]);
  });
});

describe("createSingleFlight", () => {
  it("shares one run between callers of the same key, then forgets it", async () => {
    const flight = createSingleFlight<number>();
    let runs = 0;
    const produce = async () => {
      const run = ++runs;
      await tick();
      return run;
    };
    const [a, b, c] = await Promise.all([flight("k", produce), flight("k", produce), flight("other", produce)]);
    expect(a).toBe(b);
    expect(c).not.toBe(a);
    expect(runs).toBe(2);
    await flight("k", produce);
    expect(runs).toBe(3);
  });
});
