export type LoadingPhase = "off" | "loading" | "done";

/** How long the finished bar stays visible before it goes away. */
export const DONE_HOLD_MS = 750;

/** The page-loading bar's next phase when the navigation state changes. */
export function nextLoadingPhase(previous: LoadingPhase, navigationState: "idle" | "loading" | "submitting"): LoadingPhase {
  if (navigationState !== "idle") return "loading";
  return previous === "loading" ? "done" : previous;
}
