import { loadRecentPosts } from "~/lib/blog/recent-posts.server";
import type { BlogRecentPosts } from "~/lib/blog/types";
import { loadHomeContent, type HomeContent } from "~/lib/home/home-content.server";
import { loadHomeSlides, type HomeSlide } from "~/lib/home/home-slider.server";
import { BackendTimeoutError, BackendUnavailableError, MagentoGraphQLError } from "~/lib/magento/errors";
import type { Shop } from "~/lib/shop/shop.server";
import { log } from "../../../logging/logger";

/** The recent-posts widget the home page shows as its blog carousel (spec §7 and §9: id 20, home page only). */
export const HOME_BLOG_WIDGET_ID = 20;

export interface HomePageData {
  slides: HomeSlide[];
  /** The CMS home page (Page Builder tree), split where the blog carousel goes. */
  content: HomeContent | null;
  /** The blog carousel: null when the shop has no such widget or it lists no posts. */
  blog: BlogRecentPosts | null;
  /** Some section could not be loaded and is left out: the page must not be cached. */
  degraded: boolean;
}

/**
 * The home page's three sections (spec §2): the image slider, the CMS home page, the blog
 * carousel, asked for in parallel. A section that fails is left out and the page still renders;
 * only when every section failed because the backend cannot be reached (or is too slow) does the
 * failure go on, so the shopper gets the 503 / 504 page instead of an empty home page.
 */
export async function loadHomePage(shop: Shop): Promise<HomePageData> {
  const [slides, content, blog] = await Promise.allSettled([
    loadHomeSlides(shop),
    loadHomeContent(shop, HOME_BLOG_WIDGET_ID),
    loadRecentPosts(shop, HOME_BLOG_WIDGET_ID),
  ]);
  const failures = [slides, content, blog].flatMap((result) => (result.status === "rejected" ? [result.reason as unknown] : []));
  if (failures.length === 3 && failures.every(isTransportFailure)) throw failures[0];
  report("slider", slides);
  report("content", content);
  report("blog carousel", blog);
  return {
    slides: slides.status === "fulfilled" ? slides.value : [],
    content: content.status === "fulfilled" ? content.value : null,
    blog: blog.status === "fulfilled" && blog.value?.posts.length ? blog.value : null,
    degraded: failures.length > 0,
  };
}

function isTransportFailure(error: unknown): boolean {
  return error instanceof BackendUnavailableError || error instanceof BackendTimeoutError;
}

function report(section: string, result: PromiseSettledResult<unknown>): void {
  if (result.status === "fulfilled") return;
  const error: unknown = result.reason;
  if (error instanceof MagentoGraphQLError || isTransportFailure(error)) {
    log.warn({ err: error }, `[home] the ${section} is left out`);
  } else {
    // Not the backend's doing: a bug to look at, with its stack.
    log.error({ err: error }, `[home] the ${section} is left out`);
  }
}
