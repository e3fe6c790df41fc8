import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { History } from 'lucide-react';
import { useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import {
  BIO_MAX_LENGTH,
  CARD_TEXT_MAX_LENGTH,
  cardFieldsSchema,
  EMAIL_HINT,
  isValidWebsite,
  normalizeWebsite,
  type Card,
  type CardFields,
  type CardFieldsInput,
} from '../../../shared/card';
import { premiumLock } from '../../../shared/billing';
import type { OrgSummary } from '../../../shared/organisations';
import { ERROR_CODES } from '../../../shared/error-codes';
import { PHONE_MAX_CHARS } from '../../../shared/phone';
import { formatPhone } from '../../../shared/phone-format';
import { NEUTRAL_PHONE_PLACEHOLDER, phonePlaceholder } from '../../../shared/phone-placeholder';
import { normalizeSocial, SOCIAL_LABELS, SOCIAL_NETWORKS } from '../../../shared/social';
import { CardView } from '../../../shared/ui/card-view';
import { DEFAULT_DESIGN, designOf, type CardDesign } from '../../../shared/card-design';
import { CardDesignPanel } from './card-design-panel';
import { CardExchangeToggle } from './card-exchange-toggle';
import { CardLanguagesPanel } from './card-languages-panel';
import { Button, buttonClasses } from '../../components/ui/button';
import { FullNameField, TextAreaField, TextField } from '../../components/ui/form-field';
import { Notice } from '../../components/ui/notice';
import { UploadProgress } from '../../components/ui/progress-bar';
import { BusyButton } from '../../components/ui/submit-button';
import { failureMessage, isApiError } from '../../lib/http';
import { usePendingImage } from '../../lib/image-file';
import { withOrg } from '../../lib/org-context';
import { withStatus } from '../../lib/status-params';
import { toastFailure } from '../../lib/toast';
import { useCreateCard, useUpdateCard, type CardImages } from './save-card';
import { FormSection } from './card-form-fields';
import {
  EMPTY_VALUES,
  fieldOfServerError,
  previewOf,
  socialPlaceholder,
  valuesOf,
  type FieldName,
} from './card-form-values';
import { ImageControl } from './card-images';
import { useZodForm } from '../../lib/use-zod-form';
import { useLeaveGuard } from '../../components/ui/leave-guard';
import { cn } from '../../lib/cn';
import { useCardFont } from '../../lib/card-font';
import { Eye, EyeOff } from 'lucide-react';
import { useCurrentUser } from '../../lib/auth/use-auth';
import { useCardDraft, useKeepDraft } from './use-card-draft';
import { cardConflictRows, mergeCardConflict, type EditorCopy } from './edit-conflict';
import { useEditConflict } from '../../components/ui/use-edit-conflict';
import { CARD_MESSAGES, getCardForEdit } from './api';
import { LockedHint } from './card-design-controls';
import { lockedContentOf, lockedFieldOfMessage, useBrandLocks } from './use-brand-locks';
import { useT } from '../../lib/i18n/use-t';
import { localizeFormError } from '../../lib/i18n/form-errors';

/** Something typed that is not an e-mail address yet (empty is the required rule's to say). */
const emailNeedsHint = (value: string | undefined) =>
  Boolean(value?.trim()) && !cardFieldsSchema.shape.email.safeParse(value).success;

interface CardFormProps {
  mode: 'create' | 'update';
  /** The card being edited (update). */
  card?: Card;
  /**
   * The organisation the card is (to be) made for: a new card is created for it, and the editor
   * goes back to My Cards in its context (docs/product.md#organisation-cards-screens).
   */
  organisation?: Pick<OrgSummary, 'id' | 'slug' | 'name'>;
}

/** Create and update card pages (docs/product.md#screens-card-form): the form beside its live preview. */
export function CardForm({ mode, card, organisation }: CardFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const user = useCurrentUser();
  // A new card's text is kept on this device until saved or discarded (docs/product.md#card-draft);
  // the draft is the user's own card's, so an organisation's new card neither takes nor keeps it.
  const draft = useCardDraft(user.id, mode === 'create' && !organisation);
  const home = (to: string) => withOrg(to, organisation?.slug ?? null);
  const createCard = useCreateCard();
  const updateCard = useUpdateCard();
  // The saved card the editor's changes are based on: the one loaded, and after an edit conflict
  // the newer one (docs/product.md#edit-conflicts). Its version goes with the update.
  const [base, setBase] = useState(card);
  // An organisation's card: the brand kit's locked fields are shown, not changed
  // (docs/product.md#brand-kit).
  const brand = useBrandLocks(
    organisation?.id ?? base?.organisationId,
    organisation?.name ?? t('editor.yourOrganisation'),
  );
  const profileImage = usePendingImage(base?.profileImageUrl ?? null);
  const bannerImage = usePendingImage(base?.bannerImageUrl ?? null);
  // A new card shows the kit's logo until it brings its own, as the server will give it.
  const brandLogo = usePendingImage(
    base ? (base.brandLogoUrl ?? null) : (brand.kit?.logoUrl ?? null),
  );
  const savedDesign = base ? designOf(base) : null;
  const [design, setDesign] = useState<CardDesign>(savedDesign ?? DEFAULT_DESIGN);
  // A new organisation card starts from the kit's design, which is no change of the user's.
  const [startDesign, setStartDesign] = useState<CardDesign>(DEFAULT_DESIGN);
  const designDirty = JSON.stringify(design) !== JSON.stringify(savedDesign ?? startDesign);
  // Contact exchange is on unless the owner switched it off (docs/product.md#leads).
  const savedExchange = base?.exchangeEnabled !== false;
  const [exchangeEnabled, setExchangeEnabled] = useState(savedExchange);
  const exchangeChanged = exchangeEnabled !== savedExchange;
  const settingsDirty = designDirty || exchangeChanged;
  // Premium needs a live subscription whose cards fit it (docs/product.md#card-design-premium):
  // the user's for their own card; an organisation's card follows the organisation's, which the
  // client does not hold yet, so the server's answer (PREMIUM_REQUIRED) says it.
  const organisationCard = Boolean(organisation ?? card?.organisationId);
  const premiumLocked = organisationCard ? null : premiumLock(user.subscriptionDetails);
  const [progress, setProgress] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    reset,
    getValues,
    trigger,
    formState: { errors, isSubmitting, isDirty },
  } = useZodForm(cardFieldsSchema, {
    defaultValues: draft.restored ?? valuesOf(card),
    mode: 'onTouched',
  });
  const values = useWatch({ control });
  useKeepDraft(draft.keep, values);

  // A new organisation card starts from the kit: its design, and its locked content.
  const kitApplied = useRef(false);
  const { kit } = brand;
  useEffect(() => {
    if (mode !== 'create' || !kit || kitApplied.current) return;
    kitApplied.current = true;
    const kitDesign = { ...kit.design, hideBranding: false };
    setStartDesign(kitDesign);
    setDesign(kitDesign);
    for (const [name, value] of lockedContentOf(kit)) setValue(name, value);
  }, [mode, kit, setValue]);

  /** A field's props; one the brand kit locks is read-only, with who sets it. */
  const field = (name: FieldName) => ({
    ...register(name),
    error: errors[name]?.message,
    ...lockedProps(name),
  });
  const lockedProps = (name: FieldName) =>
    brand.isLocked(name) && brand.locks
      ? { readOnly: true, hint: <LockedHint text={brand.locks.note} /> }
      : {};

  /** Rewrites a value on blur (website, social links), then lets the form validate it. */
  const normalizedOnBlur = (
    registration: UseFormRegisterReturn<FieldName>,
    normalize: (value: string) => string | undefined,
  ) => ({
    ...registration,
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      const next = normalize(event.target.value);
      if (next !== undefined && next !== event.target.value) {
        setValue(registration.name, next, { shouldDirty: true });
      }
      return registration.onBlur(event);
    },
  });

  const phone = register('phone');
  const preview = previewOf(
    values,
    {
      profileImageUrl: profileImage.shownUrl,
      bannerImageUrl: bannerImage.shownUrl,
      brandLogoUrl: brandLogo.shownUrl,
    },
    design,
  );
  useCardFont(preview.fontFamily);
  // A new card's text is kept as a draft on this device (use-card-draft.ts); its images and
  // design are not.
  const imagesPending =
    profileImage.pending !== null || bannerImage.pending !== null || brandLogo.pending !== null;
  const leaveGuard = useLeaveGuard(
    mode === 'update' ? isDirty || imagesPending || settingsDirty : imagesPending || settingsDirty,
  );
  const [showPreview, setShowPreview] = useState(false);

  const pendingImages = (): CardImages => ({
    profileImage: profileImage.pending,
    bannerImage: bannerImage.pending,
    brandLogo: brandLogo.pending,
  });

  /** Puts the editor on `newer`, holding `merged` (after an edit conflict). */
  const rebase = (newer: Card, merged: EditorCopy) => {
    setBase(newer);
    const saved = valuesOf(newer);
    reset(saved);
    for (const name of Object.keys(saved) as FieldName[]) {
      if (merged.fields[name] !== saved[name]) {
        setValue(name, merged.fields[name], { shouldDirty: true });
      }
    }
    setDesign(merged.design);
    setExchangeEnabled(merged.exchangeEnabled);
    if (!merged.images.profileImage) profileImage.clear();
    if (!merged.images.bannerImage) bannerImage.clear();
    if (!merged.images.brandLogo) brandLogo.clear();
  };

  /**
   * Saves the card; an update is based on `based`. `copy` is the editor's state as typed, shown
   * beside the newer card when the save meets an edit conflict; `exchange` is sent only when it
   * differs from the saved card.
   */
  const save = async (
    fields: CardFields,
    copy: EditorCopy,
    exchange: boolean | undefined,
    based: Card | undefined,
  ) => {
    setFormError(null);
    const { images } = copy;
    setProgress(Object.values(images).some((image) => image?.kind === 'upload') ? 0 : null);
    const fallback = mode === 'create' ? CARD_MESSAGES.createFailed : CARD_MESSAGES.updateFailed;
    try {
      if (mode === 'create') {
        await createCard.mutateAsync({
          fields,
          design: copy.design,
          images,
          // Sent only when changed: a new card gets the default otherwise.
          exchangeEnabled: exchange,
          orgId: organisation?.id,
          onProgress: setProgress,
        });
        leaveGuard.allowLeave();
        draft.saved();
        await navigate(home(withStatus('/', 'success', 'card_created')));
      } else if (based) {
        await updateCard.mutateAsync({
          id: based.id,
          version: based.version,
          fields,
          design: copy.design,
          images,
          exchangeEnabled: exchange,
          onProgress: setProgress,
        });
        leaveGuard.allowLeave();
        await navigate(home(withStatus('/', 'success', 'card_updated')));
      }
    } catch (error) {
      setProgress(null);
      // The pricing page sells the user's own cards: an organisation's refusal is said here, in
      // the server's words (its team billing is not a screen yet).
      const personalCreate = mode === 'create' && !organisation;
      if (personalCreate && isApiError(error, ERROR_CODES.NO_SUBSCRIPTION)) {
        leaveGuard.allowLeave();
        await navigate(withStatus('/pricing', 'error', 'no_subscription'));
        return;
      }
      if (personalCreate && isApiError(error, ERROR_CODES.MAX_CARDS)) {
        leaveGuard.allowLeave();
        await navigate(withStatus('/pricing', 'error', 'max_cards'));
        return;
      }
      if (based && isApiError(error, ERROR_CODES.EDIT_CONFLICT)) {
        await conflict.open(based, copy);
        return;
      }
      const message = failureMessage(error, fallback);
      const fieldError = isApiError(error, ERROR_CODES.VALIDATION_ERROR)
        ? fieldOfServerError(message)
        : null;
      // A locked field changed (the kit was saved meanwhile): said at that field, which the
      // server's own sentence names (the message shown may be in another language).
      const lockedField = isApiError(error, ERROR_CODES.FIELD_LOCKED)
        ? lockedFieldOfMessage(error.message)
        : undefined;
      if (fieldError)
        setError(fieldError.field, { message: fieldError.text }, { shouldFocus: true });
      else if (lockedField && lockedField in EMPTY_VALUES)
        setError(lockedField as FieldName, { message }, { shouldFocus: true });
      setFormError(message);
      toastFailure(error, fallback);
    }
  };

  const conflict = useEditConflict({
    thing: 'card',
    load: () => getCardForEdit(card?.id ?? ''),
    rowsOf: cardConflictRows,
    merge: mergeCardConflict,
    rebase,
    resave: async (newer, merged) => {
      const parsed = cardFieldsSchema.safeParse(merged.fields);
      // Both sides were valid once; should the mix not be, the form shows why.
      if (!parsed.success) {
        await trigger();
        return;
      }
      const exchange =
        merged.exchangeEnabled !== newer.exchangeEnabled ? merged.exchangeEnabled : undefined;
      await save(parsed.data, merged, exchange, newer);
    },
    onLoadFailed: (error) => setFormError(failureMessage(error, CARD_MESSAGES.loadFailed)),
    // Said when an edit conflict ended with every difference taken from the newer card.
    loadedMessage: t('editor.newerCardLoaded'),
  });

  const onSubmit = handleSubmit((fields) =>
    save(
      fields,
      {
        fields: getValues() as Required<CardFieldsInput>,
        design,
        exchangeEnabled,
        images: pendingImages(),
      },
      // Sent only when changed: the card keeps (or a new card gets) the default otherwise.
      exchangeChanged ? exchangeEnabled : undefined,
      base,
    ),
  );

  const submitLabel = mode === 'create' ? t('editor.saveCard') : t('editor.updateCard');
  const optional = (label: string) => t('editor.optional', { label });
  const busy = isSubmitting || conflict.saving;

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start xl:grid-cols-[minmax(0,1fr)_26rem]">
      {leaveGuard.dialog}
      {conflict.dialog}
      {/* Phones: the preview sits above the form when asked for, instead of after it. */}
      <div className="lg:hidden">
        <Button
          type="button"
          variant="outline"
          className="w-full"
          aria-pressed={showPreview}
          aria-controls="card-preview"
          onClick={() => setShowPreview((shown) => !shown)}
        >
          {showPreview ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          {showPreview ? t('editor.hidePreview') : t('editor.showPreview')}
        </Button>
      </div>
      <form
        noValidate
        onSubmit={onSubmit}
        className="space-y-6"
        aria-describedby={formError ? 'card-form-error' : undefined}
      >
        {draft.restored ? (
          <Notice tone="info" icon={History} title={t('editor.draftTitle')} live={false}>
            {t('editor.draftBody')}
            <div className="mt-3 flex flex-wrap gap-2">
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  draft.discard();
                  reset(EMPTY_VALUES);
                  profileImage.clear();
                  bannerImage.clear();
                  brandLogo.clear();
                  setDesign(DEFAULT_DESIGN);
                  setExchangeEnabled(true);
                }}
              >
                {t('editor.discardDraft')}
              </Button>
              <Button variant="ghost" size="sm" onClick={draft.dismiss}>
                {t('editor.keepEditing')}
              </Button>
            </div>
          </Notice>
        ) : null}
        <FormSection
          title={t('editor.section.details')}
          description={t('editor.section.detailsHelp')}
        >
          <TextField
            label={optional(t('editor.field.title'))}
            autoComplete="off"
            className="sm:col-span-2"
            {...field('title')}
          />
        </FormSection>

        <FormSection title={t('editor.section.about')}>
          <FullNameField
            aria-required="true"
            maxLength={CARD_TEXT_MAX_LENGTH}
            typed={values.fullName}
            {...field('fullName')}
          />
          <TextField
            label={t('editor.field.jobTitle')}
            autoComplete="organization-title"
            aria-required="true"
            maxLength={100}
            {...field('jobTitle')}
          />
          <TextField
            label={optional(t('editor.field.company'))}
            autoComplete="organization"
            className="sm:col-span-2"
            {...field('company')}
          />
          <TextAreaField
            label={optional(t('editor.field.bio'))}
            className="sm:col-span-2"
            maxLength={BIO_MAX_LENGTH}
            length={(values.bio ?? '').length}
            {...field('bio')}
          />
        </FormSection>

        <FormSection title={t('editor.section.contact')}>
          <TextField
            label={t('editor.field.email')}
            type="email"
            autoComplete="email"
            aria-required="true"
            // Addresses, numbers and links read left to right inside right-to-left text.
            dir="ltr"
            // Only under an address that is not one yet; once the error says the same words,
            // they are said once.
            hint={
              emailNeedsHint(values.email) && !errors.email
                ? localizeFormError(EMAIL_HINT)
                : undefined
            }
            {...field('email')}
          />
          <TextField
            label={t('editor.field.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            aria-required="true"
            dir="ltr"
            maxLength={PHONE_MAX_CHARS}
            placeholder={
              // An example number in the saved number's country, else words to read.
              phonePlaceholder(base?.phone) === NEUTRAL_PHONE_PLACEHOLDER
                ? t('editor.phone.neutralPlaceholder')
                : phonePlaceholder(base?.phone)
            }
            {...phone}
            error={errors.phone?.message}
            {...lockedProps('phone')}
            onChange={(event) => {
              event.target.value = formatPhone(event.target.value);
              return phone.onChange(event);
            }}
          />
          <TextField
            label={t('editor.field.location')}
            autoComplete="address-level2"
            aria-required="true"
            {...field('location')}
          />
          <TextField
            label={optional(t('editor.field.website'))}
            type="url"
            inputMode="url"
            autoComplete="url"
            dir="ltr"
            placeholder="www.example.com"
            maxLength={100}
            {...normalizedOnBlur(register('website'), (value) =>
              isValidWebsite(value) ? normalizeWebsite(value) : undefined,
            )}
            error={errors.website?.message}
            {...lockedProps('website')}
          />
        </FormSection>

        <FormSection
          title={t('editor.section.social')}
          description={t('editor.section.socialHelp')}
        >
          {SOCIAL_NETWORKS.map((network) => (
            <TextField
              key={network}
              label={optional(SOCIAL_LABELS[network])}
              autoComplete="off"
              dir="ltr"
              placeholder={socialPlaceholder(network)}
              className={network === 'instagram' ? 'sm:col-span-2' : undefined}
              {...normalizedOnBlur(register(network), (value) => normalizeSocial(network, value))}
              error={errors[network]?.message}
              {...lockedProps(network)}
            />
          ))}
        </FormSection>

        <FormSection
          title={t('editor.section.images')}
          description={t('editor.section.imagesHelp')}
          columns={1}
        >
          <ImageControl kind="profile" name={preview.fullName} image={profileImage} />
          <ImageControl kind="banner" name={preview.fullName} image={bannerImage} />
        </FormSection>

        <CardDesignPanel
          design={design}
          saved={savedDesign}
          onChange={setDesign}
          premiumLock={premiumLocked}
          brandLogo={brandLogo}
          name={preview.fullName}
          preview={
            <CardView card={preview} variant="preview" previewLabel={t('editor.compactPreview')} />
          }
          locks={brand.locks}
        />

        <CardExchangeToggle checked={exchangeEnabled} onChange={setExchangeEnabled} />

        <CardLanguagesPanel key={base?.id} card={base} />

        {formError ? <Notice id="card-form-error">{formError}</Notice> : null}
        {busy && progress !== null ? (
          <UploadProgress
            fraction={progress}
            sending={t('editor.uploadingImages')}
            waiting={t('editor.processingImages')}
          />
        ) : null}

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link to={home('/')} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
            {t('editor.cancel')}
          </Link>
          <BusyButton type="submit" size="lg" busy={busy}>
            {submitLabel}
          </BusyButton>
        </div>
      </form>

      <aside
        id="card-preview"
        aria-labelledby="card-preview-heading"
        className={cn(
          // Below the sticky header (4 rem) with room to breathe, however the page scrolls.
          'lg:sticky lg:top-24 lg:block lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto',
          showPreview ? '-order-1 lg:order-none' : 'hidden',
        )}
      >
        <h2
          id="card-preview-heading"
          className="mb-3 text-sm font-bold tracking-wider text-ink-muted uppercase"
        >
          {t('editor.livePreview')}
        </h2>
        <CardView card={preview} variant="preview" />
      </aside>
    </div>
  );
}
