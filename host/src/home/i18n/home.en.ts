import type { TranslationShape } from '@evax/shared/runtime';
import type { homeFr } from './home.fr';

export const homeEn: TranslationShape<typeof homeFr> = {
  HOME: {
    WELCOME: 'Welcome, {{name}}',
    DESC: 'Here is the work you can do today.',
    NOTHING: 'No work area is open to you yet: ask your administrator.',
    OPEN: 'Open',
  },
};
