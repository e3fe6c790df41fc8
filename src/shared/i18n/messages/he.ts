import type { Catalogue } from '../catalogue';
import app from './he/app';
import auth from './he/auth';
import cards from './he/cards';
import errors from './he/errors';

const he: Catalogue = { ...app, ...auth, ...cards, ...errors };

export default he;
