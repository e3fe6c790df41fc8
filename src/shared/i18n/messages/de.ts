import type { Catalogue } from '../catalogue';
import account from './de/account';
import admin from './de/admin';
import app from './de/app';
import auth from './de/auth';
import billing from './de/billing';
import cards from './de/cards';
import common from './de/common';
import editor from './de/editor';
import errors from './de/errors';
import format from './de/format';
import insights from './de/insights';
import leads from './de/leads';
import legal from './de/legal';
import mails from './de/mails';
import marketing from './de/marketing';
import publicPage from './de/public-page';
import share from './de/share';
import support from './de/support';
import team from './de/team';
import webhooks from './de/webhooks';

const de: Catalogue = {
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

export default de;
