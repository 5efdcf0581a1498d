/**
 * Renders CMS content for a store view with every widget the engine knows (Magento's
 * Widget\Model\Template\Filter as CmsGraphQl, BannerGraphQl and blog resolvers apply it): the
 * static block, products list, dynamic blocks rotator and link widgets, plus `{{media}}` /
 * `{{store}}`. One instance per engine (services.cmsContent); resolvers pass the request's scope.
 */
import type { Database } from "../../db/connect";
import type { ConfigReader } from "../store";
import { renderContent, type ContentScope, type WidgetRenderer } from "./directives";
import { DYNAMIC_BLOCKS_WIDGET, dynamicBlockWidget } from "./dynamicBlockWidget";
import { createLinkWidgets } from "./linkWidgets";
import { createProductsListWidget, PRODUCTS_LIST_WIDGET } from "./productsListWidget";
import { createStaticBlockWidget, STATIC_BLOCK_WIDGET } from "./staticBlockWidget";

export interface CmsContentRenderer {
  /** `content` with its directives rendered for the store view of `scope`. */
  render(content: string, scope: ContentScope): Promise<string>;
}

export function createCmsContentRenderer(db: Database, config: ConfigReader): CmsContentRenderer {
  const widgets = new Map<string, WidgetRenderer>([
    [STATIC_BLOCK_WIDGET, createStaticBlockWidget(db)],
    [PRODUCTS_LIST_WIDGET, createProductsListWidget(db, config)],
    [DYNAMIC_BLOCKS_WIDGET, dynamicBlockWidget],
    ...createLinkWidgets(db),
  ]);
  return {
    render: (content, scope) => renderContent(content, { scope, widgets }),
  };
}
