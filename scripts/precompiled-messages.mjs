import { parse } from '@formatjs/icu-messageformat-parser';

// One area's file of one language (messages/<language>/<area>.ts): plain data, no imports. The
// language's own file only spreads its areas together, so it is left as it is.
const CATALOGUE = /[\\/]src[\\/]shared[\\/]i18n[\\/]messages[\\/][a-z]+[\\/][a-z-]+\.ts$/;

/**
 * Compiles each catalogue area of src/shared/i18n/messages to ICU's syntax trees at build time, so the
 * browser formats them without the ICU parser: vite.config.ts resolves the parser to its
 * `no-parser` build (decision 0042). The server and the tests keep the parser and the strings.
 */
export function precompiledMessages() {
  return {
    name: 'precompiled-messages',
    // After TypeScript is stripped: the module is then plain JavaScript, run once here for its
    // default export.
    enforce: 'post',
    async transform(code, id) {
      if (!CATALOGUE.test(id.split('?')[0] ?? '')) return null;
      const { default: messages } = await import(
        `data:text/javascript,${encodeURIComponent(code)}`
      );
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [key, parse(message)]),
      );
      return {
        code: `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`,
        map: null,
      };
    },
  };
}
