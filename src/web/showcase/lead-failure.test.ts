import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../shared/error-codes';
import arabic from '../../shared/i18n/messages/ar/public-page';
import { ApiError } from '../lib/http';
import { leadFailure } from './lead-failure';
import { providePageTexts } from './page-texts';

// The page's words as the server puts them in an Arabic page (`#page-texts`).
providePageTexts((key) => arabic[`publicPage.script.${key}`]);

const refused = (message: string, code: string = ERROR_CODES.VALIDATION_ERROR) =>
  new ApiError(code, message, code === ERROR_CODES.RATE_LIMITED ? 429 : 400);

describe('what the contact exchange’s form says when the server refused it', () => {
  it('says the server’s sentences in English, under the field it names', () => {
    expect(leadFailure(refused('email: Enter a valid email address'), 'en')).toEqual({
      field: 'email',
      text: 'Enter a valid email address',
    });
    const limited = refused('Too many requests. Try again in 5 minutes.', ERROR_CODES.RATE_LIMITED);
    expect(leadFailure(limited, 'en')).toEqual({ text: limited.message });
  });

  it('says each rule and refusal in the page’s language', () => {
    expect(leadFailure(refused('email: Enter a valid email address'), 'ar')).toEqual({
      field: 'email',
      text: 'أدخل عنوان بريد إلكتروني صالحًا',
    });
    expect(leadFailure(refused('company: Company must be at most 100 characters'), 'ar')).toEqual({
      field: 'company',
      text: 'لا يزيد على 100 حرف',
    });
    expect(leadFailure(refused('name: Name is required'), 'ar').text).toBe('الاسم مطلوب');
    expect(leadFailure(refused('consent: Please agree to share your details'), 'ar').text).toBe(
      'يُرجى الموافقة على مشاركة بياناتك',
    );
    // A rule the page has no words for: still in the page's language, under its field.
    expect(leadFailure(refused('phone: something new'), 'ar')).toEqual({
      field: 'phone',
      text: 'تحقق من هذا الحقل',
    });
    expect(leadFailure(refused('Too many requests', ERROR_CODES.RATE_LIMITED), 'ar').text).toBe(
      'طلبات كثيرة جدًا. يُرجى المحاولة لاحقًا.',
    );
    expect(leadFailure(refused('Forbidden', ERROR_CODES.CROSS_SITE_REQUEST), 'ar').text).toBe(
      'تعذّر إرسال بياناتك. يُرجى المحاولة مرة أخرى.',
    );
  });
});
