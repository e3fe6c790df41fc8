import type { ComponentProps } from 'react';
import { Button } from './button';
import { Spinner } from './spinner';

/** A button that is disabled and shows a spinner while its action runs. */
export function BusyButton({
  busy,
  disabled,
  children,
  ...props
}: ComponentProps<typeof Button> & { busy: boolean }) {
  return (
    <Button disabled={busy || disabled} aria-busy={busy || undefined} {...props}>
      {busy ? <Spinner /> : null}
      {children}
    </Button>
  );
}
