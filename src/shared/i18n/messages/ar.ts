import type { Catalogue } from '../catalogue';
import app from './ar/app';
import auth from './ar/auth';
import cards from './ar/cards';
import errors from './ar/errors';
import format from './ar/format';
import publicPage from './ar/public-page';

const ar: Catalogue = { ...app, ...auth, ...cards, ...errors, ...format, ...publicPage };

export default ar;
