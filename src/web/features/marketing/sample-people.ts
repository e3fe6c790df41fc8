import { samplePeopleDetails } from '../../components/sample-people';

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

const initialsOf = (fullName: string) =>
  fullName
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('');

const LOOKS = [
  {
    avatarClass: 'bg-brand-700',
    bannerClass: 'bg-gradient-to-br from-brand-500 via-violet-500 to-fuchsia-400',
  },
  {
    avatarClass: 'bg-teal-700',
    bannerClass: 'bg-gradient-to-br from-teal-400 via-cyan-500 to-sky-600',
  },
  {
    avatarClass: 'bg-rose-700',
    bannerClass: 'bg-gradient-to-br from-amber-300 via-orange-400 to-rose-500',
  },
];

/**
 * The first three sample people (the template gallery draws them too) in the hero's look, their
 * job titles and bios in the active language.
 */
export const samplePeople = (): SamplePerson[] =>
  samplePeopleDetails()
    .slice(0, LOOKS.length)
    .map(({ linkedin: _linkedin, instagram: _instagram, ...person }, index) => ({
      ...person,
      ...LOOKS[index]!,
      initials: initialsOf(person.fullName),
    }));
