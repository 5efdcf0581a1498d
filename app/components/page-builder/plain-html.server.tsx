/**
 * Plain CMS content (`isPlainContent`: no slider, tabs, video, map, products or widgets) rendered to
 * HTML by the Page Builder components, to be shown as that HTML (`CmsBlocks`): the browser keeps it
 * as it came, never hydrates it, and its links into the shop still navigate inside the app
 * (`RichText`). `loadCmsBlocks` renders each content once per store view and remembers it.
 */
import { renderToStaticMarkup } from "react-dom/server.browser";
import { ContentNodes } from "~/components/page-builder/ContentNode";
import { HtmlOnlyContext } from "~/components/page-builder/html-only";
import type { Language } from "~/lib/i18n";
import { resources } from "~/lib/i18n.server";
import type { PageBuilderDocument } from "~/lib/page-builder/types";
import { TranslationProvider } from "~/lib/translation/use-translation";

export function renderPlainContent(document: PageBuilderDocument, language: Language): string {
  if (!document.children.length) return "";
  return renderToStaticMarkup(
    <TranslationProvider language={language} messages={resources[language].common}>
      <HtmlOnlyContext.Provider value={true}>
        <ContentNodes nodes={document.children} />
      </HtmlOnlyContext.Provider>
    </TranslationProvider>,
  );
}
