import { useState, type ReactNode } from 'react';
import { z } from 'zod';
import { Camera } from 'lucide-react';
import { fullNameSchema, type CurrentUser } from '../../../shared/user';
import { ProfileAvatar } from '../../../shared/ui/profile-avatar';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/form-field';
import { ImagePickerDialog, PendingChangeBadge } from '../../components/ui/image-picker-dialog';
import { PageMeta } from '../../components/ui/page-meta';
import { UploadProgress } from '../../components/ui/progress-bar';
import { BusyButton } from '../../components/ui/submit-button';
import { usePendingImage } from '../../lib/image-file';
import { toast, toastFailure } from '../../lib/toast';
import { useCurrentUser } from '../../lib/auth/use-auth';
import { AccountSidebar } from './account-sidebar';
import { UPDATE_ACCOUNT_FAILURE, useUpdateAccount } from './api';
import { ChangePasswordForm } from './change-password-form';
import { WebhooksSection } from './webhooks-section';
import { AccountDataSection } from './data-section';
import { useZodForm } from '../../lib/use-zod-form';
import { Panel } from '../../components/ui/panel';
import { useLeaveGuard } from '../../components/ui/leave-guard';

const accountFormSchema = z.object({ fullName: fullNameSchema });

const SAVED_MESSAGE = 'Account details saved.';

const AVATAR_TEXT = {
  title: 'Profile picture',
  description: 'Choose a picture, check the preview, then apply it.',
  choose: 'Choose a picture',
  previewAlt: 'Preview of the profile picture',
};

function AccountDetails({ user }: { user: CurrentUser }) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const picture = usePendingImage(user.profileImageUrl);
  const [progress, setProgress] = useState<number | null>(null);
  const update = useUpdateAccount();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useZodForm(accountFormSchema, {
    defaultValues: { fullName: user.fullName },
  });

  const onSubmit = handleSubmit(async ({ fullName }) => {
    setProgress(picture.pending?.kind === 'upload' ? 0 : null);
    try {
      const saved = await update.mutateAsync({
        fields: {
          fullName,
          bio: user.bio,
          company: user.company,
          jobTitle: user.jobTitle,
          location: user.location,
          phone: user.phone,
        },
        image: picture.pending,
        onProgress: setProgress,
      });
      reset({ fullName: saved.fullName });
      picture.clear();
      toast.success(SAVED_MESSAGE);
    } catch (error) {
      toastFailure(error, UPDATE_ACCOUNT_FAILURE);
    } finally {
      setProgress(null);
    }
  });

  const hasChanges = isDirty || picture.pending !== null;
  const leaveGuard = useLeaveGuard(hasChanges);

  return (
    <Panel title="Profile" description="Your name and picture across CardVault.">
      {leaveGuard.dialog}
      <div className="mt-6 flex flex-col items-center gap-4 sm:flex-row sm:items-center">
        <ProfileAvatar
          name={user.fullName}
          imageUrl={picture.shownUrl}
          size={96}
          alt="Your profile picture"
          letters={1}
          className="border border-slate-200"
        />
        <div className="flex flex-col items-center gap-2 sm:items-start">
          <Button variant="outline" size="sm" onClick={() => setDialogOpen(true)}>
            <Camera aria-hidden="true" className="h-4 w-4" />
            Change picture
          </Button>
          <PendingChangeBadge pending={picture.pending} noun="picture" />
        </div>
      </div>

      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="mt-8 grid gap-5 sm:grid-cols-2"
      >
        <TextField
          label="Full name"
          autoComplete="name"
          error={errors.fullName?.message}
          {...register('fullName')}
        />
        <TextField
          label="Email"
          type="email"
          value={user.email}
          readOnly
          hint="Your email address cannot be changed here."
        />
        {progress !== null ? (
          <div className="sm:col-span-2">
            <UploadProgress fraction={progress} sending="Uploading picture…" waiting="Saving…" />
          </div>
        ) : null}
        <div className="sm:col-span-2 sm:flex sm:justify-end">
          <BusyButton
            type="submit"
            busy={update.isPending}
            disabled={!hasChanges}
            className="w-full sm:w-auto"
          >
            Save changes
          </BusyButton>
        </div>
      </form>

      <ImagePickerDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        text={AVATAR_TEXT}
        shape="round"
        placeholder={<ProfileAvatar name={user.fullName} imageUrl={null} size={128} letters={1} />}
        currentImageUrl={picture.shownUrl}
        onApply={picture.apply}
      />
    </Panel>
  );
}

/** `sidebarAction`: what the app puts below the account's links (the Create Card button). */
export function AccountPage({ sidebarAction }: { sidebarAction?: ReactNode }) {
  const user = useCurrentUser();
  return (
    <>
      <PageMeta title="Account" noindex />
      <div className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">Account</h1>
        <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_1fr]">
          <AccountSidebar action={sidebarAction} />
          <div className="min-w-0 space-y-6">
            <AccountDetails key={user.id} user={user} />
            {user.signInProvider === 'password' ? <ChangePasswordForm /> : null}
            <WebhooksSection />
            <AccountDataSection user={user} />
          </div>
        </div>
      </div>
    </>
  );
}
