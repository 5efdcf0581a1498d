import { boxClassName, boxStyle } from "~/components/page-builder/box-style";
import { RichText } from "~/components/page-builder/RichText";
import type { HtmlNode } from "~/lib/page-builder/types";

/** HTML code (or a whole document without Page Builder markers), sanitised on the server. */
export function HtmlCode({ node }: { node: HtmlNode }) {
  return <RichText html={node.html} className={boxClassName("pb-html cms-html", node.settings)} style={boxStyle(node.settings)} />;
}
