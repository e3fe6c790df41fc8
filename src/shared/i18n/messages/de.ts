import type { Catalogue } from '../catalogue';
import app from './de/app';
import auth from './de/auth';
import billing from './de/billing';
import cards from './de/cards';
import errors from './de/errors';
import format from './de/format';
import insights from './de/insights';
import leads from './de/leads';

const de: Catalogue = {
  ...app,
  ...auth,
  ...billing,
  ...cards,
  ...errors,
  ...format,
  ...insights,
  ...leads,
};

export default de;
