/** The only country the shop delivers to (spec §1, §9). A module of its own: forms import it without zod. */
export const SHOP_COUNTRY = "TH";
