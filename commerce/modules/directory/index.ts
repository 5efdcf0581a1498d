/**
 * Countries and Thai provinces (Magento's Directory): what `countries` / `country` answer and the
 * regions addresses are checked against.
 *
 * The module's public entry: other modules and the engine's layers import it from here only.
 */
export { type CountryInfo, createDirectory, type Directory } from "./countries";
export { thailandDirectoryPatch } from "./patches";
