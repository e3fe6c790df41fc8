import type { Catalogue } from '../catalogue';
import app from './ja/app';
import auth from './ja/auth';
import cards from './ja/cards';
import errors from './ja/errors';
import format from './ja/format';
import team from './ja/team';
import webhooks from './ja/webhooks';

const ja: Catalogue = { ...app, ...auth, ...cards, ...errors, ...format, ...team, ...webhooks };

export default ja;
