import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
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

/** The menu's items, in order. */
function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return menu ? [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')] : [];
}

/**
 * The portal and console top-bar avatar menu (spec §2): the user's name (or 'Guest'), Switch Account
 * (→ /login) and Logout. It follows the ARIA menu button pattern: opening moves focus to the first item (the last with
 * ArrowUp on the button), ArrowUp/ArrowDown/Home/End move between items, Escape closes and returns focus to the
 * button, Tab closes and moves on. A click outside closes it too.
 */
export function AccountMenu() {
  const { user, displayName } = useSession();
  const logout = useLogout();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // Which item takes focus when the menu opens.
  const [firstFocus, setFirstFocus] = useState<'first' | 'last'>('first');
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const dismiss = useCallback(() => {
    setOpen(false);
    triggerRef.current?.focus();
  }, []);
  useDismiss(rootRef, open, dismiss);

  useEffect(() => {
    if (!open) return;
    const items = menuItems(menuRef.current);
    (firstFocus === 'first' ? items[0] : items.at(-1))?.focus();
  }, [open, firstFocus]);

  const openAt = (where: 'first' | 'last') => {
    setFirstFocus(where);
    setOpen(true);
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = menuItems(menuRef.current);
    const current = items.indexOf(document.activeElement as HTMLElement);
    const target = {
      ArrowDown: (current + 1) % items.length,
      ArrowUp: (current - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    }[event.key];
    if (target !== undefined) {
      event.preventDefault();
      items[target]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const choose = (action: () => void) => {
    setOpen(false);
    action();
  };

  return (
    <Root ref={rootRef}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`Account menu for ${displayName}`}
        onClick={() => (open ? setOpen(false) : openAt('first'))}
        onKeyDown={onTriggerKeyDown}
      >
        <Avatar src={user?.image} name={user?.name} size={36} />
        <TriggerName>{displayName}</TriggerName>
      </Trigger>
      {open && (
        <Menu>
          {/* Outside the menu role: a menu holds only its items. */}
          <MenuName>{displayName}</MenuName>
          <div ref={menuRef} id={menuId} role="menu" aria-label="Account" tabIndex={-1} onKeyDown={onMenuKeyDown}>
            <MenuItem type="button" role="menuitem" tabIndex={-1} onClick={() => choose(() => navigate('/login'))}>
              Switch Account
            </MenuItem>
            <MenuItem type="button" role="menuitem" tabIndex={-1} onClick={() => choose(() => void logout())}>
              Logout
            </MenuItem>
          </div>
        </Menu>
      )}
    </Root>
  );
}
