import { describe, expect, it } from 'vitest';
import publicPage from '../../shared/i18n/messages/en/public-page';
import { LEAD_MESSAGES } from '../../shared/leads-constants';

describe('the public card page’s script words', () => {
  it('say the lead dialog’s sentences in English word for word as the server writes them', () => {
    expect(publicPage['publicPage.script.leadSubmitted']).toBe(LEAD_MESSAGES.submitted);
    expect(publicPage['publicPage.script.leadCopyAsked']).toBe(LEAD_MESSAGES.copyAsked);
    expect(publicPage['publicPage.script.leadConsentRequired']).toBe(LEAD_MESSAGES.consentRequired);
    expect(publicPage['publicPage.script.leadExchangeOff']).toBe(LEAD_MESSAGES.exchangeOff);
  });
});

describe('the lead form’s rules among the script words', () => {
  it('are the server’s rule sentences in English word for word', async () => {
    const { leadSubmissionSchema } = await import('../../shared/leads');
    const issues = leadSubmissionSchema
      .safeParse({ cardId: 'c', name: '', email: '', phone: 'x' })
      .error?.issues.map((issue) => issue.message);
    expect(issues).toEqual(
      expect.arrayContaining([
        publicPage['publicPage.script.leadRuleNameRequired'],
        publicPage['publicPage.script.leadRuleEmailRequired'],
        publicPage['publicPage.script.leadRulePhoneChars'],
      ]),
    );
  });
});
