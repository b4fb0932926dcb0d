import { describe, it, expect, beforeEach, afterEach } from 'vitest';
import { mkdtemp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DiskMediaStore } from './disk-store.js';

async function listAll(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) out.push(path.relative(dir, path.join(entry.parentPath, entry.name)));
  }
  return out.sort();
}

describe('DiskMediaStore', () => {
  let root: string;
  let store: DiskMediaStore;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'media-store-'));
    store = new DiskMediaStore(path.join(root, 'media'));
    await store.prepare();
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

    const files = await listAll(store.publicRoot);
    expect(files).toHaveLength(2);
    expect(files.some((f) => path.basename(f).startsWith('.tmp-'))).toBe(false);
  });

  it("saves a variant under its original's stem and refuses any other name", async () => {
    const original = await store.save(Buffer.from('o'), 'webp', 'services');
    const stem = path.basename(original.relPath, '.webp');
    const variant = await store.save(Buffer.from('v'), 'avif', 'services', `${stem}-640`);
    expect(variant.relPath).toBe(`services/${stem}-640.avif`);
    for (const bad of ['../x', 'name', `${stem}-0640`, `${stem}-abc`, `${stem}/x`, `${stem.toUpperCase()}`]) {
      await expect(store.save(Buffer.from('a'), 'png', 'services', bad)).rejects.toThrow('Invalid media file name.');
    }
    expect(await listAll(store.publicRoot)).toHaveLength(2);
  });

  it('never reuses a name', async () => {
    const names = await Promise.all(Array.from({ length: 20 }, () => store.save(Buffer.from('a'), 'png')));
    expect(new Set(names.map((n) => n.relPath)).size).toBe(20);
  });

  it('validates the folder and the extension', async () => {
    for (const bad of ['../x', 'a/b', 'A', '', '.', 'x y', 'é', 'private/../x', 'public/x']) {
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
    expect(store.absolutePath('gallery/abc.webp')).toBe(path.join(store.root, 'public', 'gallery', 'abc.webp'));
    expect(store.absolutePath('private/quotes/abc.pdf')).toBe(path.join(store.root, 'private', 'quotes', 'abc.pdf'));
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
    await mkdir(path.join(store.publicRoot, 'logos', 'deep'), { recursive: true });
    await writeFile(path.join(store.publicRoot, '.tmp-aaaa'), 'orphan');
    await writeFile(path.join(store.publicRoot, 'logos', '.tmp-bbbb'), 'orphan');
    await writeFile(path.join(store.publicRoot, 'logos', 'deep', '.tmp-cccc'), 'orphan');
    await writeFile(path.join(store.publicRoot, 'notes.tmp'), 'not ours');

    expect(await store.sweepTemporaryFiles({ olderThanMs: 60_000 })).toBe(0);
    expect(await store.sweepTemporaryFiles()).toBe(3);
    expect(await listAll(store.publicRoot)).toEqual([kept.relPath, 'notes.tmp'].sort());
    expect(await store.sweepTemporaryFiles()).toBe(0);
  });

  it('sweeping a store that was never written to finds nothing', async () => {
    expect(await new DiskMediaStore(path.join(root, 'nothing-here')).sweepTemporaryFiles()).toBe(0);
  });

  it('keeps private files outside the folder that is served, and reads both back', async () => {
    const pub = await store.save(Buffer.from('photo'), 'webp', 'services');
    const priv = await store.save(Buffer.from('%PDF-1.4'), 'pdf', 'private/quotes');
    expect(priv.relPath).toMatch(/^private\/quotes\/[0-9a-f]{32}\.pdf$/);
    expect(await listAll(store.publicRoot)).toEqual([pub.relPath]);
    expect(existsSync(path.join(store.root, priv.relPath))).toBe(true);
    expect((await store.read(priv.relPath))?.toString()).toBe('%PDF-1.4');
    expect(await store.read('private/quotes/00000000000000000000000000000000.pdf')).toBeNull();
    expect((await store.listFiles()).sort()).toEqual([priv.relPath, pub.relPath].sort());
  });

  it('moves the files of the older single-folder layout into public/, leaving private/ where it is', async () => {
    const old = await mkdtemp(path.join(tmpdir(), 'old-layout-'));
    await mkdir(path.join(old, 'services'), { recursive: true });
    await mkdir(path.join(old, 'private', 'quotes'), { recursive: true });
    await writeFile(path.join(old, 'services', 'a.webp'), 'a');
    await writeFile(path.join(old, 'private', 'quotes', 'b.pdf'), 'b');
    const upgraded = new DiskMediaStore(old);
    await upgraded.prepare();
    await upgraded.prepare();
    expect((await upgraded.read('services/a.webp'))?.toString()).toBe('a');
    expect((await upgraded.read('private/quotes/b.pdf'))?.toString()).toBe('b');
    expect(await listAll(old)).toEqual(['private/quotes/b.pdf', 'public/services/a.webp']);
    await rm(old, { recursive: true, force: true });
  });
});
