import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import {
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  type FileHandle,
} from 'node:fs/promises';
import path from 'node:path';
import { blobKeyOfUrl, blobUrlOf } from './blob-url.ts';
import { contentTypeOf, isValidKey } from './blob-keys.ts';
import type { BlobStore } from './blob-store.ts';

const TEMP_DIR = '.tmp';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

function assertKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Refused blob key ${JSON.stringify(key)}`);
}

/** fsync a directory so a rename into it survives a power cut; not every platform allows it. */
async function syncDir(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Some filesystems refuse fsync on directories; the rename itself is still atomic.
  }
}

async function removeOldFiles(dir: string, cutoffMs: number): Promise<number> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return 0;
    throw error;
  }
  let removed = 0;
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      removed += await removeOldFiles(full, cutoffMs);
    } else if ((await stat(full)).mtimeMs < cutoffMs) {
      await rm(full, { force: true });
      removed += 1;
    }
  }
  return removed;
}

/**
 * Blobs as files under `root` (DATA_DIR/uploads). Writes go to a temp file, are fsynced and then
 * renamed into place, so a reader never sees half a photo and a committed row never points at
 * bytes still in the page cache.
 */
export function createLocalDiskBlobStore(rootDir: string): BlobStore {
  const root = path.resolve(rootDir);
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(root, ...key.split('/'));
  };

  /** Writes a temp file, fsyncs it and renames it into place; a failed write leaves nothing. */
  async function writeAtomically(
    file: string,
    write: (handle: FileHandle) => Promise<void>,
  ): Promise<void> {
    const tempDir = path.join(root, TEMP_DIR);
    await Promise.all([
      mkdir(path.dirname(file), { recursive: true }),
      mkdir(tempDir, { recursive: true }),
    ]);
    const temp = path.join(tempDir, randomUUID());
    try {
      const handle = await open(temp, 'wx', 0o640);
      try {
        await write(handle);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    await syncDir(path.dirname(file));
  }

  return {
    async put(key, bytes) {
      await writeAtomically(fileOf(key), (handle) => handle.writeFile(bytes));
    },

    async putStream(key, body) {
      await writeAtomically(fileOf(key), async (handle) => {
        for await (const chunk of body as AsyncIterable<Buffer>) await handle.write(chunk);
      });
    },

    async read(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async stream(key) {
      const file = fileOf(key);
      try {
        const info = await stat(file);
        return { stream: createReadStream(file), size: info.size, contentType: contentTypeOf(key) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      await rm(fileOf(key), { force: true });
    },

    url: blobUrlOf,

    keyFromUrl: blobKeyOfUrl,

    async deleteOlderThan(prefix, cutoff) {
      const dir = path.join(root, ...prefix.split('/').filter(Boolean));
      if (!dir.startsWith(root)) throw new Error(`Refused prefix ${JSON.stringify(prefix)}`);
      // Temp files left by a crash mid-write are as abandoned as old uploads.
      const temps = await removeOldFiles(path.join(root, TEMP_DIR), cutoff.getTime());
      return temps + (await removeOldFiles(dir, cutoff.getTime()));
    },

    async *list() {
      let entries;
      try {
        entries = await readdir(root, { recursive: true, withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const full = path.join(entry.parentPath, entry.name);
        const key = path.relative(root, full).split(path.sep).join('/');
        if (!isValidKey(key)) continue;
        const info = await stat(full).catch(() => null);
        if (info) yield { key, size: info.size };
      }
    },
  };
}
