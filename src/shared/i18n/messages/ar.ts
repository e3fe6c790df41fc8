import type { Catalogue } from '../catalogue';
import app from './ar/app';
import auth from './ar/auth';
import cards from './ar/cards';
import errors from './ar/errors';
import format from './ar/format';
import account from './ar/account';
import admin from './ar/admin';
import share from './ar/share';
import support from './ar/support';

const ar: Catalogue = {
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

export default ar;
