import { borderStyle, withoutEmpty } from "~/components/page-builder/box-style";
import { ContentLink } from "~/components/page-builder/ContentLink";
import type { ButtonItemNode } from "~/lib/page-builder/types";

/**
 * One button (spec §2): primary, secondary or link, shown with high, normal or low priority; a real
 * link (inside the app, leaving it, or in a new tab), or plain text in button style without one.
 */
export function ButtonItem({ node }: { node: ButtonItemNode }) {
  const className = `pb-button pb-button--${node.priority}`;
  const style = withoutEmpty({ ...borderStyle(node.settings), textAlign: node.settings.textAlign as "left" | "center" | "right" | undefined });
  return (
    <div className="pb-button-item">
      {node.link ? (
        <ContentLink link={node.link} className={className} style={style}>
          {node.text}
        </ContentLink>
      ) : (
        <span className={className} style={style}>
          {node.text}
        </span>
      )}
    </div>
  );
}
