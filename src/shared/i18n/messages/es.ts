import type { Catalogue } from '../catalogue';
import app from './es/app';
import auth from './es/auth';
import cards from './es/cards';
import editor from './es/editor';
import errors from './es/errors';
import format from './es/format';

const es: Catalogue = { ...app, ...auth, ...cards, ...editor, ...errors, ...format };

export default es;
