import type { Catalogue } from '../catalogue';
import account from './ar/account';
import admin from './ar/admin';
import app from './ar/app';
import auth from './ar/auth';
import billing from './ar/billing';
import cards from './ar/cards';
import common from './ar/common';
import editor from './ar/editor';
import errors from './ar/errors';
import format from './ar/format';
import insights from './ar/insights';
import leads from './ar/leads';
import legal from './ar/legal';
import mails from './ar/mails';
import marketing from './ar/marketing';
import publicPage from './ar/public-page';
import share from './ar/share';
import support from './ar/support';
import team from './ar/team';
import webhooks from './ar/webhooks';

const ar: Catalogue = {
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

export default ar;
