import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { japaneseResolver } from './japanese-resolver';

/**
 * Every form of ours checks a contract schema in Japanese and first speaks up when a field is
 * left (onTouched), so that set-up is written once here.
 */
export function useJapaneseForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
  labels?: Record<string, string>,
) {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: japaneseResolver(schema, labels),
    mode: 'onTouched',
    defaultValues,
  });
}
