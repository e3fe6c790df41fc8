/**
 * The English catalogue: the source text, word for word as docs/product.md writes it. Every other
 * language has these keys and no others, each an ICU message with the same placeholders
 * (src/shared/i18n/catalogue.test.ts). Keys live in one file per area of the app, in en/; a new
 * area is a file in each language's folder plus its line below and in each other language.
 */
import app from './en/app';
import auth from './en/auth';
import cards from './en/cards';
import errors from './en/errors';
import format from './en/format';
import team from './en/team';
import webhooks from './en/webhooks';

const en = { ...app, ...auth, ...cards, ...errors, ...format, ...team, ...webhooks };

export default en;
