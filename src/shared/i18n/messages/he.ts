import type { Catalogue } from '../catalogue';
import app from './he/app';
import auth from './he/auth';
import billing from './he/billing';
import cards from './he/cards';
import common from './he/common';
import errors from './he/errors';
import format from './he/format';
import insights from './he/insights';
import leads from './he/leads';
import legal from './he/legal';
import marketing from './he/marketing';

const he: Catalogue = {
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

export default he;
