import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import { HydrateLater } from "~/components/common/hydrate-later";
import { TileAddToCart } from "~/components/cart/TileAddToCart";
import { Price } from "~/components/product/Price";
import { ProductImage } from "~/components/product/ProductImage";
import { SwatchMark } from "~/components/product/SwatchMark";
import { AddToWishlistForm } from "~/components/wishlist/AddToWishlistForm";
import { IMAGE_SIZES } from "~/lib/catalog/image";
import type { ProductTileData } from "~/lib/catalog/types";

/** Swatches a tile shows before "+N". */
const MAX_SWATCHES = 6;

/**
 * One product in a grid (spec §3): picture, name (two lines), price, swatches, out-of-stock label
 * and short description (five lines). The name is the tile's one link; CSS stretches its click
 * area over the whole tile, so the picture is clickable without a second link to the same page.
 */
export function ProductTile(props: ProductTileProps) {
  return (
    <HydrateLater>
      <Tile {...props} />
    </HydrateLater>
  );
}

type ProductTileProps = {
  product: ProductTileData;
  eager?: boolean;
  headingLevel?: 2 | 3 | 4;
};

/** The tile itself; it hydrates in a browser task of its own (ADR 047), so a grid is no long task. */
function Tile({ product, eager = false, headingLevel = 3 }: ProductTileProps) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  const shown = product.swatches.slice(0, MAX_SWATCHES);
  const more = product.swatches.length - shown.length;
  return (
    <article className="product-tile">
      <div className="product-tile__media">
        {product.image ? (
          <ProductImage image={{ ...product.image, alt: "" }} sizes={IMAGE_SIZES.grid} width={320} maxWidth={1280} eager={eager} />
        ) : (
          <span className="catalog-image catalog-image--empty" />
        )}
      </div>
      <AddToWishlistForm product={{ sku: product.sku, name: product.name }} look="heart" />
      {product.inStock ? null : <p className="product-tile__stock">{t("product.outOfStock")}</p>}
      <Heading className="product-tile__name">
        <Link to={product.href}>{product.name}</Link>
      </Heading>
      <Price price={product.price} showRange className="product-tile__price" />
      {shown.length ? (
        <ul className="product-tile__swatches" aria-label={t("product.swatches")}>
          {shown.map((entry) => (
            <li key={entry.label} className="product-tile__swatch" title={entry.label}>
              <SwatchMark swatch={entry.swatch} />
              <span className="visually-hidden">{entry.label}</span>
            </li>
          ))}
          {more > 0 ? <li className="product-tile__more">{t("product.moreSwatches", { count: more })}</li> : null}
        </ul>
      ) : null}
      {product.shortDescriptionHtml ? (
        <div className="product-tile__description cms-html" dangerouslySetInnerHTML={{ __html: product.shortDescriptionHtml }} />
      ) : null}
      <TileAddToCart product={product} />
    </article>
  );
}
