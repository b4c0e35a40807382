import { useEffect } from 'react';
import { checkAppVersion } from './version';

/** Compares the server's version (from the root loader's API answer) with this bundle's, once. */
export function useVersionCheck(serverVersion: string | null) {
  useEffect(() => {
    if (serverVersion) checkAppVersion(serverVersion);
  }, [serverVersion]);
}
