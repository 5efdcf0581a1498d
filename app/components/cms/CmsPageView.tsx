import { PageBuilderContent } from "~/components/page-builder/PageBuilderContent";
import { hasMainHeading } from "~/lib/page-builder/tree";
import type { CmsPageData } from "~/lib/resolver.server";

/**
 * A CMS page: its heading (the content heading, else the title) unless the content brings its own
 * `<h1>`, then the content through the Page Builder renderer, rows free to span the window.
 */
export function CmsPageView({ page }: { page: CmsPageData }) {
  const heading = page.heading || page.title;
  const pageBuilder = page.content.document.pageBuilder;
  return (
    <article className={pageBuilder ? "cms-page cms-page--page-builder" : "cms-page"}>
      {heading && !hasMainHeading(page.content.document) ? <h1 className="cms-page__title">{heading}</h1> : null}
      <PageBuilderContent content={page.content} className="cms-page__content" layout={pageBuilder ? "page" : "inline"} />
    </article>
  );
}
