import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testImage } from '../../test/multipart.js';
import { ImageStore } from './images.js';
import { DiskStorage } from './storage-disk.js';

describe('image store', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-images-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('leaves no variant behind when the storage rejects one of them', async () => {
    // a disk that fills up on the third write
    class FillingDisk extends DiskStorage {
      writes = 0;
      override async put(name: string, body: Buffer) {
        this.writes += 1;
        if (this.writes === 3) throw new Error('ENOSPC: no space left on device');
        await super.put(name, body);
      }
    }
    const storage = new FillingDisk(dir);
    const images = new ImageStore(storage);
    await expect(images.save(await testImage('png', 1000, 800))).rejects.toThrow(/ENOSPC/);
    expect(storage.writes).toBe(4);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('reads back what it stored, and removes every width', async () => {
    const images = new ImageStore(new DiskStorage(dir));
    const stored = await images.save(await testImage('jpeg', 700, 700));
    expect(fs.readdirSync(dir).sort()).toEqual([
      `${stored.key}-320.webp`,
      `${stored.key}-640.webp`,
      `${stored.key}-700.webp`,
    ]);
    const object = await images.storage.get(`${stored.key}-640.webp`);
    const chunks: Buffer[] = [];
    for await (const chunk of object!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).length).toBe(object!.size);
    await images.remove(stored);
    expect(fs.readdirSync(dir)).toEqual([]);
    expect(await images.storage.get(`${stored.key}-640.webp`)).toBeUndefined();
  });
});
