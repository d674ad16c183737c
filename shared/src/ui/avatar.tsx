import { useEffect, useState } from 'react';
import styled from 'styled-components';

/** Neutral silhouette shown when no picture exists or a picture fails to load. */
export const AVATAR_PLACEHOLDER_SRC = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#26365a"/><circle cx="32" cy="25" r="12" fill="#9aabc4"/><path d="M10 60c3-13 12-19 22-19s19 6 22 19z" fill="#9aabc4"/></svg>',
)}`;

export interface AvatarProps {
  src?: string | null;
  name?: string | null;
  size?: number;
  /** What to show without a picture: the name's initial (default) or the placeholder image. */
  emptyFallback?: 'initial' | 'placeholder';
  /** Overrides the initial, e.g. 'NM' on the settings profile card. */
  fallbackText?: string;
  className?: string;
}

const Circle = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.primary};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: 700;
  font-size: ${({ $size }) => Math.round($size * 0.42)}px;
  user-select: none;
  & > img { width: 100%; height: 100%; object-fit: cover; }
`;

const Initials = styled.span`
  &::before { content: attr(data-initials); }
`;

/** The uppercase first letter of the name, or '?' when there is none. */
export function avatarInitial(name?: string | null): string {
  const first = name?.trim().charAt(0);
  return first ? first.toUpperCase() : '?';
}

/** A round avatar: the picture, else the initial (or '?'); a picture that fails to load becomes the placeholder. */
export function Avatar({ src, name, size = 40, emptyFallback = 'initial', fallbackText, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  useEffect(() => setFailedSrc(null), [src]);
  const label = name?.trim() ? name.trim() : 'Guest';

  if (src && failedSrc !== src) {
    return (
      <Circle $size={size} className={className}>
        <img src={src} alt={label} onError={() => setFailedSrc(src)} />
      </Circle>
    );
  }
  if (src || emptyFallback === 'placeholder') {
    return (
      <Circle $size={size} className={className}>
        <img src={AVATAR_PLACEHOLDER_SRC} alt={label} />
      </Circle>
    );
  }
  // The letters are drawn by CSS: they are part of the picture, not a label, so they never count as visible text that
  // an accessible name around the avatar would have to contain (WCAG 2.5.3, label in name).
  return (
    <Circle $size={size} className={className} role="img" aria-label={label}>
      <Initials aria-hidden="true" data-initials={fallbackText ?? avatarInitial(name)} />
    </Circle>
  );
}
