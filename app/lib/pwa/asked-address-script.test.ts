import { describe, expect, it } from "vitest";
import { ASKED_FOR, keepAskedAddressScript } from "./asked-address-script";

/** Runs the script against a stand-in window at `href`; gives the address bar and the kept address. */
function runAt(href: string, offlinePath = "/th/offline") {
  const location = new URL(href);
  const window: Record<string, unknown> = {};
  const history = {
    state: { idx: 0 },
    replaceState(state: unknown, _title: string, url: string) {
      expect(state).toBe(history.state);
      location.href = new URL(url, location.href).href;
    },
  };
  new Function("window", "location", "history", keepAskedAddressScript(offlinePath))(window, location, history);
  return { address: location.href, asked: window[ASKED_FOR] };
}

describe("the offline page's script that keeps the asked-for address", () => {
  it("shown at another page's address, shows the offline page's own and keeps the asked-for one", () => {
    expect(runAt("https://shop.example/th/batik.html?colour=red#top")).toEqual({
      address: "https://shop.example/th/offline",
      asked: "https://shop.example/th/batik.html?colour=red#top",
    });
  });

  it("does nothing on the offline page's own address", () => {
    expect(runAt("https://shop.example/th/offline")).toEqual({ address: "https://shop.example/th/offline", asked: undefined });
    expect(runAt("https://shop.example/th/offline/")).toEqual({ address: "https://shop.example/th/offline/", asked: undefined });
  });

  it("cannot be closed early by the path it is given", () => {
    const script = keepAskedAddressScript('/x</script><script>alert(1)</script>');
    expect(script).not.toContain("</script>");
    expect(script).toContain("\\u003c/script>");
  });
});
