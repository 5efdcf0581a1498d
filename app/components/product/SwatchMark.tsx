import type { CSSProperties } from "react";
import type { Swatch } from "~/lib/catalog/types";

/** The colour dot or picture of a swatch. Decorative: its label is always written next to it. */
export function SwatchMark({ swatch, className }: { swatch: Swatch; className?: string }) {
  const classes = ["swatch", className ?? ""].filter(Boolean).join(" ");
  if (swatch.kind === "color") {
    return <span className={classes} style={{ "--swatch-colour": swatch.hex } as CSSProperties} aria-hidden="true" />;
  }
  if (swatch.kind === "image") {
    return (
      <span className={`${classes} swatch--image`} aria-hidden="true">
        <img src={swatch.src} alt="" width={24} height={24} loading="lazy" decoding="async" />
      </span>
    );
  }
  return null;
}
