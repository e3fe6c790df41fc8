import { SAMPLE_PEOPLE_DETAILS } from '../../components/sample-people';

export interface SamplePerson {
  fullName: string;
  initials: string;
  jobTitle: string;
  company: string;
  bio: string;
  phone: string;
  email: string;
  location: string;
  website: string;
  avatarClass: string;
  bannerClass: string;
}

const [maya, daniel, priya] = SAMPLE_PEOPLE_DETAILS;

const initialsOf = (fullName: string) =>
  fullName
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('');

/** The first three sample people (the template gallery draws them too) in the hero's look. */
export const SAMPLE_PEOPLE: SamplePerson[] = [
  {
    ...maya,
    avatarClass: 'bg-brand-700',
    bannerClass: 'bg-gradient-to-br from-brand-500 via-violet-500 to-fuchsia-400',
  },
  {
    ...daniel,
    avatarClass: 'bg-teal-700',
    bannerClass: 'bg-gradient-to-br from-teal-400 via-cyan-500 to-sky-600',
  },
  {
    ...priya,
    avatarClass: 'bg-rose-700',
    bannerClass: 'bg-gradient-to-br from-amber-300 via-orange-400 to-rose-500',
  },
].map(({ linkedin: _linkedin, instagram: _instagram, ...person }) => ({
  ...person,
  initials: initialsOf(person.fullName),
}));
