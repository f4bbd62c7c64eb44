import { Camera, Images, type LucideIcon } from 'lucide-react';
import { type ChangeEvent, Fragment, useId } from 'react';

interface PhotoPickersProps {
  /** Adds the chosen files; answers what is wrong with them, or null. */
  onAdd: (files: File[]) => string | null;
  /** What to say about refused files, or null when all were taken. */
  onProblem: (problem: string | null) => void;
  disabled: boolean;
}

interface Picker {
  name: string;
  label: string;
  icon: LucideIcon;
  input: { accept: string; multiple?: boolean; capture?: 'environment' };
}

const pickers: Picker[] = [
  {
    name: 'roll',
    label: '写真を選ぶ',
    icon: Images,
    input: { accept: 'image/*,.heic,.heif', multiple: true },
  },
  {
    name: 'camera',
    label: 'カメラで撮る',
    icon: Camera,
    input: { accept: 'image/*', capture: 'environment' },
  },
];

/** The camera roll and the camera, as two large buttons over hidden file inputs. */
export function PhotoPickers({ onAdd, onProblem, disabled }: PhotoPickersProps) {
  const id = useId();
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const problem = onAdd(Array.from(event.target.files ?? []));
    event.target.value = '';
    onProblem(problem);
  };
  return (
    <div className="photo-pickers">
      {pickers.map(({ name, label, icon: Icon, input }) => (
        <Fragment key={name}>
          <label className="button photo-picker" htmlFor={`${id}-${name}`}>
            <Icon aria-hidden="true" size={20} />
            {label}
          </label>
          <input
            id={`${id}-${name}`}
            className="visually-hidden"
            type="file"
            {...input}
            onChange={choose}
            disabled={disabled}
          />
        </Fragment>
      ))}
    </div>
  );
}
