import { useRef, type ReactNode } from "react";
import { backgroundStyle, boxClassName, boxStyle, withoutEmpty } from "~/components/page-builder/box-style";
import { MediaQueryStyles } from "~/components/page-builder/MediaQueryStyles";
import { useParallax } from "~/components/page-builder/use-parallax";
import { VideoBackground } from "~/components/page-builder/VideoBackground";
import type { RowNode } from "~/lib/page-builder/types";

/**
 * A row (spec §2): contained (kept to the page width), full-width (background across the window,
 * content at the page width) or full-bleed (both across the window), with the editor's spacing,
 * border, background, vertical alignment, parallax and video background. As in Magento's markup
 * the outer element does the layout and the box inside carries the editor's styles.
 */
export function Row({ node, children }: { node: RowNode; children: ReactNode }) {
  const { settings, appearance } = node;
  const parallax = Boolean(settings.enableParallax && settings.desktopImage);
  const fullBleed = appearance === "full-bleed";
  const layer = useRef<HTMLDivElement>(null);
  useParallax(layer, parallax ? (settings.parallaxSpeed ?? 0.5) : 0);
  const style = boxStyle(settings, { fullBleed });
  if (parallax) {
    delete style["--pb-bg-image"];
    delete style["--pb-bg-image-mobile"];
  }
  const box = (
    <div
      className={boxClassName(
        "pb-row__box",
        parallax ? { ...settings, desktopImage: undefined } : settings,
        settings.verticalAlignment && `pb-valign--${settings.verticalAlignment}`,
        (parallax || settings.video) && "pb-row__box--layered",
      )}
      style={style}
      data-pb-key={node.key}
    >
      {parallax ? (
        <div
          ref={layer}
          className="pb-parallax pb-background"
          aria-hidden="true"
          style={withoutEmpty({ ...backgroundStyle(settings, { fullBleed }), backgroundColor: undefined })}
        />
      ) : null}
      {settings.video ? <VideoBackground video={settings.video} /> : null}
      {appearance === "full-width" ? <div className="pb-row__inner">{children}</div> : children}
    </div>
  );
  return (
    <div className={`pb-row pb-row--${appearance}`}>
      <MediaQueryStyles nodeKey={node.key} settings={settings} />
      {box}
    </div>
  );
}
