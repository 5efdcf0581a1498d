import { useRef } from "react";
import { useTranslation } from "~/lib/translation/use-translation";
import { boxClassName, boxStyle } from "~/components/page-builder/box-style";
import { SliderArrows, SliderPause } from "~/components/page-builder/SliderControls";
import { useSlider } from "~/components/page-builder/use-slider";
import { ProductTile } from "~/components/product/ProductTile";
import type { ProductTileData } from "~/lib/catalog/types";
import type { ProductsNode } from "~/lib/page-builder/types";

/**
 * A products list (Magento's "Catalog Products List" widget) as the shop's own product tiles, in
 * the editor's order, as a grid or a carousel. The carousel is a scroll-snap row; with JavaScript
 * it gets arrows and dots (their count follows how many tiles fit, spec §4).
 */
export function Products({ node, products }: { node: ProductsNode; products: Record<string, ProductTileData> }) {
  const tiles = node.urlKeys.map((key) => products[key]).filter((tile): tile is ProductTileData => Boolean(tile));
  if (!tiles.length) return null;
  return node.appearance === "carousel" ? <ProductsCarousel node={node} tiles={tiles} /> : <ProductsGrid node={node} tiles={tiles} />;
}

function ProductsGrid({ node, tiles }: { node: ProductsNode; tiles: ProductTileData[] }) {
  return (
    <div className={boxClassName("pb-products pb-products--grid", node.settings)} style={boxStyle(node.settings)}>
      <ul className="pb-products__list">
        {tiles.map((tile) => (
          <li key={tile.uid} className="pb-products__item">
            <ProductTile product={tile} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function ProductsCarousel({ node, tiles }: { node: ProductsNode; tiles: ProductTileData[] }) {
  const { t } = useTranslation();
  const track = useRef<HTMLUListElement>(null);
  const carousel = node.carousel;
  const slider = useSlider(track, {
    slides: tiles.length,
    infinite: carousel?.infinite ?? false,
    autoplay: carousel?.autoplay ?? false,
    autoplaySpeed: carousel?.autoplaySpeed ?? 3000,
  });
  return (
    <div
      className={boxClassName("pb-products pb-products--carousel", node.settings)}
      style={boxStyle(node.settings)}
      role="group"
      aria-roledescription={t("pageBuilder.carousel")}
      aria-label={t("pageBuilder.products")}
      {...slider.pauseHandlers}
    >
      <ul className="pb-products__list" ref={track}>
        {tiles.map((tile) => (
          <li key={tile.uid} className="pb-products__item">
            <ProductTile product={tile} />
          </li>
        ))}
      </ul>
      {slider.enhanced && (carousel?.arrows ?? true) && !(slider.disabled.previous && slider.disabled.next) ? (
        <SliderArrows slider={slider} previousLabel={t("pageBuilder.previousProducts")} nextLabel={t("pageBuilder.nextProducts")} />
      ) : null}
      {slider.enhanced && carousel?.dots && slider.dots > 1 ? (
        <ul className="pb-slider__dots" aria-label={t("pageBuilder.chooseSlide")}>
          {Array.from({ length: slider.dots }, (_, dot) => (
            <li key={dot}>
              <button
                type="button"
                className="pb-slider__dot"
                aria-current={dot === slider.currentDot ? "true" : undefined}
                onClick={() => slider.goTo(slider.slideForDot(dot))}
              >
                <span className="visually-hidden">{t("pageBuilder.goToSlide", { index: dot + 1 })}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <SliderPause slider={slider} />
    </div>
  );
}
