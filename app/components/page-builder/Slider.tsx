import { useRef, type MouseEvent } from "react";
import { useTranslation } from "~/lib/translation/use-translation";
import { Banner } from "~/components/page-builder/Banner";
import { boxClassName, boxStyle } from "~/components/page-builder/box-style";
import { SliderArrows, SliderPause } from "~/components/page-builder/SliderControls";
import { useSlider } from "~/components/page-builder/use-slider";
import type { SliderNode } from "~/lib/page-builder/types";

/**
 * A slider: a scroll-snap list of slides that works by swiping, scrolling and its anchor dots
 * without JavaScript. With it come previous/next arrows (previous disabled on the first slide
 * unless infinite, spec §4), dots that move the list in place, and autoplay with a pause button.
 */
export function Slider({ node }: { node: SliderNode }) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const slider = useSlider(track, {
    slides: node.children.length,
    infinite: node.infinite,
    autoplay: node.autoplay,
    autoplaySpeed: node.autoplaySpeed,
    jump: node.fade,
  });
  const slideId = (index: number) => `${node.key}-slide-${index}`;
  const anyLinks = node.children.some((slide) => slide.link);
  const onDot = (event: MouseEvent<HTMLAnchorElement>, dot: number) => {
    if (!slider.enhanced) return;
    event.preventDefault();
    slider.goTo(slider.slideForDot(dot));
  };
  return (
    <div
      className={boxClassName("pb-slider", node.settings, node.fade && "pb-slider--fade")}
      style={boxStyle(node.settings)}
      role="group"
      aria-roledescription={t("pageBuilder.carousel")}
      aria-label={t("pageBuilder.slides")}
      {...slider.pauseHandlers}
    >
      <div className="pb-slider__track" ref={track} tabIndex={anyLinks ? undefined : 0} aria-live={slider.autoplaying && !slider.paused ? "off" : "polite"}>
        {node.children.map((slide, index) => (
          <div
            key={slide.key}
            id={slideId(index)}
            className="pb-slider__slide"
            role="group"
            aria-roledescription={t("pageBuilder.slide")}
            aria-label={
              slide.name
                ? t("pageBuilder.slideOf", { index: index + 1, count: node.children.length, name: slide.name })
                : t("pageBuilder.slidePosition", { index: index + 1, count: node.children.length })
            }
          >
            <Banner node={slide} className="pb-slide" />
          </div>
        ))}
      </div>
      {slider.enhanced && node.showArrows && node.children.length > 1 ? (
        <SliderArrows slider={slider} previousLabel={t("pageBuilder.previousSlide")} nextLabel={t("pageBuilder.nextSlide")} />
      ) : null}
      {node.showDots && slider.dots > 1 ? (
        <ul className="pb-slider__dots" aria-label={t("pageBuilder.chooseSlide")}>
          {Array.from({ length: slider.dots }, (_, dot) => (
            <li key={dot}>
              <a
                href={`#${slideId(slider.slideForDot(dot))}`}
                className="pb-slider__dot"
                aria-current={dot === slider.currentDot ? "true" : undefined}
                onClick={(event) => onDot(event, dot)}
              >
                <span className="visually-hidden">{t("pageBuilder.goToSlide", { index: dot + 1 })}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <SliderPause slider={slider} />
    </div>
  );
}
