import { useTranslation } from "~/lib/translation/use-translation";
import { Icon } from "~/components/icons/Icon";
import type { useSlider } from "~/components/page-builder/use-slider";

type SliderState = ReturnType<typeof useSlider>;

/** Previous / next buttons of a Page Builder slider or products carousel, disabled as spec §4 says. */
export function SliderArrows({ slider, previousLabel, nextLabel }: { slider: SliderState; previousLabel: string; nextLabel: string }) {
  return (
    <div className="pb-slider__arrows">
      <button type="button" className="icon-button pb-slider__arrow pb-slider__arrow--previous" onClick={slider.previous} disabled={slider.disabled.previous} aria-label={previousLabel}>
        <Icon name="back" />
      </button>
      <button type="button" className="icon-button pb-slider__arrow pb-slider__arrow--next" onClick={slider.next} disabled={slider.disabled.next} aria-label={nextLabel}>
        <Icon name="forward" />
      </button>
    </div>
  );
}

/** The button that pauses and resumes autoplay (WCAG 2.2.2); only while the slider autoplays. */
export function SliderPause({ slider }: { slider: SliderState }) {
  const { t } = useTranslation();
  if (!slider.autoplaying) return null;
  return (
    <button type="button" className="pb-slider__pause" onClick={slider.togglePaused} aria-pressed={slider.paused}>
      {t("pageBuilder.pauseSlides")}
    </button>
  );
}
