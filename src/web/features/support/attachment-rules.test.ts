import { describe, expect, it } from 'vitest';
import { addAttachments, attachmentLimitsOf } from './attachment-rules';
import { readMessagesIn } from '../../../../tests/support/unit/messages';

readMessagesIn();

const config = {
  MAX_FILE_SIZE: 2,
  SUPPORT_MAX_ATTACHMENT_SIZE: 1,
  SUPPORT_MAX_ATTACHMENTS: 2,
  SUPPORT_ALLOWED_MIME_TYPES: 'image/*, application/pdf',
  RETENTION_DAYS: 30,
  SITE_ORIGIN: 'https://cards.example.com',
  SITE_LOCAL_TO: null,
};
const file = (name: string, type: string, size = 10) =>
  new File([new Uint8Array(size)], name, { type });

describe('support attachment rules', () => {
  it('reads the limits, or names what is missing', () => {
    expect(attachmentLimitsOf(config)).toEqual({
      limits: { maxFiles: 2, maxBytes: 1024 * 1024, allowedTypes: ['image/*', 'application/pdf'] },
    });
    expect(attachmentLimitsOf(undefined)).toEqual({
      error: 'Support configuration not available.',
    });
    expect(attachmentLimitsOf({ ...config, SUPPORT_MAX_ATTACHMENT_SIZE: 0 })).toEqual({
      error: 'Max attachment size not configured.',
    });
  });

  it('keeps allowed files and names each refused one', () => {
    const result = attachmentLimitsOf(config);
    if (!('limits' in result)) throw new Error('no limits');
    const { accepted, errors } = addAttachments(
      [],
      [
        file('notes.txt', 'text/plain'),
        file('huge.png', 'image/png', 1024 * 1024 + 1),
        file('shot.png', 'image/png'),
        file('', ''),
      ],
      result.limits,
    );
    expect(accepted.map((f) => f.name)).toEqual(['shot.png']);
    expect(errors).toEqual([
      'File type not allowed: notes.txt',
      'Attachment too large: huge.png',
      'File type not allowed: ',
    ]);
  });

  it('stops at the maximum with one message', () => {
    const result = attachmentLimitsOf(config);
    if (!('limits' in result)) throw new Error('no limits');
    const { accepted, errors } = addAttachments(
      [file('a.png', 'image/png')],
      [file('b.png', 'image/png'), file('c.png', 'image/png'), file('d.png', 'image/png')],
      result.limits,
    );
    expect(accepted.map((f) => f.name)).toEqual(['b.png']);
    expect(errors).toEqual(['Maximum 2 attachments reached']);
  });
});
