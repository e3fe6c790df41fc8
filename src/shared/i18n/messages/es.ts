import type { Catalogue } from '../catalogue';
import app from './es/app';
import auth from './es/auth';
import cards from './es/cards';
import errors from './es/errors';
import format from './es/format';
import team from './es/team';
import webhooks from './es/webhooks';

const es: Catalogue = { ...app, ...auth, ...cards, ...errors, ...format, ...team, ...webhooks };

export default es;
