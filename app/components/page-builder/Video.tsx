import { useTranslation } from "~/lib/translation/use-translation";
import { borderStyle, boxClassName, withoutEmpty } from "~/components/page-builder/box-style";
import type { VideoNode } from "~/lib/page-builder/types";

/** Where YouTube and Vimeo videos are embedded from: YouTube's privacy-enhanced host, Vimeo without tracking. */
export function videoEmbedUrl(node: Pick<VideoNode, "source" | "autoplay" | "muted">): string | null {
  const params = new URLSearchParams();
  if (node.source.kind === "youtube") {
    params.set("rel", "0");
    if (node.autoplay) params.set("autoplay", "1");
    if (node.muted || node.autoplay) params.set("mute", "1");
    return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(node.source.id)}?${params}`;
  }
  if (node.source.kind === "vimeo") {
    params.set("dnt", "1");
    if (node.autoplay) params.set("autoplay", "1");
    if (node.muted || node.autoplay) params.set("muted", "1");
    return `https://player.vimeo.com/video/${encodeURIComponent(node.source.id)}?${params}`;
  }
  return null;
}

/**
 * A video: YouTube and Vimeo in a frame that loads only when scrolled near, a video file in the
 * browser's own player. Autoplay is always muted (browsers allow nothing else).
 */
export function Video({ node }: { node: VideoNode }) {
  const { t } = useTranslation();
  const { settings } = node;
  const embed = videoEmbedUrl(node);
  return (
    <div
      className={boxClassName("pb-video", settings)}
      style={withoutEmpty({
        marginTop: settings.marginTop,
        marginRight: settings.marginRight,
        marginBottom: settings.marginBottom,
        marginLeft: settings.marginLeft,
        textAlign: settings.textAlign as "left" | "center" | "right" | undefined,
      })}
    >
      <div className="pb-video__inner" style={withoutEmpty({ maxWidth: node.maxWidth })}>
        <div
          className="pb-video__wrapper"
          style={withoutEmpty({
            ...borderStyle(settings),
            paddingTop: settings.paddingTop,
            paddingRight: settings.paddingRight,
            paddingBottom: settings.paddingBottom,
            paddingLeft: settings.paddingLeft,
          })}
        >
          <div className="pb-video__frame">
            {embed ? (
              <iframe
                src={embed}
                title={t("pageBuilder.video")}
                loading="lazy"
                allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
                referrerPolicy="strict-origin-when-cross-origin"
              />
            ) : node.source.kind === "file" ? (
              <video src={node.source.src} controls preload="metadata" autoPlay={node.autoplay} muted={node.muted || node.autoplay} playsInline>
                <a href={node.source.src}>{t("pageBuilder.downloadVideo")}</a>
              </video>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}
