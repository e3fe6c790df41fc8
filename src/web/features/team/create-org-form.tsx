import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ERROR_CODES } from '../../../shared/error-codes';
import {
  ORG_NAME_MAX_LENGTH,
  ORG_SLUG_MAX_LENGTH,
  orgNameSchema,
  orgSlugSchema,
  slugFromName,
  type OrgSummary,
} from '../../../shared/organisations';
import { TextField } from '../../components/ui/form-field';
import { BusyButton } from '../../components/ui/submit-button';
import { translate } from '../../lib/i18n/intl';
import { useT } from '../../lib/i18n/use-t';
import { toast, toastFailure } from '../../lib/toast';
import { useZodForm } from '../../lib/use-zod-form';
import { TEAM_FAILURES, useCreateOrganisation } from './api';
import { fieldErrorOf } from './server-errors';

/** The request's fields; an address left empty is the server's to choose. */
const createOrgFormSchema = z.object({
  name: orgNameSchema,
  slug: z.literal('').or(orgSlugSchema),
});

/**
 * A new organisation: its name, and its address (the slug in `/team?org=`) suggested from the
 * name until the user writes one of their own.
 */
export function CreateOrgForm({ onCreated }: { onCreated: (organisation: OrgSummary) => void }) {
  const t = useT();
  const create = useCreateOrganisation();
  const [slugEdited, setSlugEdited] = useState(false);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors },
  } = useZodForm(createOrgFormSchema, { defaultValues: { name: '', slug: '' } });
  const name = useWatch({ control, name: 'name' });
  const slug = useWatch({ control, name: 'slug' });

  const nameField = register('name', {
    onChange: (event: { target: { value: string } }) => {
      if (!slugEdited) setValue('slug', slugFromName(event.target.value));
    },
  });
  const slugField = register('slug', {
    onChange: (event: { target: { value: string } }) => setSlugEdited(event.target.value !== ''),
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      const organisation = await create.mutateAsync({
        name: input.name,
        slug: input.slug || undefined,
      });
      toast.success(translate('team.done.created'));
      onCreated(organisation);
    } catch (error) {
      const field = fieldErrorOf(error, ['name', 'slug'] as const, {
        [ERROR_CODES.SLUG_TAKEN]: 'slug',
      });
      if (field) setError(field.field, { message: field.message }, { shouldFocus: true });
      else toastFailure(error, TEAM_FAILURES.create);
    }
  });

  return (
    <form
      noValidate
      aria-label={t('team.create.title')}
      onSubmit={(event) => void onSubmit(event)}
      className="mt-5 grid gap-5 sm:grid-cols-2"
    >
      <TextField
        label={t('team.create.name')}
        autoComplete="organization"
        maxLength={ORG_NAME_MAX_LENGTH}
        length={(name ?? '').length}
        error={errors.name?.message}
        {...nameField}
      />
      <TextField
        label={t('team.create.address')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={ORG_SLUG_MAX_LENGTH}
        hint={
          <>
            {t.rich('team.create.addressHint', {
              slug: slug || '…',
              path: (chunks) => (
                <bdi dir="ltr" className="break-all">
                  {chunks}
                </bdi>
              ),
            })}
          </>
        }
        error={errors.slug?.message}
        {...slugField}
      />
      <div className="sm:col-span-2 sm:flex sm:justify-end">
        <BusyButton type="submit" busy={create.isPending} className="w-full sm:w-auto">
          {t('team.create.submit')}
        </BusyButton>
      </div>
    </form>
  );
}
