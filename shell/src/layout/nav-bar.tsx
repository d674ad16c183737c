import { useLogout, useSession } from '@oddslab/shared/session';
import { Avatar, useDismiss, useViewportBelow } from '@oddslab/shared/ui';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import styled, { css, useTheme } from 'styled-components';
import { useIsFirstPaint } from './first-paint';
import { Logo } from './logo';
import { navLinks } from './nav-links';
import { ProfileMenu } from './profile-menu';

export const navBarHeight = 68;

/** Fixed top navigation: logo, six links inline on wide screens, a menu button with a dropdown on narrow ones. */
export function NavBar() {
  const { status, user, displayName } = useSession();
  const logout = useLogout();
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const mobileMenuId = useId();
  const signedIn = status === 'signedIn' && user !== null;
  // While a stored token is being checked, show neither Sign In nor the picture (no flash of the wrong one).
  const sessionPending = status === 'unknown' || status === 'loading';
  const theme = useTheme();
  // Links inline from desktop width; below it a menu button (rendered, not just hidden, so each width has one set).
  const wide = !useViewportBelow(theme.breakpoints.desktop);
  const firstPaint = useIsFirstPaint();

  const closeMenu = useCallback((reason?: 'outside' | 'escape') => {
    setMenuOpen(false);
    if (reason === 'escape') menuButtonRef.current?.focus();
  }, []);
  useDismiss(headerRef, menuOpen, closeMenu);

  // A page change (link, back button) or growing to desktop width closes the mobile menu.
  useEffect(() => setMenuOpen(false), [location.pathname, wide]);

  return (
    <Header ref={headerRef}>
      <Bar aria-label="Main">
        <Logo onNavigate={() => closeMenu()} />
        {(wide || firstPaint) && (
          <InlineLinks $desktopOnly={firstPaint}>
            {navLinks.map((link) => (
              <li key={link.to}>
                <TopLink to={link.to} end={link.to === '/'}>
                  {link.label}
                </TopLink>
              </li>
            ))}
          </InlineLinks>
        )}
        <Actions>
          {wide && !sessionPending && (signedIn ? <ProfileMenu /> : <SignInLink to="/login">Sign In</SignInLink>)}
          {(!wide || firstPaint) && (
            <MenuButton
              $belowDesktopOnly={firstPaint}
              ref={menuButtonRef}
              type="button"
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              aria-expanded={menuOpen}
              aria-controls={mobileMenuId}
              // In the first paint the menu cannot open yet: the button says so until the app takes over.
              disabled={firstPaint}
              onClick={() => setMenuOpen((value) => !value)}
            >
              <MenuIcon $open={menuOpen} aria-hidden="true">
                <span />
                <span />
                <span />
              </MenuIcon>
            </MenuButton>
          )}
        </Actions>
      </Bar>
      {menuOpen && !wide && (
        <MobileMenu id={mobileMenuId}>
          <MobileLinks>
            {navLinks.map((link) => (
              <li key={link.to}>
                <MobileLink to={link.to} end={link.to === '/'} onClick={() => closeMenu()}>
                  {link.label}
                </MobileLink>
              </li>
            ))}
          </MobileLinks>
          <MobileAccount>
            {sessionPending ? null : signedIn ? (
              <>
                <MobileIdentity>
                  <Avatar src={user.image} name={displayName} size={40} emptyFallback="placeholder" />
                  <span>{displayName}</span>
                </MobileIdentity>
                <MobileButton
                  type="button"
                  onClick={() => {
                    closeMenu();
                    navigate('/client/');
                  }}
                >
                  Client portal
                </MobileButton>
                {user.role === 'ADMIN' && (
                  <MobileButton
                    type="button"
                    onClick={() => {
                      closeMenu();
                      navigate('/versions');
                    }}
                  >
                    Versions
                  </MobileButton>
                )}
                <MobileButton
                  type="button"
                  $danger
                  onClick={() => {
                    closeMenu();
                    void logout();
                  }}
                >
                  Logout
                </MobileButton>
              </>
            ) : (
              <MobileButton
                type="button"
                $primary
                onClick={() => {
                  closeMenu();
                  navigate('/login');
                }}
              >
                Sign In
              </MobileButton>
            )}
          </MobileAccount>
        </MobileMenu>
      )}
    </Header>
  );
}

const Header = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${({ theme }) => theme.zIndex.nav};
  background: rgba(10, 17, 32, 0.86);
  backdrop-filter: blur(12px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Bar = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  height: ${navBarHeight}px;
  max-width: 1280px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    padding: 0 ${({ theme }) => theme.space.lg};
  }
`;

const InlineLinks = styled.ul<{ $desktopOnly: boolean }>`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
  gap: ${({ theme }) => theme.space.xs};

  ${({ $desktopOnly, theme }) =>
    $desktopOnly &&
    css`
      ${theme.media.belowDesktop} {
        display: none;
      }
    `}
`;

const TopLink = styled(NavLink)`
  display: block;
  padding: 8px 14px;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 500;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
  transition: color ${({ theme }) => theme.transitions.fast}, background ${({ theme }) => theme.transitions.fast};

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  &.active {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.accentSoft};
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const SignInLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  padding: 9px 20px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

const MenuButton = styled.button<{ $belowDesktopOnly: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;

  &:disabled {
    cursor: progress;
  }

  ${({ $belowDesktopOnly, theme }) =>
    $belowDesktopOnly &&
    css`
      ${theme.media.desktop} {
        display: none;
      }
    `}
`;

const MenuIcon = styled.span<{ $open: boolean }>`
  position: relative;
  width: 20px;
  height: 14px;

  span {
    position: absolute;
    left: 0;
    width: 100%;
    height: 2px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.text};
    transition: transform ${({ theme }) => theme.transitions.fast}, opacity ${({ theme }) => theme.transitions.fast};
  }
  span:nth-child(1) { top: 0; }
  span:nth-child(2) { top: 6px; }
  span:nth-child(3) { top: 12px; }

  ${({ $open }) =>
    $open &&
    css`
      span:nth-child(1) { transform: translateY(6px) rotate(45deg); }
      span:nth-child(2) { opacity: 0; }
      span:nth-child(3) { transform: translateY(-6px) rotate(-45deg); }
    `}
`;

const MobileMenu = styled.div`
  max-height: calc(100vh - ${navBarHeight}px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const MobileLinks = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const MobileLink = styled(NavLink)`
  display: block;
  padding: 12px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 500;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  &.active {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const MobileAccount = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const MobileIdentity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-weight: 600;
`;

const MobileButton = styled.button<{ $primary?: boolean; $danger?: boolean }>`
  width: 100%;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  ${({ $primary, theme }) =>
    $primary &&
    css`
      background: ${theme.colors.primary};
      border-color: ${theme.colors.primary};
      color: ${theme.colors.primaryText};
    `}

  ${({ $danger, theme }) =>
    $danger &&
    css`
      color: ${theme.colors.danger};
    `}
`;
