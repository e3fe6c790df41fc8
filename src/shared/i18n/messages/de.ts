import type { Catalogue } from '../catalogue';
import app from './de/app';
import auth from './de/auth';
import cards from './de/cards';
import errors from './de/errors';

const de: Catalogue = { ...app, ...auth, ...cards, ...errors };

export default de;
