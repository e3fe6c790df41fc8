import type { Catalogue } from '../catalogue';
import app from './he/app';
import auth from './he/auth';
import cards from './he/cards';
import errors from './he/errors';
import format from './he/format';
import team from './he/team';
import webhooks from './he/webhooks';

const he: Catalogue = { ...app, ...auth, ...cards, ...errors, ...format, ...team, ...webhooks };

export default he;
