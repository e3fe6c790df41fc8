import { translate } from './i18n/intl';
import { toast } from './toast';

/**
 * Copies `value` to the clipboard and says so in a toast. `name` is what was copied as it starts a
 * sentence ("Token", "Base URL"); `title` is the toast's title, "Success" without it. Where the
 * browser refuses, the toast asks the user to copy the text by hand.
 */
export async function copyToClipboard(value: string, name: string, title?: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(value);
    toast.success(translate('common.copied', { name }), title);
  } catch {
    toast.error(translate('common.copyFailed'));
  }
}
