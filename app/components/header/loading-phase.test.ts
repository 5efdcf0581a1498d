import { describe, expect, it } from "vitest";
import { nextLoadingPhase } from "~/components/header/loading-phase";

describe("page-loading bar", () => {
  it("goes off → loading → done, and stays off when nothing loads", () => {
    expect(nextLoadingPhase("off", "loading")).toBe("loading");
    expect(nextLoadingPhase("loading", "submitting")).toBe("loading");
    expect(nextLoadingPhase("loading", "idle")).toBe("done");
    expect(nextLoadingPhase("done", "idle")).toBe("done");
    expect(nextLoadingPhase("off", "idle")).toBe("off");
    expect(nextLoadingPhase("done", "loading")).toBe("loading");
  });
});
