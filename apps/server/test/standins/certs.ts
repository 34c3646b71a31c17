import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A throw-away PKI made at test time with the openssl CLI (nothing is committed): one CA that signs
 * the PSP stand-in's server certificate, our client certificate for calling it, our webhook
 * listener's server certificate, and the PSP's client certificate for calling us — plus a second CA
 * whose certificate a stranger presents (it must be refused).
 */
export type Pem = { cert: string; key: string };
export type TestPki = {
  ca: string;
  pspServer: Pem;
  casinoClient: Pem;
  casinoServer: Pem;
  pspClient: Pem;
  strangerClient: Pem;
};

function openssl(dir: string, args: string[]) {
  execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
}

function issue(dir: string, name: string, caName: string, serverAuth: boolean) {
  openssl(dir, [
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    `${name}.key`,
    '-out',
    `${name}.csr`,
    '-subj',
    `/CN=${name}`,
  ]);
  const ext = serverAuth
    ? 'subjectAltName=DNS:localhost,IP:127.0.0.1\nextendedKeyUsage=serverAuth\n'
    : 'extendedKeyUsage=clientAuth\n';
  writeFileSync(join(dir, `${name}.ext`), ext);
  openssl(dir, [
    'x509',
    '-req',
    '-in',
    `${name}.csr`,
    '-CA',
    `${caName}.crt`,
    '-CAkey',
    `${caName}.key`,
    '-CAcreateserial',
    '-out',
    `${name}.crt`,
    '-days',
    '2',
    '-sha256',
    '-extfile',
    `${name}.ext`,
  ]);
  return {
    cert: readFileSync(join(dir, `${name}.crt`), 'utf8'),
    key: readFileSync(join(dir, `${name}.key`), 'utf8'),
  };
}

function makeCa(dir: string, name: string) {
  openssl(dir, [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    `${name}.key`,
    '-out',
    `${name}.crt`,
    '-days',
    '2',
    '-subj',
    `/CN=${name}`,
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  ]);
  return readFileSync(join(dir, `${name}.crt`), 'utf8');
}

export function makeTestPki(): TestPki {
  const dir = mkdtempSync(join(tmpdir(), 'jl-pki-'));
  try {
    const ca = makeCa(dir, 'test-ca');
    makeCa(dir, 'stranger-ca');
    return {
      ca,
      pspServer: issue(dir, 'psp-server', 'test-ca', true),
      casinoClient: issue(dir, 'casino-client', 'test-ca', false),
      casinoServer: issue(dir, 'casino-server', 'test-ca', true),
      pspClient: issue(dir, 'psp-client', 'test-ca', false),
      strangerClient: issue(dir, 'stranger-client', 'stranger-ca', false),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
