import { useTranslation } from "~/lib/translation/use-translation";
import type { DisplayPrice } from "~/lib/catalog/types";

/**
 * A price as the spec draws it: the old price struck through and the price in red when
 * discounted. Strike-through is not read out, so screen readers hear "special price … regular
 * price …" instead.
 */
export function Price({ price, showRange = false, className }: { price: DisplayPrice; showRange?: boolean; className?: string }) {
  const { t } = useTranslation();
  const classes = ["price", price.regular ? "price--sale" : "", className ?? ""].filter(Boolean).join(" ");
  const final = showRange && price.maximum ? t("product.priceFrom", { price: price.final.formatted }) : price.final.formatted;
  return (
    <p className={classes}>
      {price.regular ? (
        <>
          <span className="price__final">
            <span className="visually-hidden">{t("product.specialPrice")} </span>
            {final}
          </span>{" "}
          <s className="price__regular">
            <span className="visually-hidden">{t("product.regularPrice")} </span>
            {price.regular.formatted}
          </s>
        </>
      ) : (
        <span className="price__final">{final}</span>
      )}
    </p>
  );
}
