import type { FacilityInput } from '@hibi/contract';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { TextInput } from '~/components/form/text-input';
import { IconButton } from '~/components/icon-button';
import { showToast } from '~/lib/toast';

/**
 * The facility's classes in display order: rename in place, move up and down, add, delete. A class
 * with children cannot be deleted (the server refuses too), so its button says why instead.
 */
export function ClassListField({ occupied }: { occupied: ReadonlyMap<string, number> }) {
  const { control, formState } = useFormContext<FacilityInput>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'classes', keyName: 'key' });
  const listError = formState.errors.classes?.root?.message ?? formState.errors.classes?.message;

  const removeAt = (index: number, id: string | undefined, name: string) => {
    const children = id ? (occupied.get(id) ?? 0) : 0;
    if (children > 0) {
      showToast(`${name}には園児が${children}人所属しているため削除できません。`, 'error');
      return;
    }
    remove(index);
  };

  return (
    <fieldset className="admin-classes">
      <legend>クラス</legend>
      {fields.length === 0 ? <p className="admin-lead">クラスはまだありません。</p> : null}
      <ol>
        {fields.map((field, index) => (
          <li key={field.key}>
            <TextInput
              name={`classes.${index}.name`}
              label={`${index + 1}番目のクラス名`}
              autoComplete="off"
            />
            <div className="admin-class-actions">
              <IconButton
                icon={ArrowUp}
                label={`${field.name || 'このクラス'}を上へ`}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              />
              <IconButton
                icon={ArrowDown}
                label={`${field.name || 'このクラス'}を下へ`}
                disabled={index === fields.length - 1}
                onClick={() => move(index, index + 1)}
              />
              <IconButton
                icon={Trash2}
                label={`${field.name || 'このクラス'}を削除`}
                onClick={() => removeAt(index, field.id, field.name)}
              />
            </div>
          </li>
        ))}
      </ol>
      {listError ? (
        <p className="field-error" role="alert">
          {listError}
        </p>
      ) : null}
      <button className="button button-small" type="button" onClick={() => append({ name: '' })}>
        <Plus aria-hidden="true" size={16} />
        クラスを追加
      </button>
    </fieldset>
  );
}
