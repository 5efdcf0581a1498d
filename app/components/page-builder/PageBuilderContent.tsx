import "~/styles/page-builder.css";
import { ContentNodes, PageBuilderDataContext } from "~/components/page-builder/ContentNode";
import type { CmsContent } from "~/lib/page-builder/types";

/**
 * CMS content as the loader returned it (`loadPageBuilderContent`): the typed Page Builder tree,
 * rendered on the server, with what its widgets need. `layout="page"` lets full-width and
 * full-bleed rows span the window (page content); elsewhere (footer, descriptions) they stay in
 * their container.
 */
export function PageBuilderContent({
  content,
  className,
  layout = "inline",
}: {
  content: CmsContent | null | undefined;
  className?: string;
  layout?: "page" | "inline";
}) {
  if (!content?.document.children.length) return null;
  return (
    <PageBuilderDataContext.Provider value={content.data}>
      <div className={["pb-content", `pb-content--${layout}`, className].filter(Boolean).join(" ")}>
        <ContentNodes nodes={content.document.children} />
      </div>
    </PageBuilderDataContext.Provider>
  );
}
