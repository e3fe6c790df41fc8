import type { Catalogue } from '../catalogue';
import app from './he/app';
import auth from './he/auth';
import cards from './he/cards';
import errors from './he/errors';
import format from './he/format';
import account from './he/account';
import admin from './he/admin';
import share from './he/share';
import support from './he/support';

const he: Catalogue = {
  ...app,
  ...auth,
  ...cards,
  ...errors,
  ...format,
  ...account,
  ...admin,
  ...share,
  ...support,
};

export default he;
