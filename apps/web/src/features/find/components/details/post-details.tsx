import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../../components/layout/page-shell';
import { Icon } from '../../../../components/ui/icon';
import { useGoBack } from '../../../../components/layout/use-go-back';
import { useUserStore } from '../../../../stores/user-store';
import { findQueries, type FindComment } from '../../api/find-queries';
import { useMemberAction } from '../../../../lib/use-member-action';
import { useRemovePost } from '../../hooks/use-remove-post';
import { useSendComment } from '../../hooks/use-send-comment';
import { RecordView } from '../common/record-view';
import type { ComposerInputRef } from '../common/text-composer';
import { FeedSkeleton } from '../feed/feed-skeleton';
import { CommentBar } from './comment-bar';
import { CommentSection } from './comment-section';
import { PostBody } from './post-body';
import styles from './post-details.module.css';
import { PAGES } from '../../../../lib/paths';

interface PostDetailsProps {
  id: number;
  /** `afferent=comments`: scroll to the comments and focus them once loaded. */
  focusComments: boolean;
}

/** /pages/apps/find/details/details: the post, its comments with replies, and the comment bar. */
export function PostDetails({ id, focusComments }: PostDetailsProps) {
  const { t } = useTranslation('find');
  const post = useQuery(findQueries.post(id));
  const comments = useQuery(findQueries.comments(id));
  const me = useUserStore((state) => (state.isLogin ? state.id : 0));
  const sectionRef = useRef<HTMLElement>(null);
  const inputRef = useRef<ComposerInputRef>(null);
  const focused = useRef(false);
  const [replyTo, setReplyTo] = useState<FindComment>();
  const send = useSendComment(id);
  const asMember = useMemberAction();
  const remove = useRemovePost();
  const goBack = useGoBack(PAGES.findList);

  const ready = post.isSuccess && !comments.isPending;
  useEffect(() => {
    if (!focusComments || focused.current || !ready) return;
    focused.current = true;
    sectionRef.current?.scrollIntoView({ block: 'start' });
    sectionRef.current?.focus({ preventScroll: true });
  }, [focusComments, ready]);

  const toComments = () => {
    sectionRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    inputRef.current?.focus();
  };
  const reply = (comment: FindComment) =>
    asMember(() => {
      setReplyTo(comment);
      inputRef.current?.focus();
    });
  const onSend = async (text: string) => {
    const sent = await send(text, replyTo?.id);
    if (sent) setReplyTo(undefined);
    return sent;
  };
  const mine = post.data && me !== 0 && post.data.author.user_id === me;
  const deleteButton = mine ? (
    <button
      type="button"
      className={styles.navButton}
      onClick={() => void remove(id).then((done) => done && goBack())}
      aria-label={t('remove.action')}
    >
      <Icon name="trash" size={22} />
    </button>
  ) : undefined;

  return (
    <PageShell right={deleteButton}>
      <RecordView query={post} icon="compass" skeleton={<FeedSkeleton />}>
        {(data) => (
          <div className={styles.page}>
            <PostBody post={data} onComments={toComments} />
            <CommentSection
              sectionRef={sectionRef}
              query={comments}
              total={data.comments}
              onReply={reply}
            />
            <CommentBar
              replyTo={replyTo}
              onCancelReply={() => setReplyTo(undefined)}
              onSend={onSend}
              inputRef={inputRef}
            />
          </div>
        )}
      </RecordView>
    </PageShell>
  );
}
