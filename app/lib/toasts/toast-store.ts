/**
 * The shop's toasts (spec §3 "Toast", §4 "Toasts", §5, §8, §9), as plain TypeScript so the
 * rules can be tested without React: a toast is added, then removed when the shopper dismisses
 * it, uses its action, or its timeout runs out. Identical toasts share an id, so a message sent
 * twice (e.g. "added to cart" for a second item) keeps its place instead of stacking.
 */

export type ToastType = "info" | "warning" | "error" | "success";

export const TOAST_TYPES: readonly ToastType[] = ["info", "warning", "error", "success"];

/** Spec §9: a toast goes away after 5 seconds unless it says otherwise. */
export const DEFAULT_TOAST_TIMEOUT_MS = 5000;

/** What a caller gives; `timeout: false` keeps the toast until the shopper dismisses it. */
export interface ToastInput {
  type: ToastType;
  /** Already translated: the store never sees catalogue keys. */
  message: string;
  dismissable?: boolean;
  timeout?: number | false;
  actionText?: string;
  onAction?: () => void;
  /** A name from the icon set, shown before the message. */
  icon?: string;
  onDismiss?: () => void;
}

export interface Toast extends ToastInput {
  id: string;
  dismissable: boolean;
  timeout: number | false;
  /** When the first of its identical toasts was added (ms since the epoch). */
  timestamp: number;
  /** True once an identical toast was added while this one was showing. */
  isDuplicate: boolean;
}

export interface ToastClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const systemClock: ToastClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The id: a hash (32-bit FNV-1a, hex) of what makes two toasts look the same to a shopper, so
 * identical toasts share an id. Callbacks are not part of it: they cannot be compared.
 */
export function toastId({ type, message, dismissable = true, actionText, icon }: ToastInput): string {
  const text = JSON.stringify([type, message, dismissable, actionText ?? null, icon ?? null]);
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, "0");
}

/** Spec §5 and §8: a toast without a type or message, or one that could never go away, is a bug. */
function assertValid(input: ToastInput): void {
  if (!TOAST_TYPES.includes(input.type)) throw new TypeError("toast.type is required");
  if (!input.message) throw new TypeError("toast.message is required");
  if (input.timeout === false && input.dismissable === false && !input.onDismiss) {
    throw new TypeError("Toast should be user-dismissable or have a timeout");
  }
}

export interface ToastStore {
  /** Shows a toast (or refreshes its identical twin) and returns its id. */
  add(input: ToastInput): string;
  /** The shopper closed it: its onDismiss runs, then it goes. */
  dismiss(id: string): void;
  /** The shopper used its action: its onAction runs, then it goes. */
  action(id: string): void;
  /** Stops its timeout while the shopper reads it (pointer over it, focus in it): WCAG 2.2.1. */
  pause(id: string): void;
  /** Lets its timeout run on, for the time it had left. */
  resume(id: string): void;
  /** The toasts showing, oldest first; the same array until something changes. */
  list(): readonly Toast[];
  subscribe(listener: () => void): () => void;
  /** Stops every timer (the page is going away). */
  clear(): void;
}

export function createToastStore(clock: ToastClock = systemClock): ToastStore {
  let toasts: readonly Toast[] = [];
  /** Running timeouts: the timer and when it fires. */
  const timers = new Map<string, { handle: unknown; due: number }>();
  /** Paused timeouts: the milliseconds left. */
  const paused = new Map<string, number>();
  const listeners = new Set<() => void>();

  const publish = (next: readonly Toast[]) => {
    toasts = next;
    for (const listener of listeners) listener();
  };

  const stopTimer = (id: string) => {
    const timer = timers.get(id);
    if (!timer) return;
    clock.clearTimeout(timer.handle);
    timers.delete(id);
  };

  const startTimer = (id: string, ms: number) => {
    timers.set(id, { handle: clock.setTimeout(() => remove(id), ms), due: clock.now() + ms });
  };

  const remove = (id: string) => {
    stopTimer(id);
    paused.delete(id);
    if (toasts.some((toast) => toast.id === id)) publish(toasts.filter((toast) => toast.id !== id));
  };

  const find = (id: string) => toasts.find((toast) => toast.id === id);

  return {
    add(input) {
      assertValid(input);
      const id = toastId(input);
      const existing = find(id);
      const toast: Toast = {
        ...input,
        id,
        dismissable: input.dismissable ?? true,
        timeout: input.timeout ?? DEFAULT_TOAST_TIMEOUT_MS,
        timestamp: existing ? existing.timestamp : clock.now(),
        isDuplicate: Boolean(existing),
      };
      // A duplicate takes its twin's place (and its callbacks) and starts its own timeout, still
      // paused if the shopper is reading its twin.
      stopTimer(id);
      publish(existing ? toasts.map((shown) => (shown.id === id ? toast : shown)) : [...toasts, toast]);
      if (toast.timeout === false) paused.delete(id);
      else if (paused.has(id)) paused.set(id, toast.timeout);
      else startTimer(id, toast.timeout);
      return id;
    },
    dismiss(id) {
      const toast = find(id);
      if (!toast) return;
      remove(id);
      toast.onDismiss?.();
    },
    action(id) {
      const toast = find(id);
      if (!toast) return;
      remove(id);
      toast.onAction?.();
    },
    pause(id) {
      const timer = timers.get(id);
      if (!timer) return;
      stopTimer(id);
      paused.set(id, Math.max(0, timer.due - clock.now()));
    },
    resume(id) {
      const left = paused.get(id);
      if (left === undefined) return;
      paused.delete(id);
      startTimer(id, left);
    },
    list: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear() {
      for (const id of [...timers.keys()]) stopTimer(id);
      paused.clear();
    },
  };
}
