import { useTranslation } from "~/lib/translation/use-translation";
import { Breadcrumbs } from "~/components/catalog/Breadcrumbs";
import { CmsHtml } from "~/components/cms/CmsHtml";
import { PageBuilderContent } from "~/components/page-builder/PageBuilderContent";
import { AddToCartForm } from "~/components/product/AddToCartForm";
import { Price } from "~/components/product/Price";
import { ProductGallery } from "~/components/product/ProductGallery";
import { ProductOptions } from "~/components/product/ProductOptions";
import { ProductTile } from "~/components/product/ProductTile";
import { StockStatus } from "~/components/product/StockStatus";
import { AddToWishlistForm } from "~/components/wishlist/AddToWishlistForm";
import type { ProductPageData } from "~/lib/catalog/types";

/** A product page: gallery, name, SKU, price, stock, options, Add to Cart, descriptions, related. */
export function ProductPage({ product }: { product: ProductPageData }) {
  const { t } = useTranslation();
  return (
    <article className="product">
      <Breadcrumbs crumbs={product.breadcrumbs} current={product.name} />
      <div className="product__layout">
        <ProductGallery key={product.gallery.map((image) => image.src).join("|")} images={product.gallery} name={product.name} />
        <div className="product__summary">
          <h1 className="product__name">{product.name}</h1>
          <p className="product__sku">
            {t("product.sku")}: <span translate="no">{product.variant?.sku ?? product.sku}</span>
          </p>
          <Price price={product.price} showRange={!product.variant} className="product__price" />
          <StockStatus stock={product.stock} />
          <CmsHtml html={product.shortDescriptionHtml} className="product__short-description" />
          <ProductOptions options={product.options} action={product.path} />
          <AddToCartForm product={product} />
          <AddToWishlistForm
            product={{ sku: product.addToCart.sku, name: product.name, parentSku: product.addToCart.parentSku, selectedOptions: product.addToCart.selectedOptionUids }}
          />
        </div>
      </div>
      {product.description.document.children.length ? (
        <section className="product__description" aria-labelledby="product-description-title">
          <h2 id="product-description-title">{t("product.description")}</h2>
          <PageBuilderContent content={product.description} className="cms-html" />
        </section>
      ) : null}
      {product.related.length ? (
        <section className="product__related" aria-labelledby="related-products-title">
          <h2 id="related-products-title">{t("product.related")}</h2>
          <ul className="product-grid">
            {product.related.map((related) => (
              <li key={related.uid}>
                <ProductTile product={related} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
