// The public card page's few words for its script, in the page's language: the server puts them
// in the page as JSON (card-page-document.tsx, `#page-texts`), so the script carries no catalogue.
import type publicPage from '../../shared/i18n/messages/en/public-page';

export type ScriptTextKey = keyof typeof publicPage extends infer Id
  ? Id extends `publicPage.script.${infer Key}`
    ? Key
    : never
  : never;

let texts: Partial<Record<ScriptTextKey, string>> | undefined;
/** Where the words come from in the app (its own catalogue), which has no `#page-texts`. */
let fallback: ((key: ScriptTextKey) => string) | undefined;

/** The app's card page (features/cards/showcase-route.tsx) gives its catalogue's words. */
export function providePageTexts(words: (key: ScriptTextKey) => string): void {
  fallback = words;
}

function readTexts(): Partial<Record<ScriptTextKey, string>> {
  try {
    const json = document.getElementById('page-texts')?.textContent;
    return json ? (JSON.parse(json) as Partial<Record<ScriptTextKey, string>>) : {};
  } catch {
    return {};
  }
}

/** One of the page's words with its `{arguments}` filled (they have no plurals). */
export function pageText(key: ScriptTextKey, values: Record<string, string> = {}): string {
  texts ??= readTexts();
  return (texts[key] ?? fallback?.(key) ?? key).replace(
    /\{(\w+)\}/g,
    (match, name: string) => values[name] ?? match,
  );
}
