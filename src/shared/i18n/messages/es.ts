import type { Catalogue } from '../catalogue';
import app from './es/app';
import auth from './es/auth';
import billing from './es/billing';
import cards from './es/cards';
import common from './es/common';
import errors from './es/errors';
import format from './es/format';
import insights from './es/insights';
import leads from './es/leads';
import legal from './es/legal';
import marketing from './es/marketing';

const es: Catalogue = {
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

export default es;
