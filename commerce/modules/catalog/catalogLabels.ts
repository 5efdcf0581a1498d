/**
 * Labels Magento takes from its translation files rather than from attributes (the "Position"
 * sort option, the "Category" aggregation), per locale of the store view.
 */
const labels: Record<string, { position: string; category: string }> = {
  en: { position: "Position", category: "Category" },
  th: { position: "ตำแหน่ง", category: "หมวดหมู่" },
};

export function catalogLabels(locale: string | null): { position: string; category: string } {
  const language = (locale ?? "en_US").split(/[_-]/)[0]?.toLowerCase() ?? "en";
  return labels[language] ?? (labels["en"] as { position: string; category: string });
}
