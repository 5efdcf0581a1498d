import { borderStyle, boxClassName, spacingStyle, withoutEmpty } from "~/components/page-builder/box-style";
import { ContentLink } from "~/components/page-builder/ContentLink";
import { contentImageSrcSet, contentImageUrl, MOBILE_MAX_WIDTH } from "~/lib/page-builder/images";
import type { ImageNode } from "~/lib/page-builder/types";

/** The picture fills its column at most; the page is at most 1440 px wide. */
const SIZES = "(min-width: 1440px) 1440px, 100vw";

/** The picture is a block (so an SVG without a size fills its column): align it with margins. */
function alignment(textAlign: string | undefined) {
  if (textAlign === "center") return { marginLeft: "auto", marginRight: "auto" };
  if (textAlign === "right") return { marginLeft: "auto" };
  return {};
}

/**
 * A picture (spec §2): the mobile one at 768 px and below through `<picture>`, both resized by the
 * backend; the alt text and caption the editor wrote; optionally a link.
 */
export function Image({ node }: { node: ImageNode }) {
  const srcSet = contentImageSrcSet(node.desktopImage);
  const mobileSrcSet = node.mobileImage ? contentImageSrcSet(node.mobileImage, 1600) : "";
  const picture = (
    <picture>
      {node.mobileImage ? (
        <source media={`(max-width: ${MOBILE_MAX_WIDTH}px)`} srcSet={mobileSrcSet || contentImageUrl(node.mobileImage)} sizes={mobileSrcSet ? "100vw" : undefined} />
      ) : null}
      <img
        className="pb-image__img"
        src={contentImageUrl(node.desktopImage, srcSet ? 1280 : undefined)}
        srcSet={srcSet || undefined}
        sizes={srcSet ? SIZES : undefined}
        alt={node.alt}
        title={node.title || undefined}
        style={withoutEmpty({ ...borderStyle(node.settings), ...alignment(node.settings.textAlign) })}
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
  return (
    <figure
      className={boxClassName("pb-image", { ...node.settings, desktopImage: undefined })}
      style={withoutEmpty({ ...spacingStyle(node.settings), textAlign: node.settings.textAlign as "left" | "center" | "right" | undefined })}
    >
      {node.link ? (
        <ContentLink link={node.link} className="pb-image__link" ariaLabel={node.alt ? undefined : node.title || node.caption || undefined}>
          {picture}
        </ContentLink>
      ) : (
        picture
      )}
      {node.caption ? <figcaption className="pb-image__caption">{node.caption}</figcaption> : null}
    </figure>
  );
}
