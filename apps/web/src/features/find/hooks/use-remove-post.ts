import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast';
import { removePost } from '../api/find-api';
import { dropPost } from '../api/post-cache';

/** Deletes one of the member's posts after a confirm; answers whether it was deleted. */
export function useRemovePost(): (id: number) => Promise<boolean> {
  const { t } = useTranslation(['find', 'common']);
  const client = useQueryClient();
  return async (id) => {
    const sure = await confirmDialog({
      content: t('remove.confirm'),
      confirmText: t('remove.action'),
      cancelText: t('common:actions.cancel'),
    });
    if (!sure) return false;
    try {
      await removePost(id);
    } catch {
      return false; // the request layer showed the failure
    }
    dropPost(client, id);
    toast.success(t('remove.done'));
    return true;
  };
}
