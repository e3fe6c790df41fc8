import type { Catalogue } from '../catalogue';
import account from './es/account';
import admin from './es/admin';
import app from './es/app';
import auth from './es/auth';
import billing from './es/billing';
import cards from './es/cards';
import common from './es/common';
import editor from './es/editor';
import errors from './es/errors';
import format from './es/format';
import insights from './es/insights';
import leads from './es/leads';
import legal from './es/legal';
import mails from './es/mails';
import marketing from './es/marketing';
import publicPage from './es/public-page';
import share from './es/share';
import support from './es/support';
import team from './es/team';
import webhooks from './es/webhooks';

const es: Catalogue = {
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

export default es;
