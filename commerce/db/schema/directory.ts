/** Countries, their regions (Thai provinces) with names per locale, and currency rates (modules/directory). */
import { integer, numeric, pgTable, primaryKey, uniqueIndex, varchar } from "drizzle-orm/pg-core";

export const directoryCountry = pgTable("directory_country", {
  countryId: varchar("country_id", { length: 2 }).primaryKey(),
  iso2Code: varchar("iso2_code", { length: 2 }).notNull(),
  iso3Code: varchar("iso3_code", { length: 3 }).notNull(),
});

export const directoryCountryRegion = pgTable("directory_country_region", {
  regionId: integer("region_id").primaryKey().generatedByDefaultAsIdentity(),
  countryId: varchar("country_id", { length: 2 }).notNull().references(() => directoryCountry.countryId),
  code: varchar("code", { length: 32 }).notNull(),
  defaultName: varchar("default_name", { length: 255 }).notNull(),
}, (t) => [uniqueIndex("directory_country_region_code_uq").on(t.countryId, t.code)]);

/** Region names per locale (Magento keys them by locale, not by store view). */
export const directoryCountryRegionName = pgTable("directory_country_region_name", {
  locale: varchar("locale", { length: 16 }).notNull(),
  regionId: integer("region_id").notNull().references(() => directoryCountryRegion.regionId, { onDelete: "cascade" }),
  name: varchar("name", { length: 255 }).notNull(),
}, (t) => [primaryKey({ columns: [t.locale, t.regionId] })]);

export const directoryCurrencyRate = pgTable("directory_currency_rate", {
  currencyFrom: varchar("currency_from", { length: 3 }).notNull(),
  currencyTo: varchar("currency_to", { length: 3 }).notNull(),
  rate: numeric("rate", { precision: 24, scale: 12 }).notNull(),
}, (t) => [primaryKey({ columns: [t.currencyFrom, t.currencyTo] })]);
