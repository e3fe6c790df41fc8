import type { Catalogue } from '../catalogue';
import app from './ja/app';
import auth from './ja/auth';
import cards from './ja/cards';
import errors from './ja/errors';
import format from './ja/format';
import publicPage from './ja/public-page';

const ja: Catalogue = { ...app, ...auth, ...cards, ...errors, ...format, ...publicPage };

export default ja;
