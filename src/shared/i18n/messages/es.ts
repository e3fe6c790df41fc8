import type { Catalogue } from '../catalogue';
import app from './es/app';
import auth from './es/auth';
import billing from './es/billing';
import cards from './es/cards';
import errors from './es/errors';
import format from './es/format';
import insights from './es/insights';
import leads from './es/leads';

const es: Catalogue = {
  ...app,
  ...auth,
  ...billing,
  ...cards,
  ...errors,
  ...format,
  ...insights,
  ...leads,
};

export default es;
