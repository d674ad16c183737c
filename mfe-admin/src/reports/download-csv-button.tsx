import { type CsvDownload, normalizeApiError } from '@oddslab/shared/api';
import { notify } from '@oddslab/shared/notify';
import { Button, saveCsv } from '@oddslab/shared/ui';
import { useState } from 'react';

export interface DownloadCsvButtonProps {
  /** What is downloaded, for the accessible name and messages: 'UAT report #12'. */
  subject: string;
  /** Fetches the CSV (the file name comes from the server). */
  download: () => Promise<CsvDownload>;
}

/** 'Download CSV' for one stored report or backtest: saves the server's CSV under the server's file name. */
export function DownloadCsvButton({ subject, download }: DownloadCsvButtonProps) {
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const { text, fileName } = await download();
      saveCsv(text, fileName);
    } catch (failure) {
      notify.error(`Failed to download ${subject}: ${normalizeApiError(failure).message}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={save}
      disabled={busy}
      aria-busy={busy || undefined}
      aria-label={`Download CSV of ${subject}`}
    >
      {busy ? 'Preparing...' : 'Download CSV'}
    </Button>
  );
}
