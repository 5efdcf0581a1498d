import type { ReactNode } from "react";
import { boxClassName, boxStyle } from "~/components/page-builder/box-style";
import type { BlockNode } from "~/lib/page-builder/types";

/** A CMS block placed in the content: its own content, rendered in place. */
export function Block({ node, children }: { node: BlockNode; children: ReactNode }) {
  return (
    <div className={boxClassName("pb-block", node.settings)} style={boxStyle(node.settings)}>
      {children}
    </div>
  );
}
