/**
 * The HTML of Magento's Catalog Products List widget as a storefront receives it in CMS content:
 * the grid of Magento_CatalogWidget::product/widget/content/grid.phtml
 * (`div.block.widget.block-products-list.grid > .block-content > .products-grid.grid >
 * ol.product-items.widget-product-grid > li.product-item`) or the bare list of Page Builder's
 * carousel.phtml (`ol.product-items.widget-product-carousel`), each item with its photo link,
 * `strong.product-item-name > a.product-item-link` and Magento's price box (final_price.phtml:
 * a special price shows "Special Price" and "Regular Price", a configurable "As low as").
 *
 * Left out on purpose: the add-to-cart, wish list and compare forms of the item actions, which
 * post to Magento's own controllers (checkout/cart/add with a form key), which a headless
 * storefront does not have; and the review summary (no reviews yet).
 */
import { escapeHtml } from "./html";

export interface ListedProduct {
  id: number;
  sku: string;
  typeId: string;
  name: string;
  url: string;
  imageUrl: string | null;
  regularPrice: number;
  finalPrice: number;
}

export interface ProductsListLabels {
  specialPrice: string;
  regularPrice: string;
  asLowAs: string;
}

export interface ProductsListOptions {
  appearance: "grid" | "carousel";
  title?: string;
  labels: ProductsListLabels;
  formatPrice(value: number): string;
}

/** The widget's markup; empty when nothing is listed (as the templates render nothing then). */
export function productsListHtml(products: readonly ListedProduct[], options: ProductsListOptions): string {
  if (products.length === 0) return "";
  const type = options.appearance === "carousel" ? "widget-product-carousel" : "widget-product-grid";
  const items = products.map((product) => `<li class="product-item">${itemHtml(product, type, options)}</li>`).join("");
  const list = `<ol class="product-items ${type}">${items}</ol>`;
  if (options.appearance === "carousel") return list;
  const title = options.title ? `<div class="block-title"><strong>${escapeHtml(options.title)}</strong></div>` : "";
  return `<div class="block widget block-products-list grid">${title}<div class="block-content"><!-- new_products_content_widget_grid--><div class="products-grid grid">${list}</div></div></div>`;
}

function itemHtml(product: ListedProduct, type: string, options: ProductsListOptions): string {
  const url = escapeHtml(product.url);
  const name = escapeHtml(product.name);
  const image = product.imageUrl
    ? `<span class="product-image-container product-image-container-${product.id}" style="width:240px;"><span class="product-image-wrapper" style="padding-bottom: 125%;"><img class="product-image-photo" src="${escapeHtml(product.imageUrl)}" loading="lazy" width="240" height="300" alt="${name}"></span></span>`
    : "";
  return `<div class="product-item-info"><a href="${url}" class="product-item-photo">${image}</a><div class="product-item-details"><strong class="product-item-name"><a title="${name}" href="${url}" class="product-item-link">${name}</a></strong>${priceBoxHtml(product, type, options)}</div></div>`;
}

/** Magento's price box; every amount carries the list's price id ("old-price-<id>-<type>"), as Magento's lists do. */
export function priceBoxHtml(product: ListedProduct, type: string, options: ProductsListOptions): string {
  const priceId = `old-price-${product.id}-${type}`;
  const amount = (value: number, priceType: string, label?: string) =>
    `<span class="price-container price-final_price tax weee">${label ? `<span class="price-label">${escapeHtml(label)}</span>` : ""}<span id="${priceId}" data-price-amount="${value}" data-price-type="${priceType}" class="price-wrapper "><span class="price">${escapeHtml(options.formatPrice(value))}</span></span></span>`;
  let inner: string;
  if (product.typeId === "configurable") {
    inner = `<span class="normal-price">${amount(product.finalPrice, "finalPrice", options.labels.asLowAs)}</span>`;
  } else if (product.finalPrice < product.regularPrice) {
    inner =
      `<span class="special-price">${amount(product.finalPrice, "finalPrice", options.labels.specialPrice)}</span>` +
      `<span class="old-price">${amount(product.regularPrice, "oldPrice", options.labels.regularPrice)}</span>`;
  } else {
    inner = amount(product.finalPrice, "finalPrice");
  }
  return `<div class="price-box price-final_price" data-role="priceBox" data-product-id="${product.id}" data-price-box="product-id-${product.id}">${inner}</div>`;
}
