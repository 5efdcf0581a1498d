import { mediaQueryCss } from "~/components/page-builder/box-style";
import type { ContentSettings } from "~/lib/page-builder/types";

/**
 * The editor's viewport-specific styles for one element, as a `<style>` next to it (allowed by the
 * CSP's `style-src 'unsafe-inline'`); nothing when the element has none, which is the usual case.
 */
export function MediaQueryStyles({ nodeKey, settings }: { nodeKey: string; settings: ContentSettings }) {
  const css = mediaQueryCss(nodeKey, settings.mediaQueries);
  // Raw text: React would entity-escape a text child, which CSS does not decode.
  return css ? <style dangerouslySetInnerHTML={{ __html: css }} /> : null;
}
