import { describe, expect, it } from "vitest";
import { toBlogPostCard, toRecentPosts } from "~/lib/blog/cards.server";

const post = (id: number, extra: Record<string, unknown> = {}) => ({
  post_id: id,
  title: `Post ${id}`,
  url_key: `post-${id}`,
  short_content: "<p>Holy basil grows <strong>fast</strong> in a sunny window &amp; needs water every day.</p>",
  published_at: "2024-05-01 03:00:00",
  list_thumbnail: `/media/amasty/blog/${id}.jpg`,
  list_thumbnail_alt: ` Picture ${id} `,
  post_thumbnail: `/media/amasty/blog/${id}-large.jpg`,
  post_thumbnail_alt: `Large picture ${id}`,
  comment_count: 2,
  author: { name: "Daranee", url_key: "daranee" },
  ...extra,
});

const scope = { storeCode: "en", locale: "en-US", timeZone: "Asia/Bangkok" };

describe("a post card", () => {
  it("links the post and its author inside the store view, with the list picture and the long date", () => {
    expect(toBlogPostCard(post(1), { ...scope, showAuthor: true })).toEqual({
      id: 1,
      title: "Post 1",
      href: "/en/blog/post-1",
      summary: "Holy basil grows fast in a sunny window & needs water every day.",
      date: { iso: "2024-05-01T03:00:00.000Z", label: "May 1, 2024" },
      image: { src: "/media/amasty/blog/1.jpg", alt: "Picture 1" },
      author: { name: "Daranee", href: "/en/blog/author/daranee" },
      showAuthor: true,
      commentCount: 2,
    });
  });

  it("falls back to the post picture and leaves out pictures that are not web addresses", () => {
    expect(toBlogPostCard(post(2, { list_thumbnail: null }), { ...scope, showAuthor: false }).image).toEqual({
      src: "/media/amasty/blog/2-large.jpg",
      alt: "Large picture 2",
    });
    expect(toBlogPostCard(post(3, { list_thumbnail: "javascript:alert(1)" }), { ...scope, showAuthor: false }).image).toBeNull();
  });
});

describe("the blog's recent-posts widget", () => {
  const now = new Date("2024-05-04T03:00:00Z");

  it("links posts to /{store}/blog/{url_key}, within the widget's limit, skipping posts without a key", () => {
    const widget = toRecentPosts({ header_text: " From the blog ", posts_limit: 2, items: [post(1), post(9, { url_key: null }), post(2), post(3)] }, { ...scope, now });
    expect(widget.header).toBe("From the blog");
    expect(widget.posts.map((entry) => [entry.title, entry.href])).toEqual([
      ["Post 1", "/en/blog/post-1"],
      ["Post 2", "/en/blog/post-2"],
    ]);
    expect(widget.posts[0]).toMatchObject({ image: null, date: null, summary: "", showAuthor: false });
  });

  it("shows pictures, dates and summaries only when the widget says so", () => {
    const widget = toRecentPosts(
      { show_images: true, display_date: true, date_manner: "passed", display_short: true, short_limit: 30, items: [post(1)] },
      { ...scope, now },
    );
    expect(widget.posts[0]).toMatchObject({
      image: { src: "/media/amasty/blog/1.jpg", alt: "Picture 1" },
      date: { iso: "2024-05-01T03:00:00.000Z", label: "3 days ago" },
      summary: "Holy basil grows fast in a su…",
    });
  });

  it("writes dates in the store view's calendar, and cuts Thai without breaking a letter", () => {
    const thai = post(1, { short_content: "<p>กะเพราโหระพาตะไคร้ปลูกง่ายในกระถาง</p>" });
    const widget = toRecentPosts({ display_date: true, date_manner: "date", display_short: true, short_limit: 12, items: [thai] }, { ...scope, storeCode: "th", locale: "th-TH", now });
    expect(widget.posts[0]?.date?.label).toBe("1 พ.ค. 2567");
    expect(widget.posts[0]?.href).toBe("/th/blog/post-1");
    expect(widget.posts[0]?.summary).toBe("กะเพราโหระพ…");
  });
});
