import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/translation/use-translation";
import { Carousel } from "~/components/home/Carousel";
import type { HomeSlide } from "~/lib/home/home-slider.server";
import { contentImageSrcSet, contentImageUrl, MOBILE_MAX_WIDTH } from "~/lib/page-builder/images";

/** What one slide takes of the row (home.css: 4 per view, 3 below 1024 px, 2 below 768 px). */
const SLIDE_SIZES = "(min-width: 1440px) 350px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw";
/** The first row is what a shopper sees first: its pictures load at once. */
const EAGER_SLIDES = 4;

/**
 * The home page slider (spec §2): the `ImageSlider` block's slides, each its picture (the phone
 * picture below 768 px), its name and its link; 4 / 3 / 2 per view, 500 ms, no loop.
 */
export function HomeSlider({ slides }: { slides: HomeSlide[] }) {
  const { t } = useTranslation();
  return (
    <Carousel
      id="home-slider"
      className="home-slider"
      label={t("home.slider.label")}
      previousLabel={t("home.slider.previous")}
      nextLabel={t("home.slider.next")}
      slides={slides.map((slide, index) => ({
        key: slide.key,
        label: slide.name || undefined,
        content: (
          <SlideLink slide={slide}>
            <SlidePicture
              slide={slide}
              alt={slide.name ? "" : t("home.slider.untitled", { index: index + 1 })}
              eager={index < EAGER_SLIDES}
              first={index === 0}
            />
          </SlideLink>
        ),
      }))}
    />
  );
}

function SlideLink({ slide, children }: { slide: HomeSlide; children: ReactNode }) {
  const body = (
    <>
      {children}
      {slide.name ? <span className="home-slide__name">{slide.name}</span> : null}
    </>
  );
  if (!slide.href) return <div className="home-slide">{body}</div>;
  const newTab = slide.openInNewTab ? { target: "_blank", rel: "noopener noreferrer" } : {};
  return slide.internal ? (
    <Link className="home-slide" to={slide.href} {...newTab}>
      {body}
    </Link>
  ) : (
    <a className="home-slide" href={slide.href} {...newTab}>
      {body}
    </a>
  );
}

/** The picture is decorative next to the slide's name, which names the link (`alt` is then empty). */
function SlidePicture({ slide, alt, eager, first }: { slide: HomeSlide; alt: string; eager: boolean; first: boolean }) {
  const desktopSet = contentImageSrcSet(slide.desktopImage, 1280);
  const mobileSet = slide.mobileImage ? contentImageSrcSet(slide.mobileImage, 960) : "";
  return (
    <picture className="home-slide__picture">
      {slide.mobileImage ? (
        <source
          media={`(max-width: ${MOBILE_MAX_WIDTH}px)`}
          srcSet={mobileSet || contentImageUrl(slide.mobileImage)}
          sizes={mobileSet ? SLIDE_SIZES : undefined}
        />
      ) : null}
      <img
        className="home-slide__image"
        src={contentImageUrl(slide.desktopImage, 640)}
        srcSet={desktopSet || undefined}
        sizes={desktopSet ? SLIDE_SIZES : undefined}
        width={400}
        height={500}
        alt={alt}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        {...(first ? { fetchpriority: "high" } : {})}
      />
    </picture>
  );
}
