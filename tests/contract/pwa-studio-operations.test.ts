/**
 * Contract: a Magento client nobody here wrote runs against the engine. Every GraphQL operation that
 * PWA Studio (@magento/peregrine and @magento/venia-ui, the versions pinned in
 * tests/pwa-studio/packages.json) sends and that Magento 2.4.9 accepts must be valid against the
 * engine's served schema: the Open Source build's documents against schema.graphqls, the Adobe
 * Commerce build's against it plus adobe-commerce-extras.graphqls (ADR 055).
 */
import { describe, expect, it } from "vitest";
import { engineFailures, pwaStudioDocuments } from "../pwa-studio/check";

/**
 * Magento-valid documents the engine cannot answer yet, by "file: operation", with the engine's
 * validation messages (empty since issue 24: all 191 validate). The test fails on any difference, so
 * a document listed here that becomes valid must be removed: the list only shrinks.
 * `node --import tsx tests/pwa-studio/check.ts` prints what the engine refuses now.
 */
const NOT_YET_VALID: Record<string, string[]> = {};

describe("PWA Studio's operations against the engine", () => {
  const all = pwaStudioDocuments();
  const magentoValid = all.filter((document) => document.magentoValid);

  it("are read from the packages (fragments resolved, client fields removed)", () => {
    expect(all.length).toBeGreaterThan(200);
    expect(magentoValid.length).toBeGreaterThan(180);
    expect(all.some((document) => /@client|@connection/.test(document.text))).toBe(false);
  });

  it("valid against Magento are valid against the engine (but for NOT_YET_VALID)", () => {
    const failing = engineFailures(all);
    const valid = magentoValid.filter((document) => document.engineErrors.length === 0).length;
    console.info(`[pwa-studio] Magento-valid documents valid against the engine: ${valid} / ${magentoValid.length} (${all.length} documents sent)`);
    const expected = Object.fromEntries(Object.entries(NOT_YET_VALID).map(([key, messages]) => [key, [...messages].sort()]));
    expect(failing).toEqual(expected);
  });
});
