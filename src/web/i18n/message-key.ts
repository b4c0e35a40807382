/** Translates a Zod/API message code (`t(messageKey(code))`); unknown texts pass through. */
export { messageKey } from '../../shared/i18n/message-key';
