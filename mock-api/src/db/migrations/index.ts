import type { Migration } from 'kysely/migration';
import * as m0001 from './0001-accounts';
import * as m0002 from './0002-client-notifications';
import * as m0003 from './0003-articles';
import * as m0100 from './0100-engine-data';
import * as m0101 from './0101-engine-models';
import * as m0102 from './0102-session-cutoff';
import * as m0103 from './0103-replay-feed';
import * as m0104 from './0104-model-versions';
import * as m0105 from './0105-replay-archives';
import * as m0106 from './0106-recommendation-reasons';
import * as m0107 from './0107-read-path-indexes';
import * as m0108 from './0108-account-mail';
import * as m0109 from './0109-audit-log';
import * as m0110 from './0110-user-bets';
import * as m0111 from './0111-secrets-vault';
import * as m0112 from './0112-user-status';
import * as m0113 from './0113-prediction-reviews';
import * as m0114 from './0114-reports';
import * as m0115 from './0115-package-offer';
import * as m0116 from './0116-simulations-function';
import * as m0117 from './0117-exchange-recommendations';
import * as m0121 from './0121-resumable-ingestion';

/**
 * Every migration in order, listed statically so tsx, tsc and the esbuild bundle all see the same set.
 * Names sort in run order: the API core uses 0001–0099, the analytics engine 0100 onwards (append below).
 */
export const migrations: Record<string, Migration> = {
  '0001-accounts': m0001,
  '0002-client-notifications': m0002,
  '0003-articles': m0003,
  '0100-engine-data': m0100,
  '0101-engine-models': m0101,
  '0102-session-cutoff': m0102,
  '0103-replay-feed': m0103,
  '0104-model-versions': m0104,
  '0105-replay-archives': m0105,
  '0106-recommendation-reasons': m0106,
  '0107-read-path-indexes': m0107,
  '0108-account-mail': m0108,
  '0109-audit-log': m0109,
  '0110-user-bets': m0110,
  '0111-secrets-vault': m0111,
  '0112-user-status': m0112,
  '0113-prediction-reviews': m0113,
  '0114-reports': m0114,
  '0115-package-offer': m0115,
  '0116-simulations-function': m0116,
  '0117-exchange-recommendations': m0117,
  '0121-resumable-ingestion': m0121,
};
