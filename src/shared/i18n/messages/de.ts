import type { Catalogue } from '../catalogue';
import app from './de/app';
import auth from './de/auth';
import billing from './de/billing';
import cards from './de/cards';
import common from './de/common';
import errors from './de/errors';
import format from './de/format';
import insights from './de/insights';
import leads from './de/leads';
import legal from './de/legal';
import marketing from './de/marketing';

const de: Catalogue = {
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

export default de;
