import { Form } from "@remix-run/react";
import { useRef } from "react";
import { useTranslation } from "~/lib/translation/use-translation";
import { useFieldsFromUrl, useHydrated, useSubmitOnChange } from "~/components/catalog/form-enhancements";
import { SwatchMark } from "~/components/product/SwatchMark";
import type { ProductOptionView } from "~/lib/catalog/types";

/**
 * A configurable product's options as radio groups in a GET form on the product's own URL
 * (`?color=49&size=167`). Without JS, Update reloads the page with the chosen variant's picture,
 * price and stock; with JS a change does the same in place (history entry replaced). Values that
 * do not exist or are sold out with the other choices are marked, not hidden.
 */
export function ProductOptions({ options, action }: { options: ProductOptionView[]; action: string }) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const submitOnChange = useSubmitOnChange({ replace: true });
  useFieldsFromUrl(form);
  if (!options.length) return null;
  return (
    <Form ref={form} method="get" action={action} className="product-options" preventScrollReset replace onChange={submitOnChange}>
      {options.map((option) => {
        const chosen = option.values.find((value) => value.selected);
        const swatches = option.values.some((value) => value.swatch && value.swatch.kind !== "text");
        return (
          <fieldset key={option.code} className="product-option">
            <legend className="product-option__legend">
              {option.label}
              {chosen ? <span className="product-option__chosen">: {chosen.label}</span> : null}
            </legend>
            <div className={swatches ? "product-option__values product-option__values--swatches" : "product-option__values"}>
              {option.values.map((value) => (
                <label key={value.valueIndex} className={`option-value option-value--${value.state}`}>
                  <input
                    className="option-value__input"
                    type="radio"
                    name={option.code}
                    value={value.valueIndex}
                    defaultChecked={value.selected}
                  />
                  {value.swatch ? <SwatchMark swatch={value.swatch} /> : null}
                  <span className="option-value__label">{value.label}</span>
                  {value.state === "out-of-stock" ? <span className="option-value__note">{t("product.valueOutOfStock")}</span> : null}
                  {value.state === "unavailable" ? <span className="option-value__note">{t("product.valueUnavailable")}</span> : null}
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
      <button type="submit" className="button button--secondary product-options__submit" hidden={hydrated}>
        {t("product.updateOptions")}
      </button>
    </Form>
  );
}
