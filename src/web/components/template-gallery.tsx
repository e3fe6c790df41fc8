import { useId } from 'react';
import { CARD_TEMPLATES, type CardDesign, type CardTemplateId } from '../../shared/card-design';
import { CardView, type CardViewData } from '../../shared/ui/card-view';
import { cn } from '../lib/cn';

/** A fictional person for the samples, and each template's sample colours and font. */
const SAMPLE: Omit<CardViewData, keyof Omit<CardDesign, 'hideBranding' | 'qrLogo'>> = {
  fullName: 'Maya Okafor',
  jobTitle: 'Product Designer',
  company: 'Lumen Studio',
  bio: 'Designing calm, useful products for growing teams.',
  email: 'maya@lumen.example',
  phone: '0491 570 156',
  location: '',
  website: '',
  linkedin: 'https://www.linkedin.com/in/maya',
  github: '',
  twitter: '',
  facebook: '',
  instagram: 'https://www.instagram.com/maya',
  profileImageUrl: null,
  bannerImageUrl: null,
  brandLogoUrl: null,
};

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
 * Every card template, drawn by the same renderer as the public page with a sample person
 * (docs/product.md#card-design): the landing, pricing and subscription pages show what the
 * premium templates are, not pictures of them.
 */
export function TemplateGallery({
  title = 'Card templates',
  description = 'Eight layouts, your colours and fonts. Every combination stays readable: colours are checked and adjusted for contrast.',
  className,
  headingLevel = 2,
}: {
  title?: string;
  description?: string;
  className?: string;
  headingLevel?: 2 | 3;
}) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Item = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <section aria-labelledby={headingId} className={className}>
      <Heading
        id={headingId}
        className="text-xl font-extrabold tracking-tight text-ink sm:text-2xl"
      >
        {title}
      </Heading>
      <p className="mt-2 max-w-2xl text-sm leading-relaxed text-slate-600 sm:text-base">
        {description}
      </p>
      <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {CARD_TEMPLATES.map((template) => (
          <li key={template.id} className="flex min-w-0 flex-col">
            <div className="mb-2 flex items-center justify-between gap-2">
              <Item className="text-sm font-bold text-ink">{template.name}</Item>
              <span
                className={cn(
                  'rounded-full px-2 py-0.5 text-xs font-semibold',
                  template.premium ? 'bg-amber-100 text-amber-900' : 'bg-slate-100 text-slate-800',
                )}
              >
                {template.premium ? 'Premium' : 'Included'}
              </span>
            </div>
            <CardView
              variant="preview"
              previewLabel={`Sample card in the ${template.name} template`}
              card={{ ...SAMPLE, template: template.id, ...SAMPLE_LOOKS[template.id] }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
