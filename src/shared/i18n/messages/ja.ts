import type { Catalogue } from '../catalogue';
import app from './ja/app';
import auth from './ja/auth';
import cards from './ja/cards';
import editor from './ja/editor';
import errors from './ja/errors';
import format from './ja/format';

const ja: Catalogue = { ...app, ...auth, ...cards, ...editor, ...errors, ...format };

export default ja;
