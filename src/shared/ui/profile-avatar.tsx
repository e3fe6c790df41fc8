// Each pairs with white text at a contrast of at least 4.5:1.
const AVATAR_COLOURS = [
  'bg-indigo-700',
  'bg-emerald-700',
  'bg-rose-700',
  'bg-sky-700',
  'bg-violet-700',
  'bg-teal-700',
  'bg-amber-700',
  'bg-fuchsia-700',
] as const;

/** Up to two initials: the first letters of the first and the last word of the name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  const letters = [...first]
    .slice(0, 1)
    .concat([...last].slice(0, 1))
    .join('');
  return letters.toUpperCase() || '?';
}

/** A colour picked from the name, so the same person always gets the same one. */
export function avatarColourOf(name: string): string {
  let hash = 0;
  for (const char of name.trim().toLowerCase()) {
    hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  }
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length] ?? AVATAR_COLOURS[0];
}

interface ProfileAvatarProps {
  name: string;
  imageUrl: string | null | undefined;
  /** Pixel size of the rendered image (width and height attributes, so nothing shifts). */
  size: number;
  className?: string;
  textClassName?: string;
}

/** The card's profile picture, or the default avatar: initials on a colour. */
export function ProfileAvatar({
  name,
  imageUrl,
  size,
  className = '',
  textClassName = 'text-3xl',
}: ProfileAvatarProps) {
  if (imageUrl) {
    return (
      <img
        src={imageUrl}
        alt={name.trim() ? `Profile picture of ${name.trim()}` : 'Profile picture'}
        width={size}
        height={size}
        className={`shrink-0 rounded-full bg-slate-100 object-cover ${className}`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-full font-bold text-white select-none ${avatarColourOf(name)} ${textClassName} ${className}`}
    >
      {initialsOf(name)}
    </span>
  );
}
