import { toast } from '../components/ui/toast';
import { copyText, type CopyOutcome } from './copy-text';

/** Copies text and toasts how it went (spec §8), in the caller's words for each outcome. */
export async function copyWithToast(text: string, say: (outcome: CopyOutcome) => string) {
  const outcome = await copyText(text);
  if (outcome === 'copied') toast.success(say(outcome));
  else toast.fail(say(outcome));
}
