import { useRef, useState, type MouseEvent, type RefObject } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { HeroSlide } from "~/lib/content/home-content";
import { fill, useLanguage, useStrings } from "~/lib/i18n/use-strings";
import { MemoizedMarkup } from "~/lib/render/markup-memo";
import type { Strings } from "~/locales/types";
import { ChevronLeftIcon, ChevronRightIcon } from "./ui/icons";
import { PageLink } from "./ui/page-link";

const anchor = (slides: readonly HeroSlide[], index: number) => `hero-${slides[(index + slides.length) % slides.length].id}`;

/**
 * Four slides, 80% of the viewport high. Without JavaScript they are a horizontal strip with CSS
 * scroll snap, and the arrows and dots are links to each slide's anchor; with it, the same links
 * scroll the strip smoothly without moving the page, and the dots show the current slide.
 */
export function HeroCarousel({ slides }: { slides: readonly HeroSlide[] }) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const t = useStrings("home");
  const hydrated = useHydrated();

  function goTo(event: MouseEvent<HTMLElement>) {
    const link = (event.target as HTMLElement).closest("a");
    const hash = link?.getAttribute("href");
    if (!track.current || !hash?.startsWith("#hero-")) return;
    const slide = track.current.querySelector<HTMLElement>(hash);
    if (!slide) return;
    event.preventDefault();
    track.current.scrollTo({ left: slide.offsetLeft, behavior: "smooth" });
  }

  // One listener for the arrow and dot links inside: they are links, so the keyboard already reaches
  // and activates them. The slides are the same for every visitor in a language: the server writes
  // them once (the first slide is the current one there).
  return (
    <MemoizedMarkup
      as="section"
      aria-roledescription="carousel"
      aria-label={t["hero.label"]}
      className="relative"
      onClick={goTo}
      memoKey={`hero ${useLanguage()} ${current} ${hydrated} ${JSON.stringify(slides)}`}
    >
      <Slides slides={slides} t={t} track={track} current={current} onSlide={setCurrent} hideOthers={hydrated} />
    </MemoizedMarkup>
  );
}

function Slides({
  slides,
  t,
  track,
  current,
  onSlide,
  hideOthers,
}: {
  slides: readonly HeroSlide[];
  t: Strings<"home">;
  track: RefObject<HTMLDivElement>;
  current: number;
  onSlide: (index: number) => void;
  /**
   * With JavaScript, the slides off screen are inert: out of the Tab order and the reading order,
   * as they are out of sight. Without it they stay reachable: Tab into one scrolls it into view.
   */
  hideOthers: boolean;
}) {
  const nameOf = (slide: HeroSlide) => t[`hero.${slide.id}.name`];
  return (
    <>
      <div
        ref={track}
        className="flex h-[80vh] min-h-[26rem] snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        onScroll={(event) => {
          // Right to left, scrollLeft runs from 0 to negative values: the slide index is its size.
          const { scrollLeft, clientWidth } = event.currentTarget;
          onSlide(Math.round(Math.abs(scrollLeft) / Math.max(1, clientWidth)));
        }}
      >
        {slides.map((slide, index) => (
          <div
            key={slide.id}
            id={anchor(slides, index)}
            role="group"
            aria-roledescription="slide"
            aria-label={fill(t["hero.slideLabel"], { number: index + 1, count: slides.length, name: nameOf(slide) })}
            {...(hideOthers && index !== current ? { inert: "" } : {})}
            className="relative h-full w-full shrink-0 snap-start overflow-hidden bg-brand-50"
          >
            <img
              src={slide.image}
              alt=""
              width={1600}
              height={900}
              loading={index === 0 ? "eager" : "lazy"}
              {...(index === 0 ? { fetchpriority: "high" } : {})}
              decoding={index === 0 ? "sync" : "async"}
              className="absolute inset-0 h-full w-full object-cover object-[70%_50%]"
            />
            <div className="relative mx-auto flex h-full max-w-7xl items-center px-16 sm:px-20">
              <div className="max-w-lg rounded-xl bg-white/85 p-6 shadow-sm backdrop-blur-sm sm:p-8">
                {index === 0 ? (
                  <h2 className="font-display text-4xl font-bold text-ink sm:text-5xl">{nameOf(slide)}</h2>
                ) : (
                  <h2 className="font-display text-3xl font-bold text-ink sm:text-4xl">{nameOf(slide)}</h2>
                )}
                <p className="mt-3 text-base text-muted sm:text-lg">{t[`hero.${slide.id}.description`]}</p>
                <PageLink to={slide.href} className="btn-primary mt-6 px-6 py-3 text-base">
                  {t.shopNow}
                </PageLink>
              </div>
            </div>
            <a href={`#${anchor(slides, index - 1)}`} aria-label={t["hero.previous"]} tabIndex={-1} className={arrowClass("start-3")}>
              <ChevronLeftIcon className="h-6 w-6 rtl:-scale-x-100" />
            </a>
            <a href={`#${anchor(slides, index + 1)}`} aria-label={t["hero.next"]} tabIndex={-1} className={arrowClass("end-3")}>
              <ChevronRightIcon className="h-6 w-6 rtl:-scale-x-100" />
            </a>
          </div>
        ))}
      </div>
      <div className="absolute inset-x-0 bottom-4 flex justify-center gap-3">
        {slides.map((slide, index) => (
          <a
            key={slide.id}
            href={`#${anchor(slides, index)}`}
            aria-label={fill(t["hero.goToSlide"], { number: index + 1, name: nameOf(slide) })}
            aria-current={index === current ? "true" : undefined}
            className={`h-3 w-3 rounded-full border-2 border-white shadow ${index === current ? "bg-brand-700" : "bg-white/70 hover:bg-white"}`}
          />
        ))}
      </div>
    </>
  );
}

const arrowClass = (side: string) =>
  `absolute ${side} top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 text-ink shadow hover:bg-white focus-visible:bg-white`;
