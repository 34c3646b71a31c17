import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env.ts';

/** Secrets as container orchestrators hand them over: a file per secret, named by `<NAME>_FILE`. */
const dir = mkdtempSync(join(tmpdir(), 'jl-file-vars-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

describe('<NAME>_FILE variables', () => {
  it('read the value from the file, without its final newline', () => {
    const secret = 's'.repeat(40);
    const config = loadConfig({
      APP_SECRET_FILE: file('app-secret', `${secret}\n`),
      DATABASE_URL_FILE: file('database-url', 'postgres://jl:pw@db:5432/jl\n'),
    });
    expect(config.APP_SECRET).toBe(secret);
    expect(config.DATABASE_URL).toBe('postgres://jl:pw@db:5432/jl');
  });

  it('are validated like the variable itself', () => {
    expect(() => loadConfig({ APP_SECRET_FILE: file('short', 'too short') })).toThrow(/APP_SECRET/);
  });

  it('refuse a variable given both ways, and a file that cannot be read', () => {
    const path = file('both', 'x'.repeat(40));
    expect(() => loadConfig({ APP_SECRET: 'y'.repeat(40), APP_SECRET_FILE: path })).toThrow(/not both/);
    expect(() => loadConfig({ APP_SECRET_FILE: join(dir, 'missing') })).toThrow(/cannot be read/);
  });

  it('leave the providers’ own _FILE variables (paths the providers read) alone', () => {
    const path = file('cert.pem', '-----BEGIN CERTIFICATE-----\n');
    const config = loadConfig({ API_PIX_CERT_FILE: path });
    expect(config.API_PIX_CERT_FILE).toBe(path);
    expect(config.API_PIX_CERT).toBeUndefined();
  });
});
