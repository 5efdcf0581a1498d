/**
 * The contact page's calls (spec §7): whether the store view takes messages
 * (`GetStoreConfigForContactUs`), its CMS blocks, and sending one through Magento's own
 * `contactUs` mutation. Magento's refusals become the form's translated messages.
 */
import { loadCmsBlocks, type CmsBlocksResult } from "~/lib/cms-blocks.server";
import type { ContactFields } from "~/lib/forms/contact";
import type { Translate } from "~/lib/forms/messages";
import { MagentoGraphQLError } from "~/lib/magento/errors";
import { graphql } from "~/lib/magento/generated";
import { publicQuery } from "~/lib/magento/public-query.server";
import type { Shop } from "~/lib/shop/shop.server";
import { log } from "../../../logging/logger";

/** The spec's contact-page blocks: a banner above the form, the shop's details beside it. */
export const CONTACT_BLOCKS = { banner: "contact-us-banner", sidebar: "contact-us-sidebar" } as const;

export const GetStoreConfigForContactUsQuery = graphql(`
  query GetStoreConfigForContactUs {
    storeConfig {
      store_code
      contact_enabled
    }
  }
`);

export const SubmitContactFormMutation = graphql(`
  mutation SubmitContactForm($name: String!, $email: String!, $comment: String!, $telephone: String) {
    contactUs(input: { name: $name, email: $email, comment: $comment, telephone: $telephone }) {
      status
    }
  }
`);

/** `contact_enabled` of the store view (cached like other public settings, a minute at most). */
export async function contactFormEnabled(shop: Shop): Promise<boolean> {
  const data = await publicQuery(shop, GetStoreConfigForContactUsQuery);
  return data.storeConfig?.contact_enabled === true;
}

/** The banner and the sidebar, each as its own blocks result (one backend query). */
export async function loadContactBlocks(shop: Shop): Promise<{ banner: CmsBlocksResult; sidebar: CmsBlocksResult }> {
  const result = await loadCmsBlocks(shop, [CONTACT_BLOCKS.banner, CONTACT_BLOCKS.sidebar]);
  if (result.kind === "error") return { banner: result, sidebar: result };
  const only = (identifier: string): CmsBlocksResult => ({ kind: "blocks", blocks: result.blocks.filter((block) => block.identifier === identifier) });
  return { banner: only(CONTACT_BLOCKS.banner), sidebar: only(CONTACT_BLOCKS.sidebar) };
}

/** Where a refusal is shown: next to one field, or above the form. */
export type ContactRefusal = { field: "name" | "email" | "comment" | "telephone" | null; message: string; status: number };

/** Magento's messages (ContactGraphQl, and the engine's bounds) → the form's translated ones. */
function refusal(t: Translate, message: string): ContactRefusal {
  if (message === "The contact form is unavailable.") return { field: null, message: t("contact.errors.disabled"), status: 403 };
  if (message.startsWith("The email address is invalid")) return { field: "email", message: t("checkout.validation.email"), status: 400 };
  if (message === "Name field is required.") return { field: "name", message: t("contact.validation.nameRequired"), status: 400 };
  if (message === "Comment field is required.") return { field: "comment", message: t("contact.validation.commentRequired"), status: 400 };
  if (message === "The telephone number is invalid.") return { field: "telephone", message: t("contact.validation.telephone"), status: 400 };
  return { field: null, message: t("contact.errors.failed"), status: 400 };
}

/**
 * Sends the message; null when the shop has it. A refusal or a backend that is down or slow is
 * answered as a message for the form (never a thrown error), so the page keeps what was typed.
 */
export async function sendContactMessage(shop: Shop, fields: ContactFields): Promise<ContactRefusal | null> {
  try {
    const data = await shop.guestClient().mutate(SubmitContactFormMutation, { ...fields, telephone: fields.telephone ?? null });
    return data.contactUs?.status ? null : { field: null, message: shop.t("contact.errors.failed"), status: 502 };
  } catch (error) {
    if (error instanceof MagentoGraphQLError) {
      const message = error.errors[0]?.message ?? "";
      if (message) log.info({ reason: message }, `[contact] message refused in ${shop.storeCode}`);
      return refusal(shop.t, message);
    }
    log.warn({ err: error }, `[contact] message not sent in ${shop.storeCode}`);
    return { field: null, message: shop.t("contact.errors.failed"), status: 503 };
  }
}
