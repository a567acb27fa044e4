import common from '../../i18n/common.messages';
import { useMessages } from '../../state/useMessages';

export function Loading() {
  const t = useMessages(common);
  return (
    <p className="loading" role="status">
      {t.loading}
    </p>
  );
}
