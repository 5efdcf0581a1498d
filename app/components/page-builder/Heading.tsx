import { boxClassName, boxStyle } from "~/components/page-builder/box-style";
import type { HeadingNode } from "~/lib/page-builder/types";

/** A heading at the level the editor chose. */
export function Heading({ node }: { node: HeadingNode }) {
  const Tag = `h${node.level}` as const;
  return (
    <Tag className={boxClassName("pb-heading", node.settings)} style={boxStyle(node.settings)}>
      {node.text}
    </Tag>
  );
}
