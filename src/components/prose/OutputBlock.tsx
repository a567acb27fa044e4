import { useMessages } from '../../state/useMessages';
import proseMessages from './prose.messages';
import './lesson.css';

/** Printed output, styled like a notebook's output cell (data, shown verbatim). */
export function OutputBlock({ text, caption }: { text: string; caption?: string | undefined }) {
  const t = useMessages(proseMessages);
  const label = caption ?? t.output;
  return (
    <figure className="lesson-output">
      <figcaption className="lesson-output__label">{label}</figcaption>
      <pre tabIndex={0} aria-label={label}>
        {text}
      </pre>
    </figure>
  );
}
