import { type Folder } from '@verity/contracts';
import { folders } from '@verity/db';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { type Db } from '../database/transaction';

type FolderRow = typeof folders.$inferSelect;

export function toFolder(row: FolderRow): Folder {
  return {
    id: row.id,
    name: row.name,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    deleted_at: row.deletedAt?.toISOString() ?? null,
  };
}

const owned = (ownerId: string, id: string) => and(eq(folders.ownerId, ownerId), eq(folders.id, id));

export async function createFolder(db: Db, ownerId: string, name: string): Promise<Folder> {
  const [row] = await db.insert(folders).values({ ownerId, name }).returning();
  return toFolder(row!);
}

export async function listFolders(db: Db, ownerId: string, { includeDeleted }: { includeDeleted: boolean }): Promise<Folder[]> {
  const rows = await db
    .select()
    .from(folders)
    .where(includeDeleted ? eq(folders.ownerId, ownerId) : and(eq(folders.ownerId, ownerId), isNull(folders.deletedAt)))
    .orderBy(asc(folders.name), asc(folders.createdAt));
  return rows.map(toFolder);
}

/** The caller's folder, deleted or not; null when it is someone else's or does not exist. */
export async function findFolder(db: Db, ownerId: string, id: string): Promise<Folder | null> {
  const [row] = await db.select().from(folders).where(owned(ownerId, id));
  return row ? toFolder(row) : null;
}

/** True when the caller owns the folder and it is not deleted: tests may only be filed in such a folder. */
export async function isActiveFolder(db: Db, ownerId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: folders.id })
    .from(folders)
    .where(and(owned(ownerId, id), isNull(folders.deletedAt)));
  return Boolean(row);
}

export async function updateFolder(
  db: Db,
  ownerId: string,
  id: string,
  changes: { name?: string; restore?: boolean },
): Promise<Folder | null> {
  const [row] = await db
    .update(folders)
    .set({
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.restore ? { deletedAt: null } : {}),
      updatedAt: new Date(),
    })
    .where(owned(ownerId, id))
    .returning();
  return row ? toFolder(row) : null;
}

/** Soft delete; the tests in the folder keep referring to it. Deleting a deleted folder keeps its date. */
export async function softDeleteFolder(db: Db, ownerId: string, id: string): Promise<Folder | null> {
  const [row] = await db
    .update(folders)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(and(owned(ownerId, id), isNull(folders.deletedAt)))
    .returning();
  return row ? toFolder(row) : findFolder(db, ownerId, id);
}
