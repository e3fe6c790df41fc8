import type { Catalogue } from '../catalogue';
import account from './he/account';
import admin from './he/admin';
import app from './he/app';
import auth from './he/auth';
import billing from './he/billing';
import cards from './he/cards';
import common from './he/common';
import editor from './he/editor';
import errors from './he/errors';
import format from './he/format';
import insights from './he/insights';
import leads from './he/leads';
import legal from './he/legal';
import mails from './he/mails';
import marketing from './he/marketing';
import publicPage from './he/public-page';
import share from './he/share';
import support from './he/support';
import team from './he/team';
import webhooks from './he/webhooks';

const he: Catalogue = {
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

export default he;
