import type { Catalogue } from '../catalogue';
import app from './ja/app';
import auth from './ja/auth';
import cards from './ja/cards';
import errors from './ja/errors';

const ja: Catalogue = { ...app, ...auth, ...cards, ...errors };

export default ja;
