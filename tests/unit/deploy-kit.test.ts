/**
 * The deploy kit (deploy/compose.yaml, deploy/garage.toml, deploy/Containerfile), read as files: no
 * container engine can pull images here, so this is what catches an unpinned or unpublished image, an
 * app pointed at a bucket the stack does not make, or an image without an init process
 * (decision 037). A small reader of the few fields needed, by indentation: compose.yaml keeps to
 * block style for them.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';

const read = (path: string) => readFileSync(new URL(`../../deploy/${path}`, import.meta.url), 'utf8');
const compose = read('compose.yaml');
const containerfile = read('Containerfile');
const garageToml = read('garage.toml');

const lines = compose.split('\n').filter((line) => line.trim() !== '' && !line.trim().startsWith('#'));
const indentOf = (line: string) => line.length - line.trimStart().length;
const unquote = (value: string) => value.trim().replace(/^(['"])(.*)\1$/, '$2');

/** The lines under the key at `path` (each key a child of the one before), up to the next line at its level or above. */
function block(path: string[]): string[] {
  let body = lines;
  for (const key of path) {
    const level = Math.min(...body.map(indentOf));
    const at = body.findIndex((line) => indentOf(line) === level && line.trimStart().startsWith(`${key}:`));
    if (at < 0) throw new Error(`compose.yaml has no ${path.join('.')}`);
    const end = body.findIndex((line, i) => i > at && indentOf(line) <= level);
    body = body.slice(at + 1, end < 0 ? undefined : end);
  }
  return body;
}

/** `key: value` pairs of a block's first level. */
function mapping(path: string[]): Record<string, string> {
  const body = block(path);
  const level = Math.min(...body.map(indentOf));
  const pairs = body.filter((line) => indentOf(line) === level).map((line) => /^\s*([\w<-]+):\s*(.*)$/.exec(line));
  return Object.fromEntries(pairs.filter((m) => m != null).map((m) => [m[1], unquote(m[2])]));
}

const services = Object.keys(mapping(['services']));
const images = [...compose.matchAll(/^\s*image:\s*(\S+)/gm)].map((m) => unquote(m[1]));
const appEnv = mapping(['x-app', 'environment']);
const garageEnv = mapping(['services', 'garage', 'environment']);
const tomlValue = (key: string) => new RegExp(`^${key}\\s*=\\s*"([^"]*)"`, 'm').exec(garageToml)?.[1];

describe('deploy/compose.yaml', () => {
  it('names every published image by an exact version, and no MinIO image', () => {
    expect(services).toEqual(expect.arrayContaining(['postgres', 'redis', 'garage', 'app1', 'app2', 'nginx']));
    const published = images.filter((image) => image !== 'binaa:local');
    expect(published.length).toBeGreaterThanOrEqual(4);
    for (const image of published) {
      // name:1.2.3 or name:v1.2.3 (PostgreSQL's releases have two parts: 17.6), with an optional
      // variant (-bookworm): never a bare name, latest, or a major or minor line that moves.
      const version = image.startsWith('postgres:') ? String.raw`\d+\.\d+` : String.raw`v?\d+\.\d+\.\d+`;
      expect(image).toMatch(new RegExp(`^[a-z0-9./-]+:${version}(-[a-z0-9]+)?$`));
      expect(image).not.toMatch(/minio/i);
    }
    expect(compose).not.toMatch(/minio\//i);
    // The one image without a registry version is the one compose builds from the Containerfile.
    expect(mapping(['x-app', 'build']).dockerfile).toBe('deploy/Containerfile');
    expect(mapping(['services', 'assets']).pull_policy).toBe('never');
  });

  it("points the app's S3 variables at the Garage service, with the key and bucket Garage makes at its start", () => {
    const endpoint = new URL(appEnv.S3_ENDPOINT);
    expect(endpoint.hostname).toBe('garage');
    expect(services).toContain(endpoint.hostname);
    // The S3 API's port in garage.toml, the region the app signs for, path-style addresses.
    expect(tomlValue('api_bind_addr')).toBe(`[::]:${endpoint.port}`);
    expect(appEnv.S3_REGION).toBe(tomlValue('s3_region'));
    expect(appEnv.S3_FORCE_PATH_STYLE).toBe('true');
    expect(appEnv.S3_BUCKET).toBe(garageEnv.GARAGE_DEFAULT_BUCKET);
    expect(appEnv.S3_ACCESS_KEY_ID).toBe(garageEnv.GARAGE_DEFAULT_ACCESS_KEY);
    expect(appEnv.S3_SECRET_ACCESS_KEY).toBe(garageEnv.GARAGE_DEFAULT_SECRET_KEY);
    // Garage refuses other shapes: `GK` and 12 bytes in hex; 32 bytes in hex (the RPC secret too).
    expect(garageEnv.GARAGE_DEFAULT_ACCESS_KEY).toMatch(/^GK[0-9a-f]{24}$/);
    expect(garageEnv.GARAGE_DEFAULT_SECRET_KEY).toMatch(/^[0-9a-f]{64}$/);
    expect(garageEnv.GARAGE_RPC_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(mapping(['services', 'garage']).command).toMatch(/'server', '--single-node', '--default-bucket'/);
    expect(block(['services', 'garage', 'volumes']).join('\n')).toContain('./garage.toml:/etc/garage.toml:ro');
  });

  it('starts the first instance only once the bucket exists (a health check without a shell)', () => {
    // The Garage image holds the garage binary alone: an exec-form CMD, never CMD-SHELL.
    expect(mapping(['services', 'garage', 'healthcheck']).test).toBe(`['CMD', '/garage', 'bucket', 'info', '${garageEnv.GARAGE_DEFAULT_BUCKET}']`);
    expect(mapping(['services', 'app1', 'depends_on']).garage).toMatch(/condition: service_healthy/);
  });

  it('gives the app a configuration it accepts, its bucket on the S3 endpoint', () => {
    const config = loadConfig({ ...appEnv, NODE_ENV: 'production', DATA_DIR: '/data' });
    expect(config.S3_BUCKET).toBe('binaa');
    expect(config.S3_ENDPOINT).toBe('http://garage:3900');
    expect(config.S3_FORCE_PATH_STYLE).toBe(true);
    expect(config.REDIS_URL).toBe('redis://redis:6379/0');
  });
});

describe('deploy/Containerfile', () => {
  const stages = containerfile.split(/^(?=FROM\s)/m).filter((stage) => stage.startsWith('FROM'));
  const runtime = stages.at(-1) ?? '';

  it('builds from exact base image versions', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) expect(stage).toMatch(/^FROM [a-z0-9./-]+:\d+\.\d+\.\d+(-[a-z0-9]+)*(\s+AS\s+\w+)?\n/);
  });

  it('runs tini as PID 1 (signals reach node, orphaned children are reaped), installed from Debian in the image', () => {
    expect(runtime).toMatch(/apt-get install -y --no-install-recommends tini\b/);
    expect(runtime).toMatch(/^ENTRYPOINT \["\/usr\/bin\/tini", "--"\]$/m);
    // The command stays node itself: tini passes it SIGTERM directly.
    expect(runtime).toMatch(/^CMD \["node", /m);
  });

  it('runs as a non-root user with the data folder (the embedded PostgreSQL, the caches) on a volume', () => {
    const user = /^USER (\S+)$/m.exec(runtime)?.[1];
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^(root|0)$/);
    expect(runtime).toMatch(/DATA_DIR=\/data\b/);
    expect(runtime).toMatch(/^VOLUME \["\/data"\]$/m);
    expect(runtime).toMatch(/chown node:node \/data/);
  });
});
