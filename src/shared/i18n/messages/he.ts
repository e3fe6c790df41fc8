import type { Catalogue } from '../catalogue';
import account from './he/account';
import admin from './he/admin';
import app from './he/app';
import auth from './he/auth';
import cards from './he/cards';
import common from './he/common';
import editor from './he/editor';
import errors from './he/errors';
import format from './he/format';
import legal from './he/legal';
import mails from './he/mails';
import marketing from './he/marketing';
import share from './he/share';
import support from './he/support';

const he: Catalogue = {
  ...account,
  ...admin,
  ...app,
  ...auth,
  ...cards,
  ...common,
  ...editor,
  ...errors,
  ...format,
  ...legal,
  ...mails,
  ...marketing,
  ...share,
  ...support,
};

export default he;
