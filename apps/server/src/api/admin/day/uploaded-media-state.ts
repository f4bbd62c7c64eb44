import type { UploadedMediaState } from '@hibi/contract';

type Facts = {
  status: 'processing' | 'ready' | 'failed';
  hiddenAt: Date | null;
  deliveredCount: number;
};

/**
 * Where an upload stands for staff: hidden first (whatever else, no family sees it), then the
 * pipeline's state, then whether any child's timeline has it.
 */
export function uploadedMediaState({ status, hiddenAt, deliveredCount }: Facts): UploadedMediaState {
  if (hiddenAt) return 'hidden';
  if (status !== 'ready') return status;
  return deliveredCount > 0 ? 'delivered' : 'unmatched';
}
