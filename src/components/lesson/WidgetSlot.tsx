import { Suspense } from 'react';
import { useMessages } from '../../i18n/useMessages';
import { ErrorBoundary } from '../layout/ErrorBoundary';
import lessonMessages from './lesson.messages';
import { widgets, type WidgetProps } from './widgets';

/** An interactive piece of a lesson: loaded on demand, and isolated so that a failure never takes the lesson down. */
export function WidgetSlot({ name, props }: { name: string; props?: WidgetProps | undefined }) {
  const t = useMessages(lessonMessages);
  const Widget = Object.hasOwn(widgets, name) ? widgets[name] : undefined;
  if (!Widget) {
    return (
      <p className="lesson-note lesson-note--warning" role="note">
        {t.unknownWidget(name)}
      </p>
    );
  }
  return (
    <div className="lesson-widget" data-widget={name}>
      <ErrorBoundary>
        <Suspense
          fallback={
            <p className="loading lesson-widget__loading" role="status">
              {t.loadingWidget}
            </p>
          }
        >
          <Widget {...(props ?? {})} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
