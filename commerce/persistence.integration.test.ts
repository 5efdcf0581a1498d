import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startCommerceEngine } from "./index";
import { graphqlData } from "./testing/graphqlClient";

const dirs: string[] = [];

afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

const COUNTS = `{
  availableStores { store_code }
  categories(filters: { parent_id: { eq: "2" } }) { total_count }
  cmsBlocks(identifiers: ["footer-links-desktop"]) { items { identifier } }
  country(id: "TH") { available_regions { code } }
}`;

interface Counts {
  availableStores: { store_code: string }[];
  categories: { total_count: number };
  cmsBlocks: { items: { identifier: string }[] };
  country: { available_regions: { code: string }[] };
}

describe("on-disk PGlite", () => {
  it("keeps data across a restart and never seeds twice", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "commerce-engine-"));
    dirs.push(dataDir);

    const first = await startCommerceEngine({ dataDir });
    const before = await graphqlData<Counts>(first, COUNTS);
    await first.close();

    const second = await startCommerceEngine({ dataDir });
    try {
      const after = await graphqlData<Counts>(second, COUNTS);
      expect(after).toEqual(before);
      expect(after.availableStores.map((s) => s.store_code)).toEqual(["th", "en"]);
      expect(after.categories.total_count).toBe(6);
      expect(after.cmsBlocks.items).toHaveLength(1);
      expect(after.country.available_regions).toHaveLength(77);
    } finally {
      await second.close();
    }
  });

  it("refuses to open one folder twice in a process", async () => {
    const dataDir = dirs[0] as string;
    const engine = await startCommerceEngine({ dataDir });
    try {
      await expect(startCommerceEngine({ dataDir })).rejects.toThrow(/already open/);
    } finally {
      await engine.close();
    }
  });
});

describe("seedDemo: false", () => {
  it("starts an empty shop: no store view, so GraphQL answers Magento's store error", async () => {
    const engine = await startCommerceEngine({ dataDir: "memory://", seedDemo: false });
    try {
      const response = await engine.handle(new Request("http://shop.test/graphql?query=%7BstoreConfig%7Bstore_code%7D%7D"));
      expect(await response.json()).toEqual({ errors: [{ message: "Requested store is not found", extensions: { category: "graphql-input" } }] });
    } finally {
      await engine.close();
    }
  });
});
