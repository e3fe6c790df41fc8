import type { Catalogue } from '../catalogue';
import app from './he/app';
import auth from './he/auth';
import cards from './he/cards';
import errors from './he/errors';
import format from './he/format';
import mails from './he/mails';

const he: Catalogue = { ...app, ...auth, ...cards, ...errors, ...format, ...mails };

export default he;
