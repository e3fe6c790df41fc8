import type { Card, CardFieldsInput } from '../../../shared/card';
import {
  buttonShapeOf,
  designOf,
  fontOf,
  QR_LOGO_OPTIONS,
  templateOf,
  type CardDesign,
} from '../../../shared/card-design';
import { SOCIAL_LABELS } from '../../../shared/social';
import {
  ConflictValue,
  type ConflictChoice,
  type ConflictRow,
} from '../../components/ui/edit-conflict-dialog';
import type { PendingImage } from '../../lib/image-file';
import { EMPTY_VALUES, valuesOf, type FieldName } from './card-form-values';
import type { CardImages } from './save-card';
import type { MessageId } from '../../../shared/i18n/catalogue';
import { translate } from '../../lib/i18n/intl';
import { buttonShapeName, fontName, qrLogoName, templateName } from '../../lib/card-design-labels';

/** What the editor holds: the form's text, the design, contact exchange and image changes. */
export interface EditorCopy {
  fields: Required<CardFieldsInput>;
  design: CardDesign;
  exchangeEnabled: boolean;
  images: CardImages;
}

/** The fields' names as the form shows them; the social networks keep their own. */
const FIELD_LABELS: Record<FieldName, MessageId | { name: string }> = {
  title: 'editor.field.title',
  fullName: 'editor.field.fullName',
  jobTitle: 'editor.field.jobTitle',
  company: 'editor.field.company',
  bio: 'editor.field.bio',
  email: 'editor.field.email',
  phone: 'editor.field.phone',
  location: 'editor.field.location',
  website: 'editor.field.website',
  linkedin: { name: SOCIAL_LABELS.linkedin },
  github: { name: SOCIAL_LABELS.github },
  twitter: { name: SOCIAL_LABELS.twitter },
  facebook: { name: SOCIAL_LABELS.facebook },
  instagram: { name: SOCIAL_LABELS.instagram },
};

const fieldLabel = (field: FieldName) => {
  const label = FIELD_LABELS[field];
  return typeof label === 'string' ? translate(label) : label.name;
};

const DESIGN_LABELS: Record<keyof CardDesign, MessageId> = {
  template: 'editor.design.template',
  accentColor: 'editor.design.accent',
  backgroundColor: 'editor.design.background',
  fontFamily: 'editor.design.font',
  buttonShape: 'editor.design.buttonShape',
  qrLogo: 'editor.design.qrCentre',
  hideBranding: 'editor.design.hideBranding',
};

type ImageSlot = keyof CardImages;

const IMAGE_SLOTS: { slot: ImageSlot; label: MessageId; url: (card: Card) => string | null }[] = [
  { slot: 'profileImage', label: 'editor.image.profile', url: (card) => card.profileImageUrl },
  { slot: 'bannerImage', label: 'editor.image.banner', url: (card) => card.bannerImageUrl },
  { slot: 'brandLogo', label: 'editor.image.logo', url: (card) => card.brandLogoUrl },
];

const FIELDS = Object.keys(EMPTY_VALUES) as FieldName[];
const DESIGN_KEYS = Object.keys(DESIGN_LABELS) as (keyof CardDesign)[];

function DesignValue({ name, design }: { name: keyof CardDesign; design: CardDesign }) {
  switch (name) {
    case 'template':
      return <>{templateName(templateOf(design.template).id)}</>;
    case 'fontFamily':
      return <>{fontName(fontOf(design.fontFamily).id)}</>;
    case 'buttonShape':
      return <>{buttonShapeName(buttonShapeOf(design.buttonShape).id)}</>;
    case 'qrLogo': {
      const option = QR_LOGO_OPTIONS.find((item) => item.id === design.qrLogo);
      return <>{option ? qrLogoName(option.id) : null}</>;
    }
    case 'hideBranding':
      return (
        <>
          {design.hideBranding ? translate('editor.conflict.yes') : translate('editor.conflict.no')}
        </>
      );
    case 'accentColor':
    case 'backgroundColor':
      return (
        <span className="inline-flex items-center gap-2">
          <span
            aria-hidden="true"
            className="h-5 w-5 shrink-0 rounded-md border border-slate-300"
            style={{ backgroundColor: design[name] }}
          />
          {design[name]}
        </span>
      );
  }
}

function ImageValue({ url, alt }: { url: string | null; alt: string }) {
  if (!url)
    return <span className="text-ink-muted italic">{translate('editor.conflict.noImage')}</span>;
  return (
    <img
      src={url}
      alt={alt}
      className="h-16 max-w-full rounded-lg border border-slate-200 bg-slate-50 object-contain"
    />
  );
}

/** Who changed a value since `base`: the editor, the other save, or both. */
const changedBy = (mineChanged: boolean): ConflictRow['changed'] =>
  mineChanged ? 'mine' : 'newer';

/**
 * Every difference between what the editor would save and the newer saved card
 * (docs/product.md#edit-conflicts): text fields, design, contact exchange, and the images the
 * editor changes. An image the editor leaves alone follows the saved card, so it is not listed.
 * `base` is the card as the editor loaded it, to tell who changed what.
 */
export function cardConflictRows(base: Card, mine: EditorCopy, newer: Card): ConflictRow[] {
  const rows: ConflictRow[] = [];
  const baseFields = valuesOf(base);
  const newerFields = valuesOf(newer);
  for (const field of FIELDS) {
    const ours = mine.fields[field];
    if (ours.trim() === newerFields[field].trim()) continue;
    const mineChanged = ours.trim() !== baseFields[field].trim();
    const newerChanged = newerFields[field] !== baseFields[field];
    rows.push({
      id: field,
      label: fieldLabel(field),
      mine: <ConflictValue text={ours} />,
      newer: <ConflictValue text={newerFields[field]} />,
      changed: mineChanged && newerChanged ? 'both' : changedBy(mineChanged),
    });
  }
  const baseDesign = designOf(base);
  const newerDesign = designOf(newer);
  for (const key of DESIGN_KEYS) {
    if (mine.design[key] === newerDesign[key]) continue;
    const mineChanged = mine.design[key] !== baseDesign[key];
    rows.push({
      id: key,
      label: translate(DESIGN_LABELS[key]),
      mine: <DesignValue name={key} design={mine.design} />,
      newer: <DesignValue name={key} design={newerDesign} />,
      changed:
        mineChanged && newerDesign[key] !== baseDesign[key] ? 'both' : changedBy(mineChanged),
    });
  }
  const newerExchange = newer.exchangeEnabled;
  if (mine.exchangeEnabled !== newerExchange) {
    const mineChanged = mine.exchangeEnabled !== base.exchangeEnabled;
    const onOff = (on: boolean) =>
      on ? translate('editor.conflict.on') : translate('editor.conflict.off');
    rows.push({
      id: 'exchangeEnabled',
      label: translate('editor.exchange.title'),
      mine: onOff(mine.exchangeEnabled),
      newer: onOff(newerExchange),
      changed:
        mineChanged && newerExchange !== base.exchangeEnabled ? 'both' : changedBy(mineChanged),
    });
  }
  for (const { slot, label: labelId, url } of IMAGE_SLOTS) {
    const label = translate(labelId);
    const pending = mine.images[slot];
    if (!pending) continue;
    const ours = pending.kind === 'upload' ? pending.previewUrl : null;
    if (ours === url(newer)) continue;
    rows.push({
      id: slot,
      label,
      mine: <ImageValue url={ours} alt={translate('editor.conflict.yours', { image: label })} />,
      newer: (
        <ImageValue url={url(newer)} alt={translate('editor.conflict.newer', { image: label })} />
      ),
      changed: url(newer) !== url(base) ? 'both' : 'mine',
    });
  }
  return rows;
}

/**
 * The editor's copy on top of the newer card: each listed difference as chosen, everything else
 * as the newer card has it (the editor's values where they already agree).
 */
export function mergeCardConflict(
  mine: EditorCopy,
  newer: Card,
  choices: Record<string, ConflictChoice>,
): EditorCopy {
  const keeps = (id: string) => choices[id] === 'mine';
  const newerFields = valuesOf(newer);
  const newerDesign = designOf(newer);
  const fields = Object.fromEntries(
    FIELDS.map((field) => [field, keeps(field) ? mine.fields[field] : newerFields[field]]),
  ) as Required<CardFieldsInput>;
  const design = Object.fromEntries(
    DESIGN_KEYS.map((key) => [key, keeps(key) ? mine.design[key] : newerDesign[key]]),
  ) as unknown as CardDesign;
  const image = (slot: ImageSlot): PendingImage => (keeps(slot) ? mine.images[slot] : null);
  return {
    fields,
    design,
    exchangeEnabled: keeps('exchangeEnabled') ? mine.exchangeEnabled : newer.exchangeEnabled,
    images: {
      profileImage: image('profileImage'),
      bannerImage: image('bannerImage'),
      brandLogo: image('brandLogo'),
    },
  };
}
