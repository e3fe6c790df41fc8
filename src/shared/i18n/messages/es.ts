import type { Catalogue } from '../catalogue';
import app from './es/app';
import auth from './es/auth';
import cards from './es/cards';
import errors from './es/errors';
import format from './es/format';
import account from './es/account';
import admin from './es/admin';
import share from './es/share';
import support from './es/support';

const es: Catalogue = {
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

export default es;
