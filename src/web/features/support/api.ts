import { useMutation } from '@tanstack/react-query';
import {
  supportRequestResponseSchema,
  type SupportRequestResponse,
  type SupportSubject,
} from '../../../shared/support';
import { postMultipart } from '../../lib/upload';

interface SupportRequestInput {
  subject: SupportSubject;
  body: string;
  /** The From address; visitors only. */
  email?: string;
  /** Signed-in users only. */
  attachments: File[];
  onProgress?: (fraction: number) => void;
}

/** `POST support/request`; a signed-in user's session cookie goes along. */
function sendSupportRequest({
  subject,
  body,
  email,
  attachments,
  onProgress,
}: SupportRequestInput): Promise<SupportRequestResponse> {
  const form = new FormData();
  form.append('subject', subject);
  form.append('body', body);
  if (email !== undefined) form.append('email', email);
  for (const file of attachments) form.append('attachments', file, file.name);
  return postMultipart({
    url: '/api/support/request',
    form,
    response: supportRequestResponseSchema,
    onProgress,
  });
}

export function useSendSupportRequest() {
  return useMutation({ mutationFn: sendSupportRequest });
}
