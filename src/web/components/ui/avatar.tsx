import { useState } from 'react';
import { cn } from '../../lib/cn';

interface UserAvatarProps {
  name: string;
  email?: string;
  imageUrl?: string | null;
  className?: string;
}

/** The user's picture, or the initial letter of their name (spec §2 Header). */
export function UserAvatar({ name, email, imageUrl, className }: UserAvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const initial = (name.trim() || email?.trim() || '?').charAt(0).toUpperCase();
  const showImage = Boolean(imageUrl) && failedUrl !== imageUrl;
  return (
    <span
      className={cn(
        'inline-flex h-9 w-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-700 font-semibold text-white select-none',
        className,
      )}
      aria-hidden="true"
    >
      {showImage && imageUrl ? (
        <img
          src={imageUrl}
          alt=""
          className="h-full w-full object-cover"
          onError={() => setFailedUrl(imageUrl)}
        />
      ) : (
        initial
      )}
    </span>
  );
}
