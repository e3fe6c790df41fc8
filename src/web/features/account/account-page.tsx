import { useState, type ReactNode } from 'react';
import { z } from 'zod';
import { Camera } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { fullNameSchema, type CurrentUser } from '../../../shared/user';
import { ProfileAvatar } from '../../../shared/ui/profile-avatar';
import { Button } from '../../components/ui/button';
import { FullNameField, TextField } from '../../components/ui/form-field';
import { ImagePickerDialog, PendingChangeBadge } from '../../components/ui/image-picker-dialog';
import { PageMeta } from '../../components/ui/page-meta';
import { UploadProgress } from '../../components/ui/progress-bar';
import { BusyButton } from '../../components/ui/submit-button';
import { usePendingImage } from '../../lib/image-file';
import { toast, toastFailure } from '../../lib/toast';
import { useCurrentUser } from '../../lib/auth/use-auth';
import { AccountSidebar } from './account-sidebar';
import { useUpdateAccount } from './api';
import { ChangePasswordForm } from './change-password-form';
import { mergeProfileConflict, profileConflictRows, type ProfileCopy } from './profile-conflict';
import { useEditConflict } from '../../components/ui/use-edit-conflict';
import { getCurrentUser } from '../../lib/auth/session';
import { isApiError } from '../../lib/http';
import { ERROR_CODES } from '../../../shared/error-codes';
import { AccountDataSection } from './data-section';
import { useZodForm } from '../../lib/use-zod-form';
import { Panel } from '../../components/ui/panel';
import { useLeaveGuard } from '../../components/ui/leave-guard';
import { translate } from '../../lib/i18n/intl';
import { useT } from '../../lib/i18n/use-t';

const accountFormSchema = z.object({ fullName: fullNameSchema });

function AccountDetails({ user }: { user: CurrentUser }) {
  const t = useT();
  const [dialogOpen, setDialogOpen] = useState(false);
  // The saved profile the form's changes are based on: the one loaded, then each one saved, and
  // after an edit conflict the newer one (docs/product.md#edit-conflicts).
  const [base, setBase] = useState(user);
  const picture = usePendingImage(base.profileImageUrl);
  const [progress, setProgress] = useState<number | null>(null);
  const update = useUpdateAccount();
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    control,
    formState: { errors, isDirty },
  } = useZodForm(accountFormSchema, {
    defaultValues: { fullName: user.fullName },
  });
  const fullName = useWatch({ control, name: 'fullName' });

  const standOn = (saved: CurrentUser) => {
    setBase(saved);
    reset({ fullName: saved.fullName });
  };

  /** Saves the form's copy on top of `based`. */
  const save = async (copy: ProfileCopy, based: CurrentUser) => {
    setProgress(copy.picture?.kind === 'upload' ? 0 : null);
    try {
      const saved = await update.mutateAsync({
        // The fields this page does not edit go back as the profile it is based on has them.
        fields: {
          fullName: copy.fullName,
          bio: based.bio,
          company: based.company,
          jobTitle: based.jobTitle,
          location: based.location,
          phone: based.phone,
        },
        image: copy.picture,
        version: based.version,
        onProgress: setProgress,
      });
      standOn(saved);
      picture.clear();
      toast.success(translate('account.profile.saved'));
    } catch (error) {
      if (isApiError(error, ERROR_CODES.EDIT_CONFLICT)) await conflict.open(based, copy);
      else toastFailure(error, translate('account.profile.failed'));
    } finally {
      setProgress(null);
    }
  };

  const conflict = useEditConflict({
    thing: t('account.profile.thing'),
    load: getCurrentUser,
    rowsOf: profileConflictRows,
    merge: mergeProfileConflict,
    rebase: (newer, merged) => {
      standOn(newer);
      if (merged.fullName !== newer.fullName) {
        setValue('fullName', merged.fullName, { shouldDirty: true });
      }
      if (!merged.picture) picture.clear();
    },
    resave: (newer, merged) => save(merged, newer),
    onLoadFailed: (error) => toastFailure(error, translate('account.profile.failed')),
    loadedMessage: t('account.profile.newerLoaded'),
  });

  const onSubmit = handleSubmit(({ fullName }) =>
    save({ fullName, picture: picture.pending }, base),
  );

  const hasChanges = isDirty || picture.pending !== null;
  const leaveGuard = useLeaveGuard(hasChanges);

  return (
    <Panel title={t('account.profile.title')} description={t('account.profile.description')}>
      {leaveGuard.dialog}
      {conflict.dialog}
      <div className="mt-6 flex flex-col items-center gap-4 sm:flex-row sm:items-center">
        <ProfileAvatar
          name={user.fullName}
          imageUrl={picture.shownUrl}
          size={96}
          alt={t('account.profile.pictureAlt')}
          letters={1}
          className="border border-slate-200"
        />
        <div className="flex flex-col items-center gap-2 sm:items-start">
          <Button variant="outline" size="sm" onClick={() => setDialogOpen(true)}>
            <Camera aria-hidden="true" className="h-4 w-4" />
            {t('account.profile.changePicture')}
          </Button>
          <PendingChangeBadge pending={picture.pending} noun="picture" />
        </div>
      </div>

      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="mt-8 grid gap-5 sm:grid-cols-2"
      >
        <FullNameField
          typed={fullName}
          error={errors.fullName?.message}
          {...register('fullName')}
        />
        <TextField
          label={t('account.profile.email')}
          type="email"
          dir="ltr"
          value={user.email}
          readOnly
          hint={t('account.profile.emailHint')}
        />
        {progress !== null ? (
          <div className="sm:col-span-2">
            <UploadProgress
              fraction={progress}
              sending={t('account.profile.uploading')}
              waiting={t('account.profile.saving')}
            />
          </div>
        ) : null}
        <div className="sm:col-span-2 sm:flex sm:justify-end">
          <BusyButton
            type="submit"
            busy={update.isPending}
            disabled={!hasChanges}
            className="w-full sm:w-auto"
          >
            {t('account.profile.save')}
          </BusyButton>
        </div>
      </form>

      <ImagePickerDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        text={{
          title: t('account.avatar.title'),
          description: t('account.avatar.description'),
          choose: t('account.avatar.choose'),
          previewAlt: t('account.avatar.previewAlt'),
        }}
        shape="round"
        placeholder={<ProfileAvatar name={user.fullName} imageUrl={null} size={128} letters={1} />}
        currentImageUrl={picture.shownUrl}
        onApply={picture.apply}
      />
    </Panel>
  );
}

/**
 * `sidebarAction`: what the app puts below the account's links (the Create Card button).
 * `sections`: what the app puts between the password and the account's data (the webhooks).
 */
export function AccountPage({
  sidebarAction,
  sections,
}: {
  sidebarAction?: ReactNode;
  sections?: ReactNode;
}) {
  const t = useT();
  const user = useCurrentUser();
  return (
    <>
      <PageMeta title={t('account.title')} noindex />
      <div className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">{t('account.title')}</h1>
        <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_1fr]">
          <AccountSidebar action={sidebarAction} />
          <div className="min-w-0 space-y-6">
            <AccountDetails key={user.id} user={user} />
            {user.signInProvider === 'password' ? <ChangePasswordForm /> : null}
            {sections}
            <AccountDataSection user={user} />
          </div>
        </div>
      </div>
    </>
  );
}
