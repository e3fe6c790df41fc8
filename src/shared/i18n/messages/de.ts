import type { Catalogue } from '../catalogue';
import app from './de/app';
import auth from './de/auth';
import cards from './de/cards';
import errors from './de/errors';
import format from './de/format';
import team from './de/team';
import webhooks from './de/webhooks';

const de: Catalogue = { ...app, ...auth, ...cards, ...errors, ...format, ...team, ...webhooks };

export default de;
