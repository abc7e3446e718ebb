import { type CreateFolderInput, type Folder, folderSchema, type UpdateFolderInput } from '@verity/contracts';
import { z } from 'zod';
import { type RequestOptions } from '../api-client-options';
import { requireData } from '../require-data';
import { type SendRequest } from '../send-request';
import { checkFolderName, checkFolderUpdate, idSegment } from '../validate-input';

const folderListSchema = z.array(folderSchema);

export interface FoldersFilter {
  /** Also list soft-deleted folders. */
  include_deleted?: boolean;
}

export function createFoldersApi(send: SendRequest) {
  return {
    async getFolders(filter: FoldersFilter = {}, options: RequestOptions = {}): Promise<Folder[]> {
      const query = { include_deleted: filter.include_deleted ? 'true' : undefined };
      return requireData('getFolders', folderListSchema, await send({ method: 'GET', path: '/folders/', query, ...options }));
    },

    async createFolder(input: CreateFolderInput, options: RequestOptions = {}): Promise<Folder> {
      checkFolderName(input);
      return requireData('createFolder', folderSchema, await send({ method: 'POST', path: '/folders/', body: input, ...options }));
    },

    /** Rename, and/or restore a soft-deleted folder with `{deleted_at: null}`. */
    async updateFolder(id: string, input: UpdateFolderInput, options: RequestOptions = {}): Promise<Folder> {
      const path = `/folders/${idSegment(id, 'folder')}`;
      checkFolderUpdate(input);
      return requireData('updateFolder', folderSchema, await send({ method: 'PUT', path, body: input, ...options }));
    },

    /** Soft delete: the folder's tests keep their `configuration.folder_id`. */
    async deleteFolder(id: string, options: RequestOptions = {}): Promise<void> {
      await send({ method: 'DELETE', path: `/folders/${idSegment(id, 'folder')}`, ...options });
    },
  };
}

export type FoldersApi = ReturnType<typeof createFoldersApi>;
