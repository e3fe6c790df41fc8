import type { Catalogue } from '../catalogue';
import app from './ar/app';
import auth from './ar/auth';
import cards from './ar/cards';
import errors from './ar/errors';

const ar: Catalogue = { ...app, ...auth, ...cards, ...errors };

export default ar;
