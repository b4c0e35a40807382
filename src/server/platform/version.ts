import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The version the web build was made with (build/version.json), else package.json's. */
export function readAppVersion(rootDir: string): string {
  for (const file of ['build/version.json', 'package.json']) {
    try {
      const { version } = JSON.parse(readFileSync(resolve(rootDir, file), 'utf8')) as { version?: string };
      if (version) return version;
    } catch {
      // try the next source
    }
  }
  return '0.0.0';
}
