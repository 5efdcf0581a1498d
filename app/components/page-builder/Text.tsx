import { boxClassName, boxStyle } from "~/components/page-builder/box-style";
import { RichText } from "~/components/page-builder/RichText";
import type { TextNode } from "~/lib/page-builder/types";

/** Rich text from the editor (sanitised on the server); its shop links navigate inside the app. */
export function Text({ node }: { node: TextNode }) {
  return <RichText html={node.html} className={boxClassName("pb-text cms-html", node.settings)} style={boxStyle(node.settings)} />;
}
