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

export const SAMPLE_PEOPLE: SamplePerson[] = [
  {
    fullName: 'Maya Okafor',
    initials: 'MO',
    jobTitle: 'Product Designer',
    company: 'Lumen Studio',
    bio: 'Designing calm, useful products for growing teams.',
    phone: '0491 570 156',
    email: 'maya@lumen.example',
    location: 'Melbourne, VIC',
    website: 'lumen.example',
    avatarClass: 'bg-brand-700',
    bannerClass: 'bg-gradient-to-br from-brand-500 via-violet-500 to-fuchsia-400',
  },
  {
    fullName: 'Daniel Reyes',
    initials: 'DR',
    jobTitle: 'Sales Director',
    company: 'Northwind Logistics',
    bio: 'Helping retailers move stock faster across Australia.',
    phone: '0491 570 157',
    email: 'daniel@northwind.example',
    location: 'Sydney, NSW',
    website: 'northwind.example',
    avatarClass: 'bg-teal-700',
    bannerClass: 'bg-gradient-to-br from-teal-400 via-cyan-500 to-sky-600',
  },
  {
    fullName: 'Priya Natarajan',
    initials: 'PN',
    jobTitle: 'Physiotherapist',
    company: 'Harbour Health Clinic',
    bio: 'Sports rehab and injury prevention for every body.',
    phone: '0491 570 158',
    email: 'priya@harbourhealth.example',
    location: 'Brisbane, QLD',
    website: 'harbourhealth.example',
    avatarClass: 'bg-rose-700',
    bannerClass: 'bg-gradient-to-br from-amber-300 via-orange-400 to-rose-500',
  },
];
