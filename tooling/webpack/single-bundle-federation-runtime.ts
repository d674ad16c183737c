// Stands in for the federation runtime in the single-bundle comparison build (createSingleBundleConfig): each
// page is imported from its remote's source into the one build, still loaded per route.
const pages: Record<OddsLabRemoteModuleId, () => Promise<unknown>> = {
  'mfe_public/Home': () => import('../../mfe-public/src/exposed/home'),
  'mfe_public/About': () => import('../../mfe-public/src/exposed/about'),
  'mfe_public/Algorithm': () => import('../../mfe-public/src/exposed/algorithm'),
  'mfe_public/Tokenomics': () => import('../../mfe-public/src/exposed/tokenomics'),
  'mfe_public/Login': () => import('../../mfe-public/src/exposed/login'),
  'mfe_public/Signup': () => import('../../mfe-public/src/exposed/signup'),
  'mfe_public/Unauthorized': () => import('../../mfe-public/src/exposed/unauthorized'),
  'mfe_public/Terms': () => import('../../mfe-public/src/exposed/terms'),
  'mfe_public/ResponsibleGambling': () => import('../../mfe-public/src/exposed/responsible-gambling'),
  'mfe_public/ForgotPassword': () => import('../../mfe-public/src/exposed/forgot-password'),
  'mfe_public/ResetPassword': () => import('../../mfe-public/src/exposed/reset-password'),
  'mfe_public/VerifyEmail': () => import('../../mfe-public/src/exposed/verify-email'),
  'mfe_public/Unsubscribe': () => import('../../mfe-public/src/exposed/unsubscribe'),
  'mfe_articles/NewsRoom': () => import('../../mfe-articles/src/exposed/news-room'),
  'mfe_articles/RumourMill': () => import('../../mfe-articles/src/exposed/rumour-mill'),
  'mfe_articles/NewsArticle': () => import('../../mfe-articles/src/exposed/news-article'),
  'mfe_articles/RumourArticle': () => import('../../mfe-articles/src/exposed/rumour-article'),
  'mfe_client/Portal': () => import('../../mfe-client/src/exposed/portal'),
  'mfe_admin/Console': () => import('../../mfe-admin/src/exposed/console'),
};

export function registerPlugins(): void {}

export function registerRemotes(): void {}

export function loadRemote<T>(moduleId: string): Promise<T> {
  return pages[moduleId as OddsLabRemoteModuleId]() as Promise<T>;
}
