import { useLogout, useSession } from '@oddslab/shared/session';
import { Avatar, useDismiss } from '@oddslab/shared/ui';
import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** The signed-in user's round picture; opens a menu with the name, Client portal, Versions (admins) and Logout. */
export function ProfileMenu() {
  const { user, displayName } = useSession();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const close = useCallback((reason?: 'outside' | 'escape') => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  }, []);
  useDismiss(containerRef, open, close);

  return (
    <Container ref={containerRef}>
      <PictureButton
        ref={buttonRef}
        type="button"
        aria-label={`Account menu for ${displayName}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar src={user?.image} name={displayName} size={38} emptyFallback="placeholder" />
      </PictureButton>
      {open && (
        <Dropdown id={menuId}>
          <DisplayName>{displayName}</DisplayName>
          <MenuLink to="/client/" onClick={() => close()}>
            Client portal
          </MenuLink>
          {user?.role === 'ADMIN' && (
            <MenuLink to="/versions" onClick={() => close()}>
              Versions
            </MenuLink>
          )}
          <MenuButton
            type="button"
            onClick={() => {
              close();
              void logout();
            }}
          >
            Logout
          </MenuButton>
        </Dropdown>
      )}
    </Container>
  );
}

const Container = styled.div`
  position: relative;
`;

const PictureButton = styled.button`
  display: inline-flex;
  padding: 2px;
  border: 2px solid transparent;
  border-radius: 50%;
  background: none;
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Dropdown = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space.sm});
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  display: flex;
  flex-direction: column;
  min-width: 220px;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.popover};
`;

const DisplayName = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: 600;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const itemStyles = `
  display: block;
  width: 100%;
  padding: 10px 16px;
  border: 0;
  border-radius: 6px;
  background: none;
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
`;

const MenuLink = styled(Link)`
  ${itemStyles}
  color: ${({ theme }) => theme.colors.text};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

const MenuButton = styled.button`
  ${itemStyles}
  color: ${({ theme }) => theme.colors.danger};

  &:hover {
    background: ${({ theme }) => theme.colors.dangerSoft};
  }
`;
