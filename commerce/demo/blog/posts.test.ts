/**
 * The demo blog's data: enough posts in both languages (real Thai in th, no Thai in en), one
 * scheduled and one disabled, dates over 2026, Page Builder content, and pictures that exist in
 * commerce/demo/media/amasty/blog/ exactly as pictures.ts draws them.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { demoPostContent } from "./content";
import { blogMediaDir } from "./drawPictures";
import { blogPicturePaths, drawBlogPictures } from "./pictures";
import { demoPosts } from "./posts";
import { demoBlogAuthors, demoBlogCategories, demoBlogTags } from "./taxonomy";

const THAI = /[\u0E01-\u0E3A\u0E40-\u0E5B]/;

function texts(copy: (typeof demoPosts)[number]["copy"]["en"]): string[] {
  return [
    copy.title,
    copy.shortContent,
    ...copy.intro,
    ...copy.sections.flatMap((section) => [section.title, ...(section.paragraphs ?? []), ...(section.bullets ?? []), ...(section.steps ?? [])]),
    copy.pictureAlt,
    copy.listPictureAlt,
    ...(copy.contentPictureAlt ? [copy.contentPictureAlt] : []),
    ...(copy.shopLink ? [copy.shopLink.label] : []),
    ...copy.comments.map((comment) => comment.message),
  ];
}

describe("demo blog posts", () => {
  it("has twelve published posts, one scheduled and one disabled, with unique URL keys", () => {
    expect(demoPosts.filter((post) => post.status === "published")).toHaveLength(12);
    expect(demoPosts.filter((post) => post.status === "scheduled")).toHaveLength(1);
    expect(demoPosts.filter((post) => post.status === "disabled")).toHaveLength(1);
    expect(new Set(demoPosts.map((post) => post.urlKey)).size).toBe(demoPosts.length);
    for (const post of demoPosts) expect(post.urlKey).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("spreads the published posts over 2026, each month at most twice", () => {
    const dates = demoPosts.filter((post) => typeof post.publishedAt === "string").map((post) => new Date(post.publishedAt as string));
    for (const date of dates) expect(date.getUTCFullYear()).toBe(2026);
    const months = dates.map((date) => date.getUTCMonth());
    expect(new Set(months).size).toBeGreaterThanOrEqual(10);
    expect(demoPosts.find((post) => post.status === "scheduled")?.publishedAt).toEqual({ daysAfterSeeding: expect.any(Number) });
  });

  it("is written in Thai for th and in English for en", () => {
    for (const post of demoPosts) {
      for (const text of texts(post.copy.th)) {
        if (!/^[\d\s.,:;()–-]*$/.test(text)) expect(text, `${post.urlKey} th`).toMatch(THAI);
      }
      for (const text of texts(post.copy.en)) expect(text, `${post.urlKey} en`).not.toMatch(THAI);
      expect(post.copy.th.sections.length).toBe(post.copy.en.sections.length);
      expect(post.copy.th.comments.length).toBe(post.copy.en.comments.length);
    }
  });

  it("has several authors, categories and tags, each used by a published post", () => {
    const published = demoPosts.filter((post) => post.status === "published");
    expect(demoBlogAuthors.length).toBeGreaterThanOrEqual(2);
    expect(demoBlogCategories.length).toBeGreaterThanOrEqual(3);
    expect(demoBlogTags.length).toBeGreaterThanOrEqual(6);
    for (const author of demoBlogAuthors) expect(published.some((post) => post.author === author.urlKey), author.urlKey).toBe(true);
    for (const category of demoBlogCategories) expect(published.some((post) => post.categories.includes(category.urlKey)), category.urlKey).toBe(true);
    for (const tag of demoBlogTags) expect(published.some((post) => post.tags.includes(tag.urlKey)), tag.urlKey).toBe(true);
    expect(published.some((post) => post.author === null)).toBe(true);
  });

  it("writes Page Builder content with store-relative shop links and the post's own picture", () => {
    for (const post of demoPosts) {
      for (const lang of ["th", "en"] as const) {
        const html = demoPostContent(post, lang);
        expect(html).toMatch(/^<style>#html-body \[data-pb-style=[A-Z0-9]{7}\]\{/);
        expect(html).toContain('data-content-type="row"');
        expect(html).toContain(post.copy[lang].intro[0]!.slice(0, 20));
        for (const [, href] of html.matchAll(/href="([^"]+)"/g)) expect(href).toMatch(/^\/[a-z0-9/-]+\.html$/);
        if (post.contentPicture) expect(html).toContain(`{{media url=amasty/blog/${blogPicturePaths.content(post.contentPicture)}}}`);
        if (post.layout === "recipe") expect(html).toContain('data-content-type="column-group"');
      }
    }
  });
});

describe("demo blog pictures", () => {
  it("exist for every post, content picture and author, as pictures.ts draws them", async () => {
    const drawn = drawBlogPictures();
    const needed = [
      ...demoPosts.flatMap((post) => [blogPicturePaths.post(post.picture), blogPicturePaths.list(post.picture)]),
      ...demoPosts.flatMap((post) => (post.contentPicture ? [blogPicturePaths.content(post.contentPicture)] : [])),
      ...demoBlogAuthors.map((author) => blogPicturePaths.author(author.urlKey)),
    ];
    for (const file of needed) expect(drawn.has(file), file).toBe(true);
    const committed: string[] = [];
    for (const folder of await readdir(blogMediaDir)) {
      for (const name of await readdir(path.join(blogMediaDir, folder))) committed.push(`${folder}/${name}`);
    }
    expect(committed.sort(), "run: node --import tsx commerce/demo/blog/drawPictures.ts").toEqual([...drawn.keys()].sort());
    for (const [file, svg] of drawn) {
      expect(await readFile(path.join(blogMediaDir, file), "utf8"), `${file} is stale: run drawPictures.ts`).toBe(svg);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+" viewBox="[\d ]+">/);
    }
  });
});
