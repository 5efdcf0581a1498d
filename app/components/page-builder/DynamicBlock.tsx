import type { ReactNode } from "react";
import { boxClassName, boxStyle } from "~/components/page-builder/box-style";
import type { DynamicBlockNode } from "~/lib/page-builder/types";

/**
 * Dynamic blocks (Adobe Commerce): the blocks the loader got for the node's uids, each rendered
 * like any content. Nothing when the backend has none or does not know the query.
 */
export function DynamicBlock({ node, children }: { node: DynamicBlockNode; children: ReactNode }) {
  const className = boxClassName("pb-dynamic-block", node.settings, node.displayInline && "pb-dynamic-block--inline");
  return (
    <div className={className} style={boxStyle(node.settings)}>
      {children}
    </div>
  );
}
