import type { Catalogue } from '../catalogue';
import app from './fr/app';
import auth from './fr/auth';
import cards from './fr/cards';
import editor from './fr/editor';
import errors from './fr/errors';
import format from './fr/format';

const fr: Catalogue = { ...app, ...auth, ...cards, ...editor, ...errors, ...format };

export default fr;
