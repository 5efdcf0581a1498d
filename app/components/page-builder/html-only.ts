import { createContext, useContext } from "react";

/**
 * True while Page Builder content is rendered to HTML once on the server, to be shown afterwards
 * without React redrawing or hydrating it (app/lib/page-builder/static-html.server.tsx): parts then
 * render their plain HTML, with no hydration turns and no router links. The box that shows that
 * HTML (`RichText`) takes the clicks on links into the shop.
 */
export const HtmlOnlyContext = createContext(false);

export function useHtmlOnly(): boolean {
  return useContext(HtmlOnlyContext);
}
