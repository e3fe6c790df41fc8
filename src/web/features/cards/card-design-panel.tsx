import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Lock, Palette } from 'lucide-react';
import type { LockableField } from '../../../shared/brand-kit';
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
import { resolveQrColors } from '../../../shared/qr-colors';
import { cn } from '../../lib/cn';
import { Notice } from '../../components/ui/notice';
import { RadioCardGroup } from '../../components/ui/radio-card-group';
import type { usePendingImage } from '../../lib/image-file';
import { FormSection } from './card-form-fields';
import { ImageControl } from './card-images';
import {
  ColorField,
  CompactPreview,
  legendClass,
  LockedNote,
  PremiumMark,
} from './card-design-controls';
import { useT } from '../../lib/i18n/use-t';
import {
  adjustmentText,
  buttonShapeName,
  fontName,
  paletteName,
  qrLogoName,
  qrReasonsOf,
  templateAbout,
  templateName,
} from '../../lib/card-design-labels';

/** The brand kit's locks on an organisation's card: those fields are shown, not changed. */
export interface BrandLocks {
  locked: ReadonlySet<LockableField>;
  /** "Set by <organisation>", beside each locked field. */
  note: string;
}

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
  /** Fields the organisation's brand kit sets (the card editor of an organisation's card). */
  locks?: BrandLocks;
  /** After each lockable choice: the brand kit screen's "Lock on every card" switch. */
  lockToggle?: (field: LockableField) => ReactNode;
  /** Whether "Hide CardVault branding" is offered (a card's choice, not the brand kit's). */
  brandingOption?: boolean;
  title?: string;
  description?: string;
  /** The logo's status line when nothing new is chosen ("Saved with the card"). */
  logoSavedText?: string;
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
  locks,
  lockToggle,
  brandingOption = true,
  title,
  description,
  logoSavedText,
}: CardDesignPanelProps) {
  const t = useT();
  const premiumOpen = lock === null;
  const isLocked = (field: LockableField) => locks?.locked.has(field) ?? false;
  /** What follows a lockable choice: the note that it is locked, or the kit's lock switch. */
  const after = (field: LockableField) => (
    <>
      {isLocked(field) && locks ? <LockedNote text={locks.note} /> : null}
      {lockToggle?.(field)}
    </>
  );
  const colorsLocked = isLocked('accentColor') || isLocked('backgroundColor');
  const set = <K extends keyof CardDesign>(key: K, value: CardDesign[K]) =>
    onChange({ ...design, [key]: value });
  const lockedIf = (premium: boolean, key: keyof CardDesign, value: unknown) =>
    premium && !premiumOpen && saved?.[key] !== value;
  const palette = resolveCardPalette(design);
  const qrColors = resolveQrColors(design.accentColor, design.backgroundColor);
  const qrReasons = qrReasonsOf(design, qrColors);

  return (
    <FormSection
      title={title ?? t('editor.design.title')}
      description={description ?? t('editor.design.description')}
      columns={1}
      // Below the compact preview, not under it, when a choice is reached with the keyboard.
      className="max-lg:[&_:is(input,select,button,a)]:scroll-mt-52"
    >
      <CompactPreview>{preview}</CompactPreview>
      {!premiumOpen ? (
        <Notice tone="info" icon={Lock} title={t('editor.design.lockedTitle')} live={false}>
          {lock === 'over_allocation'
            ? t('editor.design.lockedOver')
            : t('editor.design.lockedEnded')}{' '}
          <Link to="/pricing" className="font-semibold text-brand-700 underline">
            {t('editor.design.seePlansPricing')}
          </Link>
        </Notice>
      ) : null}

      <RadioCardGroup
        legend={t('editor.design.template')}
        name="template"
        indicator="hidden"
        listClassName="grid gap-2 sm:grid-cols-2"
        value={design.template}
        onChange={(template) => set('template', template)}
        options={CARD_TEMPLATES.map((template) => {
          const locked = lockedIf(template.premium, 'template', template.id);
          return {
            value: template.id,
            label: templateName(template.id),
            description: templateAbout(template.id),
            disabled: locked || (isLocked('template') && template.id !== design.template),
            aside: template.premium ? <PremiumMark locked={locked} /> : undefined,
          };
        })}
      >
        <div className="mt-2 space-y-2">{after('template')}</div>
      </RadioCardGroup>

      <fieldset className="space-y-3">
        <legend className={legendClass}>{t('editor.design.colours')}</legend>
        <div className="flex flex-wrap gap-2" role="group" aria-label={t('editor.design.palettes')}>
          {CARD_PALETTES.map((option) => {
            const pressed =
              design.accentColor === option.accent && design.backgroundColor === option.background;
            return (
              <button
                key={option.name}
                type="button"
                aria-pressed={pressed}
                disabled={colorsLocked}
                onClick={() =>
                  onChange({
                    ...design,
                    accentColor: option.accent,
                    backgroundColor: option.background,
                  })
                }
                className={cn(
                  'inline-flex min-h-11 items-center gap-2 rounded-full border px-3 text-sm font-medium text-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60',
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
                {paletteName(option.name)}
              </button>
            );
          })}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-2">
            <ColorField
              label={t('editor.design.accent')}
              value={design.accentColor}
              disabled={isLocked('accentColor')}
              onChange={(value) => set('accentColor', value)}
            />
            {after('accentColor')}
          </div>
          <div className="space-y-2">
            <ColorField
              label={t('editor.design.background')}
              value={design.backgroundColor}
              disabled={isLocked('backgroundColor')}
              onChange={(value) => set('backgroundColor', value)}
            />
            {after('backgroundColor')}
          </div>
        </div>
        <div aria-live="polite">
          {palette.adjustments.length > 0 ? (
            <Notice
              tone="info"
              icon={Palette}
              title={t('editor.design.adjustedTitle')}
              live={false}
            >
              <ul className="space-y-1">
                {palette.adjustments.map((adjustment) => (
                  <li key={adjustment.field} data-adjustment={adjustment.field}>
                    <span
                      aria-hidden="true"
                      className="me-1.5 inline-block h-3 w-3 rounded-sm border border-slate-400 align-middle"
                      style={{ background: adjustment.to }}
                    />
                    {adjustmentText(adjustment, palette.surface)}
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
            {t('editor.design.font')}
          </label>
          <select
            id="card-font"
            value={design.fontFamily}
            disabled={isLocked('fontFamily')}
            onChange={(event) => {
              const font = CARD_FONTS.find((f) => f.id === event.target.value);
              if (font) set('fontFamily', font.id);
            }}
            className="h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm text-ink focus-visible:outline-3 focus-visible:outline-brand-600 disabled:bg-slate-100 disabled:text-slate-700"
          >
            {CARD_FONTS.map((font) => (
              <option
                key={font.id}
                value={font.id}
                disabled={lockedIf(font.premium, 'fontFamily', font.id)}
              >
                {font.premium
                  ? t('editor.design.premiumOption', { name: fontName(font.id) })
                  : fontName(font.id)}
              </option>
            ))}
          </select>
          {after('fontFamily')}
        </div>

        <RadioCardGroup
          legend={t('editor.design.buttonShape')}
          name="buttonShape"
          indicator="hidden"
          listClassName="grid grid-cols-3 gap-2"
          value={design.buttonShape}
          onChange={(shape) => set('buttonShape', shape)}
          options={BUTTON_SHAPES.map((shape) => ({
            value: shape.id,
            label: buttonShapeName(shape.id),
            disabled: isLocked('buttonShape') && shape.id !== design.buttonShape,
          }))}
        >
          <div className="mt-2 space-y-2">{after('buttonShape')}</div>
        </RadioCardGroup>
      </div>

      <div className="space-y-1.5">
        <ImageControl
          kind="logo"
          name={name}
          image={brandLogo}
          lockedNote={isLocked('brandLogo') ? locks?.note : undefined}
          savedText={logoSavedText}
        />
        {lockToggle?.('brandLogo')}
        {!premiumOpen ? (
          <p className="text-xs text-ink-muted">
            {t.rich('editor.design.logoPremium', {
              link: (chunks) => (
                <Link to="/pricing" className="font-semibold text-brand-700 underline">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        ) : null}
      </div>

      <RadioCardGroup
        legend={t('editor.design.qrCentre')}
        name="qrLogo"
        indicator="hidden"
        listClassName="grid gap-2 sm:grid-cols-3"
        value={design.qrLogo}
        onChange={(qrLogo) => set('qrLogo', qrLogo)}
        options={QR_LOGO_OPTIONS.map((option) => ({
          value: option.id,
          label: qrLogoName(option.id),
          disabled: isLocked('qrLogo') && option.id !== design.qrLogo,
        }))}
      >
        <p className="mt-2 text-xs text-ink-muted">
          {[t('editor.design.qrHelp'), ...qrReasons].join(' ')}
        </p>
        <div className="mt-2 space-y-2">{after('qrLogo')}</div>
      </RadioCardGroup>

      {brandingOption ? (
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
            <span className="block font-semibold text-ink">{t('editor.design.hideBranding')}</span>
            <span className="block text-xs text-ink-muted">
              {t('editor.design.hideBrandingHelp')}
            </span>
          </span>
          <PremiumMark locked={lockedIf(true, 'hideBranding', true)} />
        </label>
      ) : null}
    </FormSection>
  );
}
