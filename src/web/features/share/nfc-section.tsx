import { useEffect, useRef, useState } from 'react';
import { Check, CircleAlert, Copy, Nfc, Smartphone } from 'lucide-react';
import type { Card } from '../../../shared/card';
import { cardNfcUrl, ndefUriMessage, smallestTagFor, type2TagBytes } from '../../../shared/ndef';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { Panel } from '../../components/ui/panel';
import { Spinner } from '../../components/ui/spinner';
import type { MessageId } from '../../../shared/i18n/catalogue';
import { translate } from '../../lib/i18n/intl';
import { useT } from '../../lib/i18n/use-t';
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
  | { step: 'idle' }
  | { step: 'waiting' }
  | { step: 'written' }
  | { step: 'failed'; reason: MessageId };

/** What a failed write says, by the DOMException Web NFC rejects with. */
function failureReason(error: unknown): MessageId {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError') return 'share.nfc.refused';
  if (name === 'NotSupportedError') return 'share.nfc.unsupported';
  if (name === 'NotReadableError') return 'share.nfc.off';
  return 'share.nfc.notWritten';
}

/** The share page's "NFC tag" section (docs/product.md#share-nfc). */
export function NfcSection({ card }: { card: Card }) {
  const t = useT();
  const url = cardNfcUrl(window.location.origin, card.id);
  const bytes = type2TagBytes(ndefUriMessage(url).length);
  const tag = smallestTagFor(url);
  // Read once: whether the browser can write tags does not change while the page is open.
  const [supported] = useState(() => ndefReader() !== undefined);
  const [state, setState] = useState<WriteState>({ step: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const local = useLocalAddressWarning(t('share.nfc.output'));

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
      toast.success(translate('share.nfc.copied'), translate('share.nfc.copiedTitle'));
    } catch {
      toast.error(translate('share.nfc.copyFailed'), translate('share.nfc.copyFailedTitle'));
    }
  }

  return (
    <Panel title={t('share.nfc.title')} icon={Nfc} description={t('share.nfc.description')}>
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
                  {t('share.nfc.hold')}
                </p>
                <Button variant="outline" size="sm" onClick={() => abort.current?.abort()}>
                  {t('share.nfc.cancel')}
                </Button>
              </div>
            ) : (
              <Button onClick={() => void write()} aria-describedby={local.describedBy}>
                <Nfc aria-hidden="true" className="h-4 w-4" />
                {state.step === 'idle' ? t('share.nfc.write') : t('share.nfc.writeAnother')}
              </Button>
            )}
            <div aria-live="polite">
              {state.step === 'written' ? (
                <Notice tone="success" icon={Check} live={false} title={t('share.nfc.written')}>
                  {t('share.nfc.writtenBody')}
                </Notice>
              ) : null}
              {state.step === 'failed' ? (
                <Notice
                  tone="error"
                  icon={CircleAlert}
                  live={false}
                  title={t('share.nfc.failedTitle')}
                >
                  {t(state.reason)}
                </Notice>
              ) : null}
            </div>
          </div>
        ) : (
          <Notice tone="neutral" icon={Smartphone} live={false} title={t('share.nfc.androidTitle')}>
            {t('share.nfc.androidBody')}
          </Notice>
        )}

        <div>
          <p className="text-sm font-medium text-slate-800">{t('share.nfc.address')}</p>
          <div className="mt-1.5 flex flex-col gap-2 sm:flex-row sm:items-center">
            <code
              dir="ltr"
              className="min-w-0 flex-1 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm break-all text-slate-800"
            >
              {url}
            </code>
            <Button
              variant="outline"
              size="sm"
              className="self-start sm:self-auto"
              onClick={() => void copyAddress()}
            >
              <Copy aria-hidden="true" className="h-4 w-4" />
              {t('share.nfc.copy')}
            </Button>
          </div>
          <p className="mt-2 text-sm text-ink-muted">
            {tag
              ? t('share.nfc.size', { bytes, tag: tag.name, tagBytes: tag.bytes })
              : t('share.nfc.sizeTooLarge', { bytes })}
          </p>
        </div>
      </div>
    </Panel>
  );
}
