import type { Catalogue } from '../catalogue';
import app from './de/app';
import auth from './de/auth';
import cards from './de/cards';
import editor from './de/editor';
import errors from './de/errors';
import format from './de/format';

const de: Catalogue = { ...app, ...auth, ...cards, ...editor, ...errors, ...format };

export default de;
