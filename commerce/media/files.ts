/** File helpers for the media layer: atomic writes and the scratch folder of in-memory engines. */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

export interface FileInfo {
  file: string;
  size: number;
  mtimeMs: number;
}

export async function fileInfo(file: string): Promise<FileInfo | null> {
  try {
    const info = await stat(file);
    return info.isFile() ? { file, size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

/**
 * Writes `data` to `file` through a temporary sibling and a rename, so a reader (in this process
 * or another one sharing the folder) sees either no file or the whole file.
 */
export async function writeFileAtomic(file: string, data: Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}-${randomBytes(6).toString("hex")}.tmp`;
  try {
    await writeFile(temporary, data);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true }).catch(() => undefined);
    throw error;
  }
}

let scratchDir: string | undefined;

/**
 * A private folder for engines without a data folder ("memory://"): drawn demo originals and
 * renditions go there. One per process (mode 0700, made by mkdtemp), removed when the process exits.
 */
export function processScratchDir(): string {
  if (!scratchDir) {
    const dir = mkdtempSync(path.join(os.tmpdir(), "commerce-media-"));
    scratchDir = dir;
    process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  }
  return scratchDir;
}
