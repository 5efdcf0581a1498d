/** Customer accounts as the rest of the engine sees them, and what the customer service is built on. */
import type { Database } from "../../db/connect";
import type { Outbox } from "../email";
import type { ConfigReader } from "../store";

/** Who a request is signed in as (what the GraphQL context carries). */
export interface SignedInCustomer {
  id: number;
  /** Magento's customer group (1 General): part of X-Magento-Cache-Id. */
  groupId: number;
}

export interface CustomerRecord {
  id: number;
  websiteId: number;
  storeId: number | null;
  groupId: number;
  email: string;
  firstname: string;
  lastname: string;
  isActive: boolean;
  defaultBilling: number | null;
  defaultShipping: number | null;
  createdAt: Date;
  /** False for an account created without a password (entered by a linked social identity). */
  passwordSet: boolean;
}

export interface NewCustomer {
  email: string;
  firstname: string;
  lastname: string;
  /** Absent or empty: an account without a password (Magento's createAccount with a null password). */
  password?: string | null;
  /** Magento_LoginAsCustomerAssistance's "Allow remote shopping assistance". */
  allowRemoteShoppingAssistance?: boolean | null;
}

export interface CustomerDependencies {
  db: Database;
  config: ConfigReader;
  outbox: Outbox;
  /** The clock tokens, sign-in locks and reset requests are checked against. */
  now: () => Date;
}
