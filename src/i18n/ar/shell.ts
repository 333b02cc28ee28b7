import { enums, errors, validation } from '../../domain/messages';
import { common, time } from './common';
import { layout } from './layout';
import { login } from './login';
import { menu, quickActions } from './menu';
import { toPolyglot } from './plural';
import { raMessages } from './ra';

// The texts of the first page, which the browser loads before anything else: react-admin's own (./ra),
// the shell's (layout, menu, the shared words and the enums' labels) and the sign-in's. Each screen's area
// (./<area>.ts) arrives with the screen's chunk and adds itself (src/i18n/catalogue.ts); ./index is the
// whole catalogue, for the tests.

export const shell = {
  ...raMessages,
  bakery: {
    enums,
    common,
    time,
    menu,
    login,
    layout,
    dashboard: { quick: quickActions },
    // The server's texts, in polyglot syntax, for screens that show them by key.
    errors: toPolyglot(errors),
    validation: toPolyglot(validation),
  },
};
