import type { ReactNode } from 'react';
import styled from 'styled-components';

const Shell = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  max-width: 1100px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.xl};
  }
`;

const Banner = styled.aside`
  display: none;
  position: relative;
  min-height: 420px;
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
  background:
    radial-gradient(circle at 20% 20%, ${({ theme }) => theme.colors.accentSoft}, transparent 50%),
    repeating-linear-gradient(90deg, transparent 0 79px, rgba(255, 255, 255, 0.03) 79px 80px),
    linear-gradient(160deg, ${({ theme }) => theme.colors.surfaceRaised}, ${({ theme }) => theme.colors.background});
  ${({ theme }) => theme.media.desktop} {
    display: flex;
    flex-direction: column;
    justify-content: flex-end;
  }
  p { color: ${({ theme }) => theme.colors.textMuted}; margin: 0; }
`;

const BannerTitle = styled.p`
  && {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;

const Panel = styled.section`
  width: 100%;
  max-width: 460px;
  justify-self: center;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.xl};
  }
  h1 { font-size: clamp(1.5rem, 1.2rem + 1.2vw, 2rem); }
`;

export interface AuthLayoutProps {
  bannerTitle: string;
  bannerText: string;
  children: ReactNode;
}

/** Login and sign-up: a decorative banner beside the form on wide screens, the form alone on narrow ones. */
export function AuthLayout({ bannerTitle, bannerText, children }: AuthLayoutProps) {
  return (
    <Shell>
      <Banner aria-hidden="true">
        <BannerTitle>{bannerTitle}</BannerTitle>
        <p>{bannerText}</p>
      </Banner>
      <Panel>{children}</Panel>
    </Shell>
  );
}

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.xs} 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &::before, &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const FormFooter = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;
