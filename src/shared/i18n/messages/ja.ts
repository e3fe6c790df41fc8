import type { Catalogue } from '../catalogue';
import app from './ja/app';
import auth from './ja/auth';
import billing from './ja/billing';
import cards from './ja/cards';
import common from './ja/common';
import errors from './ja/errors';
import format from './ja/format';
import insights from './ja/insights';
import leads from './ja/leads';
import legal from './ja/legal';
import marketing from './ja/marketing';

const ja: Catalogue = {
  ...app,
  ...auth,
  ...billing,
  ...cards,
  ...common,
  ...errors,
  ...format,
  ...insights,
  ...leads,
  ...legal,
  ...marketing,
};

export default ja;
