import type { Catalogue } from '../catalogue';
import account from './fr/account';
import admin from './fr/admin';
import app from './fr/app';
import auth from './fr/auth';
import cards from './fr/cards';
import common from './fr/common';
import editor from './fr/editor';
import errors from './fr/errors';
import format from './fr/format';
import legal from './fr/legal';
import mails from './fr/mails';
import marketing from './fr/marketing';
import share from './fr/share';
import support from './fr/support';

const fr: Catalogue = {
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

export default fr;
