import type { Catalogue } from '../catalogue';
import app from './fr/app';
import auth from './fr/auth';
import cards from './fr/cards';
import errors from './fr/errors';
import format from './fr/format';
import team from './fr/team';

const fr: Catalogue = { ...app, ...auth, ...cards, ...errors, ...format, ...team };

export default fr;
