// "Share your details" on the public card page (docs/product.md#leads): a native modal dialog
// built from plain DOM, loaded only when a visitor opens it, so the page's own script stays tiny.
// Everything the visitor types stays in form controls; every text set here goes in as text.
import {
  consentText,
  LEAD_NOTE_MAX_LENGTH,
  LEAD_TEXT_MAX_LENGTH,
} from '../../shared/leads-constants';
// Types only: the validation itself stays on the server and out of this chunk.
import type { LeadSubmission } from '../../shared/leads';
import { PHONE_MAX_CHARS } from '../../shared/phone';
import { isApiError, postJson } from '../lib/http';
import { leadFailure, type LeadFieldName } from './lead-failure';
import { pageText } from './page-texts';

/** The Privacy Policy's own page (src/shared/routes.ts), linked from the consent. */
const PRIVACY_PATH = '/privacy';

type TextField = 'name' | 'email' | 'phone' | 'company' | 'jobTitle';
type FieldName = LeadFieldName;

const TEXT_FIELDS: readonly {
  name: TextField;
  label: string;
  type: 'text' | 'email' | 'tel';
  autocomplete: string;
  max: number;
  required?: boolean;
}[] = [
  {
    name: 'name',
    label: pageText('leadName'),
    type: 'text',
    autocomplete: 'name',
    max: LEAD_TEXT_MAX_LENGTH,
    required: true,
  },
  {
    name: 'email',
    label: pageText('leadEmail'),
    type: 'email',
    autocomplete: 'email',
    max: 254,
    required: true,
  },
  {
    name: 'phone',
    label: pageText('leadPhone'),
    type: 'tel',
    autocomplete: 'tel',
    max: PHONE_MAX_CHARS,
  },
  {
    name: 'company',
    label: pageText('leadCompany'),
    type: 'text',
    autocomplete: 'organization',
    max: LEAD_TEXT_MAX_LENGTH,
  },
  {
    name: 'jobTitle',
    label: pageText('leadJobTitle'),
    type: 'text',
    autocomplete: 'organization-title',
    max: LEAD_TEXT_MAX_LENGTH,
  },
];

type Attributes = Record<string, string | number | boolean | undefined>;

/** An element with attributes and children; strings become text nodes, never markup. */
function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: (Node | string | null)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    node.setAttribute(name, value === true ? '' : String(value));
  }
  node.append(...children.filter((child): child is Node | string => child !== null));
  return node;
}

const LABEL = 'block text-sm font-medium text-slate-800';
const CONTROL =
  'mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-3.5 text-base text-ink shadow-xs focus:border-brand-600 focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-brand-600/40 aria-invalid:border-red-600';
const ERROR = 'mt-1 text-sm font-medium text-red-700 empty:hidden';
const CHECKBOX = 'mt-0.5 h-5 w-5 shrink-0 accent-brand-700';
const BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-4 text-sm font-semibold whitespace-nowrap focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60';

interface LeadDialogOptions {
  cardId: string;
  /** The card's name as the page shows it: the consent names them. */
  ownerName: string;
  /** The card hides our branding: the consent names the site that keeps the details, not us. */
  hideBranding?: boolean;
  /** Focus returns here when the dialog closes. */
  opener?: HTMLElement | null;
}

interface LeadDialog {
  element: HTMLDialogElement;
  cardId: string;
  /** Whether the details were sent (the next opening starts afresh). */
  sent: () => boolean;
  open: (opener: HTMLElement | null) => void;
}

let current: LeadDialog | null = null;

/**
 * Opens the dialog. Closing it keeps what was typed for the next opening on this page; once the
 * details were sent, the next opening starts afresh.
 */
export function openLeadDialog({
  cardId,
  ownerName,
  hideBranding = false,
  opener = null,
}: LeadDialogOptions): void {
  if (!current || current.cardId !== cardId || current.sent() || !current.element.isConnected) {
    current?.element.remove();
    current = buildLeadDialog(cardId, ownerName, hideBranding);
  }
  current.open(opener);
}

function buildLeadDialog(cardId: string, ownerName: string, hideBranding: boolean): LeadDialog {
  const owner = ownerName.trim() || 'the owner of this card';
  const ids = (name: string) => `lead-${name}`;
  let opener: HTMLElement | null = null;
  let sent = false;

  const errors = new Map<FieldName, HTMLElement>();
  const controls = new Map<FieldName, HTMLInputElement | HTMLTextAreaElement>();

  const errorOf = (name: FieldName) => {
    const error = h('p', { id: ids(`${name}-error`), class: ERROR });
    errors.set(name, error);
    return error;
  };

  const textFields = TEXT_FIELDS.map((field) => {
    const input = h('input', {
      id: ids(field.name),
      name: field.name,
      type: field.type,
      autocomplete: field.autocomplete,
      maxlength: field.max,
      inputmode: field.type === 'email' ? 'email' : undefined,
      'aria-required': field.required ? 'true' : undefined,
      class: `${CONTROL} h-11`,
    });
    controls.set(field.name, input);
    return h(
      'div',
      {},
      h('label', { for: input.id, class: LABEL }, field.label),
      input,
      errorOf(field.name),
    );
  });

  const note = h('textarea', {
    id: ids('note'),
    name: 'note',
    rows: 3,
    maxlength: LEAD_NOTE_MAX_LENGTH,
    'aria-describedby': ids('note-count'),
    class: `${CONTROL} min-h-24 resize-y py-2.5`,
  });
  controls.set('note', note);
  const noteCount = h('p', { id: ids('note-count'), class: 'mt-1 text-xs text-ink-muted' });
  const countNote = () => {
    noteCount.textContent = `${note.value.length}/${LEAD_NOTE_MAX_LENGTH} characters`;
  };
  countNote();
  note.addEventListener('input', countNote);

  // The honeypot: off-screen, out of the tab order and hidden from assistive technology, so only
  // a script fills it in.
  const honeypot = h('input', {
    id: ids('website'),
    name: 'website',
    type: 'text',
    tabindex: -1,
    autocomplete: 'off',
  });
  const trap = h(
    'div',
    { 'aria-hidden': 'true', class: 'absolute -inset-s-[10000px] h-px w-px overflow-hidden' },
    h('label', { for: honeypot.id }, 'Website'),
    honeypot,
  );

  const sendCopy = h('input', {
    id: ids('send-copy'),
    name: 'sendCopy',
    type: 'checkbox',
    class: CHECKBOX,
  });
  const consent = h('input', {
    id: ids('consent'),
    name: 'consent',
    type: 'checkbox',
    'aria-required': 'true',
    class: CHECKBOX,
  });
  controls.set('consent', consent);

  // The consent's words exactly as stored with the lead (the same card name and branding as the
  // server's), its Privacy Policy a link.
  const text = consentText(ownerName, hideBranding);
  const policyAt = text.lastIndexOf('Privacy Policy');
  const consentLabel =
    policyAt < 0
      ? h('label', { for: consent.id, class: 'text-sm text-slate-800' }, text)
      : h(
          'label',
          { for: consent.id, class: 'text-sm text-slate-800' },
          text.slice(0, policyAt),
          h(
            'a',
            {
              href: PRIVACY_PATH,
              target: '_blank',
              rel: 'noopener',
              class: 'font-semibold text-brand-700 underline underline-offset-2',
            },
            'Privacy Policy',
            h('span', { class: 'sr-only' }, ' (opens in a new tab)'),
          ),
          text.slice(policyAt + 'Privacy Policy'.length),
        );

  const formError = h('div', {
    id: ids('form-error'),
    role: 'alert',
    class:
      'rounded-xl border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-800 empty:hidden',
  });
  const submit = h(
    'button',
    { type: 'submit', class: `${BUTTON} bg-brand-700 text-white hover:bg-brand-800` },
    pageText('leadSend'),
  );
  const cancel = h(
    'button',
    {
      type: 'button',
      class: `${BUTTON} border border-slate-300 bg-white text-ink hover:bg-slate-50`,
    },
    pageText('leadCancel'),
  );

  const form = h(
    'form',
    { novalidate: true, class: 'space-y-4 px-5 pt-4 pb-5 sm:px-6' },
    ...textFields,
    h(
      'div',
      {},
      h('label', { for: note.id, class: LABEL }, pageText('leadNote')),
      note,
      h('div', { class: 'flex items-start justify-between gap-3' }, errorOf('note'), noteCount),
    ),
    trap,
    h(
      'div',
      { class: 'flex items-start gap-3' },
      sendCopy,
      h('label', { for: sendCopy.id, class: 'text-sm text-slate-800' }, pageText('leadSendCopy')),
    ),
    h(
      'div',
      {},
      h('div', { class: 'flex items-start gap-3' }, consent, consentLabel),
      errorOf('consent'),
    ),
    formError,
    h(
      'div',
      { class: 'flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end' },
      cancel,
      submit,
    ),
  );

  const title = h(
    'h2',
    { id: ids('title'), class: 'text-xl font-bold tracking-tight text-ink' },
    pageText('leadTitle', { owner }),
  );
  const intro = h(
    'p',
    { id: ids('intro'), class: 'mt-1 text-sm text-ink-muted' },
    pageText('leadIntro'),
  );
  const close = h(
    'button',
    {
      type: 'button',
      'aria-label': pageText('leadClose'),
      class: `${BUTTON} absolute top-3 inset-e-3 h-11 w-11 px-0 text-slate-600 hover:bg-slate-100`,
    },
    '✕',
  );
  const header = h(
    'div',
    { class: 'border-b border-slate-200 px-5 pt-5 pb-4 pe-16 sm:px-6' },
    title,
    intro,
  );
  const panel = h('div', { class: 'relative' }, header, form, close);

  const dialog = h(
    'dialog',
    {
      'aria-labelledby': title.id,
      'aria-describedby': intro.id,
      class:
        'm-auto max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-lg overflow-y-auto overscroll-contain rounded-2xl bg-white p-0 text-ink shadow-xl backdrop:bg-slate-950/60',
    },
    panel,
  );
  document.body.append(dialog);

  const setFieldError = (name: FieldName, message: string) => {
    const control = controls.get(name);
    const error = errors.get(name);
    if (!control || !error) return;
    error.textContent = message;
    control.setAttribute('aria-invalid', 'true');
    const described = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    if (!described.includes(error.id)) described.push(error.id);
    control.setAttribute('aria-describedby', described.join(' '));
  };

  const clearFieldError = (name: FieldName) => {
    const control = controls.get(name);
    const error = errors.get(name);
    if (!control || !error) return;
    error.textContent = '';
    control.removeAttribute('aria-invalid');
    const rest = (control.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter((id) => id && id !== error.id);
    if (rest.length) control.setAttribute('aria-describedby', rest.join(' '));
    else control.removeAttribute('aria-describedby');
  };

  const clearErrors = () => {
    formError.textContent = '';
    for (const name of errors.keys()) clearFieldError(name);
  };

  // Ticking the box answers its error at once; the other fields' errors are the server's, judged
  // again on the next send.
  consent.addEventListener('change', () => {
    if (consent.checked) clearFieldError('consent');
  });

  const setSending = (sending: boolean) => {
    submit.disabled = sending;
    submit.textContent = sending ? pageText('leadSending') : pageText('leadSend');
    form.setAttribute('aria-busy', String(sending));
  };

  const showSent = (message: string) => {
    const status = h(
      'div',
      {
        role: 'status',
        tabindex: -1,
        class: 'space-y-4 px-5 pt-4 pb-5 focus:outline-none sm:px-6',
      },
      h('p', { class: 'text-base font-semibold text-ink' }, message),
    );
    const done = h(
      'button',
      {
        type: 'button',
        class: `${BUTTON} w-full bg-brand-700 text-white hover:bg-brand-800 sm:w-auto`,
      },
      pageText('leadDone'),
    );
    done.addEventListener('click', () => dialog.close());
    status.append(h('div', { class: 'flex sm:justify-end' }, done));
    form.replaceWith(status);
    status.focus();
    sent = true;
  };

  const value = (name: TextField | 'note') => controls.get(name)?.value.trim() ?? '';

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (submit.disabled) return;
    clearErrors();
    if (!consent.checked) {
      setFieldError('consent', pageText('leadConsentRequired'));
      consent.focus();
      return;
    }
    const body: LeadSubmission = {
      cardId,
      name: value('name'),
      email: value('email'),
      phone: value('phone'),
      company: value('company'),
      jobTitle: value('jobTitle'),
      note: value('note'),
      consent: true,
      sendCopy: sendCopy.checked,
      website: honeypot.value,
      // Since the page began to load (the dialog may have opened a moment ago: autofill is
      // quick); the server takes a sooner submission for a script's.
      elapsedMs: Math.max(0, Math.round(performance.now())),
    };
    setSending(true);
    // The server's answer is its sentence in English (LEAD_MESSAGES.submitted): the page says
    // the same in its own language.
    postJson<{ message?: unknown }>('/api/leads/submit', body)
      .then(() => {
        const submitted = pageText('leadSubmitted');
        showSent(body.sendCopy ? `${submitted} ${pageText('leadCopyAsked')}` : submitted);
      })
      .catch((error: unknown) => {
        setSending(false);
        if (isApiError(error) && error.status === 404) {
          formError.textContent = pageText('leadExchangeOff');
          return;
        }
        const { field, text } = leadFailure(error, document.documentElement.lang);
        if (field) {
          setFieldError(field, text);
          controls.get(field)?.focus();
        } else {
          formError.textContent = text;
        }
      });
  });

  cancel.addEventListener('click', () => dialog.close());
  close.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => {
    document.documentElement.classList.remove('overflow-hidden');
    if (opener?.isConnected) opener.focus();
  });

  return {
    element: dialog,
    cardId,
    sent: () => sent,
    open(nextOpener) {
      opener = nextOpener;
      if (!dialog.open) dialog.showModal();
      // The page behind stays where it was while the dialog scrolls.
      document.documentElement.classList.add('overflow-hidden');
      (controls.get('name') ?? dialog).focus();
    },
  };
}
