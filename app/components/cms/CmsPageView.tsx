import { CmsHtml } from "~/components/cms/CmsHtml";
import type { ResolvedCmsPage } from "~/lib/resolver.server";

/**
 * A CMS page: its heading (the content heading, else the title) and its content. Page Builder
 * content is shown as sanitised HTML until the typed Page Builder renderer arrives.
 */
export function CmsPageView({ page }: { page: ResolvedCmsPage }) {
  const heading = page.heading || page.title;
  const contentHasHeading = /<h1[\s>]/i.test(page.contentHtml);
  return (
    <article className="cms-page">
      {heading && !contentHasHeading ? <h1 className="cms-page__title">{heading}</h1> : null}
      <CmsHtml html={page.contentHtml} className="cms-page__content" />
    </article>
  );
}
