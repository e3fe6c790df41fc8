import type { Catalogue } from '../catalogue';
import app from './es/app';
import auth from './es/auth';
import cards from './es/cards';
import errors from './es/errors';

const es: Catalogue = { ...app, ...auth, ...cards, ...errors };

export default es;
