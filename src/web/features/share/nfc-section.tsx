import { useEffect, useRef, useState } from 'react';
import { Check, CircleAlert, Copy, Nfc, Smartphone } from 'lucide-react';
import type { Card } from '../../../shared/card';
import { cardNfcUrl, ndefUriMessage, smallestTagFor, type2TagBytes } from '../../../shared/ndef';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { Panel } from '../../components/ui/panel';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../lib/toast';
import { useLocalAddressWarning } from './local-address';

/**
 * The part of Web NFC this section uses (Chrome on Android; not in TypeScript's DOM library):
 * `new NDEFReader().write(message, { signal })` resolves once a tag has been written.
 */
interface NdefWriter {
  write(
    message: { records: { recordType: 'url'; data: string }[] },
    options?: { signal?: AbortSignal },
  ): Promise<void>;
}
type NdefWriterConstructor = new () => NdefWriter;

const ndefReader = (): NdefWriterConstructor | undefined =>
  (window as unknown as { NDEFReader?: NdefWriterConstructor }).NDEFReader;

type WriteState =
  { step: 'idle' } | { step: 'waiting' } | { step: 'written' } | { step: 'failed'; reason: string };

/** What a failed write says, by the DOMException Web NFC rejects with. */
function failureReason(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError') {
    return 'NFC permission was refused. Allow NFC for this site in Chrome’s site settings, then try again.';
  }
  if (name === 'NotSupportedError') return 'This phone cannot write NFC tags.';
  if (name === 'NotReadableError') {
    return 'NFC is switched off or busy. Turn NFC on in your phone’s settings, then try again.';
  }
  return 'The tag could not be written. Hold it still against the back of your phone and try again; a locked tag cannot be written.';
}

/** The share page's "NFC tag" section (docs/product.md#share-nfc). */
export function NfcSection({ card }: { card: Card }) {
  const url = cardNfcUrl(window.location.origin, card.id);
  const bytes = type2TagBytes(ndefUriMessage(url).length);
  const tag = smallestTagFor(url);
  // Read once: whether the browser can write tags does not change while the page is open.
  const [supported] = useState(() => ndefReader() !== undefined);
  const [state, setState] = useState<WriteState>({ step: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const local = useLocalAddressWarning('A tag written here');

  // Leaving the page stops a write that is still waiting for a tag.
  useEffect(() => () => abort.current?.abort(), []);

  async function write() {
    const Reader = ndefReader();
    if (!Reader) return;
    const controller = new AbortController();
    abort.current = controller;
    setState({ step: 'waiting' });
    try {
      await new Reader().write(
        { records: [{ recordType: 'url', data: url }] },
        { signal: controller.signal },
      );
      setState({ step: 'written' });
    } catch (error) {
      if (controller.signal.aborted) setState({ step: 'idle' });
      else setState({ step: 'failed', reason: failureReason(error) });
    } finally {
      if (abort.current === controller) abort.current = null;
    }
  }

  async function copyAddress() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('The tag’s address is on your clipboard.', 'Address copied');
    } catch {
      toast.error('Select the address and copy it yourself.', 'Unable to copy');
    }
  }

  return (
    <Panel
      title="NFC tag"
      icon={Nfc}
      description="Put your card on an NFC sticker or card: a phone held against it opens your card page."
    >
      {local.warning}
      <div className="mt-4 space-y-4">
        {supported ? (
          <div className="space-y-3">
            {state.step === 'waiting' ? (
              <div className="flex flex-wrap items-center gap-3">
                <p
                  role="status"
                  className="flex items-center gap-2 text-sm font-medium text-slate-800"
                >
                  <Spinner className="h-4 w-4 text-brand-700" />
                  Hold an NFC tag against the back of your phone…
                </p>
                <Button variant="outline" size="sm" onClick={() => abort.current?.abort()}>
                  Cancel
                </Button>
              </div>
            ) : (
              <Button onClick={() => void write()} aria-describedby={local.describedBy}>
                <Nfc aria-hidden="true" className="h-4 w-4" />
                {state.step === 'idle' ? 'Write to NFC tag' : 'Write another tag'}
              </Button>
            )}
            <div aria-live="polite">
              {state.step === 'written' ? (
                <Notice tone="success" icon={Check} live={false} title="Written">
                  Tap the tag with a phone to open your card.
                </Notice>
              ) : null}
              {state.step === 'failed' ? (
                <Notice tone="error" icon={CircleAlert} live={false} title="Not written">
                  {state.reason}
                </Notice>
              ) : null}
            </div>
          </div>
        ) : (
          <Notice tone="neutral" icon={Smartphone} live={false} title="Write tags from Android">
            This browser cannot write NFC tags. Open this page in Chrome on an Android phone to
            write a tag here, or write the address below with an NFC app on any phone (an iPhone or
            Android app such as NFC Tools or NXP TagWriter): choose a URL record.
          </Notice>
        )}

        <div>
          <p className="text-sm font-medium text-slate-800">The tag’s address</p>
          <div className="mt-1.5 flex flex-col gap-2 sm:flex-row sm:items-center">
            <code className="min-w-0 flex-1 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm break-all text-slate-800">
              {url}
            </code>
            <Button
              variant="outline"
              size="sm"
              className="self-start sm:self-auto"
              onClick={() => void copyAddress()}
            >
              <Copy aria-hidden="true" className="h-4 w-4" />
              Copy address
            </Button>
          </div>
          <p className="mt-2 text-sm text-ink-muted">
            It takes {bytes} bytes of a tag
            {tag
              ? `: an ${tag.name} (${tag.bytes} bytes) or any larger tag holds it.`
              : ', more than common tags hold.'}{' '}
            Taps are counted as NFC on Insights.
          </p>
        </div>
      </div>
    </Panel>
  );
}
