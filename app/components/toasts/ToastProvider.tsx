import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from "react";
import { createToastStore, type Toast, type ToastStore } from "~/lib/toasts/toast-store";

const ToastContext = createContext<ToastStore | null>(null);

const NO_TOASTS: readonly Toast[] = [];

/** One toast store per page (the store layout), its timers stopped when the layout goes. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createToastStore);
  useEffect(() => () => store.clear(), [store]);
  return <ToastContext.Provider value={store}>{children}</ToastContext.Provider>;
}

function useToastStore(): ToastStore {
  const store = useContext(ToastContext);
  if (!store) throw new Error("useToasts needs a ToastProvider above it");
  return store;
}

/** The toasts showing (none on the server: toasts are a JS-only layer over the inline messages). */
export function useToasts(): readonly Toast[] {
  const store = useToastStore();
  return useSyncExternalStore(store.subscribe, store.list, () => NO_TOASTS);
}

/** Add, dismiss, act on and pause toasts without re-rendering when they change. */
export function useToastActions(): Pick<ToastStore, "add" | "dismiss" | "action" | "pause" | "resume"> {
  const store = useToastStore();
  return store;
}
