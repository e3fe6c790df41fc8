import type { Catalogue } from '../catalogue';
import app from './ar/app';
import auth from './ar/auth';
import billing from './ar/billing';
import cards from './ar/cards';
import common from './ar/common';
import errors from './ar/errors';
import format from './ar/format';
import insights from './ar/insights';
import leads from './ar/leads';
import legal from './ar/legal';
import marketing from './ar/marketing';

const ar: Catalogue = {
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

export default ar;
