import type { Catalogue } from '../catalogue';
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

const fr: Catalogue = {
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
};

export default fr;
