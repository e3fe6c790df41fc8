import { useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Globe, KeyRound, LogOut, Settings, Trash2 } from 'lucide-react';
import {
  ORG_NAME_MAX_LENGTH,
  updateOrgSchema,
  type OrgSummary,
} from '../../../shared/organisations';
import { Button, ButtonLink } from '../../components/ui/button';
import { ConfirmDialog, DangerNotice } from '../../components/ui/confirm-dialog';
import { TextField } from '../../components/ui/form-field';
import { Panel } from '../../components/ui/panel';
import { BusyButton } from '../../components/ui/submit-button';
import { cn } from '../../lib/cn';
import { withOrg } from '../../lib/org-context';
import { translate } from '../../lib/i18n/intl';
import { useT } from '../../lib/i18n/use-t';
import { toast, toastFailure } from '../../lib/toast';
import { useZodForm } from '../../lib/use-zod-form';
import {
  TEAM_FAILURES,
  useDeleteOrganisation,
  useLeaveOrganisation,
  useRenameOrganisation,
} from './api';
import { canDelete, canManageDomains, canRename } from './permissions';
import { fieldErrorOf } from './server-errors';
import { serverSaid } from './texts';

function RenameForm({ organisation }: { organisation: OrgSummary }) {
  const t = useT();
  const rename = useRenameOrganisation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isDirty },
  } = useZodForm(updateOrgSchema, {
    defaultValues: { orgId: organisation.id, name: organisation.name },
  });
  const name = useWatch({ control, name: 'name' });

  const onSubmit = handleSubmit(async (input) => {
    try {
      const updated = await rename.mutateAsync(input);
      toast.success(translate('team.done.updated'));
      reset({ orgId: updated.id, name: updated.name });
    } catch (error) {
      const field = fieldErrorOf(error, ['name'] as const);
      if (field) setError('name', { message: field.message }, { shouldFocus: true });
      else toastFailure(error, TEAM_FAILURES.rename);
    }
  });

  return (
    <form
      noValidate
      aria-label={t('team.settings.rename')}
      onSubmit={(event) => void onSubmit(event)}
      className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start"
    >
      <TextField
        label={t('team.create.name')}
        autoComplete="organization"
        maxLength={ORG_NAME_MAX_LENGTH}
        length={(name ?? '').length}
        error={errors.name?.message}
        {...register('name')}
      />
      <BusyButton
        type="submit"
        busy={rename.isPending}
        disabled={!isDirty}
        className="w-full sm:mt-7 sm:w-auto"
      >
        {t('team.settings.saveName')}
      </BusyButton>
    </form>
  );
}

/** The organisation's own settings: its name, leaving it, and for owners deleting it. */
export function OrgSettingsSection({
  organisation,
  onGone,
}: {
  organisation: OrgSummary;
  /** After leaving or deleting: the page shows another organisation (or none). */
  onGone: () => void;
}) {
  const t = useT();
  const leave = useLeaveOrganisation();
  const remove = useDeleteOrganisation();
  const [leaving, setLeaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [confirmation, setConfirmation] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const confirmationField = useRef<HTMLInputElement>(null);
  const confirmationId = useId();
  const confirmed = confirmation === organisation.name;
  const renames = canRename(organisation.role);

  const confirmLeave = async () => {
    try {
      const result = await leave.mutateAsync({ orgId: organisation.id });
      toast.success(serverSaid(result.message, 'team.done.left'));
      setLeaving(false);
      onGone();
    } catch (error) {
      setLeaving(false);
      toastFailure(error, TEAM_FAILURES.leave);
    }
  };

  const confirmDelete = async () => {
    if (!confirmed) {
      setMismatch(true);
      confirmationField.current?.focus();
      return;
    }
    try {
      const result = await remove.mutateAsync({ orgId: organisation.id, confirmation });
      toast.success(serverSaid(result.message, 'team.done.deleted'));
      setDeleting(false);
      onGone();
    } catch (error) {
      toastFailure(error, TEAM_FAILURES.remove);
    }
  };

  return (
    <>
      <Panel icon={Settings} title={t('team.organisation')}>
        {renames ? <RenameForm key={organisation.id} organisation={organisation} /> : null}
        {canManageDomains(organisation.role) ? (
          <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-5">
            <p className="min-w-0 flex-1 basis-56 text-sm text-ink-muted">
              {t('team.settings.domainsNote', { organisation: organisation.name })}
            </p>
            <ButtonLink to={withOrg('/team/domains', organisation.slug)} variant="outline">
              <Globe aria-hidden="true" className="h-4 w-4" />
              {t('team.settings.domains')}
            </ButtonLink>
            <ButtonLink to={withOrg('/team/sso', organisation.slug)} variant="outline">
              <KeyRound aria-hidden="true" className="h-4 w-4" />
              {t('team.settings.sso')}
            </ButtonLink>
          </div>
        ) : null}
        <div
          className={cn(
            'flex flex-wrap items-center justify-between gap-3',
            renames ? 'mt-6 border-t border-slate-200 pt-5' : 'mt-3',
          )}
        >
          <p className="min-w-0 flex-1 basis-56 text-sm text-ink-muted">
            {t('team.settings.leaveNote', { organisation: organisation.name })}
          </p>
          <Button variant="outline" aria-haspopup="dialog" onClick={() => setLeaving(true)}>
            <LogOut aria-hidden="true" className="h-4 w-4" />
            {t('team.settings.leave')}
          </Button>
        </div>
      </Panel>
      {canDelete(organisation.role) ? (
        <section
          aria-labelledby={`${confirmationId}-danger`}
          className="rounded-2xl border border-red-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <h2 id={`${confirmationId}-danger`} className="text-lg font-bold text-red-800">
            {t('team.settings.danger')}
          </h2>
          <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
            <p className="min-w-0 flex-1 basis-56 text-sm text-ink-muted">
              {t('team.settings.deleteNote')}
            </p>
            <Button
              variant="outline"
              className="border-red-300 text-red-700 hover:bg-red-50"
              aria-haspopup="dialog"
              onClick={() => {
                setConfirmation('');
                setMismatch(false);
                setDeleting(true);
              }}
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              {t('team.settings.delete')}
            </Button>
          </div>
        </section>
      ) : null}
      <ConfirmDialog
        open={leaving}
        title={t('team.settings.leave')}
        description={t('team.settings.leaveQuestion', { organisation: organisation.name })}
        confirmLabel={t('team.settings.leaveConfirm')}
        danger
        busy={leave.isPending}
        onConfirm={() => void confirmLeave()}
        onCancel={() => setLeaving(false)}
      />
      <ConfirmDialog
        open={deleting}
        title={t('team.settings.delete')}
        description={t('team.settings.deleteQuestion', { organisation: organisation.name })}
        confirmLabel={t('team.settings.delete')}
        danger
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(false)}
      >
        <DangerNotice>{t('team.settings.deleteWarning')}</DangerNotice>
        <form
          noValidate
          className="mt-4"
          onSubmit={(event) => {
            event.preventDefault();
            void confirmDelete();
          }}
        >
          <TextField
            id={confirmationId}
            label={t('team.create.name')}
            // The one thing to do in the dialog: typing starts at once (the body before it is a
            // scrollable region the dialog would focus otherwise).
            autoFocus
            autoComplete="off"
            value={confirmation}
            ref={confirmationField}
            error={mismatch && !confirmed ? t('team.confirmationMismatch') : undefined}
            onChange={(event) => {
              setConfirmation(event.target.value);
              setMismatch(false);
            }}
          />
        </form>
      </ConfirmDialog>
    </>
  );
}
