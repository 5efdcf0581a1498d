import { lazy, memo, Suspense, type ComponentType, type ReactNode } from "react";
import { loadedInTurn } from "~/components/common/hydrate-later";

/**
 * A component whose code the browser loads as a chunk of its own, where React can hydrate it.
 *
 * The server renders the component directly (pass it when `import.meta.env.SSR`, so the client
 * build drops the static import), inside a `Suspense` boundary that the browser renders too:
 * hydration keeps the server's HTML of that boundary until the chunk is there, then hydrates it,
 * and text always matches. Without the boundary a lazy component fails hydration (React #418,
 * ADR 039). `fallback` shows only when a client-side navigation renders the part before its chunk
 * loaded (never on a server-rendered page, never without JavaScript).
 *
 * The part is `memo`: a parent rendering again with the same props (loader data keeps its
 * references) leaves a boundary that is still waiting for its chunk alone; new props there would
 * make React drop the server's HTML and show the fallback ("received an update before it finished
 * hydrating").
 */
export function ownChunk<Props extends object>(
  serverComponent: ComponentType<Props> | null,
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode = null,
): ComponentType<Props> & { preload: () => Promise<unknown> } {
  const Part: ComponentType<Props> = serverComponent ?? (lazy(() => loadedInTurn(load()).then((component) => ({ default: component }))) as unknown as ComponentType<Props>);
  function InBoundary(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  }
  return Object.assign(memo(InBoundary) as unknown as ComponentType<Props>, { preload: load });
}

