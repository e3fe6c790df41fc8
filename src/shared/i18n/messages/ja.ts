import type { Catalogue } from '../catalogue';
import app from './ja/app';
import auth from './ja/auth';
import cards from './ja/cards';
import common from './ja/common';
import errors from './ja/errors';
import format from './ja/format';
import legal from './ja/legal';
import mails from './ja/mails';
import marketing from './ja/marketing';

const ja: Catalogue = {
  ...app,
  ...auth,
  ...cards,
  ...common,
  ...errors,
  ...format,
  ...legal,
  ...mails,
  ...marketing,
};

export default ja;
