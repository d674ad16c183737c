import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

/** A router link that looks like the kit's primary or secondary button (it navigates, so it stays a link). */
export const CtaLink = styled(Link)<{ $variant?: 'primary' | 'secondary' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 12px 22px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid transparent;
  font-weight: 600;
  text-decoration: none;
  transition: background ${({ theme }) => theme.transitions.fast};
  ${({ $variant = 'primary', theme }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.colors.primary};
          color: ${theme.colors.primaryText};
          &:hover { background: ${theme.colors.primaryHover}; }
        `
      : css`
          background: ${theme.colors.surfaceRaised};
          color: ${theme.colors.text};
          border-color: ${theme.colors.border};
          &:hover { background: ${theme.colors.surfaceHover}; }
        `}
`;
