// Modules exposed by the remotes (each default-exports a page component with no required props).
// The shell loads them at runtime with the federation runtime, e.g. `loadRemote('mfe_public/Home')`;
// `OddsLabRemoteModuleId` keeps those ids checked by the type-checker.

declare module 'mfe_public/Home' {
  const Page: import('react').ComponentType;
  export default Page;
}

declare module 'mfe_public/About' {
  const Page: import('react').ComponentType;
  export default Page;
}

declare module 'mfe_public/Algorithm' {
  const Page: import('react').ComponentType;
  export default Page;
}

declare module 'mfe_public/Tokenomics' {
  const Page: import('react').ComponentType;
  export default Page;
}

declare module 'mfe_public/Login' {
  const Page: import('react').ComponentType;
  export default Page;
}

declare module 'mfe_public/Signup' {
  const Page: import('react').ComponentType;
  export default Page;
}

declare module 'mfe_public/Unauthorized' {
  const Page: import('react').ComponentType;
  export default Page;
}

declare module 'mfe_public/Terms' {
  const Page: import('react').ComponentType;
  export default Page;
}

declare module 'mfe_public/ResponsibleGambling' {
  const Page: import('react').ComponentType;
  export default Page;
}

declare module 'mfe_public/ForgotPassword' {
  const Page: import('react').ComponentType;
  export default Page;
}

declare module 'mfe_public/ResetPassword' {
  const Page: import('react').ComponentType;
  export default Page;
}

declare module 'mfe_public/VerifyEmail' {
  const Page: import('react').ComponentType;
  export default Page;
}

declare module 'mfe_public/Unsubscribe' {
  const Page: import('react').ComponentType;
  export default Page;
}

declare module 'mfe_articles/NewsRoom' {
  const Page: import('react').ComponentType;
  export default Page;
}

declare module 'mfe_articles/RumourMill' {
  const Page: import('react').ComponentType;
  export default Page;
}

declare module 'mfe_articles/NewsArticle' {
  const Page: import('react').ComponentType;
  export default Page;
}

declare module 'mfe_articles/RumourArticle' {
  const Page: import('react').ComponentType;
  export default Page;
}

declare module 'mfe_client/Portal' {
  const Page: import('react').ComponentType;
  export default Page;
}

declare module 'mfe_admin/Console' {
  const Page: import('react').ComponentType;
  export default Page;
}

type OddsLabRemoteName = 'mfe_public' | 'mfe_articles' | 'mfe_client' | 'mfe_admin';

type OddsLabRemoteModuleId =
  | 'mfe_public/Home'
  | 'mfe_public/About'
  | 'mfe_public/Algorithm'
  | 'mfe_public/Tokenomics'
  | 'mfe_public/Login'
  | 'mfe_public/Signup'
  | 'mfe_public/Unauthorized'
  | 'mfe_public/Terms'
  | 'mfe_public/ResponsibleGambling'
  | 'mfe_public/ForgotPassword'
  | 'mfe_public/ResetPassword'
  | 'mfe_public/VerifyEmail'
  | 'mfe_public/Unsubscribe'
  | 'mfe_articles/NewsRoom'
  | 'mfe_articles/RumourMill'
  | 'mfe_articles/NewsArticle'
  | 'mfe_articles/RumourArticle'
  | 'mfe_client/Portal'
  | 'mfe_admin/Console';
