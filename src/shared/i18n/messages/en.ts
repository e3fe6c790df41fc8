/**
 * The English catalogue: the source text, word for word as docs/product.md writes it. Every other
 * language has these keys and no others, each an ICU message with the same placeholders
 * (src/shared/i18n/catalogue.test.ts). Keys live in one file per area of the app, in en/; a new
 * area is a file in each language's folder plus its line below and in each other language.
 */
import account from './en/account';
import admin from './en/admin';
import app from './en/app';
import auth from './en/auth';
import billing from './en/billing';
import cards from './en/cards';
import common from './en/common';
import editor from './en/editor';
import errors from './en/errors';
import format from './en/format';
import insights from './en/insights';
import leads from './en/leads';
import legal from './en/legal';
import mails from './en/mails';
import marketing from './en/marketing';
import publicPage from './en/public-page';
import share from './en/share';
import support from './en/support';
import team from './en/team';
import webhooks from './en/webhooks';

const en = {
  ...account,
  ...admin,
  ...app,
  ...auth,
  ...billing,
  ...cards,
  ...common,
  ...editor,
  ...errors,
  ...format,
  ...insights,
  ...leads,
  ...legal,
  ...mails,
  ...marketing,
  ...publicPage,
  ...share,
  ...support,
  ...team,
  ...webhooks,
};

export default en;
