import type { Catalogue } from '../catalogue';
import app from './he/app';
import auth from './he/auth';
import cards from './he/cards';
import common from './he/common';
import editor from './he/editor';
import errors from './he/errors';
import format from './he/format';
import legal from './he/legal';
import mails from './he/mails';
import marketing from './he/marketing';

const he: Catalogue = {
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

export default he;
