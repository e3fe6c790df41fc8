// The theme's avatar colours (src/web/theme.css), each legible under white initials.
const AVATAR_COLOURS = [
  'bg-avatar-1',
  'bg-avatar-2',
  'bg-avatar-3',
  'bg-avatar-4',
  'bg-avatar-5',
  'bg-avatar-6',
  'bg-avatar-7',
  'bg-avatar-8',
] as const;

/** The text of a person's picture, wherever it is shown. */
export const profilePictureAlt = (name: string) =>
  name.trim() ? `Profile picture of ${name.trim()}` : 'Profile picture';

/** The first letters of the first and the last word of the name (only the first with `letters` 1). */
export function initialsOf(name: string, letters: 1 | 2 = 2): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const last = letters === 2 && words.length > 1 ? (words[words.length - 1] ?? '') : '';
  const initials = [...first]
    .slice(0, 1)
    .concat([...last].slice(0, 1))
    .join('');
  return initials.toUpperCase() || '?';
}

/** A colour picked from the name, so the same person always gets the same one. */
export function avatarColourOf(name: string): string {
  let hash = 0;
  for (const char of name.trim().toLowerCase()) {
    hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  }
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length] ?? AVATAR_COLOURS[0];
}

/** The sizes an avatar comes in, in pixels, with the initials' size for each. */
const SIZES = {
  36: 'h-9 w-9 text-sm',
  40: 'h-10 w-10 text-base',
  48: 'h-12 w-12 text-lg',
  56: 'h-14 w-14 text-lg',
  64: 'h-16 w-16 text-xl',
  96: 'h-24 w-24 text-3xl',
  128: 'h-32 w-32 text-4xl',
} as const;

interface ProfileAvatarProps {
  name: string;
  imageUrl: string | null | undefined;
  /** Pixels across (also the image's width and height attributes, so nothing shifts). */
  size: keyof typeof SIZES;
  /** The picture's text; `''` where the name is written beside it. */
  alt?: string;
  /** How many initials stand in for a missing picture. */
  letters?: 1 | 2;
  /** Borders, shadows, margins; a larger size from a breakpoint on (`sm:h-36 sm:w-36`). */
  className?: string;
}

/**
 * A person's picture, or their initials on a colour of their own: on cards, in lists, in the
 * header. The initials lie under the picture, so a picture that fails to load (gone from
 * storage, say) gives way to them in the app; the server's render carries no script and keeps
 * the picture.
 */
export function ProfileAvatar({
  name,
  imageUrl,
  size,
  alt = profilePictureAlt(name),
  letters = 2,
  className = '',
}: ProfileAvatarProps) {
  return (
    <span
      className={`relative flex shrink-0 items-center justify-center overflow-hidden rounded-full font-bold text-white select-none ${avatarColourOf(name)} ${SIZES[size]} ${className}`}
    >
      <span aria-hidden="true">{initialsOf(name, letters)}</span>
      {imageUrl ? (
        <img
          key={imageUrl}
          src={imageUrl}
          alt={alt}
          width={size}
          height={size}
          onError={(event) => {
            event.currentTarget.hidden = true;
          }}
          className="absolute inset-0 h-full w-full bg-slate-100 object-cover"
        />
      ) : null}
    </span>
  );
}
