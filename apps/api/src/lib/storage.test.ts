import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalPrivateStorage } from './storage.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'weekends-storage-test-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('local private storage', () => {
  const storage = createLocalPrivateStorage(path.join(root, 'private'));

  it('stores bytes under a new random key, readable only by the owner, and reads them back', async () => {
    const data = Buffer.from('%PDF-1.4 résumé');
    const first = await storage.put('resumes', 'pdf', data);
    const second = await storage.put('resumes', 'pdf', data);
    expect(first).toMatch(/^resumes\/[0-9a-f]{32}\.pdf$/);
    expect(second).not.toBe(first);
    expect((await storage.read(first))!.equals(data)).toBe(true);
    const file = path.join(root, 'private', first);
    if (process.platform !== 'win32') expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(path.join(root, 'private', 'resumes')).some((name) => name.endsWith('.partial'))).toBe(false);
  });

  it('removes a key; reading or removing a missing one is not an error', async () => {
    const key = await storage.put('resumes', 'docx', Buffer.from('PK'));
    await storage.remove(key);
    expect(await storage.read(key)).toBeNull();
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it('never reads outside its root, whatever key it is given', async () => {
    fs.writeFileSync(path.join(root, 'secret.txt'), 'secret');
    for (const key of [
      '../secret.txt',
      'resumes/../../secret.txt',
      '/etc/passwd',
      'resumes/abc.pdf',
      `resumes/${'a'.repeat(32)}.pdf/../../../secret.txt`,
    ]) {
      expect(await storage.read(key), key).toBeNull();
      await storage.remove(key);
    }
    expect(fs.existsSync(path.join(root, 'secret.txt'))).toBe(true);
  });

  it('refuses folder and extension names that could shape a path', async () => {
    await expect(storage.put('../up', 'pdf', Buffer.from('x'))).rejects.toThrow();
    await expect(storage.put('resumes', 'pdf/../x', Buffer.from('x'))).rejects.toThrow();
  });
});
