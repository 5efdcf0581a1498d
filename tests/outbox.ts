import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/**
 * The engine's outbox as a test reads it: `<dataDir>/outbox/*.eml`, each part base64 (see
 * commerce/modules/email/eml.ts). The decoded text and HTML of the newest email to `to`
 * (optionally of one template), or null when there is none yet.
 */
export async function newestMailTo(dataDir: string, to: string, template = ""): Promise<string | null> {
  const folder = path.resolve(dataDir, "outbox");
  // Only whole emails: the outbox writes `.name.eml.tmp` first and renames it when complete.
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith(".eml") && name.includes(template)).sort().reverse();
  for (const name of names) {
    const raw = await readFile(path.join(folder, name), "utf8");
    if (!raw.includes(`To: ${to}\r\n`)) continue;
    return [...raw.matchAll(/\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n--/g)].map((block) => Buffer.from(block[1]!.replace(/\r\n/g, ""), "base64").toString("utf8")).join("\n");
  }
  return null;
}
