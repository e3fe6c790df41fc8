import type { Catalogue } from '../catalogue';
import app from './fr/app';
import auth from './fr/auth';
import cards from './fr/cards';
import errors from './fr/errors';
import format from './fr/format';
import account from './fr/account';
import admin from './fr/admin';
import share from './fr/share';
import support from './fr/support';

const fr: Catalogue = {
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

export default fr;
