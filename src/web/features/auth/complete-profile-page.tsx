import { Children, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { completeProfileFormSchema, type CurrentUser } from '../../../shared/user';
import { FullNameField, TextField } from '../../components/ui/form-field';
import { Notice } from '../../components/ui/notice';
import { PageMeta } from '../../components/ui/page-meta';
import { BusyButton } from '../../components/ui/submit-button';
import { toast } from '../../lib/toast';
import { LegalDialogTrigger } from '../../components/legal/legal-dialog-trigger';
import type { SessionUser } from '../../lib/auth/session';
import { authKeys } from '../../lib/query-keys';
import { createUserProfile } from './api';
import { useZodForm } from '../../lib/use-zod-form';
import { returnPathAfterSignIn } from '../../lib/auth/return-path';
import { useT } from '../../lib/i18n/use-t';
import { localizeFormError } from '../../lib/i18n/form-errors';
import { translate } from '../../lib/i18n/intl';

/** Profile redirect delay (docs/product.md#limits). */
const REDIRECT_DELAY_MS = 1000;

function CompleteProfileForm({ session }: { session: SessionUser }) {
  const t = useT();
  const termsMessage = t('validation.termsRequired');
  /** Why Complete Profile is disabled, shown beside it (docs/product.md#screens-complete-profile). */
  const disabledName = t('profile.disabledName');
  const disabledBoth = t('profile.disabledBoth');
  const navigate = useNavigate();
  const termsId = useId();
  const queryClient = useQueryClient();
  const [completedUser, setCompletedUser] = useState<CurrentUser | null>(null);
  const completed = completedUser !== null;
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting, touchedFields, dirtyFields, submitCount },
  } = useZodForm(completeProfileFormSchema, {
    defaultValues: { fullName: session.name.trim(), termsAccepted: false },
  });
  const fullName = useWatch({ control, name: 'fullName' });
  const termsAccepted = useWatch({ control, name: 'termsAccepted' });

  useEffect(() => {
    if (!completedUser) return;
    // The user is cached only now, so the guard does not leave before the message is read.
    const timer = window.setTimeout(() => {
      queryClient.setQueryData(authKeys.currentUser(session.id), completedUser);
      void navigate(returnPathAfterSignIn(), { replace: true });
    }, REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [completedUser, navigate, queryClient, session.id]);

  const onSubmit = handleSubmit(async (values) => {
    let user: CurrentUser;
    try {
      user = await createUserProfile(session, values.fullName);
    } catch {
      toast.error(translate('profile.failure'));
      return;
    }
    setCompletedUser(user);
  });

  const busy = isSubmitting || completed;
  // No error before the user touched the box (docs/product.md#screens-complete-profile); the
  // disabled button says why instead.
  const termsTouched =
    Boolean(touchedFields.termsAccepted) || Boolean(dirtyFields.termsAccepted) || submitCount > 0;
  const showTermsError = !termsAccepted && termsTouched;
  const nameMissing = !fullName.trim();
  const disabledReason =
    nameMissing && !termsAccepted
      ? disabledBoth
      : nameMissing
        ? disabledName
        : !termsAccepted
          ? termsMessage
          : null;
  // The terms error already says it when it is the only reason.
  const reasonShown =
    disabledReason !== null && !(showTermsError && disabledReason === termsMessage);
  const reasonId = reasonShown ? `${termsId}-reason` : `${termsId}-error`;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6">
      {completed ? <Notice tone="success">{t('profile.success')}</Notice> : null}
      <FullNameField typed={fullName} error={errors.fullName?.message} {...register('fullName')} />
      <TextField label={t('field.email')} type="email" dir="ltr" value={session.email} readOnly />
      <div className="space-y-1.5">
        <div className="flex items-start gap-3">
          <input
            id={termsId}
            type="checkbox"
            className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-700"
            aria-labelledby={`${termsId}-text`}
            aria-invalid={showTermsError ? true : undefined}
            aria-describedby={showTermsError ? `${termsId}-error` : undefined}
            {...register('termsAccepted')}
          />
          <p id={`${termsId}-text`} className="text-sm leading-relaxed text-slate-800">
            {/* The words around the two documents are the checkbox's labels; the documents open. */}
            {Children.map(
              t.rich('profile.agree', {
                terms: (chunks) => <LegalDialogTrigger kind="terms">{chunks}</LegalDialogTrigger>,
                privacy: (chunks) => (
                  <LegalDialogTrigger kind="privacy">{chunks}</LegalDialogTrigger>
                ),
              }),
              (part) => (typeof part === 'string' ? <label htmlFor={termsId}>{part}</label> : part),
            )}
          </p>
        </div>
        {showTermsError ? (
          <p id={`${termsId}-error`} className="ps-8 text-sm text-amber-800">
            {localizeFormError(errors.termsAccepted?.message) ?? termsMessage}
          </p>
        ) : null}
      </div>
      <BusyButton
        type="submit"
        size="lg"
        className="w-full"
        busy={busy}
        disabled={disabledReason !== null}
        aria-describedby={disabledReason ? reasonId : undefined}
      >
        {t('profile.completeButton')}
      </BusyButton>
      {reasonShown ? (
        <p id={reasonId} className="-mt-3 text-center text-sm text-ink-muted">
          {disabledReason}
        </p>
      ) : null}
    </form>
  );
}

export function CompleteProfilePage({ session }: { session: SessionUser }) {
  const t = useT();
  return (
    <>
      <PageMeta title={t('profile.title')} noindex />
      <section className="flex flex-1 items-start justify-center bg-gradient-to-b from-brand-50 via-white to-white px-4 py-12 sm:items-center sm:py-20">
        <div className="w-full max-w-lg rounded-3xl border border-slate-200 bg-white px-6 py-10 shadow-card sm:px-10">
          <h1 className="text-center text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
            {t('profile.title')}
          </h1>
          <p className="mt-2 mb-8 text-center text-sm leading-relaxed text-ink-muted">
            {t('profile.intro')}
          </p>
          <CompleteProfileForm session={session} />
        </div>
      </section>
    </>
  );
}
