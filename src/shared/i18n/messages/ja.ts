import type { Catalogue } from '../catalogue';
import app from './ja/app';
import auth from './ja/auth';
import billing from './ja/billing';
import cards from './ja/cards';
import errors from './ja/errors';
import format from './ja/format';
import insights from './ja/insights';
import leads from './ja/leads';

const ja: Catalogue = {
  ...app,
  ...auth,
  ...billing,
  ...cards,
  ...errors,
  ...format,
  ...insights,
  ...leads,
};

export default ja;
