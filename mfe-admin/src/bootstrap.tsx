// Standalone development entry: the remote's pages with the same providers the shell gives them.
import { mountStandaloneRemote } from '@oddslab/shared/standalone';
import { lazy } from 'react';

const Console = lazy(() => import('./exposed/console'));

mountStandaloneRemote([{ path: '/admin/*', element: <Console /> }]);
