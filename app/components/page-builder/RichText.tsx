import { useNavigate } from "@remix-run/react";
import type { CSSProperties, MouseEvent } from "react";
import { useHtmlOnly } from "~/components/page-builder/html-only";
import { splitStorePath } from "~/lib/store-view";

/** Paths the backend serves itself: links to them always load in full. */
const BACKEND_PATHS = ["/media/", "/static/", "/graphql", "/rest/"];

/**
 * Sanitised rich text (text, HTML code, banner content). Its links are plain anchors, so without
 * JavaScript every link works; with it, a click on a link into the shop (same origin, a store
 * prefix, no new tab, no modifier key) navigates inside the app like any other link (spec §2).
 */
export function RichText(props: RichTextProps) {
  // Content rendered to HTML once (`useHtmlOnly`) is shown in a box of this kind, which takes its clicks.
  return useHtmlOnly() ? <PlainRichText {...props} /> : <NavigatingRichText {...props} />;
}

interface RichTextProps {
  html: string;
  className?: string;
  style?: CSSProperties;
  inline?: boolean;
}

function PlainRichText({ html, className, style, inline = false }: RichTextProps) {
  const Tag = inline ? "span" : "div";
  return <Tag className={className} style={style} dangerouslySetInnerHTML={{ __html: html }} />;
}

function NavigatingRichText({ html, className, style, inline = false }: RichTextProps) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const href = internalHref(event);
    if (!href) return;
    event.preventDefault();
    navigate(href);
  };
  const Tag = inline ? "span" : "div";
  return <Tag className={className} style={style} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}

function internalHref(event: MouseEvent<HTMLElement>): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element).closest?.("a[href]");
  if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (BACKEND_PATHS.some((prefix) => url.pathname.startsWith(prefix))) return null;
  // Only pages of a store view are the app's (a link to `/` or a file would not be).
  if (!splitStorePath(url.pathname).storeCode || (url.pathname === window.location.pathname && url.hash)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
