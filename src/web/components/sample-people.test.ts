import { afterAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../lib/i18n/intl';
import { SAMPLE_PEOPLE_DETAILS, samplePeopleDetails } from './sample-people';

(globalThis as { document?: unknown }).document = { documentElement: {} };

describe('the sample people of the template gallery', () => {
  afterAll(() => activateLanguage('en'));

  it('are the same people in English, word for word', async () => {
    await activateLanguage('en');
    expect(samplePeopleDetails()).toEqual(SAMPLE_PEOPLE_DETAILS);
  });

  it('say what they do in another language; their own details stay theirs', async () => {
    await activateLanguage('ja');
    const people = samplePeopleDetails();
    expect(people).toHaveLength(SAMPLE_PEOPLE_DETAILS.length);
    expect(people[3]).toMatchObject({
      fullName: 'Tomás Herrera',
      company: 'Herrera & Vale',
      jobTitle: '建築家',
      bio: '光を招き入れる家。',
      phone: '0491 570 159',
    });
    for (const [index, person] of people.entries()) {
      expect(person.jobTitle).not.toBe(SAMPLE_PEOPLE_DETAILS[index]?.jobTitle);
    }
  });
});
