import { createContext, memo, useContext } from "react";
import { HydrateLater } from "~/components/common/hydrate-later";
import { useHtmlOnly } from "~/components/page-builder/html-only";
import { ownChunk } from "~/components/common/own-chunk";
import { Banner } from "~/components/page-builder/Banner";
import { Block } from "~/components/page-builder/Block";
import { BlogWidget } from "~/components/page-builder/BlogWidget";
import { ButtonItem } from "~/components/page-builder/ButtonItem";
import { Buttons } from "~/components/page-builder/Buttons";
import { Column } from "~/components/page-builder/Column";
import { ColumnGroup } from "~/components/page-builder/ColumnGroup";
import { ColumnLine } from "~/components/page-builder/ColumnLine";
import { Divider } from "~/components/page-builder/Divider";
import { DynamicBlock } from "~/components/page-builder/DynamicBlock";
import { Heading } from "~/components/page-builder/Heading";
import { HtmlCode } from "~/components/page-builder/HtmlCode";
import { Image } from "~/components/page-builder/Image";
import { MapBlock as ServerMapBlock } from "~/components/page-builder/Map";
import { Products as ServerProducts } from "~/components/page-builder/Products";
import { Row } from "~/components/page-builder/Row";
import { Slider as ServerSlider } from "~/components/page-builder/Slider";
import { Tabs as ServerTabs } from "~/components/page-builder/Tabs";
import { Text } from "~/components/page-builder/Text";
import { Video as ServerVideo } from "~/components/page-builder/Video";
import type { PageBuilderData, PageBuilderNode } from "~/lib/page-builder/types";

/**
 * The widgets with behaviour or embeds of their own (tabs, slider, map, video, products with their
 * tiles and carousel) are chunks of their own: the browser loads them only on pages whose content
 * has one. The server renders them
 * directly, so without JavaScript nothing changes.
 */
const Slider = ownChunk(import.meta.env.SSR ? ServerSlider : null, () => import("~/components/page-builder/Slider").then((m) => m.Slider));
const Tabs = ownChunk(import.meta.env.SSR ? ServerTabs : null, () => import("~/components/page-builder/Tabs").then((m) => m.Tabs));
const MapBlock = ownChunk(import.meta.env.SSR ? ServerMapBlock : null, () => import("~/components/page-builder/Map").then((m) => m.MapBlock));
const Products = ownChunk(import.meta.env.SSR ? ServerProducts : null, () => import("~/components/page-builder/Products").then((m) => m.Products));
const Video = ownChunk(import.meta.env.SSR ? ServerVideo : null, () => import("~/components/page-builder/Video").then((m) => m.Video));

const EMPTY_DATA: PageBuilderData = { products: {}, dynamicBlocks: {}, blogWidgets: {} };

/** What the loader fetched for the content's widgets (products, dynamic blocks, blog widgets). */
export const PageBuilderDataContext = createContext<PageBuilderData>(EMPTY_DATA);

export function ContentNodes({ nodes }: { nodes: readonly PageBuilderNode[] }) {
  return (
    <>
      {nodes.map((node) => (
        <ContentNode key={node.key} node={node} />
      ))}
    </>
  );
}

/** One node of the tree → its component; containers get their children already rendered. */
export function ContentNode({ node }: { node: PageBuilderNode }) {
  const data = useContext(PageBuilderDataContext);
  const htmlOnly = useHtmlOnly();
  switch (node.type) {
    case "row":
      if (htmlOnly) return <Row node={node}>{<ContentNodes nodes={node.children} />}</Row>;
      // Each row hydrates in a browser task of its own (ADR 047); a row is one element.
      return (
        <HydrateLater>
          <Row node={node}>{<ContentNodes nodes={node.children} />}</Row>
        </HydrateLater>
      );
    case "column-group":
      return <ColumnGroup node={node}>{<ContentNodes nodes={node.children} />}</ColumnGroup>;
    case "column-line":
      return <ColumnLine node={node}>{<ContentNodes nodes={node.children} />}</ColumnLine>;
    case "column":
      return <Column node={node}>{<ContentNodes nodes={node.children} />}</Column>;
    case "heading":
      return <Heading node={node} />;
    case "text":
      return <Text node={node} />;
    case "html":
      return <HtmlCode node={node} />;
    case "buttons":
      return <Buttons node={node}>{<ContentNodes nodes={node.children} />}</Buttons>;
    case "button-item":
      return <ButtonItem node={node} />;
    case "image":
      return <Image node={node} />;
    case "banner":
    case "slide":
      return <Banner node={node} />;
    case "slider":
      return <Slider node={node} />;
    case "tabs":
      return <TabsContent node={node} />;
    case "tab-item":
      // Tab items are rendered by their tabs.
      return <ContentNodes nodes={node.children} />;
    case "divider":
      return <Divider node={node} />;
    case "video":
      return <Video node={node} />;
    case "map":
      return <MapBlock node={node} apiKey={data.mapsApiKey} />;
    case "block":
      return <Block node={node}>{<ContentNodes nodes={node.children} />}</Block>;
    case "dynamic_block": {
      const documents = data.dynamicBlocks[node.key];
      if (!documents?.length) return null;
      return (
        <DynamicBlock node={node}>
          {documents.map((document, index) => (
            <ContentNodes key={index} nodes={document.children} />
          ))}
        </DynamicBlock>
      );
    }
    case "products":
      return <Products node={node} products={data.products} />;
    case "amblog_widget":
      return <BlogWidget node={node} widget={data.blogWidgets[String(node.widgetId)]} />;
  }
}

/** Tabs with their panels, made again only for a new node (the tabs' boundary then stays alone while hydrating). */
const TabsContent = memo(function TabsContent({ node }: { node: Extract<PageBuilderNode, { type: "tabs" }> }) {
  return <Tabs node={node} panels={node.children.map((item) => <ContentNodes key={item.key} nodes={item.children} />)} />;
});
