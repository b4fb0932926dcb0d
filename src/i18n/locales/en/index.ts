import { account } from './account.js';
import { admin } from './admin.js';
import { auth } from './auth.js';
import { common } from './common.js';
import { email } from './email.js';
import { home } from './home.js';
import { layout } from './layout.js';
import { leads } from './leads.js';

/** Every text of the site in this language, by area. */
export const en = { common, layout, home, auth, account, admin, leads, email };
