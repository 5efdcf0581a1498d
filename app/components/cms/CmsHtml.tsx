/**
 * HTML from a CMS block or page, already sanitised on the server (`renderCmsHtml`). The Page
 * Builder renderer replaces this for Page Builder content.
 */
export function CmsHtml({ html, className }: { html: string | undefined; className?: string }) {
  if (!html) return null;
  return <div className={className ? `cms-html ${className}` : "cms-html"} dangerouslySetInnerHTML={{ __html: html }} />;
}
