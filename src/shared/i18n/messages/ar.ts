import type { Catalogue } from '../catalogue';
import account from './ar/account';
import admin from './ar/admin';
import app from './ar/app';
import auth from './ar/auth';
import cards from './ar/cards';
import common from './ar/common';
import editor from './ar/editor';
import errors from './ar/errors';
import format from './ar/format';
import legal from './ar/legal';
import mails from './ar/mails';
import marketing from './ar/marketing';
import share from './ar/share';
import support from './ar/support';

const ar: Catalogue = {
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

export default ar;
