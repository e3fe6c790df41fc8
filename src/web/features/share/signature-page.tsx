import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Copy, FileText } from 'lucide-react';
import type { Card } from '../../../shared/card';
import {
  DEFAULT_SIGNATURE_LAYOUT,
  SIGNATURE_LAYOUTS,
  type EmailSignature,
  type SignatureLayoutId,
} from '../../../shared/email-signature';
import { directionOf, type Language } from '../../../shared/i18n/languages';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { Panel } from '../../components/ui/panel';
import { RadioCardGroup } from '../../components/ui/radio-card-group';
import { Spinner } from '../../components/ui/spinner';
import { translate } from '../../lib/i18n/intl';
import { useT } from '../../lib/i18n/use-t';
import { toast } from '../../lib/toast';
import { SIGNATURE_LAYOUT_TEXT } from './signature-layouts';
import { OwnerCardPage, type OwnerCardMessages } from './owner-card-page';
import {
  copyPlainSignature,
  copyRichSignature,
  fitPreview,
  previewDocument,
  useEmailSignature,
} from './signature-api';

/**
 * `/signature?id=`: the card as an e-mail signature (docs/product.md#share-signature). The owner
 * picks a layout, sees the server's HTML as a mail program shows it, and copies it.
 */
export function SignaturePage({
  id,
  query,
  messages,
}: {
  id: string | null;
  /** The owner's card, as the cards feature loads it for editing. */
  query: UseQueryResult<Card>;
  messages: OwnerCardMessages;
}) {
  const t = useT();
  return (
    <OwnerCardPage
      id={id}
      query={query}
      messages={messages}
      title={t('share.signaturePage.title')}
      back={{
        to: id ? `/share?id=${encodeURIComponent(id)}` : '/',
        label: t('share.signaturePage.back'),
      }}
      intro={t('share.signaturePage.intro')}
    >
      {(card) => <SignatureEditor card={card} />}
    </OwnerCardPage>
  );
}

type Fallback = 'rich' | 'plain' | null;

function SignatureEditor({ card }: { card: Card }) {
  const t = useT();
  const [layout, setLayout] = useState<SignatureLayoutId>(DEFAULT_SIGNATURE_LAYOUT);
  const [fallback, setFallback] = useState<Fallback>(null);
  const signature = useEmailSignature(card.id, layout);
  const previewRef = useRef<HTMLIFrameElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);

  const copy = async (kind: 'rich' | 'plain', value: EmailSignature) => {
    try {
      await (kind === 'rich' ? copyRichSignature(value) : copyPlainSignature(value));
      setFallback(null);
      toast.success(
        translate(
          kind === 'rich' ? 'share.signaturePage.copied' : 'share.signaturePage.plainCopied',
        ),
        translate(
          kind === 'rich'
            ? 'share.signaturePage.copiedTitle'
            : 'share.signaturePage.plainCopiedTitle',
        ),
      );
    } catch {
      // The browser refused the clipboard: the user copies by hand, from what is selected here.
      setFallback(kind);
      if (kind === 'rich') previewRef.current?.focus();
      else textRef.current?.select();
      toast.error(
        translate('share.signaturePage.notCopied'),
        translate('share.signaturePage.notCopiedTitle'),
      );
    }
  };

  return (
    // One column as wide as the screen on a phone, however long a line of the plain text is.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:grid-rows-[auto_1fr]">
      <Panel title={t('share.signaturePage.layout')}>
        <RadioCardGroup
          legend={t('share.signaturePage.layoutLegend')}
          legendClassName="sr-only"
          name="signature-layout"
          className="mt-3"
          descriptionClassName="text-sm text-ink-muted"
          value={layout}
          onChange={setLayout}
          options={SIGNATURE_LAYOUTS.map((option) => ({
            value: option.id,
            label: t(SIGNATURE_LAYOUT_TEXT[option.id][0]),
            description: t(SIGNATURE_LAYOUT_TEXT[option.id][1]),
          }))}
        />
      </Panel>

      <Panel
        // Phones: edge to edge, so the preview has the screen's whole width (PreviewFrame).
        className="max-sm:-mx-4 max-sm:rounded-none max-sm:border-x-0 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
        title={
          <>
            {t('share.signaturePage.preview')}
            {signature.isFetching ? <Spinner className="h-4 w-4 text-brand-700" /> : null}
          </>
        }
        description={t('share.signaturePage.previewDescription')}
      >
        {signature.isError ? (
          <Notice className="mt-4">{t('share.signaturePage.failed')}</Notice>
        ) : !signature.data ? (
          <div role="status" className="mt-4 flex justify-center py-12">
            <Spinner className="h-6 w-6 text-brand-700" />
            <span className="sr-only">{t('share.signaturePage.building')}</span>
          </div>
        ) : (
          <>
            <PreviewFrame ref={previewRef} html={signature.data.html} lang={card.language} />
            <div className="mt-4 flex flex-wrap gap-3">
              <Button onClick={() => signature.data && void copy('rich', signature.data)}>
                <Copy aria-hidden="true" className="h-4 w-4" />
                {t('share.signaturePage.copy')}
              </Button>
              <Button
                variant="outline"
                onClick={() => signature.data && void copy('plain', signature.data)}
              >
                <FileText aria-hidden="true" className="h-4 w-4" />
                {t('share.signaturePage.copyPlain')}
              </Button>
            </div>
            {fallback ? (
              <Notice tone="warning" title={t('share.signaturePage.byHand')} live className="mt-4">
                {fallback === 'rich'
                  ? t('share.signaturePage.byHandRich')
                  : t('share.signaturePage.byHandPlain')}
              </Notice>
            ) : null}
            <label htmlFor="signature-text" className="mt-6 block text-sm font-semibold text-ink">
              {t('share.signaturePage.plain')}
            </label>
            <textarea
              id="signature-text"
              ref={textRef}
              readOnly
              // The signature's language, not the page's: an Arabic card's text reads right to left
              // on an English page, an English card's left to right on an Arabic one.
              lang={card.language}
              dir={directionOf(card.language)}
              value={signature.data.text}
              className="mt-2 block w-full field-sizing-content resize-none rounded-xl border border-slate-200 bg-slate-50 p-3 font-mono text-sm text-ink"
            />
          </>
        )}
      </Panel>
      <SignatureSteps />
    </div>
  );
}

/**
 * The signature as a mail program shows it, scaled to the frame's width and as tall as it is
 * (`fitPreview`), again whenever the frame's width changes. On a phone the frame runs to the
 * screen's edges, so the signature is drawn as large as the screen allows.
 */
function PreviewFrame({
  html,
  lang,
  ref,
}: {
  html: string;
  /** The card's language the signature is written in. */
  lang: Language;
  ref: RefObject<HTMLIFrameElement | null>;
}) {
  const t = useT();
  const [height, setHeight] = useState<number | null>(null);
  const fit = useCallback(() => {
    const frame = ref.current;
    const needed = frame ? fitPreview(frame) : null;
    // The frame's own border is inside its height.
    if (needed !== null) setHeight(needed + 2);
  }, [ref]);
  useEffect(() => {
    const frame = ref.current;
    if (!frame) return;
    let width = frame.clientWidth;
    const observer = new ResizeObserver(() => {
      if (frame.clientWidth === width) return;
      width = frame.clientWidth;
      fit();
    });
    observer.observe(frame);
    return () => observer.disconnect();
  }, [ref, fit]);
  return (
    <iframe
      ref={ref}
      title={t('share.signaturePage.frame')}
      sandbox="allow-same-origin"
      srcDoc={previewDocument(html, lang)}
      onLoad={fit}
      style={{ height: height ?? undefined }}
      className="mt-4 -mx-5 block h-32 w-[calc(100%+2.5rem)] max-w-none border-y border-slate-200 bg-white sm:mx-0 sm:w-full sm:rounded-xl sm:border"
    />
  );
}

/** Each mail program's steps; its name is its own in every language. */
const STEPS = [
  {
    program: 'Gmail',
    steps: [
      'share.signaturePage.gmail1',
      'share.signaturePage.gmail2',
      'share.signaturePage.gmail3',
    ],
  },
  {
    program: 'Outlook',
    steps: [
      'share.signaturePage.outlook1',
      'share.signaturePage.outlook2',
      'share.signaturePage.outlook3',
    ],
  },
  {
    program: 'Apple Mail',
    steps: [
      'share.signaturePage.apple1',
      'share.signaturePage.apple2',
      'share.signaturePage.apple3',
    ],
  },
] as const;

function SignatureSteps() {
  const t = useT();
  return (
    <Panel title={t('share.signaturePage.steps')} className="content-start self-start">
      <div className="mt-3 grid gap-4">
        {STEPS.map(({ program, steps }) => (
          <section key={program} aria-label={program}>
            <h3 className="font-semibold text-ink">{program}</h3>
            <ol className="mt-1 list-decimal space-y-0.5 ps-5 text-sm text-ink-muted">
              {steps.map((step) => (
                <li key={step}>{t(step)}</li>
              ))}
            </ol>
          </section>
        ))}
      </div>
    </Panel>
  );
}
