import type { Catalogue } from '../catalogue';
import app from './de/app';
import auth from './de/auth';
import cards from './de/cards';
import errors from './de/errors';
import format from './de/format';
import publicPage from './de/public-page';

const de: Catalogue = { ...app, ...auth, ...cards, ...errors, ...format, ...publicPage };

export default de;
