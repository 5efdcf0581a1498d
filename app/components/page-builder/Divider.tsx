import { boxClassName, boxStyle, withoutEmpty } from "~/components/page-builder/box-style";
import type { DividerNode } from "~/lib/page-builder/types";

/** A horizontal line of the editor's width, colour and thickness. */
export function Divider({ node }: { node: DividerNode }) {
  return (
    <div className={boxClassName("pb-divider", node.settings)} style={boxStyle(node.settings)}>
      <hr
        className="pb-divider__line"
        style={withoutEmpty({ width: node.width, borderTopColor: node.color, borderTopWidth: node.thickness })}
      />
    </div>
  );
}
