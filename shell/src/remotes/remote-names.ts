/** The four remotes the shell knows how to mount (their federation names). */
export const remoteNames: readonly OddsLabRemoteName[] = ['mfe_public', 'mfe_articles', 'mfe_client', 'mfe_admin'];

export function isRemoteName(value: string): value is OddsLabRemoteName {
  return (remoteNames as readonly string[]).includes(value);
}

/** Where each remote's mf-manifest.json lives, by remote name. */
export type RemoteManifestMap = Partial<Record<OddsLabRemoteName, string>>;

/** A manifest location is an absolute http(s) URL or a path on this site. */
export function isManifestLocation(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
