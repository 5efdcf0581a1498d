import { describe, expect, it } from "vitest";
import { commentParagraphs } from "~/lib/blog/comment-text";

describe("a comment's text", () => {
  it("keeps markup as text, splits paragraphs and lines", () => {
    expect(commentParagraphs("<b>Hi</b>\r\nsecond line\n\n\nnext paragraph")).toEqual([[[{ text: "<b>Hi</b>" }], [{ text: "second line" }]], [[{ text: "next paragraph" }]]]);
  });

  it("picks out web addresses, leaving a sentence's last punctuation outside", () => {
    expect(commentParagraphs("See https://example.com/a?b=1, or (http://ex.org/x).")).toEqual([
      [[{ text: "See " }, { text: "https://example.com/a?b=1", href: "https://example.com/a?b=1" }, { text: ", or (" }, { text: "http://ex.org/x", href: "http://ex.org/x" }, { text: ")." }]],
    ]);
  });

  it("never links other schemes", () => {
    const paragraphs = commentParagraphs("javascript:alert(1) data:text/html,x mailto:a@b.c");
    expect(paragraphs.flat(2).some((segment) => "href" in segment)).toBe(false);
  });
});
