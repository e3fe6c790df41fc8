import type { Catalogue } from '../catalogue';
import app from './fr/app';
import auth from './fr/auth';
import billing from './fr/billing';
import cards from './fr/cards';
import errors from './fr/errors';
import format from './fr/format';
import insights from './fr/insights';
import leads from './fr/leads';

const fr: Catalogue = {
  ...app,
  ...auth,
  ...billing,
  ...cards,
  ...errors,
  ...format,
  ...insights,
  ...leads,
};

export default fr;
