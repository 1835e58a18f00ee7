import { useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { toast, useTranslation } from '@school/shared';
import { useQuery, useWrite } from '@school/shared/query';
import { Button, ConfirmDialog, MutedText, TextField } from '@school/shared/ui';
import { feedAddress, feedApi, feedStateRead } from '../api/feed-api';

const Panel = styled.section`
  margin-block-start: 24px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  display: grid;
  gap: 12px;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: 1.125rem;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/**
 * The personal calendar feed: subscribe to one's lessons from a calendar app. Only a hash of the
 * secret is kept, so the address is shown when it is made; a new one retires the old
 * (docs/decisions/schedule-api.md "The calendar feed").
 */
export function FeedPanel() {
  const { t, i18n } = useTranslation('schedule');
  const headingId = useId();
  const fieldId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [address, setAddress] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const state = useQuery(feedStateRead());

  const renew = useWrite({
    write: () => feedApi.renew(),
    success: t('feed.made'),
    failure: t('feed.failed'),
    invalidates: [feedStateRead().queryKey],
    onSuccess: (token) => {
      setConfirming(false);
      setAddress(feedAddress(token.token));
    },
  });

  const copy = async () => {
    if (!address) return;
    try {
      await navigator.clipboard.writeText(address);
      toast.success(t('feed.copied'));
    } catch {
      // No clipboard (an old browser, a denied permission): the text is selected to copy by hand.
      inputRef.current?.select();
      toast.info(t('feed.copyByHand'));
    }
  };

  const active = state.data?.active ?? false;
  const since = state.data?.createdAt ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(state.data.createdAt)) : null;

  return (
    <Panel aria-labelledby={headingId}>
      <Heading id={headingId}>{t('feed.title')}</Heading>
      <MutedText>{t('feed.about')}</MutedText>
      {address ? (
        <>
          <TextField id={fieldId} ref={inputRef} label={t('feed.address')} hint={t('feed.shownOnce')} value={address} readOnly onFocus={(focus) => focus.currentTarget.select()} />
          <Row>
            <Button type="button" $variant="primary" onClick={() => void copy()}>
              {t('feed.copy')}
            </Button>
          </Row>
        </>
      ) : active ? (
        <MutedText>{since ? t('feed.activeSince', { date: since }) : t('feed.active')}</MutedText>
      ) : state.isSuccess ? (
        <MutedText>{t('feed.none')}</MutedText>
      ) : null}
      <Row>
        <Button type="button" disabled={renew.isPending || state.isPending} onClick={() => (active ? setConfirming(true) : renew.mutate())}>
          {active ? t('feed.replace') : t('feed.create')}
        </Button>
      </Row>
      {confirming && (
        <ConfirmDialog
          title={t('feed.replaceTitle')}
          question={t('feed.replaceQuestion')}
          confirmLabel={t('feed.replaceConfirm')}
          onClose={() => setConfirming(false)}
          onConfirm={() => renew.mutateAsync()}
        />
      )}
    </Panel>
  );
}
