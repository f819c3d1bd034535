import fs from 'node:fs/promises';
import path from 'node:path';
import type { ObjectStorage, StoredObject } from './storage.js';

/** Objects as files in one directory (the default: `$DATA_DIR/images`). */
export class DiskStorage implements ObjectStorage {
  readonly kind = 'disk';

  constructor(readonly dir: string) {}

  async put(name: string, body: Buffer): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true });
    // written under a temporary name and renamed: a reader never sees half a file
    const file = this.file(name);
    const partial = `${file}.partial`;
    try {
      await fs.writeFile(partial, body);
      await fs.rename(partial, file);
    } catch (err) {
      await fs.rm(partial, { force: true });
      throw err;
    }
  }

  async get(name: string): Promise<StoredObject | undefined> {
    const file = this.file(name);
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
    // stat and read through one handle, so that a delete in between cannot split them
    const stat = await handle.stat().catch(async (err) => {
      await handle.close();
      throw err;
    });
    return {
      // closes the handle when read to the end or destroyed (a client gone mid-response)
      body: handle.createReadStream(),
      size: stat.size,
      // the weak validator @fastify/static (send) gives a file: size and modification time
      etag: `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`,
      lastModified: stat.mtime,
    };
  }

  async delete(name: string): Promise<void> {
    await fs.rm(this.file(name), { force: true });
  }

  /** callers pass names the image store made; the basename guards against anything else */
  private file(name: string) {
    return path.join(this.dir, path.basename(name));
  }
}
