/**
 * Model files kept on this device, only when the learner asks ("Keep this file on this device"): in the Origin
 * Private File System, folder `aml-models/`. Listed on the Your data page with their size, removable there and in
 * the Model dialog, erased by "Forget me". Nothing here is ever sent anywhere.
 */
export const KEPT_FOLDER = 'aml-models';

export interface KeptFile {
  name: string;
  bytes: number;
}

type Dir = FileSystemDirectoryHandle & { values(): AsyncIterable<FileSystemHandle> };

/** Whether this browser can keep files (the Origin Private File System with writable, renamable files). */
export function canKeepFiles(): boolean {
  const storage = globalThis.navigator?.storage as StorageManager | undefined;
  return (
    typeof storage?.getDirectory === 'function' &&
    typeof FileSystemFileHandle !== 'undefined' &&
    'createWritable' in FileSystemFileHandle.prototype &&
    'move' in FileSystemFileHandle.prototype
  );
}

async function folder(create: boolean): Promise<Dir | null> {
  if (!canKeepFiles()) return null;
  const root = await navigator.storage.getDirectory();
  try {
    return (await root.getDirectoryHandle(KEPT_FOLDER, { create })) as Dir;
  } catch {
    return null;
  }
}

/** A file being written has this suffix until it is whole: a reload mid-copy never leaves a truncated kept file. */
const PARTIAL = '.part';

export async function listKept(): Promise<KeptFile[]> {
  const dir = await folder(false);
  if (!dir) return [];
  const out: KeptFile[] = [];
  for await (const handle of dir.values()) {
    if (handle.kind !== 'file' || handle.name.endsWith(PARTIAL)) continue;
    const file = await (handle as FileSystemFileHandle).getFile();
    out.push({ name: handle.name, bytes: file.size });
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Copies the file into the kept folder (replacing one of the same name): written under a partial name, then renamed
 * once whole, so that a page closed or reloaded mid-copy leaves no truncated file listed as kept.
 */
export async function keepFile(file: File): Promise<void> {
  const dir = await folder(true);
  if (!dir) throw new Error('this browser cannot keep files (no Origin Private File System)');
  const partial = `${file.name}${PARTIAL}`;
  const handle = (await dir.getFileHandle(partial, { create: true })) as FileSystemFileHandle & {
    move(name: string): Promise<void>;
  };
  const writable = await handle.createWritable();
  try {
    await writable.write(file);
  } finally {
    await writable.close();
  }
  await dir.removeEntry(file.name).catch(() => undefined);
  await handle.move(file.name);
}

export async function readKept(name: string): Promise<File | null> {
  const dir = await folder(false);
  if (!dir) return null;
  try {
    return await (await dir.getFileHandle(name)).getFile();
  } catch {
    return null;
  }
}

export async function removeKept(name: string): Promise<void> {
  const dir = await folder(false);
  await dir?.removeEntry(name).catch(() => undefined);
}

/** Removes the whole folder (Forget me). */
export async function removeAllKept(): Promise<number> {
  const kept = await listKept();
  if (kept.length === 0) return 0;
  const root = await navigator.storage.getDirectory();
  await root.removeEntry(KEPT_FOLDER, { recursive: true }).catch(() => undefined);
  return kept.length;
}
