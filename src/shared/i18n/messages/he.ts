import type { Catalogue } from '../catalogue';
import app from './he/app';
import auth from './he/auth';
import cards from './he/cards';
import errors from './he/errors';
import format from './he/format';
import publicPage from './he/public-page';

const he: Catalogue = { ...app, ...auth, ...cards, ...errors, ...format, ...publicPage };

export default he;
