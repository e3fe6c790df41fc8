import type { Catalogue } from '../catalogue';
import app from './ar/app';
import auth from './ar/auth';
import cards from './ar/cards';
import editor from './ar/editor';
import errors from './ar/errors';
import format from './ar/format';

const ar: Catalogue = { ...app, ...auth, ...cards, ...editor, ...errors, ...format };

export default ar;
