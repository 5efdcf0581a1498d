import { useEffect, useRef } from "react";
import type { VideoBackground as VideoBackgroundSettings } from "~/lib/page-builder/types";

/**
 * A muted, looping video behind a row, banner or slide. It plays only with JavaScript, only while
 * visible when the editor asked for that, and never for shoppers who prefer reduced motion; until
 * then the fallback picture (the poster) shows. YouTube and Vimeo backgrounds would need frames
 * behind content: only their fallback picture is shown.
 */
export function VideoBackground({ video }: { video: VideoBackgroundSettings }) {
  const ref = useRef<HTMLVideoElement>(null);
  const isFile = !/youtube\.com|youtu\.be|vimeo\.com/i.test(video.src);
  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const play = () => void element.play().catch(() => undefined);
    if (!video.playOnlyVisible && !video.lazyLoad) {
      play();
      return;
    }
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) play();
      else if (video.playOnlyVisible) element.pause();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [video.playOnlyVisible, video.lazyLoad]);
  return (
    <div className="pb-video-background" aria-hidden="true" style={video.overlayColor ? { ["--pb-video-overlay" as string]: video.overlayColor } : undefined}>
      {isFile ? (
        <video ref={ref} muted loop={video.loop} playsInline preload={video.lazyLoad ? "none" : "metadata"} poster={video.fallbackSrc} tabIndex={-1}>
          <source src={video.src} />
        </video>
      ) : video.fallbackSrc ? (
        <img src={video.fallbackSrc} alt="" loading="lazy" decoding="async" />
      ) : null}
    </div>
  );
}
