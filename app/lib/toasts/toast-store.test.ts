import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createToastStore, DEFAULT_TOAST_TIMEOUT_MS, toastId, type ToastInput } from "~/lib/toasts/toast-store";

const added: ToastInput = { type: "success", message: "Added to your cart." };

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-11-26T10:00:00Z"));
});
afterEach(() => vi.useRealTimers());

describe("toast ids (spec §3)", () => {
  it("are equal for identical toasts and differ by type, message, dismissable, action text or icon", () => {
    expect(toastId(added)).toBe(toastId({ ...added }));
    // Callbacks and timeouts are not what a shopper sees: they do not change the id.
    expect(toastId({ ...added, timeout: 100, onDismiss: () => {} })).toBe(toastId(added));
    const variants = [
      { ...added, type: "info" as const },
      { ...added, message: "Saved." },
      { ...added, dismissable: false },
      { ...added, actionText: "View cart" },
      { ...added, icon: "cart" },
    ];
    const ids = new Set([toastId(added), ...variants.map(toastId)]);
    expect(ids.size).toBe(variants.length + 1);
  });

  it("treat a missing dismissable as the default, true", () => {
    expect(toastId({ ...added, dismissable: true })).toBe(toastId(added));
  });
});

describe("adding a toast (spec §3, §9)", () => {
  it("fills in the defaults: dismissable, 5000 ms, a timestamp, not a duplicate", () => {
    const store = createToastStore();
    const id = store.add(added);
    expect(store.list()).toEqual([
      { ...added, id, dismissable: true, timeout: DEFAULT_TOAST_TIMEOUT_MS, timestamp: Date.parse("2026-11-26T10:00:00Z"), isDuplicate: false },
    ]);
  });

  it("keeps different toasts in the order they came", () => {
    const store = createToastStore();
    store.add(added);
    store.add({ type: "error", message: "You are offline. Some features may be unavailable.", timeout: 3000 });
    expect(store.list().map((toast) => toast.type)).toEqual(["success", "error"]);
  });

  it("does not stack an identical toast: the duplicate keeps the first's timestamp and is marked", () => {
    const store = createToastStore();
    const first = store.add(added);
    vi.advanceTimersByTime(2000);
    const second = store.add(added);
    expect(second).toBe(first);
    expect(store.list()).toHaveLength(1);
    expect(store.list()[0]).toMatchObject({ id: first, isDuplicate: true, timestamp: Date.parse("2026-11-26T10:00:00Z") });
  });

  it("tells its listeners about every change, and stops when they unsubscribe", () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const id = store.add(added);
    store.dismiss(id);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.add(added);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe("removing a toast (spec §4)", () => {
  it("happens at its timeout, 5000 ms by default", () => {
    const store = createToastStore();
    store.add(added);
    vi.advanceTimersByTime(DEFAULT_TOAST_TIMEOUT_MS - 1);
    expect(store.list()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.list()).toEqual([]);
  });

  it("uses the toast's own timeout, and never for timeout false", () => {
    const store = createToastStore();
    store.add({ type: "info", message: "You are online.", timeout: 3000 });
    store.add({ ...added, timeout: false });
    vi.advanceTimersByTime(3000);
    expect(store.list().map((toast) => toast.message)).toEqual(["Added to your cart."]);
    vi.advanceTimersByTime(60_000);
    expect(store.list()).toHaveLength(1);
  });

  it("restarts the timeout when a duplicate comes", () => {
    const store = createToastStore();
    store.add(added);
    vi.advanceTimersByTime(4000);
    store.add(added);
    vi.advanceTimersByTime(4000);
    expect(store.list()).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(store.list()).toEqual([]);
  });

  it("on dismissal runs onDismiss once and clears the timer", () => {
    const store = createToastStore();
    const onDismiss = vi.fn();
    const id = store.add({ ...added, onDismiss });
    store.dismiss(id);
    expect(store.list()).toEqual([]);
    expect(onDismiss).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
    store.dismiss(id);
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it("on its action runs onAction, not onDismiss, and clears the timer", () => {
    const store = createToastStore();
    const onAction = vi.fn();
    const onDismiss = vi.fn();
    const id = store.add({ ...added, actionText: "View cart", onAction, onDismiss });
    store.action(id);
    expect(store.list()).toEqual([]);
    expect(onAction).toHaveBeenCalledOnce();
    expect(onDismiss).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("clear stops every timer", () => {
    const store = createToastStore();
    store.add(added);
    store.add({ type: "info", message: "You are online.", timeout: 3000 });
    store.clear();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("bad toasts throw the spec's errors (§5, §8)", () => {
  it("without a type", () => {
    const store = createToastStore();
    expect(() => store.add({ message: "Saved." } as ToastInput)).toThrow(new TypeError("toast.type is required"));
    expect(() => store.add({ type: "loud", message: "Saved." } as unknown as ToastInput)).toThrow("toast.type is required");
  });

  it("without a message", () => {
    const store = createToastStore();
    expect(() => store.add({ type: "info" } as ToastInput)).toThrow(new TypeError("toast.message is required"));
    expect(() => store.add({ type: "info", message: "" })).toThrow("toast.message is required");
  });

  it("that could never go away: no timeout, not dismissable, no dismiss handler", () => {
    const store = createToastStore();
    expect(() => store.add({ ...added, timeout: false, dismissable: false })).toThrow(
      new TypeError("Toast should be user-dismissable or have a timeout"),
    );
    // Any one way out is enough.
    expect(() => store.add({ ...added, timeout: false })).not.toThrow();
    expect(() => store.add({ ...added, dismissable: false })).not.toThrow();
    expect(() => store.add({ ...added, timeout: false, dismissable: false, onDismiss: () => {} })).not.toThrow();
  });

  it("and add nothing", () => {
    const store = createToastStore();
    expect(() => store.add({ type: "info" } as ToastInput)).toThrow();
    expect(store.list()).toEqual([]);
  });
});

describe("pausing a toast while the shopper reads it (WCAG 2.2.1)", () => {
  it("stops its timeout, and resuming gives it the time it had left", () => {
    const store = createToastStore();
    const id = store.add(added);
    vi.advanceTimersByTime(3000);
    store.pause(id);
    vi.advanceTimersByTime(60_000);
    expect(store.list()).toHaveLength(1);
    store.resume(id);
    vi.advanceTimersByTime(1999);
    expect(store.list()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.list()).toEqual([]);
  });

  it("keeps a duplicate paused, with a fresh timeout for when it resumes", () => {
    const store = createToastStore();
    const id = store.add(added);
    vi.advanceTimersByTime(4000);
    store.pause(id);
    store.add(added);
    vi.advanceTimersByTime(60_000);
    expect(store.list()).toHaveLength(1);
    store.resume(id);
    vi.advanceTimersByTime(DEFAULT_TOAST_TIMEOUT_MS - 1);
    expect(store.list()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.list()).toEqual([]);
  });

  it("does nothing to a toast without a timeout, and a dismissed paused toast stays gone", () => {
    const store = createToastStore();
    const sticky = store.add({ ...added, timeout: false });
    store.pause(sticky);
    store.resume(sticky);
    expect(vi.getTimerCount()).toBe(0);
    const id = store.add({ type: "info", message: "You are online.", timeout: 3000 });
    store.pause(id);
    store.dismiss(id);
    store.resume(id);
    expect(vi.getTimerCount()).toBe(0);
    expect(store.list().map((toast) => toast.id)).toEqual([sticky]);
  });
});
