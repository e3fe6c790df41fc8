import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Lock, Palette, Sparkles } from 'lucide-react';
import {
  BUTTON_SHAPES,
  CARD_FONTS,
  CARD_PALETTES,
  CARD_TEMPLATES,
  QR_LOGO_OPTIONS,
  resolveCardPalette,
  type CardDesign,
} from '../../../shared/card-design';
import type { premiumLock } from '../../../shared/billing';
import { HEX_COLOR_PATTERN, type HexColor } from '../../../shared/contrast';
import { resolveQrColors } from '../../../shared/qr-colors';
import { cn } from '../../lib/cn';
import { Notice } from '../../components/ui/notice';
import { RadioCardGroup } from '../../components/ui/radio-card-group';
import type { usePendingImage } from '../../lib/image-file';
import { FormSection } from './card-form-fields';
import { ImageControl } from './card-images';

interface CardDesignPanelProps {
  design: CardDesign;
  /** What the card has now (kept even when premium and the subscription has ended). */
  saved: CardDesign | null;
  onChange: (next: CardDesign) => void;
  /**
   * Why premium choices are locked (`premiumLock`): the subscription ended, or the user holds more
   * cards than it pays for; null when every premium choice is open.
   */
  premiumLock: ReturnType<typeof premiumLock>;
  brandLogo: ReturnType<typeof usePendingImage>;
  name: string;
  /**
   * Phones: the card's preview, kept in view at the top of the section while its choices are
   * made (the page's own preview is far above them there).
   */
  preview: ReactNode;
}

const legendClass = 'text-sm font-semibold text-ink';
function PremiumMark({ locked }: { locked: boolean }) {
  return (
    <span
      className={cn(
        'ml-auto inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
        locked ? 'bg-slate-200 text-slate-800' : 'bg-amber-100 text-amber-900',
      )}
    >
      {locked ? (
        <Lock aria-hidden="true" className="h-3 w-3" />
      ) : (
        <Sparkles aria-hidden="true" className="h-3 w-3" />
      )}
      Premium
    </span>
  );
}

function ColorField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: HexColor;
  onChange: (value: HexColor) => void;
}) {
  const id = useId();
  // What is being typed, until the field is left; otherwise the colour itself.
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? value;
  const invalid = !HEX_COLOR_PATTERN.test(text.trim().toLowerCase());
  return (
    <div className="space-y-1.5">
      <label htmlFor={`${id}-text`} className={legendClass}>
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label} picker`}
          value={value}
          onChange={(event) => onChange(event.target.value.toLowerCase() as HexColor)}
          className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
        />
        <input
          id={`${id}-text`}
          type="text"
          inputMode="text"
          autoComplete="off"
          spellCheck={false}
          maxLength={7}
          value={text}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => {
            setTyped(event.target.value);
            const next = event.target.value.trim().toLowerCase();
            if (HEX_COLOR_PATTERN.test(next)) onChange(next as HexColor);
          }}
          onBlur={() => setTyped(null)}
          className="h-11 w-full min-w-0 rounded-xl border border-slate-300 bg-white px-3 font-mono text-sm text-ink uppercase focus-visible:outline-3 focus-visible:outline-brand-600 aria-invalid:border-red-600"
        />
      </div>
      {invalid ? (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700">
          Write the colour as # and six hex digits, like #4338ca.
        </p>
      ) : null}
    </div>
  );
}

/**
 * The top of the card, drawn smaller, stuck below the site's header while the design section is on
 * screen (phones only: wider screens keep the whole preview beside the form). A copy for the eye:
 * screen readers have the page's own preview.
 */
function CompactPreview({ children }: { children: ReactNode }) {
  return (
    <div
      data-compact-preview
      aria-hidden="true"
      className="sticky top-16 z-10 -mx-5 border-b border-slate-200 bg-white/95 px-5 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:hidden"
    >
      <div className="relative mx-auto h-40 max-w-sm overflow-hidden rounded-3xl">
        <div className="[zoom:0.55]">{children}</div>
        <div className="pointer-events-none absolute inset-x-0 bottom-0 h-8 bg-linear-to-t from-white/90 to-transparent" />
      </div>
    </div>
  );
}

/**
 * The card's design beside its live preview (docs/product.md#card-design): template, colours,
 * font, button shape, company logo, the QR code's centre and the footer. Premium choices are
 * locked, with a way to the pricing page, once the subscription has ended; what the card already
 * has stays chosen.
 */
export function CardDesignPanel({
  design,
  saved,
  onChange,
  premiumLock: lock,
  brandLogo,
  name,
  preview,
}: CardDesignPanelProps) {
  const premiumOpen = lock === null;
  const set = <K extends keyof CardDesign>(key: K, value: CardDesign[K]) =>
    onChange({ ...design, [key]: value });
  const lockedIf = (premium: boolean, key: keyof CardDesign, value: unknown) =>
    premium && !premiumOpen && saved?.[key] !== value;
  const palette = resolveCardPalette(design);
  const qrColors = resolveQrColors(design.accentColor, design.backgroundColor);

  return (
    <FormSection
      title="Design"
      description="Choose how the card looks. The preview shows every change; colours are adjusted when needed so the card stays readable."
      columns={1}
      // Below the compact preview, not under it, when a choice is reached with the keyboard.
      className="max-lg:[&_:is(input,select,button,a)]:scroll-mt-52"
    >
      <CompactPreview>{preview}</CompactPreview>
      {!premiumOpen ? (
        <Notice tone="info" icon={Lock} title="Premium designs are locked" live={false}>
          {lock === 'over_allocation'
            ? 'You have more cards than your subscription pays for, so premium templates and options are locked until you delete a card or add cards. Your card keeps the design it has.'
            : 'Your subscription has ended, so premium templates and options are locked. Your card keeps the design it has.'}{' '}
          <Link to="/pricing" className="font-semibold text-brand-700 underline">
            See plans on the Pricing page
          </Link>
        </Notice>
      ) : null}

      <RadioCardGroup
        legend="Template"
        name="template"
        indicator="hidden"
        listClassName="grid gap-2 sm:grid-cols-2"
        value={design.template}
        onChange={(template) => set('template', template)}
        options={CARD_TEMPLATES.map((template) => {
          const locked = lockedIf(template.premium, 'template', template.id);
          return {
            value: template.id,
            label: template.name,
            description: template.description,
            disabled: locked,
            aside: template.premium ? <PremiumMark locked={locked} /> : undefined,
          };
        })}
      />

      <fieldset className="space-y-3">
        <legend className={legendClass}>Colours</legend>
        <div className="flex flex-wrap gap-2" role="group" aria-label="Colour palettes">
          {CARD_PALETTES.map((option) => {
            const pressed =
              design.accentColor === option.accent && design.backgroundColor === option.background;
            return (
              <button
                key={option.name}
                type="button"
                aria-pressed={pressed}
                onClick={() =>
                  onChange({
                    ...design,
                    accentColor: option.accent,
                    backgroundColor: option.background,
                  })
                }
                className={cn(
                  'inline-flex min-h-11 items-center gap-2 rounded-full border px-3 text-sm font-medium text-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                  pressed ? 'border-brand-700 ring-1 ring-brand-700' : 'border-slate-300',
                )}
              >
                <span
                  aria-hidden="true"
                  className="flex h-5 w-5 overflow-hidden rounded-full border border-slate-300"
                >
                  <span className="h-full w-1/2" style={{ background: option.background }} />
                  <span className="h-full w-1/2" style={{ background: option.accent }} />
                </span>
                {option.name}
              </button>
            );
          })}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <ColorField
            label="Accent colour"
            value={design.accentColor}
            onChange={(value) => set('accentColor', value)}
          />
          <ColorField
            label="Background colour"
            value={design.backgroundColor}
            onChange={(value) => set('backgroundColor', value)}
          />
        </div>
        <div aria-live="polite">
          {palette.adjustments.length > 0 ? (
            <Notice
              tone="info"
              icon={Palette}
              title="Adjusted so the card stays readable"
              live={false}
            >
              <ul className="space-y-1">
                {palette.adjustments.map((adjustment) => (
                  <li key={adjustment.field} data-adjustment={adjustment.field}>
                    <span
                      aria-hidden="true"
                      className="mr-1.5 inline-block h-3 w-3 rounded-sm border border-slate-400 align-middle"
                      style={{ background: adjustment.to }}
                    />
                    {adjustment.reason}
                  </li>
                ))}
              </ul>
            </Notice>
          ) : null}
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <label htmlFor="card-font" className={legendClass}>
            Font
          </label>
          <select
            id="card-font"
            value={design.fontFamily}
            onChange={(event) => {
              const font = CARD_FONTS.find((f) => f.id === event.target.value);
              if (font) set('fontFamily', font.id);
            }}
            className="h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm text-ink focus-visible:outline-3 focus-visible:outline-brand-600"
          >
            {CARD_FONTS.map((font) => (
              <option
                key={font.id}
                value={font.id}
                disabled={lockedIf(font.premium, 'fontFamily', font.id)}
              >
                {font.name}
                {font.premium ? ' (Premium)' : ''}
              </option>
            ))}
          </select>
        </div>

        <RadioCardGroup
          legend="Button shape"
          name="buttonShape"
          indicator="hidden"
          listClassName="grid grid-cols-3 gap-2"
          value={design.buttonShape}
          onChange={(shape) => set('buttonShape', shape)}
          options={BUTTON_SHAPES.map((shape) => ({ value: shape.id, label: shape.name }))}
        />
      </div>

      <div className="space-y-1.5">
        <ImageControl kind="logo" name={name} image={brandLogo} />
        {!premiumOpen ? (
          <p className="text-xs text-ink-muted">
            A new company logo is a premium option:{' '}
            <Link to="/pricing" className="font-semibold text-brand-700 underline">
              see plans
            </Link>
            .
          </p>
        ) : null}
      </div>

      <RadioCardGroup
        legend="Centre of the QR code"
        name="qrLogo"
        indicator="hidden"
        listClassName="grid gap-2 sm:grid-cols-3"
        value={design.qrLogo}
        onChange={(qrLogo) => set('qrLogo', qrLogo)}
        options={QR_LOGO_OPTIONS.map((option) => ({ value: option.id, label: option.name }))}
      >
        <p className="mt-2 text-xs text-ink-muted">
          The code is drawn in your colours; a picture in the middle raises its error correction so
          it still scans.{qrColors.adjusted ? ` ${qrColors.reason}` : ''}
        </p>
      </RadioCardGroup>

      <label
        className={cn(
          'flex min-h-11 items-start gap-3 rounded-xl border border-slate-300 p-3 text-sm',
          lockedIf(true, 'hideBranding', true) && 'bg-slate-50 text-ink-muted',
        )}
      >
        <input
          type="checkbox"
          checked={design.hideBranding}
          disabled={lockedIf(true, 'hideBranding', true) && !design.hideBranding}
          onChange={(event) => set('hideBranding', event.target.checked)}
          className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
        />
        <span className="min-w-0">
          <span className="block font-semibold text-ink">Hide CardVault branding</span>
          <span className="block text-xs text-ink-muted">
            No CardVault name, logo or link on the public page, its link previews or the saved
            contact.
          </span>
        </span>
        <PremiumMark locked={lockedIf(true, 'hideBranding', true)} />
      </label>
    </FormSection>
  );
}
