import { publicCacheOf } from "~/lib/cache.server";
import { CmsBlocksQuery } from "~/lib/cms-blocks.server";
import { internalOrigins } from "~/lib/page-builder/links.server";
import { collectSlides, parsePageBuilder } from "~/lib/page-builder/parse.server";
import type { PageBuilderDocument } from "~/lib/page-builder/types";
import type { Shop } from "~/lib/shop/shop.server";

/** The CMS block whose slides make the home page slider (spec §2 "Home page"). */
export const HOME_SLIDER_BLOCK = "ImageSlider";

/** One slide of the home page slider: the picture (a phone one below 768 px), where it goes, its name. */
export interface HomeSlide {
  key: string;
  /** The slide's name: its caption and the link's text. */
  name: string;
  desktopImage: string;
  /** Absent when the block has one picture for every screen. */
  mobileImage?: string;
  /** Store-prefixed for pages of the shop, else the full URL; absent for a slide without a link. */
  href?: string;
  /** True for pages of the shop (client-side navigation). */
  internal: boolean;
  openInNewTab: boolean;
}

/**
 * The slides of the shop's `ImageSlider` block, parsed from its Page Builder content on the
 * server (the spec's "image links are parsed"): every slide with a picture, in order. Cached per
 * store view with the other CMS blocks; an empty list when the shop has no such block.
 */
export function loadHomeSlides(shop: Shop): Promise<HomeSlide[]> {
  return publicCacheOf(shop.context).get(`home-slider:${shop.storeCode}`, async () => {
    const data = await shop.guestClient().query(CmsBlocksQuery, { identifiers: [HOME_SLIDER_BLOCK] });
    const content = data.cmsBlocks?.items?.find((item) => item?.identifier === HOME_SLIDER_BLOCK)?.content;
    if (!content) return [];
    return slidesOf(parsePageBuilder(content, { storeCode: shop.storeCode, internalOrigins: internalOrigins(shop.context.settings) }));
  });
}

/** The document's slides that have a picture (a slide without one has nothing to show here). */
export function slidesOf(document: PageBuilderDocument): HomeSlide[] {
  return collectSlides(document).flatMap((slide): HomeSlide[] => {
    const desktopImage = slide.settings.desktopImage ?? slide.settings.mobileImage;
    if (!desktopImage) return [];
    const mobileImage = slide.settings.mobileImage && slide.settings.mobileImage !== desktopImage ? slide.settings.mobileImage : undefined;
    return [
      {
        key: slide.key,
        name: slide.name,
        desktopImage,
        ...(mobileImage ? { mobileImage } : {}),
        ...(slide.link ? { href: slide.link.href } : {}),
        internal: slide.link?.internal ?? false,
        openInNewTab: slide.link?.openInNewTab ?? false,
      },
    ];
  });
}
