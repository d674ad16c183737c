import type { MouseEvent } from 'react';
import styled from 'styled-components';

/** The id every layout gives its main content, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

const Link = styled.a`
  position: absolute;
  left: -9999px;
  top: 8px;
  z-index: ${({ theme }) => theme.zIndex.modal};
  padding: 8px 16px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 600;

  &:focus {
    left: 8px;
  }
`;

/**
 * The first stop of the keyboard on every layout (public site, portal, console): moves focus past the navigation to
 * the main content, whose element must carry `id={MAIN_CONTENT_ID}` and `tabIndex={-1}`. Focus is moved by script as
 * well as by the fragment, so the address keeps no `#` and the router sees no navigation.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus({ preventScroll: true });
    main.scrollIntoView({ block: 'start' });
  };
  return (
    <Link href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      Skip to main content
    </Link>
  );
}
