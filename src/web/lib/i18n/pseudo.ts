/**
 * The pseudo-locale (docs/ARCHITECTURE.md, "Languages"): English with every letter swapped for an
 * accented look-alike, each message wrapped in ⟦ ⟧ and lengthened by a third. A browser with the
 * cookie `cv_pseudo=1` shows it in place of English. A test that reads a page in it finds any
 * plain ASCII word that escaped the catalogue, and any layout that does not stretch overflows.
 */
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOOKS = [...'áƀçðéƒĝĥíĵķĺɱñóþǫŕšţúṽŵẋýžÁƁÇÐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŢÚṼŴẊÝŽ'];

const accented = (text: string) =>
  text.replace(/[A-Za-z]/g, (letter) => LOOKS[PLAIN.indexOf(letter)] ?? letter);

/** How long the message's own words are, to lengthen it by a third of that. */
function textLength(elements: MessageFormatElement[]): number {
  let length = 0;
  for (const element of elements) {
    if (element.type === TYPE.literal) length += element.value.length;
    else if (element.type === TYPE.tag) length += textLength(element.children);
    else if (element.type === TYPE.plural || element.type === TYPE.select) {
      const first = Object.values(element.options)[0];
      if (first) length += textLength(first.value);
    }
  }
  return length;
}

function accentAll(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === TYPE.literal) return { ...element, value: accented(element.value) };
    if (element.type === TYPE.tag) return { ...element, children: accentAll(element.children) };
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([name, option]) => [
          name,
          { ...option, value: accentAll(option.value) },
        ]),
      );
      return { ...element, options } as MessageFormatElement;
    }
    return element;
  });
}

const literal = (value: string): MessageFormatElement => ({ type: TYPE.literal, value });

/**
 * A third of `length` more, as words of at most six characters: a translation is longer in words,
 * not in one unbreakable run.
 */
const padding = (length: number) =>
  (' ' + '·'.repeat(Math.ceil(length / 3))).replace(/(·{6})(?=·)/g, '$1 ');

/** One message in the pseudo-locale, from its text (the server, tests) or its syntax tree (the browser). */
export function pseudoMessage(
  message: string | MessageFormatElement[],
): MessageFormatElement[] | string {
  if (typeof message === 'string') {
    // Only the tests and a development server see strings; their words are wrapped, not accented.
    return `⟦${message}${padding(message.length)}⟧`;
  }
  return [literal('⟦'), ...accentAll(message), literal(`${padding(textLength(message))}⟧`)];
}

/** Every message of a catalogue in the pseudo-locale. */
export function pseudoCatalogue<T extends Record<string, unknown>>(catalogue: T): T {
  return Object.fromEntries(
    Object.entries(catalogue).map(([id, message]) => [
      id,
      pseudoMessage(message as string | MessageFormatElement[]),
    ]),
  ) as T;
}
