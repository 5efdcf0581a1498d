import { describe, expect, it } from "vitest";
import { isSafeCssValue, parseDeclarations, parseStyleBlock } from "~/lib/page-builder/css.server";

describe("Page Builder style blocks", () => {
  it("indexes rules by data-pb-style id, grouped selectors and @media rules included", () => {
    const index = parseStyleBlock(
      "#html-body [data-pb-style=AAA1111]{margin:0px 0px 10px;padding:10px}" +
        '#html-body [data-pb-style="BBB2222"],#html-body [data-pb-style=CCC3333]{text-align:center}' +
        "/* note */#html-body [data-pb-style=AAA1111] .inner{color:red}" +
        "@media only screen and (max-width: 768px) { #html-body [data-pb-style=AAA1111]{min-height:120px} }",
    );
    expect(Object.fromEntries(index.get("AAA1111")?.base ?? [])).toEqual({
      "margin-top": "0px",
      "margin-right": "0px",
      "margin-bottom": "10px",
      "margin-left": "0px",
      "padding-top": "10px",
      "padding-right": "10px",
      "padding-bottom": "10px",
      "padding-left": "10px",
    });
    expect(index.get("AAA1111")?.media.map((entry) => [entry.media, Object.fromEntries(entry.declarations)])).toEqual([
      ["only screen and (max-width: 768px)", { "min-height": "120px" }],
    ]);
    expect(index.get("BBB2222")?.base.get("text-align")).toBe("center");
    expect(index.get("CCC3333")?.base.get("text-align")).toBe("center");
  });

  it("reads declarations with functions, !important and border shorthands", () => {
    const declarations = parseDeclarations("background-color: rgba(0, 0, 0, 0.5); border: 2px solid #b45309; color: red !important");
    expect(declarations.get("background-color")).toBe("rgba(0, 0, 0, 0.5)");
    expect([declarations.get("border-width"), declarations.get("border-style"), declarations.get("border-color")]).toEqual(["2px", "solid", "#b45309"]);
    expect(declarations.get("color")).toBe("red");
  });

  it("refuses values that could load or run something", () => {
    expect(isSafeCssValue("rgba(255, 255, 255, 0.7)")).toBe(true);
    expect(isSafeCssValue("33.3333%")).toBe(true);
    expect(isSafeCssValue("url(https://evil.example/x.png)")).toBe(false);
    expect(isSafeCssValue("expression(alert(1))")).toBe(false);
    expect(isSafeCssValue("red;background:url(x)")).toBe(false);
    expect(isSafeCssValue("</style><script>")).toBe(false);
  });
});
