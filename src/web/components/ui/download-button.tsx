import { useState, type ReactNode } from 'react';
import { Download } from 'lucide-react';
import { downloadFile } from '../../lib/download';
import { toastFailure } from '../../lib/toast';
import { Button, type ButtonVariant } from './button';
import { Spinner } from './spinner';

/**
 * A button that downloads a file the server makes on request, busy while it is made; a refusal
 * is a toast with the server's reason (`failureText` beside it), never a saved error.
 */
export function DownloadButton({
  url,
  fallbackName,
  failureText,
  className,
  describedBy,
  variant,
  children,
}: {
  url: string;
  /** The file's name when the server gives none. */
  fallbackName: string;
  failureText: string;
  className?: string;
  /** The id of what describes the download (a warning shown before it). */
  describedBy?: string;
  variant?: ButtonVariant;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(url, fallbackName);
    } catch (error) {
      toastFailure(error, failureText);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant={variant}
      className={className}
      onClick={() => void download()}
      disabled={busy}
      aria-busy={busy}
      aria-describedby={describedBy}
    >
      {busy ? <Spinner /> : <Download aria-hidden="true" className="h-4 w-4" />}
      {children}
    </Button>
  );
}
