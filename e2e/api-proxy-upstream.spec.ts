import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * `npm run serve`'s /api/ proxy against an API of the test's own, started beside a
 * second nginx: what the API's certificate and cookies do, which the mock API cannot
 * show (it speaks plain http and sets no cookie).
 */

const ROOT = resolve(import.meta.dirname, '..');

interface Upstream {
  origin: string;
  seen: string[];
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

/** An API that records each request line and answers with a cookie. */
async function startUpstream(tls?: { key: string; cert: string }): Promise<Upstream> {
  const seen: string[] = [];
  const answer = (req: IncomingMessage, res: ServerResponse) => {
    seen.push(`${req.method} ${req.url}`);
    res.setHeader('Set-Cookie', 'session=from-the-api; Path=/');
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ code: 200, msg: 'OK', status: 'success', result: [] }));
  };
  const server: Server = tls ? createHttpsServer(tls, answer) : createHttpServer(answer);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    seen,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

/** `npm run serve` with these variables; resolves once /healthz answers. */
async function serve(env: Record<string, string>): Promise<{ origin: string; stop(): void }> {
  const port = await freePort();
  const child: ChildProcess = spawn('npx', ['tsx', 'scripts/serve.ts'], {
    cwd: ROOT,
    env: { ...process.env, NGINX_RUNTIME_DIR: '', PORT: String(port), ...env },
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      () =>
        fetch(`${origin}/healthz`).then(
          (res) => res.status,
          () => 0,
        ),
      { timeout: 20_000 },
    )
    .toBe(200);
  return { origin, stop: () => child.kill('SIGTERM') };
}

/** A self-signed certificate for 127.0.0.1, made with openssl in a folder of its own. */
function selfSignedCertificate(): { key: string; cert: string; certPath: string } {
  const dir = mkdtempSync(join(tmpdir(), 'dashboard-tls-'));
  const keyPath = join(dir, 'key.pem');
  const certPath = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'],
      ...['-keyout', keyPath, '-out', certPath, '-subj', '/CN=127.0.0.1'],
      ...['-addext', 'subjectAltName=IP:127.0.0.1'],
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(keyPath, 'utf8'), cert: readFileSync(certPath, 'utf8'), certPath };
}

const APP_ID = { 'X-TX-AppId': 'test-app-id' };

test('a https API whose certificate the CA bundle does not vouch for gets no request', async () => {
  const tls = selfSignedCertificate();
  const api = await startUpstream(tls);
  const untrusted = await serve({ API_PROXY_TARGET: `${api.origin}/v1` });
  const trusted = await serve({ API_PROXY_TARGET: `${api.origin}/v1`, API_PROXY_CA: tls.certPath });
  try {
    const refused = await fetch(`${untrusted.origin}/api/currencies/fiat`, { headers: APP_ID });
    expect(refused.status).toBe(502);
    expect(api.seen).toEqual([]);
    // The same API, once its certificate is the one trusted: the request goes through.
    const answered = await fetch(`${trusted.origin}/api/currencies/fiat`, { headers: APP_ID });
    expect(answered.status).toBe(200);
    expect(api.seen).toEqual(['GET /v1/currencies/fiat']);
  } finally {
    untrusted.stop();
    trusted.stop();
    await api.close();
  }
});

test("the API's cookies never reach the dashboard's origin", async () => {
  const api = await startUpstream();
  const proxy = await serve({ API_PROXY_TARGET: `${api.origin}/v1` });
  try {
    const answer = await fetch(`${proxy.origin}/api/currencies/fiat`, { headers: APP_ID });
    expect(answer.status).toBe(200);
    expect(api.seen).toEqual(['GET /v1/currencies/fiat']);
    expect(answer.headers.get('set-cookie')).toBeNull();
  } finally {
    proxy.stop();
    await api.close();
  }
});
