import { useMemo, type ReactNode } from 'react';
import { useIntl, type PrimitiveType } from 'react-intl';
import type { MessageId } from '../../../shared/i18n/catalogue';

type RichValue = PrimitiveType | ReactNode | ((chunks: ReactNode[]) => ReactNode);

/**
 * The active language's messages in a component: `t(id, values)` for text, `t.rich(id, values)`
 * for a message with tags, each tag given as a function of its chunks.
 */
export function useT() {
  const intl = useIntl();
  return useMemo(
    () =>
      Object.assign(
        (id: MessageId, values?: Record<string, PrimitiveType>): string =>
          intl.formatMessage({ id }, values),
        {
          rich: (id: MessageId, values: Record<string, RichValue>): ReactNode =>
            intl.formatMessage({ id }, values),
        },
      ),
    [intl],
  );
}
