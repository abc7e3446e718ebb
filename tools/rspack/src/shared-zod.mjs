/**
 * zod as the web apps share it: one copy for the shell and every remote instead of one each.
 *
 * A shared module is built whole, and the `z` namespace of zod carries everything it has, its forty locales
 * included (80 KB over the wire). This module is shared under the name `zod` in its place, with only the
 * builders the apps' code calls, so the shared copy is tree-shaken like an app's own (about 26 KB).
 * Imported from `zod/v4`, the same code as `zod`: importing `zod` here would consume this module itself.
 *
 * A builder missing here is `undefined` in the browser; `shared-zod.test.ts` reads the apps' sources to
 * keep the list whole.
 */
import * as zod from 'zod/v4';

// Each builder named once: reading members of the namespace keeps the rest of zod out of the bundle.
export const z = {
  array: zod.array,
  boolean: zod.boolean,
  coerce: zod.coerce,
  date: zod.date,
  discriminatedUnion: zod.discriminatedUnion,
  email: zod.email,
  enum: zod.enum,
  guid: zod.guid,
  iso: zod.iso,
  literal: zod.literal,
  null: zod.null,
  number: zod.number,
  object: zod.object,
  record: zod.record,
  strictObject: zod.strictObject,
  string: zod.string,
  undefined: zod.undefined,
  union: zod.union,
  unknown: zod.unknown,
  url: zod.url,
  uuid: zod.uuid,
  ZodError: zod.ZodError,
  ZodObject: zod.ZodObject,
  ZodType: zod.ZodType,
  ZodUndefined: zod.ZodUndefined,
  ZodUnknown: zod.ZodUnknown,
};

export const { ZodError } = zod;
