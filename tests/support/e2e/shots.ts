import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

/**
 * A screenshot to look at, saved only when SHOTS names a folder (`SHOTS=/tmp/shots npx playwright
 * test …`): the test run itself asserts on the page, not on pictures, and skips the cost.
 */
export async function shot(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  const folder = process.env.SHOTS;
  if (!folder) return;
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, name);
  if ('goto' in target) await target.screenshot({ path: file, fullPage: options.fullPage });
  else await target.screenshot({ path: file });
}
