import type { CardViewData } from '../../shared/ui/card-view';
import { translate } from '../lib/i18n/intl';

/**
 * The fictional people of the marketing pages' sample cards and of the template gallery: one per
 * template, each in a different line of work. Phone numbers are from the range Australia keeps for
 * fiction; addresses are under `.example`.
 */
type SamplePersonDetails = Pick<
  CardViewData,
  | 'fullName'
  | 'jobTitle'
  | 'company'
  | 'bio'
  | 'phone'
  | 'email'
  | 'location'
  | 'website'
  | 'linkedin'
  | 'instagram'
>;

export const SAMPLE_PEOPLE_DETAILS = [
  {
    fullName: 'Maya Okafor',
    jobTitle: 'Product Designer',
    company: 'Lumen Studio',
    bio: 'Designing calm, useful products for growing teams.',
    phone: '0491 570 156',
    email: 'maya@lumen.example',
    location: 'Melbourne, VIC',
    website: 'lumen.example',
    linkedin: 'https://www.linkedin.com/in/maya',
    instagram: 'https://www.instagram.com/maya',
  },
  {
    fullName: 'Daniel Reyes',
    jobTitle: 'Sales Director',
    company: 'Northwind Logistics',
    bio: 'Helping retailers move stock faster across Australia.',
    phone: '0491 570 157',
    email: 'dan@northwind.example',
    location: 'Sydney, NSW',
    website: 'northwind.example',
    linkedin: 'https://www.linkedin.com/in/daniel',
    instagram: '',
  },
  {
    fullName: 'Priya Natarajan',
    jobTitle: 'Physiotherapist',
    company: 'Harbour Health Clinic',
    bio: 'Sports rehab and injury prevention for every body.',
    phone: '0491 570 158',
    email: 'priya@harbour.example',
    location: 'Brisbane, QLD',
    website: 'harbour.example',
    linkedin: '',
    instagram: 'https://www.instagram.com/priya',
  },
  {
    fullName: 'Tomás Herrera',
    jobTitle: 'Architect',
    company: 'Herrera & Vale',
    bio: 'Homes that let the light in.',
    phone: '0491 570 159',
    email: 'tomas@herrera.example',
    location: 'Perth, WA',
    website: 'herrera.example',
    linkedin: 'https://www.linkedin.com/in/tomas',
    instagram: 'https://www.instagram.com/tomas',
  },
  {
    fullName: 'Aiko Tanaka',
    jobTitle: 'Photographer',
    company: 'Still Water Studio',
    bio: 'Weddings, portraits and quiet places.',
    phone: '0491 570 110',
    email: 'aiko@still.example',
    location: 'Hobart, TAS',
    website: 'still.example',
    linkedin: '',
    instagram: 'https://www.instagram.com/aiko',
  },
  {
    fullName: 'Samuel Osei',
    jobTitle: 'Personal Trainer',
    company: 'Forge Fitness',
    bio: 'Strength training for busy people.',
    phone: '0491 570 313',
    email: 'sam@forge.example',
    location: 'Adelaide, SA',
    website: 'forge.example',
    linkedin: '',
    instagram: 'https://www.instagram.com/samuel',
  },
  {
    fullName: 'Grace Liu',
    jobTitle: 'Financial Adviser',
    company: 'Meridian Partners',
    bio: 'Clear plans for retirement and beyond.',
    phone: '0491 570 737',
    email: 'liu@meridian.example',
    location: 'Canberra, ACT',
    website: 'meridian.example',
    linkedin: 'https://www.linkedin.com/in/grace',
    instagram: '',
  },
  {
    fullName: 'Leo Fischer',
    jobTitle: 'Music Producer',
    company: 'Night Owl Records',
    bio: 'Records made after midnight.',
    phone: '0491 571 266',
    email: 'leo@nightowl.example',
    location: 'Darwin, NT',
    website: 'nightowl.example',
    linkedin: '',
    instagram: 'https://www.instagram.com/leo',
  },
] as const satisfies readonly SamplePersonDetails[];

/** Each sample person's key in the catalogue, in the order of SAMPLE_PEOPLE_DETAILS. */
const SAMPLE_PERSON_KEYS = [
  'maya',
  'daniel',
  'priya',
  'tomas',
  'aiko',
  'samuel',
  'grace',
  'leo',
] as const;

/**
 * The sample people with their work in the active language; their names, companies, numbers,
 * addresses and places stay as they are (a person's own details are not translated).
 */
export const samplePeopleDetails = (): SamplePersonDetails[] =>
  SAMPLE_PEOPLE_DETAILS.map((person, index) => {
    const key = SAMPLE_PERSON_KEYS[index % SAMPLE_PERSON_KEYS.length] ?? 'maya';
    return {
      ...person,
      jobTitle: translate(`templateGallery.person.${key}.jobTitle`),
      bio: translate(`templateGallery.person.${key}.bio`),
    };
  });
