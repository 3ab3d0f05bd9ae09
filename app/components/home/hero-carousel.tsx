import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { type FocusEvent, useEffect, useState, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { company } from "#app/domain/documents/company.ts";
import { HeroBackdrop, withSlide } from "./hero-backdrop.tsx";

export const SLIDE_INTERVAL_MS = 6000;

export const heroSlides = [
  {
    title: "Finestre di qualità per la tua casa",
    subtitle:
      "Finestre su misura in PVC, alluminio e legno-alluminio: più luce, più silenzio e meno dispersioni di calore.",
    image: "/images/hero/hero-finestre.svg",
  },
  {
    title: "Porte scorrevoli di design",
    subtitle: "Alzanti e traslanti con grandi vetrate che aprono la casa alla luce senza rubare spazio.",
    image: "/images/hero/hero-scorrevoli.svg",
  },
  {
    title: "Porte d'ingresso blindate e sicure",
    subtitle:
      "Sicurezza certificata, isolamento termico e acustico e lo stile giusto per accogliere chi entra.",
    image: "/images/hero/hero-porte-ingresso.svg",
  },
  {
    title: "Porte interne eleganti",
    subtitle: "Battenti, scorrevoli e filomuro con finiture in laccato, laminato ed essenze naturali.",
    image: "/images/hero/hero-porte-interne.svg",
  },
] as const;

const slideCount = heroSlides.length;
const slideImages = heroSlides.map((slide) => slide.image);

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function usePrefersReducedMotion() {
  // The server cannot know the preference; it renders for the common case and the client corrects it.
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  );
}

const controlClass =
  "inline-flex size-11 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/30 focus-visible:outline-white disabled:cursor-default";

/**
 * The home hero: four slides that rotate every 6 seconds. Rotation stops while
 * the pointer or keyboard focus is inside, when the visitor pauses it, and never
 * starts for visitors who ask for reduced motion (WCAG 2.2.2).
 */
export function HeroCarousel() {
  const [activeIndex, setActiveIndex] = useState(0);
  // null means "follow the motion preference"; the toggle button records an explicit choice.
  const [rotationChoice, setRotationChoice] = useState<boolean | null>(null);
  const [pointerInside, setPointerInside] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const prefersReducedMotion = usePrefersReducedMotion();
  const hydrated = useHydrated();

  const rotationOn = rotationChoice ?? !prefersReducedMotion;
  const rotating = hydrated && rotationOn && !pointerInside && !focusInside;

  // The slides whose illustration is in the page. At load only the first: each
  // SVG image costs the browser a document of its own, and the others would be
  // decoded while the page hydrates, though nobody sees them yet
  // (docs/PERFORMANCE.md). The next one is added halfway through a slide.
  const [illustrated, setIllustrated] = useState<readonly number[]>([0]);

  useEffect(() => {
    if (!rotating) return;
    // A timeout per slide (not an interval) so that a manual jump restarts the full 6 seconds.
    const nextIndex = (activeIndex + 1) % slideCount;
    const prepare = window.setTimeout(() => setIllustrated(withSlide(nextIndex)), SLIDE_INTERVAL_MS / 2);
    const timer = window.setTimeout(() => setActiveIndex(nextIndex), SLIDE_INTERVAL_MS);
    return () => {
      window.clearTimeout(prepare);
      window.clearTimeout(timer);
    };
  }, [rotating, activeIndex]);

  function handleBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
  }

  const showSlide = (index: number) => {
    const slide = (index + slideCount) % slideCount;
    setIllustrated(withSlide(slide));
    setActiveIndex(slide);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Prodotti in evidenza"
      className="relative isolate h-[36rem] overflow-hidden bg-slate-900 text-white sm:h-[32rem] lg:h-[34rem]"
      onMouseEnter={() => setPointerInside(true)}
      onMouseLeave={() => setPointerInside(false)}
      onFocus={() => setFocusInside(true)}
      onBlur={handleBlur}
    >
      <HeroBackdrop images={slideImages} activeIndex={activeIndex} illustrated={illustrated} />

      <div className="mx-auto flex h-full max-w-7xl flex-col justify-center gap-6 px-4 pt-8 pb-24">
        <h1 className="text-sm font-semibold tracking-wide text-accent-400 uppercase">
          {company.brand}: finestre, porte e tapparelle su misura
        </h1>
        <HeroSlideTexts activeIndex={activeIndex} rotating={rotating} />
        <HeroCallsToAction />
      </div>

      <HeroControls
        activeIndex={activeIndex}
        hydrated={hydrated}
        rotationOn={rotationOn}
        onShowSlide={showSlide}
        onToggleRotation={() => setRotationChoice(!rotationOn)}
      />
    </section>
  );
}

/** The slides' headings and texts; only the active one is visible and reachable. */
function HeroSlideTexts({ activeIndex, rotating }: { activeIndex: number; rotating: boolean }) {
  return (
    <div id="hero-slides" aria-live={rotating ? "off" : "polite"} className="grid max-w-2xl">
      {heroSlides.map((slide, index) => {
        const active = index === activeIndex;
        return (
          // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern makes each slide a group; a fieldset is for form controls.
          <div
            key={slide.title}
            id={`hero-slide-${index + 1}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} di ${slideCount}`}
            aria-hidden={!active}
            inert={!active}
            className={`[grid-area:1/1] transition-[opacity,visibility] duration-700 motion-reduce:transition-none ${
              active ? "visible opacity-100" : "invisible opacity-0"
            }`}
          >
            <h2 className="text-3xl leading-tight font-bold text-balance sm:text-5xl">{slide.title}</h2>
            <p className="mt-4 text-lg text-slate-100 sm:text-xl">{slide.subtitle}</p>
          </div>
        );
      })}
    </div>
  );
}

function HeroCallsToAction() {
  return (
    <div className="flex flex-wrap gap-3">
      <a
        href="#categorie"
        className="rounded-md bg-accent-400 px-5 py-3 font-semibold text-slate-900 hover:bg-accent-500 focus-visible:outline-white"
      >
        Scopri i nostri prodotti
      </a>
      <Link
        to="/contatti"
        className="rounded-md border border-white px-5 py-3 font-semibold text-white hover:bg-white hover:text-slate-900 focus-visible:outline-white"
      >
        Richiedi preventivo
      </Link>
    </div>
  );
}

interface HeroControlsProps {
  activeIndex: number;
  /** The controls stay disabled in the server HTML, until React can act on them. */
  hydrated: boolean;
  rotationOn: boolean;
  onShowSlide: (index: number) => void;
  onToggleRotation: () => void;
}

/** Previous/next buttons, one dot per slide, and the pause/play toggle. */
function HeroControls({
  activeIndex,
  hydrated,
  rotationOn,
  onShowSlide,
  onToggleRotation,
}: HeroControlsProps) {
  return (
    <div className="absolute inset-x-0 bottom-0">
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 pb-6">
        <button
          type="button"
          className={controlClass}
          onClick={() => onShowSlide(activeIndex - 1)}
          disabled={!hydrated}
          aria-controls="hero-slides"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
          <span className="sr-only">Slide precedente</span>
        </button>
        <HeroSlideDots activeIndex={activeIndex} hydrated={hydrated} onShowSlide={onShowSlide} />
        <button
          type="button"
          className={controlClass}
          onClick={() => onShowSlide(activeIndex + 1)}
          disabled={!hydrated}
          aria-controls="hero-slides"
        >
          <ChevronRight aria-hidden="true" className="size-5" />
          <span className="sr-only">Slide successiva</span>
        </button>
        <button
          type="button"
          className={`${controlClass} ml-2`}
          onClick={onToggleRotation}
          disabled={!hydrated}
        >
          {rotationOn ? (
            <Pause aria-hidden="true" className="size-5" />
          ) : (
            <Play aria-hidden="true" className="size-5" />
          )}
          <span className="sr-only">
            {rotationOn ? "Metti in pausa la rotazione automatica" : "Avvia la rotazione automatica"}
          </span>
        </button>
      </div>
    </div>
  );
}

function HeroSlideDots({
  activeIndex,
  hydrated,
  onShowSlide,
}: Pick<HeroControlsProps, "activeIndex" | "hydrated" | "onShowSlide">) {
  return (
    <ul className="flex items-center">
      {heroSlides.map((slide, index) => (
        <li key={slide.title}>
          <button
            type="button"
            // 44 px tap target around the small visible dot.
            className="group inline-flex size-11 items-center justify-center rounded-full focus-visible:outline-white"
            onClick={() => onShowSlide(index)}
            disabled={!hydrated}
            aria-current={index === activeIndex ? "true" : undefined}
            aria-controls={`hero-slide-${index + 1}`}
          >
            <span
              aria-hidden="true"
              className={`block h-2.5 rounded-full transition-all motion-reduce:transition-none ${
                index === activeIndex ? "w-6 bg-white" : "w-2.5 bg-white/60 group-hover:bg-white/90"
              }`}
            />
            <span className="sr-only">Vai alla slide {index + 1}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
