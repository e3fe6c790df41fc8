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

/** Admins only: moves a user's subscription through time on the local driver. */
export function TestClockPanel({ defaultEmail }: { defaultEmail: string }) {
  const [email, setEmail] = useState(defaultEmail);
  const clock = useLocalClock();
  return (
    <Panel
      title={
        <>
          <Clock aria-hidden="true" className="h-5 w-5 text-brand-700" />
          Test clock
        </>
      }
      description="Administrators only. Moves a subscription on the local test driver; no money moves."
      className="border-dashed border-slate-300"
    >
      <form
        className="mt-4 space-y-4"
        onSubmit={(event) => event.preventDefault()}
        aria-label="Test clock"
      >
        <TextField
          label="Subscriber e-mail"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <div className="grid gap-2 sm:grid-cols-3">
          {ACTIONS.map(({ action, label }) => (
            <BusyButton
              key={action}
              variant="outline"
              busy={clock.isPending && clock.variables.action === action}
              disabled={clock.isPending || !email.trim()}
              onClick={() => clock.mutate({ email: email.trim(), action })}
            >
              {label}
            </BusyButton>
          ))}
        </div>
      </form>
    </Panel>
  );
}
