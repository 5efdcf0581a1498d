/**
 * A short piece of HTML already sanitised on the server (`renderCmsHtml`), such as a product's short
 * description. CMS pages, blocks and descriptions go through the Page Builder renderer instead.
 */
export function CmsHtml({ html, className }: { html: string | undefined; className?: string }) {
  if (!html) return null;
  return <div className={className ? `cms-html ${className}` : "cms-html"} dangerouslySetInnerHTML={{ __html: html }} />;
}
