import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { CARD_TEMPLATES, type CardDesign, type CardTemplateId } from '../../shared/card-design';
import { CardView, type CardViewData } from '../../shared/ui/card-view';
import { cn } from '../lib/cn';
import { Button } from './ui/button';
import { samplePeopleDetails } from './sample-people';
import { useT } from '../lib/i18n/use-t';
import { templateAbout, templateName } from '../lib/card-design-labels';

/** Each template's sample colours, font and shape. */
const SAMPLE_LOOKS: Record<
  CardTemplateId,
  Pick<CardDesign, 'accentColor' | 'backgroundColor' | 'fontFamily' | 'buttonShape'>
> = {
  classic: {
    accentColor: '#4338ca',
    backgroundColor: '#ffffff',
    fontFamily: 'system',
    buttonShape: 'rounded',
  },
  minimal: {
    accentColor: '#334155',
    backgroundColor: '#f8fafc',
    fontFamily: 'system',
    buttonShape: 'square',
  },
  centered: {
    accentColor: '#0e7490',
    backgroundColor: '#f3fafc',
    fontFamily: 'system',
    buttonShape: 'pill',
  },
  banner: {
    accentColor: '#c2410c',
    backgroundColor: '#fffaf5',
    fontFamily: 'system',
    buttonShape: 'pill',
  },
  split: {
    accentColor: '#166534',
    backgroundColor: '#f7fbf5',
    fontFamily: 'system',
    buttonShape: 'rounded',
  },
  photo: {
    accentColor: '#a21caf',
    backgroundColor: '#fdf7fd',
    fontFamily: 'system',
    buttonShape: 'rounded',
  },
  corporate: {
    accentColor: '#1e3a8a',
    backgroundColor: '#ffffff',
    fontFamily: 'system',
    buttonShape: 'square',
  },
  dark: {
    accentColor: '#fbbf24',
    backgroundColor: '#111827',
    fontFamily: 'system',
    buttonShape: 'pill',
  },
};

/**
 * Template by template, a different sample person in it (the gallery's sample cards), their work
 * in the active language.
 */
const samplesOf = (people: ReturnType<typeof samplePeopleDetails>) =>
  CARD_TEMPLATES.map((template, index) => {
    const person = people[index % people.length]!;
    const card: CardViewData = {
      ...person,
      // The preview stays small: the two ways to reach them and their social links.
      location: '',
      website: '',
      github: '',
      twitter: '',
      facebook: '',
      profileImageUrl: null,
      bannerImageUrl: null,
      brandLogoUrl: null,
      template: template.id,
      ...SAMPLE_LOOKS[template.id],
    };
    return { template, card };
  });

/** Which way "forward" scrolls: right to left, scrollLeft runs from 0 to negative values. */
const inlineSign = (element: HTMLElement) =>
  getComputedStyle(element).direction === 'rtl' ? -1 : 1;

/** Where a scroller stands: whether there is more before and after what it shows. */
function useScrollEdges() {
  const ref = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const scrolled = Math.abs(element.scrollLeft);
      setEdges({
        atStart: scrolled <= 1,
        atEnd: scrolled + element.clientWidth >= element.scrollWidth - 1,
      });
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, []);
  return { ref, ...edges };
}

/**
 * Every card template, drawn by the same renderer as the public page, each with a sample person
 * (docs/product.md#card-design): the landing, pricing and subscription pages show what the
 * premium templates are, not pictures of them. A row that scrolls sideways (by touch, by the
 * arrow keys once it has focus, by Home and End, or a view at a time with Previous and Next),
 * so eight cards take the height of one (docs/product.md#screens-landing).
 */
export function TemplateGallery({
  title,
  description,
  className,
  headingLevel = 2,
}: {
  title?: string;
  description?: string;
  className?: string;
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  // A change of language mounts the app again, so the samples are read once a mount.
  const [samples] = useState(() => samplesOf(samplePeopleDetails()));
  const headingId = useId();
  const listId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Item = headingLevel === 2 ? 'h3' : 'h4';
  const { ref, atStart, atEnd } = useScrollEdges();

  const scrollByView = (direction: 1 | -1) => {
    const list = ref.current;
    if (list) list.scrollBy({ left: direction * inlineSign(list) * list.clientWidth });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const list = event.currentTarget;
    list.scrollTo({ left: event.key === 'Home' ? 0 : inlineSign(list) * list.scrollWidth });
  };

  return (
    <section aria-labelledby={headingId} className={className}>
      <div className="flex items-center justify-between gap-4">
        <Heading
          id={headingId}
          className="min-w-0 text-lg font-extrabold tracking-tight text-ink sm:text-2xl"
        >
          {title ?? t('templateGallery.title')}
        </Heading>
        <div className="flex shrink-0 gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label={t('templateGallery.previous')}
            aria-controls={listId}
            disabled={atStart}
            onClick={() => scrollByView(-1)}
            className="focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <ChevronLeft aria-hidden="true" className="h-5 w-5" />
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={t('templateGallery.next')}
            aria-controls={listId}
            disabled={atEnd}
            onClick={() => scrollByView(1)}
            className="focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <ChevronRight aria-hidden="true" className="h-5 w-5" />
          </Button>
        </div>
      </div>
      <p className="mt-2 max-w-2xl text-sm leading-relaxed text-slate-600 sm:text-base">
        {description ?? t('templateGallery.description')}
      </p>
      {/* Focusable, so the keyboard can scroll it; named by the heading for screen readers. */}
      <ul
        id={listId}
        ref={ref}
        aria-labelledby={headingId}
        tabIndex={0}
        onKeyDown={onKeyDown}
        className="@container mt-5 flex snap-x snap-mandatory gap-4 overflow-x-auto overscroll-x-contain scroll-px-1 rounded-2xl px-1 pt-1 pb-5 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 motion-safe:scroll-smooth"
      >
        {samples.map(({ template, card }) => (
          <li
            key={template.id}
            className="flex w-[78%] shrink-0 snap-start flex-col @lg:w-[calc((100%-1rem)/2)] @4xl:w-[calc((100%-2rem)/3)] @6xl:w-[calc((100%-3rem)/4)]"
          >
            <div className="flex items-center justify-between gap-2">
              <Item className="text-sm font-bold text-ink">{templateName(template.id)}</Item>
              <span
                className={cn(
                  'rounded-full px-2 py-0.5 text-xs font-semibold',
                  template.premium ? 'bg-amber-100 text-amber-900' : 'bg-slate-100 text-slate-800',
                )}
              >
                {template.premium ? t('editor.design.premium') : t('templateGallery.included')}
              </span>
            </div>
            <p className="mt-1 mb-3 text-xs leading-snug text-slate-600">
              {templateAbout(template.id)}
            </p>
            {/*
              One a view (phones): a little smaller than life and cut to the same height, fading
              out below (the templates differ at the top: banner, photo, name), so the row stays
              short.
            */}
            <div className="@max-lg:max-h-[25rem] @max-lg:overflow-hidden @max-lg:[mask-image:linear-gradient(to_bottom,#000_75%,transparent)] @max-lg:[zoom:0.85]">
              <CardView
                variant="preview"
                previewLabel={t('templateGallery.sample', { template: templateName(template.id) })}
                card={card}
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
