import type { Catalogue } from '../catalogue';
import account from './ja/account';
import admin from './ja/admin';
import app from './ja/app';
import auth from './ja/auth';
import cards from './ja/cards';
import common from './ja/common';
import editor from './ja/editor';
import errors from './ja/errors';
import format from './ja/format';
import legal from './ja/legal';
import mails from './ja/mails';
import marketing from './ja/marketing';
import share from './ja/share';
import support from './ja/support';

const ja: Catalogue = {
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

export default ja;
