import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { boxClassName, boxStyle, withoutEmpty } from "~/components/page-builder/box-style";
import { MediaQueryStyles } from "~/components/page-builder/MediaQueryStyles";
import type { TabItemNode, TabsNode } from "~/lib/page-builder/types";

/**
 * Tabs. On the server (and without JavaScript) every panel is on the page under its own heading,
 * and the tab names are links to the panels, so all content is reachable. With JavaScript they
 * become an ARIA tab list: one panel at a time, starting at the editor's default (spec §4), arrow
 * keys, Home and End move between tabs, and a link to a panel's id opens that tab.
 */
export function Tabs({ node, panels }: { node: TabsNode; panels: ReactNode[] }) {
  const [enhanced, setEnhanced] = useState(false);
  const [active, setActive] = useState(node.defaultIndex);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const panelId = (index: number) => `${node.key}-panel-${index}`;
  const tabId = (index: number) => `${node.key}-tab-${index}`;

  useEffect(() => {
    setEnhanced(true);
    const fromHash = () => {
      const index = node.children.findIndex((_, position) => `#${panelId(position)}` === window.location.hash);
      if (index >= 0) setActive(index);
    };
    fromHash();
    window.addEventListener("hashchange", fromHash);
    return () => window.removeEventListener("hashchange", fromHash);
    // panelId depends only on the node's key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [node.key, node.children.length]);

  const select = (index: number) => {
    const count = node.children.length;
    const next = (index + count) % count;
    setActive(next);
    tabs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: node.children.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  const className = boxClassName(`pb-tabs pb-tabs--align-${node.navigationAlignment}`, node.settings, enhanced && "pb-tabs--enhanced");
  return (
    <div className={className} style={boxStyle(node.settings)} data-pb-key={node.key}>
      <MediaQueryStyles nodeKey={node.key} settings={node.settings} />
      {enhanced ? (
        <div className="pb-tabs__nav" role="tablist">
          {node.children.map((item, index) => (
            <button
              key={item.key}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              className="pb-tabs__tab"
              aria-selected={index === active}
              aria-controls={panelId(index)}
              tabIndex={index === active ? 0 : -1}
              onClick={() => setActive(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.tabName}
            </button>
          ))}
        </div>
      ) : (
        <ul className="pb-tabs__nav">
          {node.children.map((item, index) => (
            <li key={item.key}>
              <a className="pb-tabs__tab" href={`#${panelId(index)}`} aria-current={index === node.defaultIndex ? "true" : undefined}>
                {item.tabName}
              </a>
            </li>
          ))}
        </ul>
      )}
      <div className="pb-tabs__content" style={withoutEmpty({ minHeight: node.contentMinHeight })}>
        {node.children.map((item, index) => (
          <TabPanel
            key={item.key}
            item={item}
            id={panelId(index)}
            headingLevel={node.panelHeadingLevel}
            enhanced={enhanced}
            hidden={enhanced && index !== active}
            labelledBy={enhanced ? tabId(index) : `${panelId(index)}-heading`}
          >
            {panels[index]}
          </TabPanel>
        ))}
      </div>
    </div>
  );
}

/**
 * One tab's panel: under its own heading without JavaScript; with it a tab panel whose heading
 * only screen readers get (the tab shows the name), so the heading outline stays the same.
 */
function TabPanel({
  item,
  id,
  headingLevel,
  enhanced,
  hidden,
  labelledBy,
  children,
}: {
  item: TabItemNode;
  id: string;
  headingLevel: TabsNode["panelHeadingLevel"];
  enhanced: boolean;
  hidden: boolean;
  labelledBy: string;
  children: ReactNode;
}) {
  const { settings } = item;
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      id={id}
      className={boxClassName("pb-tabs__panel", settings, settings.verticalAlignment && `pb-valign--${settings.verticalAlignment}`)}
      style={boxStyle(settings)}
      role={enhanced ? "tabpanel" : undefined}
      aria-labelledby={labelledBy}
      tabIndex={enhanced ? 0 : -1}
      hidden={hidden}
    >
      <Heading id={`${id}-heading`} className={enhanced ? "visually-hidden" : "pb-tabs__panel-heading"}>
        {item.tabName}
      </Heading>
      {children}
    </section>
  );
}
