import type { Catalogue } from '../catalogue';
import account from './fr/account';
import admin from './fr/admin';
import app from './fr/app';
import auth from './fr/auth';
import billing from './fr/billing';
import cards from './fr/cards';
import common from './fr/common';
import editor from './fr/editor';
import errors from './fr/errors';
import format from './fr/format';
import insights from './fr/insights';
import leads from './fr/leads';
import legal from './fr/legal';
import mails from './fr/mails';
import marketing from './fr/marketing';
import publicPage from './fr/public-page';
import share from './fr/share';
import support from './fr/support';
import team from './fr/team';
import webhooks from './fr/webhooks';

const fr: Catalogue = {
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

export default fr;
