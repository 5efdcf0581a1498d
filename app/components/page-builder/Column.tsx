import type { ReactNode } from "react";
import { boxClassName, boxStyle } from "~/components/page-builder/box-style";
import { MediaQueryStyles } from "~/components/page-builder/MediaQueryStyles";
import type { ColumnNode } from "~/lib/page-builder/types";

/**
 * A column (spec §2): aligned to the top, centre or bottom of its line, or full height; its width
 * as the editor set it (all columns share the line on phones' stacked layout).
 */
export function Column({ node, children }: { node: ColumnNode; children: ReactNode }) {
  const { settings } = node;
  const style = { ...boxStyle(settings), ...(node.width ? { width: node.width, flexBasis: node.width } : {}) };
  return (
    <div
      className={boxClassName(
        `pb-column pb-column--${node.appearance}`,
        settings,
        settings.verticalAlignment && `pb-valign--${settings.verticalAlignment}`,
      )}
      style={style}
      data-pb-key={node.key}
    >
      <MediaQueryStyles nodeKey={node.key} settings={settings} />
      {children}
    </div>
  );
}
