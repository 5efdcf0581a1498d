import { useTranslation } from "~/lib/translation/use-translation";
import { PageBuilderContent } from "~/components/page-builder/PageBuilderContent";
import { RichText } from "~/components/page-builder/RichText";
import type { CmsBlocksResult } from "~/lib/cms-blocks.server";

/**
 * CMS blocks placed by identifier (header menu block, footer): each block's content rendered by the
 * Page Builder renderer. Spec §8: when the query failed its error message shows; when no block
 * came back, "There are no blocks to display".
 */
export function CmsBlocks({ result, className }: { result: CmsBlocksResult | undefined; className?: string }) {
  const { t } = useTranslation();
  if (!result) return null;
  if (result.kind === "error") {
    return (
      <div className={className}>
        <p className="cms-blocks__message">{result.message}</p>
      </div>
    );
  }
  if (!result.blocks.length) {
    return (
      <div className={className}>
        <p className="cms-blocks__message">{t("cms.noBlocks")}</p>
      </div>
    );
  }
  return (
    <div className={className}>
      {result.blocks.map((block) =>
        "html" in block ? (
          // The same box PageBuilderContent draws, around HTML React neither redraws nor hydrates.
          block.html ? <RichText key={block.identifier} html={block.html} className="pb-content pb-content--inline cms-block" /> : null
        ) : (
          <PageBuilderContent key={block.identifier} content={block.content} className="cms-block" />
        ),
      )}
    </div>
  );
}
