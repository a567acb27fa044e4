import { defineFacts } from './define';
export default defineFacts('chapter1', {});
