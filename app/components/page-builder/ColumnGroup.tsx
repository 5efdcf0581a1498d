import type { ReactNode } from "react";
import { boxClassName, boxStyle } from "~/components/page-builder/box-style";
import { MediaQueryStyles } from "~/components/page-builder/MediaQueryStyles";
import type { ColumnGroupNode } from "~/lib/page-builder/types";

/** A group of column lines (or, in older content, of columns directly). */
export function ColumnGroup({ node, children }: { node: ColumnGroupNode; children: ReactNode }) {
  return (
    <div className={boxClassName("pb-column-group", node.settings)} style={boxStyle(node.settings)} data-pb-key={node.key}>
      <MediaQueryStyles nodeKey={node.key} settings={node.settings} />
      {children}
    </div>
  );
}
