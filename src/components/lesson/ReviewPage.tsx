import { Review } from '../practice/Review';
import { LazySceneView } from './widgets';

/** `#/<lang>/review`: the due practice questions (the practice feature), their scenes in the visualizer. */
export default function ReviewPage() {
  return <Review Scene={LazySceneView} />;
}
