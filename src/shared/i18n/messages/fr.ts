import type { Catalogue } from '../catalogue';
import app from './fr/app';
import auth from './fr/auth';
import billing from './fr/billing';
import cards from './fr/cards';
import common from './fr/common';
import errors from './fr/errors';
import format from './fr/format';
import insights from './fr/insights';
import leads from './fr/leads';
import legal from './fr/legal';
import marketing from './fr/marketing';

const fr: Catalogue = {
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

export default fr;
