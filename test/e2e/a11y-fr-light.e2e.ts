import { everyPageIsAccessible } from './a11y';

everyPageIsAccessible('light', 'fr');
