import { useLocation } from "@remix-run/react";
import { Suspense, useId, type ReactNode } from "react";
import { firstHydration } from "~/lib/first-hydration";

/**
 * Hydration in turns (ADR 047). Hydrating a whole page is one long task that keeps the phone from
 * answering a tap; parts wrapped in `HydrateLater` hydrate afterwards, each in a browser task of
 * its own, in the order the page met them. Until its turn a part is the server's HTML: links and
 * forms in it work as they do without JavaScript, and nothing is redrawn.
 *
 * How: during the document's first hydration the part suspends once (a promise that settles in a
 * later task); Preact and React keep the server's HTML of a boundary that suspends while
 * hydrating and hydrate it when the promise settles. Parts rendered after the first hydration, or
 * on another page than the one hydrating (a shopper who follows a link before the last turn),
 * render at once: a part mounted afresh has no server HTML to keep. The server renders the part
 * directly.
 *
 * The part must render exactly one element: Preact keeps a single DOM node for a suspended part.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <InItsTurn>{children}</InItsTurn>
    </Suspense>
  );
}

function InItsTurn({ children }: { children: ReactNode }) {
  // Stable while a hydrating part suspends and resumes, in Preact (hook state kept) and React.
  const id = useId();
  const { key } = useLocation();
  hydratingLocation ??= key;
  if (firstHydration.underway && key === hydratingLocation && !hydrated.has(id)) throw turnOf(id);
  return <>{children}</>;
}

/** The page the first hydration is for: the first part met is in it. */
let hydratingLocation: string | undefined;
const hydrated = new Set<string>();
const turns = new Map<string, Promise<void>>();
let lastTurn: Promise<void> = Promise.resolve();

/** A promise that settles in a later browser task (after the current task and its microtasks). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function turnOf(id: string): Promise<void> {
  let turn = turns.get(id);
  if (!turn) {
    turn = lastTurn = lastTurn.then(nextTask).then(() => {
      hydrated.add(id);
      turns.delete(id);
    });
    turns.set(id, turn);
  }
  return turn;
}

/** Parts whose code is still on its way during the first hydration (`ownChunk`). */
const loadingParts = new Set<Promise<unknown>>();

/**
 * A part's code, loaded while the page first hydrates: the turns go on until it has arrived and
 * hydrated, so the parts inside it take turns too.
 */
export function loadedInTurn<T>(loading: Promise<T>): Promise<T> {
  if (!firstHydration.underway) return loading;
  const arrived = loading.then(nextTask, nextTask);
  loadingParts.add(arrived);
  void arrived.then(() => loadingParts.delete(arrived));
  return loading;
}

/**
 * Wraps the browser's first hydration (app/entry.client.tsx): parts met while `hydrate` runs, or
 * while earlier parts hydrate, take turns; once every turn is over, every part's code has arrived
 * and a task passed with nothing new, the first hydration is over and parts render at once.
 */
export function hydrateInTurns(hydrate: () => void): void {
  firstHydration.underway = true;
  hydrate();
  const settle = () => {
    const seen = lastTurn;
    const loading = [...loadingParts];
    void Promise.all([seen, ...loading])
      .then(nextTask)
      .then(() => {
        if (seen === lastTurn && loadingParts.size === 0) firstHydration.underway = false;
        else settle();
      });
  };
  settle();
}
