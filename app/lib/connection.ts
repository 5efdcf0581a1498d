/**
 * The app state's connection part (spec §4 "App"): online and offline events set isOnline, and
 * going offline also sets hasBeenOffline, which stays set (the header's offline icon and the
 * "You are online." toast only make sense after the shopper has been offline).
 */
export interface ConnectionState {
  isOnline: boolean;
  hasBeenOffline: boolean;
}

/** Before any event, and on the server: online, never offline. */
export const INITIAL_CONNECTION: ConnectionState = { isOnline: true, hasBeenOffline: false };

/** The state after the browser reports `isOnline`; the same object when nothing changed. */
export function nextConnection(state: ConnectionState, isOnline: boolean): ConnectionState {
  if (state.isOnline === isOnline) return state;
  return { isOnline, hasBeenOffline: state.hasBeenOffline || !isOnline };
}

/** Spec §4: the header shows its offline icon while offline after having been offline. */
export function showsOfflineIcon(state: ConnectionState): boolean {
  return state.hasBeenOffline && !state.isOnline;
}
