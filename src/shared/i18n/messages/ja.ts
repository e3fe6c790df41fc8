import type { Catalogue } from '../catalogue';
import app from './ja/app';
import auth from './ja/auth';
import cards from './ja/cards';
import errors from './ja/errors';
import format from './ja/format';
import account from './ja/account';
import admin from './ja/admin';
import share from './ja/share';
import support from './ja/support';

const ja: Catalogue = {
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

export default ja;
