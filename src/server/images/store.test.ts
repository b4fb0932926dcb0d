import { describe, it, expect, beforeEach, afterEach } from 'vitest';
import { mkdtemp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MediaStore } from './store.js';

async function listAll(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) out.push(path.relative(dir, path.join(entry.parentPath, entry.name)));
  }
  return out.sort();
}

describe('MediaStore', () => {
  let root: string;
  let store: MediaStore;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'media-store-'));
    store = new MediaStore(path.join(root, 'media'));
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('saves under a random name and leaves no temporary file', async () => {
    const data = Buffer.from('hello image');
    const saved = await store.save(data, 'webp');
    expect(saved.relPath).toMatch(/^[0-9a-f]{32}\.webp$/);
    expect(saved.size).toBe(data.length);
    expect(await readFile(store.absolutePath(saved.relPath))).toEqual(data);

    const inSub = await store.save(Buffer.from('x'), 'avif', 'gallery-2024');
    expect(inSub.relPath).toMatch(/^gallery-2024\/[0-9a-f]{32}\.avif$/);

    const files = await listAll(store.root);
    expect(files).toHaveLength(2);
    expect(files.some((f) => path.basename(f).startsWith('.tmp-'))).toBe(false);
  });

  it('saves a variant under its original\'s stem and refuses any other name', async () => {
    const original = await store.save(Buffer.from('o'), 'webp', 'services');
    const stem = path.basename(original.relPath, '.webp');
    const variant = await store.save(Buffer.from('v'), 'avif', 'services', `${stem}-640`);
    expect(variant.relPath).toBe(`services/${stem}-640.avif`);
    for (const bad of ['../x', 'name', `${stem}-0640`, `${stem}-abc`, `${stem}/x`, `${stem.toUpperCase()}`]) {
      await expect(store.save(Buffer.from('a'), 'png', 'services', bad)).rejects.toThrow('Invalid media file name.');
    }
    expect(await listAll(store.root)).toHaveLength(2);
  });

  it('never reuses a name', async () => {
    const names = await Promise.all(Array.from({ length: 20 }, () => store.save(Buffer.from('a'), 'png')));
    expect(new Set(names.map((n) => n.relPath)).size).toBe(20);
  });

  it('validates the folder and the extension', async () => {
    for (const bad of ['../x', 'a/b', 'A', '', '.', 'x y', 'é']) {
      await expect(store.save(Buffer.from('a'), 'png', bad)).rejects.toThrow();
    }
    await expect(store.save(Buffer.from('a'), 'html' as never)).rejects.toThrow();
    expect(existsSync(path.join(root, 'x'))).toBe(false);
  });

  it('refuses paths that escape the root', () => {
    for (const bad of [
      '../secret',
      '../../etc/passwd',
      'a/../../b',
      '/etc/passwd',
      'a/./b',
      'a//b',
      '..',
      '',
      'a\\..\\..\\b',
      'C:/windows',
      'a\0b',
    ]) {
      expect(() => store.absolutePath(bad), bad).toThrow('Invalid media path.');
    }
    expect(store.absolutePath('gallery/abc.webp')).toBe(path.join(store.root, 'gallery', 'abc.webp'));
  });

  it('removes files, ignores missing ones and refuses traversal', async () => {
    const saved = await store.save(Buffer.from('a'), 'jpg');
    await store.remove(saved.relPath);
    expect(existsSync(store.absolutePath(saved.relPath))).toBe(false);
    await expect(store.remove(saved.relPath)).resolves.toBeUndefined();
    const outside = path.join(root, 'outside.txt');
    await writeFile(outside, 'keep me');
    await expect(store.remove('../outside.txt')).rejects.toThrow('Invalid media path.');
    expect(existsSync(outside)).toBe(true);
  });

  it('sweeps orphan temporary files recursively', async () => {
    const kept = await store.save(Buffer.from('keep'), 'svg', 'logos');
    await mkdir(path.join(store.root, 'logos', 'deep'), { recursive: true });
    await writeFile(path.join(store.root, '.tmp-aaaa'), 'orphan');
    await writeFile(path.join(store.root, 'logos', '.tmp-bbbb'), 'orphan');
    await writeFile(path.join(store.root, 'logos', 'deep', '.tmp-cccc'), 'orphan');
    await writeFile(path.join(store.root, 'notes.tmp'), 'not ours');

    expect(await store.sweepTemporaryFiles({ olderThanMs: 60_000 })).toBe(0);
    expect(await store.sweepTemporaryFiles()).toBe(3);
    expect(await listAll(store.root)).toEqual([kept.relPath, 'notes.tmp'].sort());
    expect(await store.sweepTemporaryFiles()).toBe(0);
  });

  it('sweeping a store that was never written to finds nothing', async () => {
    expect(await new MediaStore(path.join(root, 'nothing-here')).sweepTemporaryFiles()).toBe(0);
  });
});
