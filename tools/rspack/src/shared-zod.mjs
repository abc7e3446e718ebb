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
import {
  array,
  boolean,
  coerce,
  date,
  discriminatedUnion,
  enum as zodEnum,
  guid,
  iso,
  literal,
  null as zodNull,
  number,
  object,
  record,
  strictObject,
  string,
  undefined as zodUndefined,
  union,
  unknown,
  url,
  uuid,
  ZodError,
  ZodObject,
  ZodType,
  ZodUndefined,
  ZodUnknown,
} from 'zod/v4';

export const z = {
  array,
  boolean,
  coerce,
  date,
  discriminatedUnion,
  enum: zodEnum,
  guid,
  iso,
  literal,
  null: zodNull,
  number,
  object,
  record,
  strictObject,
  string,
  undefined: zodUndefined,
  union,
  unknown,
  url,
  uuid,
  ZodError,
  ZodObject,
  ZodType,
  ZodUndefined,
  ZodUnknown,
};

export { ZodError };
