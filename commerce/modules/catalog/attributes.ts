/**
 * Product attribute metadata (codes, labels per store view, options, swatches), read in a few
 * queries and cached briefly: layered navigation, configurable options and sort fields all need it
 * on every catalogue request, and it changes rarely.
 */
import { asc } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { eavAttribute, eavAttributeLabel, eavAttributeOption, eavAttributeOptionSwatch, eavAttributeOptionValue } from "../../db/schema";
import { createExpiringValue } from "../../lib/expiringValue";

/** Swatch types, as Magento's (Magento\Swatches\Model\Swatch). */
export const SWATCH_TEXT = 0;
export const SWATCH_COLOR = 1;
export const SWATCH_IMAGE = 2;

export interface AttributeSwatch {
  type: number;
  value: string | null;
}

export interface AttributeOption {
  id: number;
  attributeId: number;
  sortOrder: number;
  /** store id → label (store 0 = default). */
  labels: Map<number, string>;
  /** store id → swatch (store 0 = default). */
  swatches: Map<number, AttributeSwatch>;
}

export interface ProductAttribute {
  id: number;
  code: string;
  frontendLabel: string | null;
  frontendInput: string;
  isFilterable: number;
  isFilterableInSearch: boolean;
  usedForSortBy: boolean;
  position: number;
  /** Listed in the product page's details ("Visible on Catalog Pages on Storefront"). */
  isVisibleOnFront: boolean;
  /** store id → label. */
  labels: Map<number, string>;
  /** Options in sort order. */
  options: AttributeOption[];
}

export interface AttributeCatalog {
  byCode: Map<string, ProductAttribute>;
  byId: Map<number, ProductAttribute>;
  options: Map<number, AttributeOption>;
}

export interface AttributeRegistry {
  get(): Promise<AttributeCatalog>;
  invalidate(): void;
}

export function createAttributeRegistry(db: Database, ttlMs = 5_000): AttributeRegistry {
  const value = createExpiringValue(() => loadAttributeCatalog(db), ttlMs);
  return { get: () => value.get(), invalidate: () => value.invalidate() };
}

export async function loadAttributeCatalog(db: Database): Promise<AttributeCatalog> {
  const [attributes, labels, options, optionValues, swatches] = await Promise.all([
    db.select().from(eavAttribute).orderBy(asc(eavAttribute.position), asc(eavAttribute.attributeId)),
    db.select().from(eavAttributeLabel),
    db.select().from(eavAttributeOption).orderBy(asc(eavAttributeOption.sortOrder), asc(eavAttributeOption.optionId)),
    db.select().from(eavAttributeOptionValue),
    db.select().from(eavAttributeOptionSwatch),
  ]);
  const byId = new Map<number, ProductAttribute>();
  const byCode = new Map<string, ProductAttribute>();
  for (const row of attributes) {
    const attribute: ProductAttribute = {
      id: row.attributeId,
      code: row.attributeCode,
      frontendLabel: row.frontendLabel,
      frontendInput: row.frontendInput,
      isFilterable: row.isFilterable,
      isFilterableInSearch: row.isFilterableInSearch,
      usedForSortBy: row.usedForSortBy,
      position: row.position,
      isVisibleOnFront: row.isVisibleOnFront,
      labels: new Map(),
      options: [],
    };
    byId.set(attribute.id, attribute);
    byCode.set(attribute.code, attribute);
  }
  for (const row of labels) byId.get(row.attributeId)?.labels.set(row.storeId, row.value);
  const optionMap = new Map<number, AttributeOption>();
  for (const row of options) {
    const option: AttributeOption = { id: row.optionId, attributeId: row.attributeId, sortOrder: row.sortOrder, labels: new Map(), swatches: new Map() };
    optionMap.set(option.id, option);
    byId.get(row.attributeId)?.options.push(option);
  }
  for (const row of optionValues) optionMap.get(row.optionId)?.labels.set(row.storeId, row.value);
  for (const row of swatches) optionMap.get(row.optionId)?.swatches.set(row.storeId, { type: row.type, value: row.value });
  return { byCode, byId, options: optionMap };
}

/** The attribute's label in a store view: its store label, else the admin label, else the code. */
export function attributeLabel(attribute: ProductAttribute, storeId: number): string {
  return attribute.labels.get(storeId) ?? attribute.frontendLabel ?? attribute.code;
}

/** The option's label in a store view, falling back to the default (store 0) label. */
export function optionLabel(option: AttributeOption, storeId: number): string {
  return option.labels.get(storeId) ?? option.labels.get(0) ?? String(option.id);
}

/** The option's default (admin) label. */
export function optionDefaultLabel(option: AttributeOption): string {
  return option.labels.get(0) ?? String(option.id);
}

export function optionSwatch(option: AttributeOption, storeId: number): AttributeSwatch | null {
  return option.swatches.get(storeId) ?? option.swatches.get(0) ?? null;
}
