import type { Catalogue } from '../catalogue';
import app from './ar/app';
import auth from './ar/auth';
import cards from './ar/cards';
import errors from './ar/errors';
import format from './ar/format';
import team from './ar/team';
import webhooks from './ar/webhooks';

const ar: Catalogue = { ...app, ...auth, ...cards, ...errors, ...format, ...team, ...webhooks };

export default ar;
