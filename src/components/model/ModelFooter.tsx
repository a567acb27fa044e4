import { useMessages } from '../../state/useMessages';
import { useModelConnection } from '../../state/modelConnection';
import m from './model.messages';

/** The footer's privacy line: "No data leaves this page", or, while connected, where prompts go. */
export function ModelFooter({ offline }: { offline: string }) {
  const t = useMessages(m);
  const host = useModelConnection((s) => (s.status === 'connected' ? s.connectedHost : null));
  return (
    <span data-model-footer={host ? 'connected' : 'off'}>{host ? t.footerConnected(host) : offline}</span>
  );
}
