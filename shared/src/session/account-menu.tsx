import { useCallback, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Avatar } from '../ui/avatar';
import { useDismiss } from '../ui/use-dismiss';
import { useLogout } from './use-logout';
import { useSession } from './use-session';

const Root = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.surfaceHover}; }
`;

const TriggerName = styled.span`
  font-weight: 600;
  max-width: 160px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${({ theme }) => theme.media.belowDesktop} { display: none; }
`;

const Menu = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  min-width: 220px;
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  z-index: ${({ theme }) => theme.zIndex.dropdown};
`;

const MenuName = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  font-weight: 700;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;
`;

const MenuItem = styled.button`
  display: block;
  width: 100%;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: pointer;
  &:hover, &:focus-visible { background: ${({ theme }) => theme.colors.surfaceHover}; }
`;

/**
 * The portal and console top-bar avatar menu (spec §2): the user's name (or 'Guest'), Switch Account
 * (→ /login) and Logout. Closes on Escape, a click outside, or choosing an entry.
 */
export function AccountMenu() {
  const { user, displayName } = useSession();
  const logout = useLogout();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const dismiss = useCallback(() => {
    setOpen(false);
    triggerRef.current?.focus();
  }, []);
  useDismiss(rootRef, open, dismiss);

  return (
    <Root ref={rootRef}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`Account menu for ${displayName}`}
        onClick={() => setOpen((current) => !current)}
      >
        <Avatar src={user?.image} name={user?.name} size={36} />
        <TriggerName aria-hidden="true">{displayName}</TriggerName>
      </Trigger>
      {open && (
        <Menu id={menuId} role="menu" aria-label="Account">
          <MenuName>{displayName}</MenuName>
          <MenuItem
            type="button"
            role="menuitem"
            onClick={() => {
              setOpen(false);
              navigate('/login');
            }}
          >
            Switch Account
          </MenuItem>
          <MenuItem
            type="button"
            role="menuitem"
            onClick={() => {
              setOpen(false);
              void logout();
            }}
          >
            Logout
          </MenuItem>
        </Menu>
      )}
    </Root>
  );
}
