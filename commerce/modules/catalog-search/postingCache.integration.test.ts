/**
 * The posting lists kept in memory (postingCache.ts) on the demo catalogue: they answer as the
 * database does, a rebuilt index is seen at once (also for a word that had no postings before),
 * and the budget holds.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/bulk";
import { connectDatabase, type DatabaseConnection } from "../../db/connect";
import { createServices, type EngineServices } from "../../services";
import { prepareDatabase } from "../../setup";
import { reindexCatalog } from "../catalog";
import type { StoreView } from "../store";
import { createPostingCache, uncachedPostings } from "./postingCache";

let connection: DatabaseConnection;
let services: EngineServices;
let en: StoreView;

beforeAll(async () => {
  connection = await connectDatabase({ dataDir: "memory://" });
  await prepareDatabase(connection, { seedDemo: true });
  services = createServices(connection.db, { cacheTtlMs: 0 });
  en = (await services.stores.findByCode("en")) as StoreView;
});

afterAll(async () => {
  await connection?.close();
});

const scope = () => ({ storeId: en.id, entityType: "product" as const });
const TERMS = ["cotton", "shirt", "vase", "indigo", "celadon", "nosuchword"];

describe("posting lists kept in memory", () => {
  it("gives the database's lists, read once", async () => {
    const cache = createPostingCache();
    const expected = await uncachedPostings.read(connection.db, scope(), TERMS);
    expect(expected.get("cotton")?.entity_ids.length).toBeGreaterThan(10);
    expect(expected.has("nosuchword")).toBe(false);
    expect(await cache.read(connection.db, scope(), TERMS)).toEqual(expected);
    const kept = cache.size;
    expect(kept).toBe([...expected.values()].reduce((sum, list) => sum + list.entity_ids.length, 0));
    expect(await cache.read(connection.db, scope(), TERMS)).toEqual(expected);
    expect(cache.size).toBe(kept);
  });

  it("keeps each store view's lists apart", async () => {
    const cache = createPostingCache();
    const th = (await services.stores.findByCode("th")) as StoreView;
    await cache.read(connection.db, scope(), ["ฝ้าย"]);
    expect(await cache.read(connection.db, { storeId: th.id, entityType: "product" }, ["ฝ้าย"])).toEqual(
      await uncachedPostings.read(connection.db, { storeId: th.id, entityType: "product" }, ["ฝ้าย"]),
    );
  });

  it("stays within its budget, dropping the least recently used lists, and still answers right", async () => {
    const cache = createPostingCache({ maxPostings: 60 });
    for (const term of TERMS) {
      expect(await cache.read(connection.db, scope(), [term])).toEqual(await uncachedPostings.read(connection.db, scope(), [term]));
      expect(cache.size).toBeLessThanOrEqual(60);
    }
  });

  it("sees a rebuilt index at once, also a word that had no postings before", async () => {
    const cache = createPostingCache();
    const shopper = createServices(connection.db, { cacheTtlMs: 0 });
    const find = async (text: string) => (await shopper.products.search(en, { search: text, pageSize: 50 })).items.map((item) => item.sku);
    expect(await cache.read(connection.db, scope(), ["zebrawood"])).toEqual(new Map());
    expect(await find("zebrawood")).toEqual([]);
    const [product] = await queryRows<{ entity_id: number; sku: string }>(
      connection.db,
      sql`select e.entity_id, e.sku from catalog_product_entity e join catalog_product_attribute a on a.entity_id = e.entity_id and a.store_id = 0
        where e.visibility = 4 and e.status = 1 and a.name like '%Cotton%' order by e.entity_id limit 1`,
    );
    if (!product) throw new Error("no cotton product in the demo");
    await connection.db.transaction(async (tx) => {
      await tx.execute(sql`update catalog_product_attribute set name = name || ' Zebrawood' where entity_id = ${product.entity_id}`);
      await reindexCatalog(tx);
    });
    expect([...((await cache.read(connection.db, scope(), ["zebrawood"])).get("zebrawood")?.entity_ids ?? [])]).toEqual([product.entity_id]);
    expect(await find("zebrawood")).toEqual([product.sku]);
  });
});
