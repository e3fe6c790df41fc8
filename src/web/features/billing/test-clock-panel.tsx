import { useState } from 'react';
import { Clock } from 'lucide-react';
import { TextField } from '../../components/ui/form-field';
import { BusyButton } from '../../components/ui/submit-button';
import { useLocalClock, type LocalClockAction } from './api';
import { Panel } from '../../components/ui/panel';

const ACTIONS: Array<{ action: LocalClockAction; label: string }> = [
  { action: 'end_trial', label: 'Jump to trial end' },
  { action: 'end_period', label: 'Jump to period end' },
  { action: 'fail_next_renewal', label: 'Make next renewal fail' },
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
  const [email, setEmail] = useState(defaultEmail);
  const clock = useLocalClock();
  const target = organisation ? { orgId: organisation.id } : { email: email.trim() };
  return (
    <Panel
      title={
        <>
          <Clock aria-hidden="true" className="h-5 w-5 text-brand-700" />
          Test clock
        </>
      }
      description={
        organisation
          ? `Administrators only. Moves the subscription of ${organisation.name} on the local test driver; no money moves.`
          : 'Administrators only. Moves a subscription on the local test driver; no money moves.'
      }
      className="border-dashed border-slate-300"
    >
      <form
        className="mt-4 space-y-4"
        onSubmit={(event) => event.preventDefault()}
        aria-label="Test clock"
      >
        {organisation ? null : (
          <TextField
            label="Subscriber e-mail"
            type="email"
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
              {label}
            </BusyButton>
          ))}
        </div>
      </form>
    </Panel>
  );
}
