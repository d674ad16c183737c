import { formatDateTime } from '@oddslab/shared/format';
import { useSession } from '@oddslab/shared/session';
import {
  Button,
  Card,
  CardTitle,
  EmptyState,
  ErrorState,
  FactList,
  LoadingState,
  PageColumn,
  PageTitle,
  Table,
  type TableColumn,
  VisuallyHidden,
} from '@oddslab/shared/ui';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSiteConfig } from '../app/use-site-config';
import { type RemoteManifestMap, remoteNames } from '../remotes/remote-names';
import { type OverrideOriginPolicy, readStoredOverrides, storeOverride } from '../remotes/remote-overrides';
import {
  fetchReleaseRegistry,
  type ReleaseRegistry,
  type RemoteRelease,
  type RemoteReleases,
  type RunningRelease,
  runningRelease,
} from './releases';

const choiceHint =
  'A release you choose here runs in this browser only. The page then reloads, because a remote that has started cannot be swapped.';

type OverrideStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface VersionsPageProps {
  /** Where this browser's overrides are remembered (localStorage). */
  storage?: OverrideStorage;
  /** Starts the site again: the federation runtime keeps a remote it has loaded, so a new choice needs a new page. */
  reload?: () => void;
}

/**
 * QA's view of the releases: per remote the live version, the one this browser runs and every published release,
 * any of which can be chosen for this browser only. For administrators, and for everyone when the deployment sets
 * QA_PANEL=true.
 */
export function VersionsPage({
  storage = window.localStorage,
  reload = () => window.location.reload(),
}: VersionsPageProps) {
  const siteConfig = useSiteConfig();
  const { user, status } = useSession();
  const policy: OverrideOriginPolicy = {
    siteOrigin: window.location.origin,
    allowedOrigins: siteConfig.remoteOverrideOrigins,
  };

  const allowed = siteConfig.qaPanel || (status === 'signedIn' && user?.role === 'ADMIN');
  let content: ReactNode;
  if (allowed) {
    content = (
      <ReleasesPanel
        overrides={readStoredOverrides(storage, policy).overrides}
        served={siteConfig.remotes ?? {}}
        siteOrigin={policy.siteOrigin}
        onChoose={(name, location) => {
          storeOverride(storage, name, location);
          reload();
        }}
      />
    );
  } else if (status === 'unknown' || status === 'loading') {
    // A stored session may still turn out to be an administrator's.
    content = <LoadingState message="Loading Versions..." />;
  } else {
    content = (
      <EmptyState message="The Versions page is not available here. It is for administrators, and for everyone on test deployments.">
        <Link to="/">Go to Home</Link>
      </EmptyState>
    );
  }

  return (
    <PageColumn>
      <PageTitle subtitle={allowed ? choiceHint : undefined}>Versions</PageTitle>
      {content}
    </PageColumn>
  );
}

type Load =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'loaded'; registry: ReleaseRegistry };

interface ReleasesPanelProps {
  /** This browser's remembered overrides that the origin policy allows (the ones the site loaded). */
  overrides: RemoteManifestMap;
  /** The live locations the page was served with (what the runtime registered), when it came with them. */
  served: RemoteManifestMap;
  siteOrigin: string;
  /** Remembers `location` for the remote (null: back to the live release) and reloads. */
  onChoose: (name: OddsLabRemoteName, location: string | null) => void;
}

function ReleasesPanel({ overrides, served, siteOrigin, onChoose }: ReleasesPanelProps) {
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  // Runs again on Retry (a new attempt); leaving the page cancels the request.
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    fetchReleaseRegistry(controller.signal).then(
      (registry) => setLoad({ state: 'loaded', registry }),
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setLoad({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
        }
      },
    );
    return () => controller.abort();
  }, [attempt]);

  if (load.state === 'loading') return <LoadingState message="Loading releases..." />;
  if (load.state === 'failed') {
    return <ErrorState message={load.message} onRetry={() => setAttempt((value) => value + 1)} />;
  }
  const { shell, remotes } = load.registry;
  const listed = remoteNames.flatMap((name) => {
    const remote = remotes[name];
    return remote ? [{ name, remote }] : [];
  });
  return (
    <Sections>
      <Card aria-labelledby="versions-shell">
        <CardTitle id="versions-shell">Shell</CardTitle>
        <Facts>
          <dt>Version</dt>
          <dd>{shell.version}</dd>
          <dt>Commit</dt>
          <dd>{shell.commit ?? 'unknown'}</dd>
          <dt>Built at</dt>
          <dd>{shell.builtAt ? <BuiltAt value={shell.builtAt} /> : 'unknown'}</dd>
          <dt>Shared version</dt>
          <dd>{shell.sharedVersion}</dd>
        </Facts>
      </Card>
      {listed.length === 0 && <EmptyState message="No remote releases are published." />}
      {listed.map(({ name, remote }) => (
        <RemoteSection
          key={name}
          name={name}
          remote={remote}
          running={runningRelease(remote, { override: overrides[name], served: served[name], siteOrigin })}
          onChoose={(location) => onChoose(name, location)}
        />
      ))}
    </Sections>
  );
}

interface RemoteSectionProps {
  name: OddsLabRemoteName;
  remote: RemoteReleases;
  running: RunningRelease;
  onChoose: (location: string | null) => void;
}

function RemoteSection({ name, remote, running, onChoose }: RemoteSectionProps) {
  const headingId = useId();
  const { release: current, location } = running;
  const columns: TableColumn<RemoteRelease>[] = [
    {
      id: 'version',
      header: 'Version',
      // One element: on a phone the cell is a flex row that would spread the version and its badges apart.
      cell: (release) => (
        <span>
          {release.version}
          {release.version === remote.live && <Badge $tone="live">Live</Badge>}
          {release === current && <Badge $tone="running">In this browser</Badge>}
        </span>
      ),
    },
    { id: 'commit', header: 'Commit', cell: (release) => release.commit ?? 'unknown' },
    { id: 'built', header: 'Built at (UTC)', cell: (release) => <BuiltAt value={release.builtAt} /> },
    { id: 'shared', header: 'Needs shared', cell: (release) => release.sharedRange },
    {
      id: 'compatible',
      header: 'Compatible',
      cell: (release) => (release.compatible ? 'Yes' : <Reason>{release.incompatibility ?? 'No'}</Reason>),
    },
    {
      id: 'choose',
      header: <VisuallyHidden>Choose</VisuallyHidden>,
      cell: (release) => (
        <Button
          size="sm"
          variant="secondary"
          disabled={!release.compatible || release === current}
          // The live release needs no override: forgetting it follows the deployment again.
          onClick={() => onChoose(release.version === remote.live ? null : release.manifest)}
        >
          {/* One span: the button is a flex box, which would turn each text run into an item with a gap. */}
          <ButtonLabel>
            Use <VisuallyHidden>{`${release.version} of ${name} `}</VisuallyHidden>in this browser
          </ButtonLabel>
        </Button>
      ),
    },
  ];

  return (
    <Card aria-labelledby={headingId}>
      <CardTitle id={headingId}>{name}</CardTitle>
      <Stack>
        <Facts>
          <dt>Live</dt>
          <dd>{remote.live ?? 'none (no compatible release)'}</dd>
          <dt>This browser runs</dt>
          <dd>
            {current ? current.version : location ? <Location>{location}</Location> : 'nothing (no release is live)'}
            {running.overridden && (
              <Muted>
                {current ? ' (chosen in this browser)' : ' (chosen in this browser; not a published release)'}
              </Muted>
            )}
          </dd>
          {current && (
            <>
              <dt>Commit</dt>
              <dd>{current.commit ?? 'unknown'}</dd>
              <dt>Built at</dt>
              <dd>
                <BuiltAt value={current.builtAt} />
              </dd>
            </>
          )}
        </Facts>
        {remote.notice && <Notice>{remote.notice}</Notice>}
        {running.overridden && remote.live !== null && (
          <div>
            <Button variant="secondary" onClick={() => onChoose(null)}>
              Use live version<VisuallyHidden> of {name} in this browser</VisuallyHidden>
            </Button>
          </div>
        )}
        <Table
          caption={`Published releases of ${name}, newest first`}
          columns={columns}
          rows={remote.releases}
          getRowId={(release) => release.version}
          emptyMessage="No releases are published."
        />
      </Stack>
    </Card>
  );
}

/** A build time in UTC, which is how the release registry and the build logs state it. */
function BuiltAt({ value }: { value: string }) {
  if (Number.isNaN(Date.parse(value))) return <>{value}</>;
  return <time dateTime={value}>{formatDateTime(value, 'UTC')} UTC</time>;
}

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Facts = styled(FactList)`
  dd {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 400;
`;

const Location = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 3px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.warningSoft};
  overflow-wrap: anywhere;
`;

const Reason = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  overflow-wrap: anywhere;
`;

const ButtonLabel = styled.span`
  white-space: nowrap;
`;

const Badge = styled.span<{ $tone: 'live' | 'running' }>`
  display: inline-block;
  margin-left: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) => ($tone === 'live' ? theme.colors.successSoft : theme.colors.accentSoft)};
  color: ${({ theme, $tone }) => ($tone === 'live' ? theme.colors.success : theme.colors.primary)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  white-space: nowrap;
`;
