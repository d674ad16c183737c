const { createRemoteConfig } = require('../tooling/webpack/create-config.cjs');

module.exports = createRemoteConfig({
  name: 'mfe_public',
  dirname: __dirname,
  devPort: 3011,
  exposes: {
    './Home': './src/exposed/home.tsx',
    './About': './src/exposed/about.tsx',
    './Algorithm': './src/exposed/algorithm.tsx',
    './Tokenomics': './src/exposed/tokenomics.tsx',
    './Login': './src/exposed/login.tsx',
    './Signup': './src/exposed/signup.tsx',
    './Unauthorized': './src/exposed/unauthorized.tsx',
    './Terms': './src/exposed/terms.tsx',
    './ResponsibleGambling': './src/exposed/responsible-gambling.tsx',
    './ForgotPassword': './src/exposed/forgot-password.tsx',
    './ResetPassword': './src/exposed/reset-password.tsx',
    './VerifyEmail': './src/exposed/verify-email.tsx',
    './Unsubscribe': './src/exposed/unsubscribe.tsx',
  },
  // Pages whose text is drawn into the first paint. Not the forms (Login, Signup, ForgotPassword): what a visitor
  // types into pre-rendered inputs is lost when the app takes the page over, so those keep the skeleton instead.
  prerender: ['./Home', './About', './Algorithm', './Tokenomics', './Terms', './ResponsibleGambling'],
});
