import { describe, expect, it } from 'vitest';
import type { Card } from '../../../shared/card';
import { DEFAULT_DESIGN, designOf } from '../../../shared/card-design';
import { defaultChoice } from '../../components/ui/edit-conflict-dialog';
import { cardConflictRows, mergeCardConflict, type EditorCopy } from './edit-conflict';
import { valuesOf } from './card-form-values';
import { readMessagesIn } from '../../../../tests/support/unit/messages';

readMessagesIn();

const BASE: Card = {
  id: 'card-1',
  userId: 'user-1',
  organisationId: null,
  assigneeId: null,
  inviteeEmail: null,
  title: '',
  fullName: 'Ada Lovelace',
  jobTitle: 'Engineer',
  company: '',
  bio: '',
  email: 'ada@example.com',
  phone: '0412 345 678',
  location: 'London',
  website: '',
  linkedin: '',
  github: '',
  twitter: '',
  facebook: '',
  instagram: '',
  profileImageUrl: '/media/cards/card-1/profile-a.png',
  bannerImageUrl: null,
  qrCodeUrl: '/api/card/qr?id=card-1&format=svg&v=1',
  ...DEFAULT_DESIGN,
  exchangeEnabled: true,
  brandLogoUrl: null,
  language: 'en',
  translations: [],
  createdAt: 1,
  updatedAt: 1,
  deleteOn: 0,
  version: 1,
};

/** The editor's copy of `card` with some text changed and no image change. */
const editorOf = (card: Card, fields: Partial<EditorCopy['fields']> = {}): EditorCopy => ({
  fields: { ...valuesOf(card), ...fields },
  design: designOf(card),
  exchangeEnabled: card.exchangeEnabled,
  images: { profileImage: null, bannerImage: null, brandLogo: null },
});

const defaults = (rows: ReturnType<typeof cardConflictRows>) =>
  Object.fromEntries(rows.map((row) => [row.id, defaultChoice(row)]));

describe('an edit conflict in the card editor', () => {
  it('lists what differs, says who changed it, and by default keeps both changes', () => {
    const newer: Card = {
      ...BASE,
      jobTitle: 'Chief Engineer',
      template: 'dark',
      exchangeEnabled: false,
      version: 2,
    };
    const mine = editorOf(BASE, { location: 'Paris' });
    const rows = cardConflictRows(BASE, mine, newer);
    expect(rows.map(({ id, label, changed }) => ({ id, label, changed }))).toEqual([
      { id: 'jobTitle', label: 'Job title', changed: 'newer' },
      { id: 'location', label: 'Location', changed: 'mine' },
      { id: 'template', label: 'Template', changed: 'newer' },
      { id: 'exchangeEnabled', label: 'Contact exchange', changed: 'newer' },
    ]);
    const merged = mergeCardConflict(mine, newer, defaults(rows));
    expect(merged.fields).toMatchObject({ jobTitle: 'Chief Engineer', location: 'Paris' });
    expect(merged.design.template).toBe('dark');
    expect(merged.exchangeEnabled).toBe(false);
  });

  it('marks a field both sides changed, and takes whichever value is chosen', () => {
    const newer = { ...BASE, jobTitle: 'Rear Admiral', version: 2 };
    const mine = editorOf(BASE, { jobTitle: 'Commodore' });
    const [row] = cardConflictRows(BASE, mine, newer);
    expect(row).toMatchObject({ id: 'jobTitle', changed: 'both' });
    expect(mergeCardConflict(mine, newer, { jobTitle: 'mine' }).fields.jobTitle).toBe('Commodore');
    expect(mergeCardConflict(mine, newer, { jobTitle: 'newer' }).fields.jobTitle).toBe(
      'Rear Admiral',
    );
  });

  it('lists an image only when the editor changes it; one it leaves alone follows the saved card', () => {
    const newer = { ...BASE, profileImageUrl: '/media/cards/card-1/profile-b.png', version: 2 };
    expect(cardConflictRows(BASE, editorOf(BASE), newer)).toEqual([]);

    const upload = { kind: 'upload' as const, file: {} as File, previewUrl: 'blob:mine' };
    const withBanner = {
      ...editorOf(BASE),
      images: { profileImage: null, bannerImage: upload, brandLogo: null },
    };
    const rows = cardConflictRows(BASE, withBanner, newer);
    expect(rows.map(({ id, changed }) => ({ id, changed }))).toEqual([
      { id: 'bannerImage', changed: 'mine' },
    ]);
    expect(mergeCardConflict(withBanner, newer, { bannerImage: 'mine' }).images.bannerImage).toBe(
      upload,
    );
    expect(
      mergeCardConflict(withBanner, newer, { bannerImage: 'newer' }).images.bannerImage,
    ).toBeNull();
  });

  it('finds nothing to ask about when the editor holds what was saved', () => {
    const newer = { ...BASE, jobTitle: 'Chief Engineer', version: 2 };
    expect(cardConflictRows(BASE, editorOf(newer), newer)).toEqual([]);
  });
});
