import { describe, expect, it } from "vitest";
import { parseTags, parseTagsPattern, tagsPattern } from "./cache-tags";

describe("Magento's cache tags", () => {
  it("reads an X-Magento-Tags header into its valid tags, each once", () => {
    expect(parseTags("cat_p_12, cat_c_3,cat_p_12,,cms_b_footer-links,bad tag,<script>")).toEqual(["cat_p_12", "cat_c_3", "cms_b_footer-links"]);
    expect(parseTags(null)).toEqual([]);
  });

  it("reads the tags of the pattern Magento sends to Varnish", () => {
    expect(parseTagsPattern("((^|,)cat_p_12(,|$))|((^|,)cat_c_3(,|$))")).toEqual({ all: false, tags: ["cat_p_12", "cat_c_3"] });
    expect(parseTagsPattern("((^|,)cms_b_footer-links(,|$))")).toEqual({ all: false, tags: ["cms_b_footer-links"] });
    expect(parseTagsPattern(tagsPattern(["cat_p_1", "cat_p_2"]))).toEqual({ all: false, tags: ["cat_p_1", "cat_p_2"] });
  });

  it("takes a flush, an empty pattern and any other expression as a purge of everything", () => {
    expect(parseTagsPattern(".*")).toEqual({ all: true });
    expect(parseTagsPattern("")).toEqual({ all: true });
    expect(parseTagsPattern("cat_p_.*")).toEqual({ all: true });
    expect(parseTagsPattern("((^|,)cat_p_1(,|$))|(a+)+$")).toEqual({ all: true });
  });
});
