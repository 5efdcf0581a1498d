import { describe, expect, it } from "vitest";
import { htmlToText } from "~/lib/text/plain-text.server";

describe("htmlToText", () => {
  it("keeps the words, decodes entities and separates blocks", () => {
    expect(htmlToText("<p>Holy basil grows <strong>fast</strong> &amp; needs&nbsp;water.</p><p>Every day.</p>")).toBe(
      "Holy basil grows fast & needs water. Every day.",
    );
    expect(htmlToText("<ul><li>ผ้าคราม</li><li>ผ้าไหม</li></ul>")).toBe("ผ้าคราม ผ้าไหม");
  });

  it("drops scripts and styles and gives text, never markup", () => {
    expect(htmlToText('<style>p{}</style><script>alert(1)</script>Write &lt;b&gt; for bold')).toBe("Write <b> for bold");
    expect(htmlToText(null)).toBe("");
  });
});
