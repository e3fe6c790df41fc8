import type { Catalogue } from '../catalogue';
import app from './de/app';
import auth from './de/auth';
import cards from './de/cards';
import errors from './de/errors';
import format from './de/format';

const de: Catalogue = { ...app, ...auth, ...cards, ...errors, ...format };

export default de;
