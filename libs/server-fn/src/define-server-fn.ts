import { z } from 'zod';
import { type ServerFnDefinition, type ServerFnMethod } from './protocol';

export interface DefineServerFnOptions<TInput extends z.ZodType, TOutput extends z.ZodType> {
  /** Stable id: it is part of the URL, so renaming one breaks clients that are still loaded. */
  id: string;
  method: ServerFnMethod;
  /** Validates the call's `data`; a function without one takes no data. */
  input?: TInput;
  output?: TOutput;
}

const ID_PATTERN = /^[A-Za-z][A-Za-z0-9_-]*$/;

export function defineServerFn<TInput extends z.ZodType = z.ZodUndefined, TOutput extends z.ZodType = z.ZodUnknown>(
  options: DefineServerFnOptions<TInput, TOutput>,
): ServerFnDefinition<TInput, TOutput> {
  if (!ID_PATTERN.test(options.id)) throw new Error(`Invalid server function id "${options.id}"`);
  return {
    id: options.id,
    method: options.method,
    input: (options.input ?? z.undefined()) as TInput,
    output: options.output,
  };
}
