// Standalone development entry: the remote's pages with the same providers the shell gives them.
import { mountStandaloneRemote } from '@oddslab/shared/standalone';
import { lazy } from 'react';

const Home = lazy(() => import('./exposed/home'));
const About = lazy(() => import('./exposed/about'));
const Algorithm = lazy(() => import('./exposed/algorithm'));
const Tokenomics = lazy(() => import('./exposed/tokenomics'));
const Login = lazy(() => import('./exposed/login'));
const Signup = lazy(() => import('./exposed/signup'));
const Unauthorized = lazy(() => import('./exposed/unauthorized'));

mountStandaloneRemote([
  { path: '/', element: <Home /> },
  { path: '/about-oddslab', element: <About /> },
  { path: '/algorithm', element: <Algorithm /> },
  { path: '/tokenomics', element: <Tokenomics /> },
  { path: '/login', element: <Login /> },
  { path: '/signin', element: <Signup /> },
  { path: '/unauthorized', element: <Unauthorized /> },
]);
