/** The radio value of "ship to a new address" in a customer's step 1 (no zod here: the form imports it). */
export const NEW_ADDRESS = "new";
