import type { Catalogue } from '../catalogue';
import app from './fr/app';
import auth from './fr/auth';
import cards from './fr/cards';
import errors from './fr/errors';
import format from './fr/format';
import publicPage from './fr/public-page';

const fr: Catalogue = { ...app, ...auth, ...cards, ...errors, ...format, ...publicPage };

export default fr;
