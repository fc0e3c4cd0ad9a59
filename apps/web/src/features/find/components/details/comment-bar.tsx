import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseButton } from '../../../../components/ui/close-button';
import { useLocation, useNavigate } from 'react-router';
import { loginPath } from '../../../../lib/safe-redirect';
import { useUserStore } from '../../../../stores/user-store';
import type { FindComment } from '../../api/find-queries';
import { TextComposer, type ComposerInputRef } from '../common/text-composer';
import styles from './comment-bar.module.css';

/** The contract's longest comment. */
export const MAX_COMMENT = 500;

interface CommentBarProps {
  replyTo?: FindComment;
  onCancelReply: () => void;
  onSend: (text: string) => Promise<boolean>;
  inputRef: Ref<ComposerInputRef>;
}

/** The bar fixed at the bottom: a comment box for members ("Replying to …" when answering), a login button for visitors. */
export function CommentBar({ replyTo, onCancelReply, onSend, inputRef }: CommentBarProps) {
  const { t } = useTranslation('find');
  const isLogin = useUserStore((state) => state.isLogin);
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <div className={styles.bar}>
      {isLogin ? (
        <TextComposer
          inputRef={inputRef}
          label={t('comments.label')}
          placeholder={
            replyTo
              ? t('comments.replyPlaceholder', { name: replyTo.user.nickname })
              : t('comments.placeholder')
          }
          maxLength={MAX_COMMENT}
          onSend={onSend}
          banner={
            replyTo && (
              <span className={styles.replying}>
                {t('comments.replying', { name: replyTo.user.nickname })}
                <CloseButton
                  size={14}
                  strokeWidth={2}
                  className={styles.cancel}
                  onClick={onCancelReply}
                  label={t('comments.cancelReply')}
                />
              </span>
            )
          }
        />
      ) : (
        <button
          type="button"
          className={styles.login}
          onClick={() => void navigate(loginPath(`${location.pathname}${location.search}`))}
        >
          {t('comments.loginToComment')}
        </button>
      )}
    </div>
  );
}
