import type { Catalogue } from '../catalogue';
import app from './fr/app';
import auth from './fr/auth';
import cards from './fr/cards';
import errors from './fr/errors';
import format from './fr/format';
import team from './fr/team';
import webhooks from './fr/webhooks';

const fr: Catalogue = { ...app, ...auth, ...cards, ...errors, ...format, ...team, ...webhooks };

export default fr;
