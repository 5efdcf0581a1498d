/**
 * A customer's address book (Magento's customer addresses): Thai addresses checked as checkout
 * checks them (`checkAddress`), default shipping and billing kept on the customer as Magento does
 * (`customer_entity.default_shipping` / `default_billing`), and ownership: an address id of another
 * customer is refused with Magento's message, never read or changed.
 */
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { customerAddressEntity, customerEntity } from "../../db/schema";
import { authorizationError, inputError, noSuchEntityError } from "../../lib/errors";
import { addressColumns, addressFromRow, checkAddress, readAddressSettings, type AddressInput, type AddressRecord } from "./address";
import type { ConfigReader, StoreView } from "../store";

export const ADDRESS_MESSAGES = {
  notFound: (id: number) => `Could not find a address with ID "${id}"`,
  notYours: (id: number) => `Current customer does not have permission to address with ID "${id}"`,
  defaultBilling: (id: number) => `Customer Address ${id} is set as default billing address and can not be deleted`,
  defaultShipping: (id: number) => `Customer Address ${id} is set as default shipping address and can not be deleted`,
  missingId: 'Address "id" value should be specified',
} as const;

export interface CustomerAddressRecord extends AddressRecord {
  id: number;
  defaultShipping: boolean;
  defaultBilling: boolean;
}

/** An address as a customer sends it, with the default flags. */
export interface CustomerAddressChange extends AddressInput {
  default_shipping?: boolean | null;
  default_billing?: boolean | null;
}

export interface AddressBook {
  list(customerId: number): Promise<CustomerAddressRecord[]>;
  /** One of the customer's addresses; Magento's errors for an unknown id or another customer's. */
  get(customerId: number, addressId: number): Promise<CustomerAddressRecord>;
  /** The first address also becomes the default shipping and billing address. */
  create(store: StoreView, customerId: number, input: CustomerAddressChange): Promise<CustomerAddressRecord>;
  /** Changes what is given; the rest stays. */
  update(store: StoreView, customerId: number, addressId: number, input: CustomerAddressChange): Promise<CustomerAddressRecord>;
  /** A default address cannot be deleted (Magento's messages). */
  remove(customerId: number, addressId: number): Promise<void>;
}

type Row = typeof customerAddressEntity.$inferSelect;

export function createAddressBook(db: Database, config: ConfigReader): AddressBook {
  const defaultsOf = async (conn: Database, customerId: number) => {
    const [row] = await conn
      .select({ billing: customerEntity.defaultBilling, shipping: customerEntity.defaultShipping })
      .from(customerEntity)
      .where(eq(customerEntity.entityId, customerId));
    return row ?? { billing: null, shipping: null };
  };

  const toRecord = (row: Row, defaults: { billing: number | null; shipping: number | null }): CustomerAddressRecord => ({
    ...addressFromRow(row),
    id: row.entityId,
    defaultShipping: defaults.shipping === row.entityId,
    defaultBilling: defaults.billing === row.entityId,
  });

  const owned = async (conn: Database, customerId: number, addressId: number): Promise<Row> => {
    if (!Number.isInteger(addressId) || addressId <= 0) throw inputError(ADDRESS_MESSAGES.missingId);
    const [row] = await conn.select().from(customerAddressEntity).where(eq(customerAddressEntity.entityId, addressId));
    if (!row) throw noSuchEntityError(ADDRESS_MESSAGES.notFound(addressId));
    if (row.parentId !== customerId) throw authorizationError(ADDRESS_MESSAGES.notYours(addressId));
    return row;
  };

  /** Applies the default flags of a change to the customer (true sets, false clears when it is this address). */
  const applyDefaults = async (tx: Database, customerId: number, addressId: number, input: CustomerAddressChange, first: boolean) => {
    const current = await defaultsOf(tx, customerId);
    const next = { ...current };
    if (input.default_shipping === true || (first && current.shipping === null && input.default_shipping !== false)) next.shipping = addressId;
    else if (input.default_shipping === false && current.shipping === addressId) next.shipping = null;
    if (input.default_billing === true || (first && current.billing === null && input.default_billing !== false)) next.billing = addressId;
    else if (input.default_billing === false && current.billing === addressId) next.billing = null;
    if (next.shipping !== current.shipping || next.billing !== current.billing) {
      await tx
        .update(customerEntity)
        .set({ defaultShipping: next.shipping, defaultBilling: next.billing, updatedAt: new Date() })
        .where(eq(customerEntity.entityId, customerId));
    }
    return next;
  };

  return {
    async list(customerId) {
      const defaults = await defaultsOf(db, customerId);
      const rows = await db.select().from(customerAddressEntity).where(eq(customerAddressEntity.parentId, customerId)).orderBy(asc(customerAddressEntity.entityId));
      return rows.map((row) => toRecord(row, defaults));
    },

    async get(customerId, addressId) {
      const row = await owned(db, customerId, addressId);
      return toRecord(row, await defaultsOf(db, customerId));
    },

    async create(store, customerId, input) {
      const settings = await readAddressSettings(config, store);
      const checked = await checkAddress(db, settings, input);
      return db.transaction(async (tx) => {
        const [existing] = await tx.select({ id: customerAddressEntity.entityId }).from(customerAddressEntity).where(eq(customerAddressEntity.parentId, customerId)).limit(1);
        const [row] = await tx.insert(customerAddressEntity).values({ parentId: customerId, ...addressColumns(checked) }).returning();
        const defaults = await applyDefaults(tx, customerId, row!.entityId, input, !existing);
        return toRecord(row!, defaults);
      });
    },

    async update(store, customerId, addressId, input) {
      const row = await owned(db, customerId, addressId);
      const current = addressFromRow(row);
      const merged: AddressInput = {
        firstname: input.firstname ?? current.firstname,
        lastname: input.lastname ?? current.lastname,
        company: input.company !== undefined ? input.company : current.company,
        street: input.street ?? current.street,
        city: input.city ?? current.city,
        postcode: input.postcode ?? current.postcode,
        country_code: input.country_code ?? current.countryId,
        telephone: input.telephone ?? current.telephone,
        ...(input.region_id !== undefined && input.region_id !== null
          ? { region_id: input.region_id }
          : input.region_code || input.region
            ? { region_code: input.region_code ?? null, region: input.region ?? null }
            : { region_id: current.regionId }),
      };
      const settings = await readAddressSettings(config, store);
      const checked = await checkAddress(db, settings, merged);
      return db.transaction(async (tx) => {
        const [updated] = await tx
          .update(customerAddressEntity)
          .set(addressColumns(checked))
          .where(and(eq(customerAddressEntity.entityId, addressId), eq(customerAddressEntity.parentId, customerId)))
          .returning();
        const defaults = await applyDefaults(tx, customerId, addressId, input, false);
        return toRecord(updated!, defaults);
      });
    },

    async remove(customerId, addressId) {
      await owned(db, customerId, addressId);
      const defaults = await defaultsOf(db, customerId);
      if (defaults.billing === addressId) throw inputError(ADDRESS_MESSAGES.defaultBilling(addressId));
      if (defaults.shipping === addressId) throw inputError(ADDRESS_MESSAGES.defaultShipping(addressId));
      await db.delete(customerAddressEntity).where(and(eq(customerAddressEntity.entityId, addressId), eq(customerAddressEntity.parentId, customerId)));
    },
  };
}
