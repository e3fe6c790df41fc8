import type { Catalogue } from '../catalogue';
import account from './ja/account';
import admin from './ja/admin';
import app from './ja/app';
import auth from './ja/auth';
import billing from './ja/billing';
import cards from './ja/cards';
import common from './ja/common';
import editor from './ja/editor';
import errors from './ja/errors';
import format from './ja/format';
import insights from './ja/insights';
import leads from './ja/leads';
import legal from './ja/legal';
import mails from './ja/mails';
import marketing from './ja/marketing';
import publicPage from './ja/public-page';
import share from './ja/share';
import support from './ja/support';
import team from './ja/team';
import webhooks from './ja/webhooks';

const ja: Catalogue = {
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

export default ja;
