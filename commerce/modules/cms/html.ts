/**
 * HTML escaping as Magento's Escaper::escapeHtml / escapeHtmlAttr (htmlspecialchars with
 * ENT_QUOTES): for text and attribute values the engine writes into CMS content.
 */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#039;");
}
