import type { ReactNode } from "react";
import { boxClassName, boxStyle } from "~/components/page-builder/box-style";
import type { ColumnLineNode } from "~/lib/page-builder/types";

/** One line of columns side by side; they stack on phones (page-builder.css). */
export function ColumnLine({ node, children }: { node: ColumnLineNode; children: ReactNode }) {
  return (
    <div className={boxClassName("pb-column-line", node.settings)} style={boxStyle(node.settings)} data-pb-key={node.key}>
      {children}
    </div>
  );
}
