import { useSearchParams } from 'react-router';
import { storedSelectedChild } from '~/features/session/client-storage';
import { externalStore } from '~/lib/external-store';
import { chooseChild, switchableChildren } from './child-choice';
import { useChildren } from './use-children';

// The choice is shared by every screen at once and kept on the device (not in the session), so a
// parent who looks at the younger child finds that child again tomorrow.
const chosenChildId = externalStore<string | null>(null);

/** Picks a child for every screen that shows one child's media; remembered on this device. */
export function chooseChildOnDevice(childId: string) {
  storedSelectedChild.write(childId);
  chosenChildId.set(childId);
}

/**
 * The child the app's screens show and the children to switch between. A link may name a child
 * (`?child=`, as the photo movie list does for each movie); otherwise the last choice on this
 * device, else the primary child (§3).
 */
export function useSelectedChild() {
  const children = useChildren().data;
  const [params] = useSearchParams();
  const chosen = chosenChildId.use() ?? (children ? storedSelectedChild.read() : null);
  const child = children ? chooseChild(children, params.get('child'), chosen) : undefined;
  // Loaded and empty: every child left and was forgotten (decision 0078); the account stays.
  return { child, choices: children ? switchableChildren(children) : [], noChild: children?.length === 0 };
}
