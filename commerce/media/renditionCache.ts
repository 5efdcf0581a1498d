/**
 * Renditions kept on disk: `<cacheDir>/<k[0..2]>/<k>.<ext>`, where k is the sha256 of the original's
 * real path, size and mtime and the normalised rendition. A changed original (new size or mtime)
 * therefore gets new files; stale ones are never read again and can be deleted with the folder at
 * any time. Identical requests arriving together share one render; renders go through the queue.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileInfo, writeFileAtomic, type FileInfo } from "./files";
import { OUTPUT_EXTENSIONS, renditionKey, type Rendition, type SourceFormat } from "./params";
import { renderRendition } from "./render";
import { createSingleFlight, type TaskQueue } from "./taskQueue";

export interface RenditionCache {
  /** The cache key (hex) of a rendition of `original`; also its ETag. */
  key(original: FileInfo, rendition: Rendition): string;
  /** The cached file of that rendition, rendering it first when it is not cached yet. */
  get(original: FileInfo, source: SourceFormat, rendition: Rendition): Promise<FileInfo>;
  /** Where a key's file lives (for tests). */
  fileFor(key: string, rendition: Rendition): string;
}

export function createRenditionCache(cacheDir: string, queue: TaskQueue): RenditionCache {
  const singleFlight = createSingleFlight<FileInfo>();

  const key = (original: FileInfo, rendition: Rendition) =>
    createHash("sha256")
      .update(`${original.file}\0${original.size}\0${Math.floor(original.mtimeMs)}\0${renditionKey(rendition)}`)
      .digest("hex");

  const fileFor = (cacheKey: string, rendition: Rendition) =>
    path.join(cacheDir, cacheKey.slice(0, 2), `${cacheKey}${OUTPUT_EXTENSIONS[rendition.format]}`);

  return {
    key,
    fileFor,
    async get(original, source, rendition) {
      const cacheKey = key(original, rendition);
      const file = fileFor(cacheKey, rendition);
      const cached = await fileInfo(file);
      if (cached) return cached;
      return singleFlight(cacheKey, async () => {
        // Another process sharing the folder may have written it meanwhile.
        const raced = await fileInfo(file);
        if (raced) return raced;
        await queue.run(async () => {
          const input = await readFile(original.file);
          const output = await renderRendition(input, source, rendition);
          await writeFileAtomic(file, output);
        });
        const written = await fileInfo(file);
        if (!written) throw new Error(`rendition vanished after writing: ${file}`);
        return written;
      });
    },
  };
}
