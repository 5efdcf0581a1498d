/**
 * Drawn demo pictures (`commerce/demo/productArt.ts`): when a media path names one and no file
 * exists for it, the picture is drawn once (through the render queue, one drawing per path at a
 * time) and stored under `targetRoot` at that path, so from then on it is an ordinary original.
 */
import path from "node:path";
import { renderProductArtPng } from "../demo/art";
import { parseProductArtPath } from "../demo/productArt";
import { fileInfo, writeFileAtomic } from "./files";
import { createSingleFlight, type TaskQueue } from "./taskQueue";

/** Draws the demo picture `relativePath` names into `targetRoot`; false when it names none. */
export type DemoOriginals = (relativePath: string) => Promise<boolean>;

export function createDemoOriginals(targetRoot: string, queue: TaskQueue): DemoOriginals {
  const singleFlight = createSingleFlight<boolean>();
  return async (relativePath) => {
    const art = parseProductArtPath(relativePath);
    if (!art) return false;
    const file = path.join(targetRoot, ...relativePath.split("/"));
    return singleFlight(relativePath, async () => {
      if (await fileInfo(file)) return true;
      const png = await queue.run(() => renderProductArtPng(art.kind, art.hex, art.view));
      await writeFileAtomic(file, png);
      return true;
    });
  };
}
