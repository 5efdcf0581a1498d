import type { ReactNode } from "react";
import { boxClassName, boxStyle } from "~/components/page-builder/box-style";
import type { ButtonsNode } from "~/lib/page-builder/types";

/** A row (inline) or a column (stacked) of buttons, optionally all as wide as the widest. */
export function Buttons({ node, children }: { node: ButtonsNode; children: ReactNode }) {
  return (
    <div
      className={boxClassName(`pb-buttons pb-buttons--${node.appearance}`, node.settings, node.sameWidth && "pb-buttons--same-width")}
      style={boxStyle(node.settings)}
    >
      {children}
    </div>
  );
}
