import { useState } from 'react';
import { Link } from 'react-router';
import { useWatch } from 'react-hook-form';
import {
  BRAND_CONTENT_FIELDS,
  brandContentSchema,
  type BrandContent,
  type BrandContentField,
  type BrandKit,
  type LockableField,
} from '../../../shared/brand-kit';
import { isValidWebsite, normalizeWebsite } from '../../../shared/card';
import type { CardDesign } from '../../../shared/card-design';
import { ERROR_CODES } from '../../../shared/error-codes';
import type { OrgSummary } from '../../../shared/organisations';
import { formatPhone } from '../../../shared/phone-format';
import { PHONE_MAX_CHARS } from '../../../shared/phone';
import { normalizeSocial, SOCIAL_NETWORKS, type SocialNetwork } from '../../../shared/social';
import { CardView } from '../../../shared/ui/card-view';
import { buttonClasses } from '../../components/ui/button';
import { TextField } from '../../components/ui/form-field';
import { useLeaveGuard } from '../../components/ui/leave-guard';
import { Notice } from '../../components/ui/notice';
import { UploadProgress } from '../../components/ui/progress-bar';
import { BusyButton } from '../../components/ui/submit-button';
import { useCardFont } from '../../lib/card-font';
import { failureMessage, isApiError } from '../../lib/http';
import { usePendingImage } from '../../lib/image-file';
import { withOrg } from '../../lib/org-context';
import { toast, toastFailure } from '../../lib/toast';
import { useZodForm } from '../../lib/use-zod-form';
import { BRAND_FAILURES, useSaveBrandKit } from './brand-api';
import { CardDesignPanel } from './card-design-panel';
import { FormSection } from './card-form-fields';
import { previewOf, socialPlaceholder } from './card-form-values';
import { translate } from '../../lib/i18n/intl';
import { useT } from '../../lib/i18n/use-t';
import { lockableLabel } from '../../lib/card-design-labels';

/** The member the preview shows: the kit's values around a colleague's own. */
const sampleMember = () => ({
  fullName: 'Alex Morgan',
  jobTitle: translate('brandKit.sampleJobTitle'),
  email: 'alex.morgan@example.com',
  bio: '',
  title: '',
});

/** "Lock <field> on every card": the kit's switch for one field, a real labelled checkbox. */
function LockToggle({
  field,
  checked,
  onChange,
}: {
  field: LockableField;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useT();
  return (
    <label className="flex min-h-11 w-fit cursor-pointer items-center gap-2.5 text-sm text-ink">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="h-5 w-5 shrink-0 accent-brand-700"
      />
      <span>{t('brandKit.lockOnEvery', { field: lockableLabel(field) })}</span>
    </label>
  );
}

const TEXT_FIELDS: { name: Exclude<BrandContentField, SocialNetwork>; optional?: boolean }[] = [
  { name: 'company' },
  { name: 'website' },
  { name: 'location' },
  { name: 'phone' },
];

/**
 * The brand kit's form (docs/product.md#brand-kit): the shared details and the design, each with
 * its lock, beside a member's card drawn in the kit.
 */
export function BrandKitForm({
  organisation,
  kit,
}: {
  organisation: Pick<OrgSummary, 'id' | 'slug' | 'name'>;
  kit: BrandKit;
}) {
  const t = useT();
  const save = useSaveBrandKit();
  const [saved, setSaved] = useState(kit);
  const savedDesign: CardDesign = { ...saved.design, hideBranding: false };
  const [design, setDesign] = useState<CardDesign>(savedDesign);
  const [locked, setLocked] = useState<ReadonlySet<LockableField>>(new Set(saved.locked));
  const logo = usePendingImage(saved.logoUrl);
  const [progress, setProgress] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useZodForm(brandContentSchema, { defaultValues: saved.content, mode: 'onTouched' });
  const values = useWatch({ control });

  const lockedDirty =
    [...locked].sort().join() !== [...saved.locked].sort().join() ||
    JSON.stringify(design) !== JSON.stringify(savedDesign);
  const leaveGuard = useLeaveGuard(isDirty || lockedDirty || logo.pending !== null);

  const toggle = (field: LockableField) => (checked: boolean) =>
    setLocked((current) => {
      const next = new Set(current);
      if (checked) next.add(field);
      else next.delete(field);
      return next;
    });
  const lockToggle = (field: LockableField) => (
    <LockToggle field={field} checked={locked.has(field)} onChange={toggle(field)} />
  );

  const preview = previewOf(
    { ...sampleMember(), ...values },
    { profileImageUrl: null, bannerImageUrl: null, brandLogoUrl: logo.shownUrl },
    design,
  );
  useCardFont(preview.fontFamily);

  const normalizeOnBlur = (
    name: BrandContentField,
    normalize: (value: string) => string | undefined,
  ) => {
    const registration = register(name);
    return {
      ...registration,
      onBlur: (event: React.FocusEvent<HTMLInputElement>) => {
        const next = normalize(event.target.value);
        if (next !== undefined && next !== event.target.value)
          setValue(name, next, { shouldDirty: true });
        return registration.onBlur(event);
      },
    };
  };

  const onSubmit = handleSubmit(async (content: BrandContent) => {
    setFormError(null);
    // Every card needs a phone number: the kit cannot lock it empty.
    if (locked.has('phone') && content.phone === '') {
      setError('phone', { message: t('brandKit.lockedPhoneEmpty') }, { shouldFocus: true });
      return;
    }
    setProgress(logo.pending?.kind === 'upload' ? 0 : null);
    const { hideBranding: _hideBranding, ...brandDesign } = design;
    try {
      const next = await save.mutateAsync({
        orgId: organisation.id,
        design: brandDesign,
        content,
        locked: [...locked],
        logo: logo.pending,
        onProgress: setProgress,
      });
      setSaved(next);
      reset(next.content);
      setDesign({ ...next.design, hideBranding: false });
      setLocked(new Set(next.locked));
      logo.clear();
      toast.success(t('brandKit.saved'));
    } catch (error) {
      const message = failureMessage(error, BRAND_FAILURES.save);
      const match = isApiError(error, ERROR_CODES.VALIDATION_ERROR)
        ? /^([A-Za-z]+): (.+)$/.exec(message)
        : null;
      const named = match?.[1] as BrandContentField | undefined;
      if (named && (BRAND_CONTENT_FIELDS as readonly string[]).includes(named) && match?.[2])
        setError(named, { message: match[2] }, { shouldFocus: true });
      setFormError(message);
      toastFailure(error, BRAND_FAILURES.save);
    } finally {
      setProgress(null);
    }
  });

  const busy = isSubmitting;
  const lockedCount = locked.size;

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start xl:grid-cols-[minmax(0,1fr)_26rem]">
      {leaveGuard.dialog}
      <form
        noValidate
        onSubmit={onSubmit}
        className="space-y-6"
        aria-describedby={formError ? 'brand-form-error' : undefined}
      >
        <FormSection title={t('brandKit.sharedTitle')} description={t('brandKit.sharedHelp')}>
          {TEXT_FIELDS.map(({ name }) => (
            <div key={name} className="min-w-0 space-y-1">
              <TextField
                label={t('editor.optional', { label: lockableLabel(name) })}
                {...(name === 'website'
                  ? {
                      ...normalizeOnBlur(name, (value) =>
                        isValidWebsite(value) ? normalizeWebsite(value) : undefined,
                      ),
                      type: 'url',
                      inputMode: 'url',
                      placeholder: 'www.example.com',
                    }
                  : name === 'phone'
                    ? {
                        ...register(name),
                        type: 'tel',
                        inputMode: 'tel',
                        maxLength: PHONE_MAX_CHARS,
                        onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
                          event.target.value = formatPhone(event.target.value);
                          return register(name).onChange(event);
                        },
                      }
                    : register(name))}
                autoComplete="off"
                // Numbers and links read left to right inside right-to-left text.
                dir={name === 'phone' || name === 'website' ? 'ltr' : undefined}
                error={errors[name]?.message}
              />
              {lockToggle(name)}
            </div>
          ))}
          {SOCIAL_NETWORKS.map((network) => (
            <div key={network} className="min-w-0 space-y-1">
              <TextField
                label={t('editor.optional', { label: lockableLabel(network) })}
                autoComplete="off"
                dir="ltr"
                placeholder={socialPlaceholder(network)}
                {...normalizeOnBlur(network, (value) => normalizeSocial(network, value))}
                error={errors[network]?.message}
              />
              {lockToggle(network)}
            </div>
          ))}
        </FormSection>

        <CardDesignPanel
          design={design}
          saved={savedDesign}
          onChange={setDesign}
          // The organisation's subscription decides premium designs; the server says so.
          premiumLock={null}
          brandLogo={logo}
          name={preview.fullName}
          preview={
            <CardView card={preview} variant="preview" previewLabel={t('editor.compactPreview')} />
          }
          lockToggle={lockToggle}
          brandingOption={false}
          description={t('brandKit.designHelp')}
          logoSavedText={t('brandKit.logoSaved')}
        />

        <Notice tone="neutral" live={false}>
          {lockedCount === 0
            ? t('brandKit.nothingLocked')
            : t('brandKit.lockedCount', { count: lockedCount, organisation: organisation.name })}
        </Notice>
        {formError ? <Notice id="brand-form-error">{formError}</Notice> : null}
        {busy && progress !== null ? (
          <UploadProgress
            fraction={progress}
            sending={t('brandKit.uploadingLogo')}
            waiting={t('brandKit.saving')}
          />
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link
            to={withOrg('/team', organisation.slug)}
            className={buttonClasses({ variant: 'outline', size: 'lg' })}
          >
            {t('brandKit.backToTeam')}
          </Link>
          <BusyButton type="submit" size="lg" busy={busy}>
            {t('brandKit.save')}
          </BusyButton>
        </div>
      </form>

      <aside
        aria-labelledby="brand-preview-heading"
        className="lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto"
      >
        <h2
          id="brand-preview-heading"
          className="mb-1 text-sm font-bold tracking-wider text-ink-muted uppercase"
        >
          {t('brandKit.previewTitle')}
        </h2>
        <p className="mb-3 text-sm text-ink-muted">{t('brandKit.previewHelp')}</p>
        <CardView card={preview} variant="preview" />
      </aside>
    </div>
  );
}
