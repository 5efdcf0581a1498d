import { describe, expect, it } from "vitest";
import { INITIAL_CONNECTION, nextConnection, showsOfflineIcon } from "~/lib/connection";

describe("the connection state (spec §4 App)", () => {
  it("starts online, never offline, without the offline icon", () => {
    expect(INITIAL_CONNECTION).toEqual({ isOnline: true, hasBeenOffline: false });
    expect(showsOfflineIcon(INITIAL_CONNECTION)).toBe(false);
  });

  it("going offline sets isOnline false and hasBeenOffline, and shows the icon", () => {
    const offline = nextConnection(INITIAL_CONNECTION, false);
    expect(offline).toEqual({ isOnline: false, hasBeenOffline: true });
    expect(showsOfflineIcon(offline)).toBe(true);
  });

  it("back online keeps hasBeenOffline and hides the icon", () => {
    const online = nextConnection(nextConnection(INITIAL_CONNECTION, false), true);
    expect(online).toEqual({ isOnline: true, hasBeenOffline: true });
    expect(showsOfflineIcon(online)).toBe(false);
  });

  it("keeps the same object when the browser repeats what it said (no re-render)", () => {
    expect(nextConnection(INITIAL_CONNECTION, true)).toBe(INITIAL_CONNECTION);
    const offline = nextConnection(INITIAL_CONNECTION, false);
    expect(nextConnection(offline, false)).toBe(offline);
  });
});
