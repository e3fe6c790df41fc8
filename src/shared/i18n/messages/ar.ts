import type { Catalogue } from '../catalogue';
import app from './ar/app';
import auth from './ar/auth';
import billing from './ar/billing';
import cards from './ar/cards';
import errors from './ar/errors';
import format from './ar/format';
import insights from './ar/insights';
import leads from './ar/leads';

const ar: Catalogue = {
  ...app,
  ...auth,
  ...billing,
  ...cards,
  ...errors,
  ...format,
  ...insights,
  ...leads,
};

export default ar;
