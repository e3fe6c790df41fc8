import { useQueryClient } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import type { Card } from '../../../shared/card';
import { BIO_MAX_LENGTH, CARD_TEXT_MAX_LENGTH } from '../../../shared/card-constants';
import {
  CARD_LANGUAGE_FIELDS,
  MAX_CARD_LANGUAGES,
  type CardLanguageField,
  type CardTranslation,
} from '../../../shared/card-languages';
import { LANGUAGE_CODES, LANGUAGES, type Language } from '../../../shared/i18n/languages';
import { Button } from '../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../components/ui/form-field';
import { BusyButton } from '../../components/ui/submit-button';
import { postJson } from '../../lib/http';
import { useT } from '../../lib/i18n/use-t';
import { cardKeys } from '../../lib/query-keys';
import { toast, toastFailure } from '../../lib/toast';
import { FormSection } from './card-form-fields';

const FIELD_LABELS = {
  fullName: 'cardLanguages.fullName',
  jobTitle: 'cardLanguages.jobTitle',
  company: 'cardLanguages.company',
  location: 'cardLanguages.location',
  bio: 'cardLanguages.bio',
} as const satisfies Record<CardLanguageField, string>;

const emptyTranslation = (language: Language): CardTranslation => ({
  language,
  fullName: '',
  jobTitle: '',
  company: '',
  location: '',
  bio: '',
});

const languageOptions = (codes: readonly Language[]) =>
  codes.map((code) => ({ value: code, label: LANGUAGES[code].name }));

/**
 * The card's languages (docs/product.md#card-languages): the language of the form's text above,
 * and the same text in up to two more. Saved on its own (`card/set-card-languages`), apart from
 * the card's save: a new card is saved first.
 */
export function CardLanguagesPanel({ card }: { card: Card | undefined }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [language, setLanguage] = useState<Language>(card?.language ?? 'en');
  const [translations, setTranslations] = useState<CardTranslation[]>(card?.translations ?? []);
  const [saving, setSaving] = useState(false);

  if (!card) {
    return (
      <FormSection title={t('cardLanguages.title')} columns={1}>
        <p className="text-sm text-ink-muted">{t('cardLanguages.saveFirst')}</p>
      </FormSection>
    );
  }

  const used = new Set<Language>([language, ...translations.map((item) => item.language)]);
  const addable = LANGUAGE_CODES.filter((code) => !used.has(code));
  const full = translations.length >= MAX_CARD_LANGUAGES - 1;

  const change = (index: number, field: CardLanguageField, value: string) =>
    setTranslations((items) =>
      items.map((item, i) => (i === index ? { ...item, [field]: value } : item)),
    );

  const save = async () => {
    setSaving(true);
    try {
      const saved = await postJson<Card>('/api/card/set-card-languages', {
        id: card.id,
        language,
        translations,
      });
      queryClient.setQueryData(cardKeys.detail(card.id), saved);
      toast.success(t('cardLanguages.saved'));
    } catch (error) {
      toastFailure(error, t('cardLanguages.save'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormSection
      title={t('cardLanguages.title')}
      description={t('cardLanguages.description')}
      columns={1}
    >
      <SelectField
        label={t('cardLanguages.defaultLanguage')}
        name="cardLanguage"
        value={language}
        options={languageOptions(
          LANGUAGE_CODES.filter(
            (code) => code === language || !translations.some((item) => item.language === code),
          ),
        )}
        onValueChange={setLanguage}
      />
      {translations.map((translation, index) => {
        const name = LANGUAGES[translation.language].name;
        // What is typed here is in that language and runs in its direction; the labels are the
        // editor's.
        const typed = { lang: translation.language, dir: LANGUAGES[translation.language].dir };
        return (
          <fieldset
            key={translation.language}
            className="min-w-0 space-y-4 rounded-xl border border-slate-300 p-4"
          >
            <legend className="px-1 text-sm font-bold text-ink">
              {t('cardLanguages.fieldsIn', { language: name })}
            </legend>
            <div className="flex justify-end">
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => setTranslations((items) => items.filter((_, i) => i !== index))}
              >
                <X aria-hidden="true" className="h-4 w-4" />
                {t('cardLanguages.remove', { language: name })}
              </Button>
            </div>
            {CARD_LANGUAGE_FIELDS.map((field) =>
              field === 'bio' ? (
                <TextAreaField
                  key={field}
                  label={t(FIELD_LABELS[field])}
                  name={`${translation.language}-${field}`}
                  value={translation.bio}
                  length={translation.bio.length}
                  maxLength={BIO_MAX_LENGTH}
                  {...typed}
                  onChange={(event) => change(index, field, event.target.value)}
                />
              ) : (
                <TextField
                  key={field}
                  label={t(FIELD_LABELS[field])}
                  name={`${translation.language}-${field}`}
                  value={translation[field]}
                  maxLength={CARD_TEXT_MAX_LENGTH}
                  autoComplete="off"
                  {...typed}
                  onChange={(event) => change(index, field, event.target.value)}
                />
              ),
            )}
          </fieldset>
        );
      })}
      <p className="text-sm text-ink-muted">
        {full ? t('cardLanguages.max') : t('cardLanguages.emptyHint')}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        {!full && addable.length > 0 ? (
          <AddLanguage
            options={addable}
            onAdd={(code) => setTranslations((items) => [...items, emptyTranslation(code)])}
          />
        ) : (
          <span />
        )}
        <BusyButton type="button" busy={saving} onClick={() => void save()}>
          {t('cardLanguages.save')}
        </BusyButton>
      </div>
    </FormSection>
  );
}

/** A language to add, and the button that adds it. */
function AddLanguage({
  options,
  onAdd,
}: {
  options: readonly Language[];
  onAdd: (language: Language) => void;
}) {
  const t = useT();
  const [choice, setChoice] = useState<Language | undefined>(undefined);
  const selected = choice && options.includes(choice) ? choice : options[0];
  if (!selected) return null;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <SelectField
        className="sm:min-w-44"
        label={t('cardLanguages.addLabel')}
        name="addCardLanguage"
        value={selected}
        options={languageOptions(options)}
        onValueChange={setChoice}
      />
      <Button type="button" variant="outline" onClick={() => onAdd(selected)}>
        <Plus aria-hidden="true" className="h-4 w-4" />
        {t('cardLanguages.add')}
      </Button>
    </div>
  );
}
