import { useState } from 'react';
import { Clock } from 'lucide-react';
import { TextField } from '../../components/ui/form-field';
import { BusyButton } from '../../components/ui/submit-button';
import { useLocalClock, type LocalClockAction } from './api';
import { Panel } from '../../components/ui/panel';
import type { MessageId } from '../../../shared/i18n/catalogue';
import { useT } from '../../lib/i18n/use-t';

const ACTIONS: Array<{ action: LocalClockAction; label: MessageId }> = [
  { action: 'end_trial', label: 'billing.clock.endTrial' },
  { action: 'end_period', label: 'billing.clock.endPeriod' },
  { action: 'fail_next_renewal', label: 'billing.clock.failRenewal' },
];

/**
 * Admins only: moves a subscription through time on the local driver: a user's, by the address
 * typed, or the organisation's whose billing portal this is.
 */
export function TestClockPanel({
  defaultEmail,
  organisation = null,
}: {
  defaultEmail: string;
  organisation?: { id: string; name: string } | null;
}) {
  const t = useT();
  const [email, setEmail] = useState(defaultEmail);
  const clock = useLocalClock();
  const target = organisation ? { orgId: organisation.id } : { email: email.trim() };
  return (
    <Panel
      title={
        <>
          <Clock aria-hidden="true" className="h-5 w-5 text-brand-700" />
          {t('billing.clock.title')}
        </>
      }
      description={
        organisation
          ? t('billing.clock.orgText', { organisation: organisation.name })
          : t('billing.clock.text')
      }
      className="border-dashed border-slate-300"
    >
      <form
        className="mt-4 space-y-4"
        onSubmit={(event) => event.preventDefault()}
        aria-label={t('billing.clock.title')}
      >
        {organisation ? null : (
          <TextField
            label={t('billing.clock.email')}
            type="email"
            dir="ltr"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
        <div className="grid gap-2 sm:grid-cols-3">
          {ACTIONS.map(({ action, label }) => (
            <BusyButton
              key={action}
              variant="outline"
              busy={clock.isPending && clock.variables.action === action}
              disabled={clock.isPending || (!organisation && !email.trim())}
              onClick={() => clock.mutate({ ...target, action })}
            >
              {t(label)}
            </BusyButton>
          ))}
        </div>
      </form>
    </Panel>
  );
}
