import { useEffect, useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Camera } from 'lucide-react';
import { fullNameSchema, type CurrentUser } from '../../../shared/user';
import { UserAvatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/form-field';
import { PageMeta } from '../../components/ui/page-meta';
import { BusyButton } from '../../components/ui/submit-button';
import type { PendingImage } from '../../lib/image-file';
import { failureMessage } from '../../lib/http';
import { toast } from '../../lib/toast';
import { useCurrentUser } from '../../lib/auth/use-auth';
import { AccountSidebar } from './account-sidebar';
import { UPDATE_ACCOUNT_FAILURE, useUpdateAccount } from './api';
import { AvatarDialog } from './avatar-dialog';
import { ChangePasswordForm } from './change-password-form';

const accountFormSchema = z.object({ fullName: fullNameSchema });
type AccountValues = z.input<typeof accountFormSchema>;

const SAVED_MESSAGE = 'Account details saved.';

function usePendingImage() {
  const [pending, setPending] = useState<PendingImage>(null);
  useEffect(
    () => () => {
      if (pending?.kind === 'upload') URL.revokeObjectURL(pending.previewUrl);
    },
    [pending],
  );
  return [pending, setPending] as const;
}

function AccountDetails({ user }: { user: CurrentUser }) {
  const headingId = useId();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [pendingImage, setPendingImage] = usePendingImage();
  const [progress, setProgress] = useState<number | null>(null);
  const update = useUpdateAccount();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<AccountValues, unknown, z.output<typeof accountFormSchema>>({
    resolver: zodResolver(accountFormSchema),
    defaultValues: { fullName: user.fullName },
  });

  const shownImageUrl =
    pendingImage?.kind === 'upload'
      ? pendingImage.previewUrl
      : pendingImage?.kind === 'remove'
        ? null
        : user.profileImageUrl;

  const onSubmit = handleSubmit(async ({ fullName }) => {
    setProgress(pendingImage?.kind === 'upload' ? 0 : null);
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
        image: pendingImage,
        onProgress: setProgress,
      });
      reset({ fullName: saved.fullName });
      setPendingImage(null);
      toast.success(SAVED_MESSAGE);
    } catch (error) {
      toast.error(failureMessage(error, UPDATE_ACCOUNT_FAILURE));
    } finally {
      setProgress(null);
    }
  });

  const hasChanges = isDirty || pendingImage !== null;
  const percent = progress === null ? null : Math.round(progress * 100);

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id={headingId} className="text-lg font-bold text-ink">
        Profile
      </h2>
      <p className="mt-1 text-sm text-ink-muted">Your name and picture across CardVault.</p>

      <div className="mt-6 flex flex-col items-center gap-4 sm:flex-row sm:items-center">
        <div className="relative">
          {shownImageUrl ? (
            <img
              src={shownImageUrl}
              alt="Your profile picture"
              className="h-24 w-24 rounded-full border border-slate-200 object-cover"
            />
          ) : (
            <UserAvatar name={user.fullName} email={user.email} className="h-24 w-24 text-4xl" />
          )}
        </div>
        <div className="flex flex-col items-center gap-2 sm:items-start">
          <Button variant="outline" size="sm" onClick={() => setDialogOpen(true)}>
            <Camera aria-hidden="true" className="h-4 w-4" />
            Change picture
          </Button>
          {pendingImage ? (
            <p className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
              Pending change
              <span className="font-normal">
                {pendingImage.kind === 'remove' ? '(picture will be removed)' : '(new picture)'}
              </span>
            </p>
          ) : null}
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
        {percent !== null ? (
          <div className="space-y-1.5 sm:col-span-2">
            <div
              role="progressbar"
              aria-label="Upload progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2 overflow-hidden rounded-full bg-slate-200"
            >
              <div
                className="h-full rounded-full bg-brand-600 transition-[width]"
                style={{ width: `${percent}%` }}
              />
            </div>
            <p className="text-xs text-ink-muted">Uploading… {percent}%</p>
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

      <AvatarDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        name={user.fullName}
        email={user.email}
        currentImageUrl={shownImageUrl}
        onApply={setPendingImage}
      />
    </section>
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
          </div>
        </div>
      </div>
    </>
  );
}
