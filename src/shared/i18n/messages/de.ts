import type { Catalogue } from '../catalogue';
import app from './de/app';
import auth from './de/auth';
import cards from './de/cards';
import errors from './de/errors';
import format from './de/format';
import account from './de/account';
import admin from './de/admin';
import share from './de/share';
import support from './de/support';

const de: Catalogue = {
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

export default de;
