import { everyPageIsAccessible } from './a11y';

everyPageIsAccessible('dark', 'fr');
