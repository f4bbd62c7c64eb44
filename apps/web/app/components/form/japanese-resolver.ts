import { fieldLabel } from '@hibi/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * zodResolver on a contract schema, with one change people notice: a field left empty says which
 * field it is (「メールアドレスを入力してください。」) instead of the rule it broke. The schema's own
 * Japanese messages (contract/japanese-errors.ts) stay for values that are there but wrong.
 */
export function japaneseResolver<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  labels: Record<string, string> = {},
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  const resolve = zodResolver(schema as never) as unknown as Resolver<
    z.input<Schema>,
    unknown,
    z.output<Schema>
  >;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    const errors = result.errors as FieldErrors;
    for (const [name, error] of Object.entries(errors)) {
      const value = (values as Record<string, unknown>)[name];
      if (error && (value === '' || value === undefined || value === null)) {
        const label = labels[name] ?? fieldLabel([name]);
        error.message = `${label}を入力してください。`;
      }
    }
    return result;
  };
}
