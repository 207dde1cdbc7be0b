import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { solveChallenge } from 'altcha-lib/v1';
import { SESSION_COOKIE } from '@weekends/shared';

/**
 * The real API server as a child process, on its TypeScript sources (`node --import tsx src/server.ts`, without the
 * tsx CLI's extra process, so that a SIGKILL kills the server itself), and a small HTTP client for it.
 */
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** What the server wrote, for the failure message when it does not come up. */
  output(): string;
  kill(signal: NodeJS.Signals): Promise<void>;
}

/** Starts the server with exactly `env` (plus PATH), and waits until GET /api/health answers 200. */
export async function startServer(env: Record<string, string>, timeoutMs = 40_000): Promise<ServerProcess> {
  const port = Number(env.PORT);
  const child = spawn(process.execPath, ['--conditions=@weekends/source', '--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit');
  const server: ServerProcess = {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    async kill(signal) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await exited;
    },
  };
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
    const healthy = await fetch(`${server.url}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (healthy) return server;
    if (Date.now() > until) {
      await server.kill('SIGKILL');
      throw new Error(`the server did not answer /api/health in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface HttpAnswer {
  status: number;
  body: string;
  json<T = Record<string, unknown>>(): T;
  headers: Headers;
}

/** One JSON request; a token is sent as `Authorization: Bearer` (no CSRF header needed). */
export async function request(
  baseUrl: string,
  method: string,
  url: string,
  body?: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<HttpAnswer> {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text, json: <T>() => JSON.parse(text) as T, headers: response.headers };
}

/** Solves the server's ALTCHA challenge as the browser widget does. */
export async function solveServerCaptcha(baseUrl: string): Promise<string> {
  const challenge = (await request(baseUrl, 'GET', '/api/captcha/challenge')).json<{
    algorithm: string;
    challenge: string;
    maxnumber?: number;
    salt: string;
    signature: string;
  }>();
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  if (!solution) throw new Error('captcha challenge not solved');
  return Buffer.from(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution.number,
      salt: challenge.salt,
      signature: challenge.signature,
    }),
  ).toString('base64');
}

/** Signs a customer up over HTTP; answers the customer's id and the session token from its cookie. */
export async function signUpOverHttp(baseUrl: string, email: string): Promise<{ id: number; token: string }> {
  const response = await request(baseUrl, 'POST', '/api/accounts/register', {
    firstName: 'Layla',
    lastName: 'Restart',
    email,
    phoneNumber: '+971501234567',
    password: 'Weekend#2026',
    captcha: await solveServerCaptcha(baseUrl),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${response.body}`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
  return {
    id: response.json<{ id: number }>().id,
    token: decodeURIComponent(cookie.slice(SESSION_COOKIE.length + 1).split(';')[0]!),
  };
}
