import { useTranslation } from "~/lib/translation/use-translation";
import type { ProductPageData } from "~/lib/catalog/types";

/** In stock, out of stock, or "only N left" when the backend says stock is low. */
export function StockStatus({ stock }: { stock: ProductPageData["stock"] }) {
  const { t } = useTranslation();
  if (stock.status === "out-of-stock") return <p className="stock stock--out">{t("product.outOfStock")}</p>;
  if (stock.onlyLeft) return <p className="stock stock--low">{t("product.onlyLeft", { count: stock.onlyLeft })}</p>;
  return <p className="stock stock--in">{t("product.inStock")}</p>;
}
