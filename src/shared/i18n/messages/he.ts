import type { Catalogue } from '../catalogue';
import app from './he/app';
import auth from './he/auth';
import cards from './he/cards';
import editor from './he/editor';
import errors from './he/errors';
import format from './he/format';

const he: Catalogue = { ...app, ...auth, ...cards, ...editor, ...errors, ...format };

export default he;
