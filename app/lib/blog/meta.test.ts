import { describe, expect, it } from "vitest";
import { blogListingMeta, blogPostMeta } from "~/lib/blog/meta";
import type { BlogListingPage, BlogPostPage } from "~/lib/blog/types";
import type { StoreSeo } from "~/lib/seo/meta";

const seo: StoreSeo = {
  origin: "https://shop.test",
  storeCode: "th",
  storeName: "บ้านสวน",
  locale: "th_TH",
  language: "th",
  storeViews: [
    { code: "th", language: "th", isDefault: true },
    { code: "en", language: "en", isDefault: false },
  ],
  logoUrl: "/media/logo/default/baan-suan.svg",
};
const matches = [{ id: "routes/$store", data: { seo } }];

const post: BlogPostPage = {
  id: 7,
  title: "ข้าวขมิ้นกะทิสีทอง",
  path: "/th/blog/golden-turmeric-rice",
  summary: "ขมิ้นสด กะทิ และใบเตยมัดปม",
  date: { iso: "2026-01-12T02:00:00.000Z", label: "12 มกราคม 2569" },
  updatedIso: "2026-01-12T02:00:00.000Z",
  image: { src: "/media/amasty/blog/posts/golden-turmeric-rice.svg", alt: "ข้าวขมิ้น" },
  author: { name: "ดารณี ศรีสุข", href: "/th/blog/author/daranee-srisuk", image: null, shortDescription: "" },
  showAuthor: true,
  categories: [],
  tags: [],
  commentCount: 0,
  content: { document: { pageBuilder: false, children: [] }, data: { products: {}, dynamicBlocks: {}, blogWidgets: {} } },
  related: [],
  metaTitle: "ข้าวขมิ้นกะทิสีทอง | บล็อกบ้านสวน",
  metaDescription: null,
  blogTitle: "บล็อกบ้านสวน",
  breadcrumbs: [{ name: "บล็อกบ้านสวน", href: "/th/blog" }],
};

function find<T>(descriptors: ReturnType<typeof blogPostMeta>, pick: (descriptor: Record<string, unknown>) => T | undefined): T[] {
  return descriptors.map((descriptor) => pick(descriptor as Record<string, unknown>)).filter((value): value is T => value !== undefined);
}

describe("blog meta", () => {
  it("gives a post its title, description, canonical, hreflang and BlogPosting data", () => {
    const head = blogPostMeta(matches, "บ้านสวน", post);
    expect(head[0]).toEqual({ title: "ข้าวขมิ้นกะทิสีทอง - บ้านสวน" });
    expect(head).toContainEqual({ name: "description", content: "ขมิ้นสด กะทิ และใบเตยมัดปม" });
    expect(head).toContainEqual({ tagName: "link", rel: "canonical", href: "https://shop.test/th/blog/golden-turmeric-rice" });
    expect(head).toContainEqual({ tagName: "link", rel: "alternate", hrefLang: "en", href: "https://shop.test/en/blog/golden-turmeric-rice" });
    expect(head).toContainEqual({ property: "og:image", content: "https://shop.test/media/amasty/blog/posts/golden-turmeric-rice.svg" });
    const [posting, breadcrumbs] = find(head, (descriptor) => descriptor["script:ld+json"] as Record<string, unknown> | undefined);
    expect(posting).toMatchObject({
      "@type": "BlogPosting",
      headline: "ข้าวขมิ้นกะทิสีทอง",
      url: "https://shop.test/th/blog/golden-turmeric-rice",
      datePublished: "2026-01-12T02:00:00.000Z",
      inLanguage: "th",
      author: { "@type": "Person", name: "ดารณี ศรีสุข", url: "https://shop.test/th/blog/author/daranee-srisuk" },
      publisher: { "@type": "Organization", name: "บ้านสวน", logo: { url: "https://shop.test/media/logo/default/baan-suan.svg" } },
    });
    expect(breadcrumbs).toMatchObject({ "@type": "BreadcrumbList", itemListElement: [{ position: 1 }, { name: "บล็อกบ้านสวน" }, { name: "ข้าวขมิ้นกะทิสีทอง" }] });
  });

  it("leaves the author out when the shop hides authors", () => {
    const [posting] = find(blogPostMeta(matches, "บ้านสวน", { ...post, showAuthor: false }), (descriptor) => descriptor["script:ld+json"] as Record<string, unknown> | undefined);
    expect(posting).not.toHaveProperty("author");
  });

  it("keeps the page on listings and does not index search results", () => {
    const listing: BlogListingPage = {
      kind: "search",
      blogTitle: "บล็อกบ้านสวน",
      heading: "ผลการค้นหาสำหรับ “คราม”",
      description: null,
      image: null,
      path: "/blog/search",
      query: "คราม",
      state: "ok",
      posts: [],
      page: 2,
      totalPages: 2,
      totalCount: 12,
      metaTitle: null,
      metaDescription: null,
      breadcrumbs: [{ name: "บล็อกบ้านสวน", href: "/th/blog" }],
      sidebar: { categories: [], tags: [] },
    };
    const search = blogListingMeta(matches, "บ้านสวน", listing, "?query=%E0%B8%84%E0%B8%A3%E0%B8%B2%E0%B8%A1&page=2&utm_source=x");
    expect(search).toContainEqual({ name: "robots", content: "noindex, follow" });
    expect(search).toContainEqual({ tagName: "link", rel: "canonical", href: "https://shop.test/th/blog/search?query=%E0%B8%84%E0%B8%A3%E0%B8%B2%E0%B8%A1&page=2" });
    const tag = blogListingMeta(matches, "บ้านสวน", { ...listing, kind: "tag", path: "/blog/tag/indigo", query: null, heading: "บทความที่ติดแท็ก คราม" }, "?page=2&query=x");
    expect(tag[0]).toEqual({ title: "บทความที่ติดแท็ก คราม - บ้านสวน" });
    expect(tag).not.toContainEqual({ name: "robots", content: "noindex, follow" });
    expect(tag).toContainEqual({ tagName: "link", rel: "canonical", href: "https://shop.test/th/blog/tag/indigo?page=2" });
  });
});
