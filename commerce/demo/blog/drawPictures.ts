/**
 * Writes the demo blog's pictures (pictures.ts) to commerce/demo/media/amasty/blog/, replacing
 * stale files and removing ones no longer drawn. Run after changing a drawing:
 * `node --import tsx commerce/demo/blog/drawPictures.ts`.
 */
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { drawBlogPictures } from "./pictures";

export const blogMediaDir = fileURLToPath(new URL("../media/amasty/blog/", import.meta.url));

async function main(): Promise<void> {
  const files = drawBlogPictures();
  for (const [relative, svg] of files) {
    const target = path.join(blogMediaDir, relative);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, svg);
  }
  for (const folder of new Set([...files.keys()].map((relative) => path.dirname(relative)))) {
    for (const name of await readdir(path.join(blogMediaDir, folder))) {
      if (!files.has(`${folder}/${name}`)) await rm(path.join(blogMediaDir, folder, name));
    }
  }
  console.info(`${files.size} blog pictures written to ${blogMediaDir}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await main();
}
