/**
 * The email outbox: messages written in the transaction that causes them, delivered after it
 * (SMTP when configured, else .eml files).
 *
 * The module's public entry: other modules and the engine's layers import it from here only.
 */
export { createOutbox, type Outbox } from "./outbox";
