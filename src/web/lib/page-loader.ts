const HIDE_DELAY_MS = 500;
const FADE_OUT_MS = 250;

export function hidePageLoaderAfterLoad(elementId = 'page-loader'): void {
  const loader = document.getElementById(elementId);
  if (!loader) return;

  const hide = () => {
    window.setTimeout(() => {
      loader.classList.add('is-hidden');
      loader.setAttribute('aria-hidden', 'true');
      window.setTimeout(() => loader.remove(), FADE_OUT_MS);
    }, HIDE_DELAY_MS);
  };

  if (document.readyState === 'complete') {
    hide();
  } else {
    window.addEventListener('load', hide, { once: true });
  }
}
