import { Component, type ReactNode } from 'react';
import common from '../../i18n/common.messages';
import { useSettings } from '../../state/settings';

interface State {
  error: Error | null;
}

/** A panel that throws shows a message instead of taking the whole page down. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    const t = common[useSettings.getState().lang];
    return (
      <div role="alert" className="panel-error">
        <h2>{t.errorTitle}</h2>
        <p>{t.errorBody}</p>
        <pre className="panel-error__detail">{this.state.error.message}</pre>
        <button type="button" onClick={() => window.location.reload()}>
          {t.reload}
        </button>
      </div>
    );
  }
}
