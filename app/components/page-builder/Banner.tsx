import type { CSSProperties } from "react";
import { backgroundStyle, borderStyle, boxClassName, withoutEmpty } from "~/components/page-builder/box-style";
import { ContentLink } from "~/components/page-builder/ContentLink";
import { RichText } from "~/components/page-builder/RichText";
import { VideoBackground } from "~/components/page-builder/VideoBackground";
import { isDarkOverlay } from "~/lib/page-builder/color";
import type { BannerFields, ContentSettings } from "~/lib/page-builder/types";

type BannerLike = BannerFields & { key: string; settings: ContentSettings; name?: string };

/**
 * A banner, and the body of a slide (spec §3 "Banner"): a background picture (the mobile one under
 * 768 px), rich text, an optional overlay colour and button, shown always, on hover (and keyboard
 * focus) or never; the whole banner is one link when the editor gave it one. The button is drawn
 * as text in button style: a button inside a link would be two controls in one.
 */
export function Banner({ node, className }: { node: BannerLike; className?: string }) {
  const { settings } = node;
  const poster = node.appearance === "poster";
  const sizing: CSSProperties = withoutEmpty({
    minHeight: settings.minHeight,
    paddingTop: settings.paddingTop,
    paddingRight: settings.paddingRight,
    paddingBottom: settings.paddingBottom,
    paddingLeft: settings.paddingLeft,
  });
  const overlayStyle = withoutEmpty({
    ...(poster ? sizing : {}),
    ...(node.overlayColor ? { "--pb-overlay-color": node.overlayColor } : {}),
  }) as CSSProperties;
  const wrapperStyle = withoutEmpty({
    ...backgroundStyle(settings),
    ...borderStyle(settings),
    ...(poster ? {} : sizing),
    textAlign: settings.textAlign as CSSProperties["textAlign"],
  });
  const hasText = Boolean(node.contentHtml || node.buttonText);
  // Legible text whatever the picture: light on a dark overlay, else on a light panel over a picture.
  const tone =
    node.showOverlay === "always" && isDarkOverlay(node.overlayColor)
      ? "pb-banner--on-dark"
      : settings.desktopImage || settings.video
        ? "pb-banner--on-picture"
        : undefined;
  const body = (
    <div className={settings.desktopImage ? "pb-banner__wrapper pb-background" : "pb-banner__wrapper"} style={wrapperStyle}>
      {settings.video ? <VideoBackground video={settings.video} /> : null}
      <div className={`pb-banner__overlay pb-banner__overlay--${node.showOverlay}`} style={overlayStyle}>
        <div className="pb-banner__content">
          {node.contentHtml ? <RichText html={node.contentHtml} className="pb-banner__text cms-html" /> : null}
          {node.buttonText ? (
            <span className={`pb-button pb-button--${priorityOf(node.buttonType)} pb-banner__button pb-banner__button--${node.showButton}`}>
              {node.buttonText}
            </span>
          ) : null}
        </div>
      </div>
    </div>
  );
  return (
    <div
      className={boxClassName(`pb-banner pb-banner--${node.appearance}`, { ...settings, desktopImage: undefined }, tone, className)}
      style={withoutEmpty({ marginTop: settings.marginTop, marginRight: settings.marginRight, marginBottom: settings.marginBottom, marginLeft: settings.marginLeft })}
    >
      {node.link ? (
        <ContentLink link={node.link} className="pb-banner__link" ariaLabel={hasText ? undefined : node.name || undefined}>
          {body}
        </ContentLink>
      ) : (
        body
      )}
    </div>
  );
}

function priorityOf(type: BannerFields["buttonType"]): "high" | "normal" | "low" {
  return type === "secondary" ? "normal" : type === "link" ? "low" : "high";
}
