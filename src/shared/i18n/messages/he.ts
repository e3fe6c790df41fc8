import type { Catalogue } from '../catalogue';
import app from './he/app';
import auth from './he/auth';
import billing from './he/billing';
import cards from './he/cards';
import errors from './he/errors';
import format from './he/format';
import insights from './he/insights';
import leads from './he/leads';

const he: Catalogue = {
  ...app,
  ...auth,
  ...billing,
  ...cards,
  ...errors,
  ...format,
  ...insights,
  ...leads,
};

export default he;
