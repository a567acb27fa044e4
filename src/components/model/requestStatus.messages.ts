import { defineMessages } from '../../i18n/defineMessages';

/** The request log's status words (one dictionary, keyed by RequestStatus). */
export default defineMessages({
  en: {
    pending: 'not sent yet',
    sending: 'sending',
    streaming: 'arriving',
    done: 'answered',
    error: 'failed',
    cancelled: 'cancelled',
  },
  fr: {
    pending: 'pas encore envoyée',
    sending: 'envoi',
    streaming: 'en cours de réception',
    done: 'répondu',
    error: 'échec',
    cancelled: 'annulée',
  },
});
