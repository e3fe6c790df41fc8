// The public card page's only script: no framework, a few hundred bytes of behaviour on top of
// the server-rendered HTML (src/shared/ui/showcase-body.tsx).
import { SHOWCASE_DOM, type ShowcaseAction } from '../../shared/ui/showcase-dom';
import {
  AFTER_DELETE_PATH,
  DELETE_REDIRECT_DELAY_MS,
  requestCardDeletion,
  sendBeacon,
  shareCard,
} from './card-actions';
import { pageText } from './page-texts';
import { keepForOffline } from './offline';
import './showcase.css';

const TOAST_DURATION_MS = 10_000;

const root = document.getElementById(SHOWCASE_DOM.root);
const toastRegion = document.getElementById(SHOWCASE_DOM.toastRegion);
let toastTimer: number | undefined;

function showToast(message: string): void {
  if (!toastRegion) return;
  window.clearTimeout(toastTimer);
  toastRegion.textContent = message;
  toastTimer = window.setTimeout(() => {
    toastRegion.textContent = '';
  }, TOAST_DURATION_MS);
}

/** The owner's own page (it has the delete button) counts nothing. */
const countsVisits = () => !document.querySelector('button[data-action="delete"]');

async function onShare(): Promise<void> {
  const name = root?.dataset.cardName ?? document.title;
  const cardId = root?.dataset.cardId;
  if (cardId && countsVisits()) sendBeacon({ event: 'share', cardId });
  try {
    const outcome = await shareCard(name, window.location.href, {
      text: pageText('shareText', { name }),
      copyPrompt: pageText('copyLink'),
    });
    if (outcome === 'copied') showToast(pageText('shareCopied'));
  } catch {
    showToast(pageText('shareFailed'));
  }
}

async function onDelete(button: HTMLButtonElement): Promise<void> {
  const id = root?.dataset.cardId;
  if (!id || !window.confirm(pageText('deleteConfirm'))) return;
  button.disabled = true;
  try {
    await requestCardDeletion(id);
    window.setTimeout(() => window.location.assign(AFTER_DELETE_PATH), DELETE_REDIRECT_DELAY_MS);
  } catch {
    button.disabled = false;
    window.alert(pageText('deleteFailed'));
  }
}

/** "Share your details": its dialog is a chunk of its own, fetched on the first click. */
async function onExchange(button: HTMLButtonElement): Promise<void> {
  const cardId = root?.dataset.cardId;
  if (!cardId) return;
  try {
    const { openLeadDialog } = await import('./lead-dialog');
    openLeadDialog({
      cardId,
      ownerName: root?.dataset.cardName ?? '',
      hideBranding: root?.dataset.hideBranding === 'true',
      opener: button,
    });
  } catch {
    showToast(pageText('exchangeLoadFailed'));
  }
}

document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  const link = target?.closest<HTMLAnchorElement>('a[data-link]');
  const cardId = root?.dataset.cardId;
  if (link?.dataset.link && cardId && countsVisits()) {
    sendBeacon({ event: 'click', cardId, link: link.dataset.link });
  }
  const button = target?.closest<HTMLButtonElement>('button[data-action]');
  if (!button) return;
  const action = button.dataset.action as ShowcaseAction | undefined;
  if (action === 'share') void onShare();
  if (action === 'delete') void onDelete(button);
  if (action === 'exchange') void onExchange(button);
});

if (root?.dataset.cardId) keepForOffline(root.dataset.cardId, !countsVisits());
