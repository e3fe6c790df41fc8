import type { Card } from '../../shared/card';
import { BIO_PREVIEW_WORDS } from '../../shared/card-constants';
import { truncateWords } from '../../shared/text';

/** What a card tile shows besides the name: job title and company after a bar, the bio's start. */
export function cardSummary(card: Pick<Card, 'jobTitle' | 'company' | 'bio' | 'deleteOn'>) {
  return {
    scheduledForDeletion: card.deleteOn > 0,
    jobLine: [card.jobTitle, card.company].filter((part) => part.trim()).join(' | '),
    bioPreview: truncateWords(card.bio, BIO_PREVIEW_WORDS),
  };
}
