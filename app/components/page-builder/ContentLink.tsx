import { Link } from "@remix-run/react";
import type { CSSProperties, ReactNode } from "react";
import { useHtmlOnly } from "~/components/page-builder/html-only";
import { useTranslation } from "~/lib/translation/use-translation";
import type { ContentLink as ContentLinkData } from "~/lib/page-builder/types";

/**
 * A link from CMS content (spec §2): into the shop it navigates inside the app, elsewhere it is a
 * plain link that leaves with a full page load. "Open in new tab" links say so to screen readers
 * and cannot reach back into this page (`rel="noopener noreferrer"`).
 */
export function ContentLink({
  link,
  className,
  style,
  children,
  ariaLabel,
}: {
  link: ContentLinkData;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
  ariaLabel?: string;
}) {
  const { t } = useTranslation();
  const htmlOnly = useHtmlOnly();
  const newTab = link.openInNewTab ? { target: "_blank", rel: "noopener noreferrer" } : {};
  const label = ariaLabel && link.openInNewTab ? `${ariaLabel} ${t("pageBuilder.opensInNewTab")}` : ariaLabel;
  const content = (
    <>
      {children}
      {link.openInNewTab ? <span className="visually-hidden">{` ${t("pageBuilder.opensInNewTab")}`}</span> : null}
    </>
  );
  // Rendered to HTML once, a plain link: the box showing that HTML navigates inside the app.
  if (link.internal && !link.openInNewTab && !htmlOnly) {
    return (
      <Link to={link.href} className={className} style={style} aria-label={label} prefetch="intent">
        {content}
      </Link>
    );
  }
  return (
    <a href={link.href} className={className} style={style} aria-label={label} {...newTab}>
      {content}
    </a>
  );
}
