import type { ApiError } from '@weekends/shared';
import { findMessage } from '@weekends/shared/messages';

/**
 * An error answer with its message's catalogue key and values beside the English text, so the web words it in its
 * reader's language; a message from elsewhere (a library's) travels as text only.
 */
export function withMessageKey(body: ApiError): ApiError {
  const found = findMessage(body.message);
  if (!found) return body;
  return {
    ...body,
    messageKey: found.key,
    ...(Object.keys(found.values).length > 0 ? { messageValues: found.values } : {}),
  };
}
