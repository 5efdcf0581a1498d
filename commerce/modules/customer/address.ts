/**
 * Checks a shopper's address for a Thailand-only shop and completes it: the province is looked up
 * by its code (TH-10) or id in the directory, and named in the store view's language. Messages are
 * Magento's where Magento has one (QuoteAddressFactory, the customer address validator).
 */
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { directoryCountryRegion, directoryCountryRegionName } from "../../db/schema";
import { inputError } from "../../lib/errors";
import type { ConfigReader, StoreView } from "../store";

/** An address as the API receives it (GraphQL CartAddressInput, or REST's address with country_id). */
export interface AddressInput {
  firstname?: string | null;
  lastname?: string | null;
  company?: string | null;
  street?: ReadonlyArray<string | null> | null;
  city?: string | null;
  /** GraphQL: the region code ("TH-10"); REST: the region's name (region_code carries the code). */
  region?: string | null;
  region_code?: string | null;
  region_id?: number | null;
  postcode?: string | null;
  country_code?: string | null;
  telephone?: string | null;
}

/** A checked address, as stored on the cart and copied onto the order. */
export interface AddressRecord {
  firstname: string;
  lastname: string;
  company: string | null;
  street: string[];
  city: string;
  regionId: number;
  regionCode: string;
  /** The province's name in the store view's language. */
  region: string;
  postcode: string;
  countryId: string;
  telephone: string;
}

const required = (field: string) => inputError(`"${field}" is required. Enter and try again.`);
const invalid = (field: string, value: string) => inputError(`Invalid value of "${value}" provided for the ${field} field.`);

/** Five digits (Thailand Post). */
export function isThaiPostcode(value: string): boolean {
  return /^\d{5}$/.test(value);
}

/**
 * A Thai telephone number: a landline 0X-XXX-XXXX (9 digits) or a mobile 06/08/09-XXXX-XXXX
 * (10 digits), or the same after +66 / 66 without the leading 0. Spaces, dots, dashes and
 * parentheses are ignored.
 */
export function isThaiTelephone(value: string): boolean {
  const compact = value.replace(/[\s.\-()]/g, "");
  const national = compact.startsWith("+66") ? `0${compact.slice(3)}` : compact.startsWith("66") && compact.length >= 10 ? `0${compact.slice(2)}` : compact;
  return /^0[2-57]\d{7}$/.test(national) || /^0[689]\d{8}$/.test(national);
}

function text(value: string | null | undefined): string {
  return (value ?? "").trim();
}

/** The settings an address check needs, read before any transaction. */
export interface AddressSettings {
  allowedCountries: string[];
  streetLines: number;
  /** Magento locale of the store view (th_TH), for the province's name. */
  locale: string;
}

export async function readAddressSettings(config: ConfigReader, store: StoreView): Promise<AddressSettings> {
  const settings = await config.getValues(["general/country/allow", "customer/address/street_lines", "general/locale/code"], { storeId: store.id, websiteId: store.websiteId });
  return {
    allowedCountries: (settings.get("general/country/allow") ?? "").split(",").map((id) => id.trim()).filter(Boolean),
    streetLines: Number(settings.get("customer/address/street_lines") ?? "2") || 2,
    locale: settings.get("general/locale/code") ?? "en_US",
  };
}

/** How strictly an address is checked. */
export interface AddressCheckOptions {
  /**
   * Whether the postcode must be five digits and the telephone a Thai number (the engine's own
   * rules; default true). Magento checks neither format, only that they are given: a cart's
   * address by GraphQL is checked as Magento checks it, so a client's shipping estimate with
   * placeholder values (PWA Studio's `telephone: "telephone"`) gets its rates (issue 24).
   */
  formats?: boolean;
}

/** The address completed with the province, or Magento's input error. `db` may be a transaction. */
export async function checkAddress(db: Database, settings: AddressSettings, input: AddressInput, options: AddressCheckOptions = {}): Promise<AddressRecord> {
  const countryId = text(input.country_code).toUpperCase();
  // The shop sells in Thailand only, whatever the allow list says.
  if (!countryId || !settings.allowedCountries.includes(countryId) || countryId !== "TH") throw inputError("Country is not available");

  const streetLines = settings.streetLines;
  const street = (input.street ?? []).map((line) => text(line)).filter((line) => line !== "");
  if ((input.street ?? []).length > streetLines) throw inputError(`"Street Address" cannot contain more than ${streetLines} lines.`);

  const firstname = text(input.firstname);
  const lastname = text(input.lastname);
  const city = text(input.city);
  const postcode = text(input.postcode);
  const telephone = text(input.telephone);
  if (!firstname) throw required("firstname");
  if (!lastname) throw required("lastname");
  if (street.length === 0) throw required("street");
  if (!city) throw required("city");
  if (!telephone) throw required("telephone");
  if (!postcode) throw required("postcode");
  if (options.formats !== false) {
    if (!isThaiPostcode(postcode)) throw invalid("postcode", postcode);
    if (!isThaiTelephone(telephone)) throw invalid("telephone", telephone);
  }

  const locale = settings.locale;
  const regionCode = text(input.region_code) || text(input.region);
  // Magento's AbstractAddress::getRegion: a numeric region without a region id is that region's id
  // when the region is the country's (PWA Studio's guest form sends the id so).
  const numericRegion = (input.region_id === undefined || input.region_id === null) && !text(input.region_code) && /^\d+$/.test(regionCode) ? Number(regionCode) : null;
  const byId = numericRegion !== null ? await findRegion(db, locale, numericRegion, "") : null;
  const region = byId !== null && typeof byId === "object" ? byId : await findRegion(db, locale, input.region_id ?? null, regionCode);
  if (region === "missing") throw required("regionId");
  if (region === "unknown-code") throw inputError("Region is not available for the selected country");
  if (region === "unknown-id") throw invalid("regionId", String(input.region_id));

  return {
    firstname,
    lastname,
    company: text(input.company) || null,
    street,
    city,
    regionId: region.id,
    regionCode: region.code,
    region: region.name,
    postcode,
    countryId,
    telephone,
  };
}

type RegionLookup = { id: number; code: string; name: string } | "missing" | "unknown-code" | "unknown-id";

/** A Thai province by id (when given) or by code; a name sent with REST's region_id is ignored. */
async function findRegion(db: Database, locale: string, regionId: number | null, code: string): Promise<RegionLookup> {
  if (regionId === null && !code) return "missing";
  const condition = regionId !== null
    ? eq(directoryCountryRegion.regionId, regionId)
    : sql`upper(${directoryCountryRegion.code}) = ${code.toUpperCase()}`;
  const [row] = await db
    .select({
      id: directoryCountryRegion.regionId,
      code: directoryCountryRegion.code,
      name: sql<string>`coalesce(${directoryCountryRegionName.name}, ${directoryCountryRegion.defaultName})`,
    })
    .from(directoryCountryRegion)
    .leftJoin(directoryCountryRegionName, and(eq(directoryCountryRegionName.regionId, directoryCountryRegion.regionId), eq(directoryCountryRegionName.locale, locale)))
    .where(and(eq(directoryCountryRegion.countryId, "TH"), condition));
  if (row) return row;
  return regionId !== null ? "unknown-id" : "unknown-code";
}

/** The stored columns of an address (cart and order address tables share them). */
export function addressColumns(record: AddressRecord) {
  return {
    firstname: record.firstname,
    lastname: record.lastname,
    company: record.company,
    street: record.street,
    city: record.city,
    regionId: record.regionId,
    regionCode: record.regionCode,
    region: record.region,
    postcode: record.postcode,
    countryId: record.countryId,
    telephone: record.telephone,
  };
}

/** An address read back from a cart or order address row (older rows may lack the region parts). */
export function addressFromRow(
  row: Omit<ReturnType<typeof addressColumns>, "regionId" | "regionCode" | "region" | "postcode"> & { regionId: number | null; regionCode: string | null; region: string | null; postcode: string | null },
): AddressRecord {
  return addressColumns({ ...row, regionId: row.regionId ?? 0, regionCode: row.regionCode ?? "", region: row.region ?? "", postcode: row.postcode ?? "" });
}

