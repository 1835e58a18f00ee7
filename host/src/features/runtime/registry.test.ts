import fs from 'node:fs';
import path from 'node:path';
import { runtimeConfigSchema } from '@school/shared';
import { findRemoteForPath, NAV_ITEMS } from '../navigation';
import { DEFAULT_RUNTIME_CONFIG } from './app-config';
import { bundledRemotes, REMOTES } from './registry';

/**
 * The remote list is written in several files that cannot import the registry (JSON served as
 * is, YAML, each remote's webpack config): this test holds them to shared/remotes/registry.json.
 */
const root = path.resolve(__dirname, '..', '..', '..', '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const readConfig = (file: string) => runtimeConfigSchema.parse(JSON.parse(read(file)));

describe('the registry of remotes', () => {
  it('names each remote once, with its own folder, dev port and compose port', () => {
    for (const key of ['name', 'folder', 'devPort'] as const) expect(new Set(REMOTES.map((remote) => remote[key])).size).toBe(REMOTES.length);
    expect(new Set(REMOTES.map((remote) => remote.compose.port)).size).toBe(REMOTES.length);
    for (const remote of REMOTES) {
      expect(remote.name).toBe(remote.folder.replace(/-/g, '_'));
      expect(fs.existsSync(path.join(root, remote.folder, 'package.json'))).toBe(true);
    }
  });

  it('is what the shipped runtime config and the built-in fallback list', () => {
    expect(readConfig('host/public/app-config.json').remotes).toEqual(bundledRemotes());
    expect(DEFAULT_RUNTIME_CONFIG.remotes).toEqual(bundledRemotes());
  });

  it('is what the compose runtime config lists, each at its compose port, and the rest of both configs agrees', () => {
    const shipped = readConfig('host/public/app-config.json');
    const compose = readConfig('host/deploy/app-config.compose.json');
    expect(compose.remotes).toEqual(
      Object.fromEntries(REMOTES.map((remote) => [remote.name, { manifest: `http://localhost:${remote.compose.port}/mf-manifest.json`, prefixes: remote.prefixes }])),
    );
    // Only where the remotes are served may differ between the two environments.
    expect({ ...compose, remotes: {} }).toEqual({ ...shipped, remotes: {} });
  });

  it.each(REMOTES.map((remote) => [remote.name, remote]))('%s: its webpack config uses its federation name and dev port', (_name, remote) => {
    const config = read(`${remote.folder}/webpack.config.cjs`);
    expect(config).toMatch(new RegExp(`name: '${remote.name}'`));
    expect(config).toMatch(new RegExp(`port: ${remote.devPort}\\b`));
  });

  it.each(REMOTES.map((remote) => [remote.name, remote]))('%s: docker-compose builds its folder and publishes its port', (_name, remote) => {
    const compose = read('docker-compose.yml');
    const start = compose.indexOf(`\n  ${remote.compose.service}:\n`);
    expect(start).toBeGreaterThan(-1);
    const next = compose.slice(start + 1).search(/\n {2}[a-z][\w-]*:\n|\n[a-z]/);
    const block = compose.slice(start, next === -1 ? undefined : start + 1 + next);
    expect(block).toContain(`APP: ${remote.folder}`);
    expect(block).toContain(`"${remote.compose.port}:80"`);
  });

  it('lists no compose service for a remote that is not in the registry', () => {
    const services = [...read('docker-compose.yml').matchAll(/^ {2}(mfe-[\w-]+):$/gm)].map((match) => match[1]);
    expect(services.sort()).toEqual(REMOTES.map((remote) => remote.compose.service).sort());
  });

  it("leads each remote's sidebar items into that remote", () => {
    const remotes = bundledRemotes();
    for (const remote of REMOTES) {
      for (const id of remote.sidebar) {
        const item = NAV_ITEMS.find((candidate) => candidate.id === id);
        expect({ id, path: item?.path, owner: item && findRemoteForPath(item.path, remotes) }).toEqual({ id, path: item?.path, owner: remote.name });
      }
    }
  });
});
