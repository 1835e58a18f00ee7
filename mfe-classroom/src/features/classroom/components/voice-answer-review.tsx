import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@school/shared';
import { useQuery } from '@school/shared/query';
import { Button, MutedText } from '@school/shared/ui';
import styled from 'styled-components';
import type { PersonRef } from '../../../lib/classroom-contracts';
import { readRecording, reviewKeys } from '../api/review';

export interface VoiceAnswerReviewProps {
  classId: string;
  exerciseId: string;
  student: PersonRef;
  /** The stored voice answer: the recording's address and its length as the recorder measured it. */
  answer: { audio?: unknown; seconds?: unknown } | undefined;
}

const clockOf = (seconds: number) => {
  const whole = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
};

/**
 * The teacher's player of a student's voice answer. The bytes come through the class's own call
 * (`GET classes/{id}/answers/{exerciseId}/recording`, with the token), so only those the class
 * lets hear it can; the browser plays them from a local object address, released when the
 * answer or the student changes. A native `<audio controls>`: keyboard and screen readers know it.
 */
export function VoiceAnswerReview({ classId, exerciseId, student, answer }: VoiceAnswerReviewProps) {
  const { t } = useTranslation('classroom');
  const captionId = useId();
  const audio = typeof answer?.audio === 'string' ? answer.audio : null;
  const seconds = typeof answer?.seconds === 'number' ? answer.seconds : null;
  const recording = useQuery({
    queryKey: reviewKeys.recording(classId, exerciseId, student.id, audio ?? ''),
    queryFn: ({ signal }) => readRecording(classId, exerciseId, student.id, signal),
    enabled: audio !== null,
    // The same address is the same recording: a new take is a new address (a new key).
    staleTime: Infinity,
    retry: 1,
  });
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    if (!recording.data) return undefined;
    const url = URL.createObjectURL(recording.data);
    setSource(url);
    return () => {
      URL.revokeObjectURL(url);
      setSource(null);
    };
  }, [recording.data]);

  const name = `${student.firstName} ${student.lastName}`.trim();
  if (!audio) return <MutedText data-voice-review="none">{t('voiceReview.none', { name: student.firstName })}</MutedText>;
  return (
    <Review data-voice-review={source ? 'ready' : recording.error ? 'failed' : 'loading'}>
      <span id={captionId}>{seconds !== null ? t('voiceReview.caption', { name, time: clockOf(seconds) }) : t('voiceReview.captionNoTime', { name })}</span>
      {recording.error ? (
        <Failed role="alert">
          {t('voiceReview.loadError')}{' '}
          <Button type="button" $variant="ghost" onClick={() => void recording.refetch()}>
            {t('voiceReview.retry')}
          </Button>
        </Failed>
      ) : source ? (
        <audio controls preload="metadata" src={source} aria-labelledby={captionId} data-voice-review-audio onLoadedMetadata={(event) => revealDuration(event.currentTarget)} />
      ) : (
        <MutedText role="status">{t('voiceReview.loading')}</MutedText>
      )}
    </Review>
  );
}

/**
 * Chromium writes WebM recordings without a duration, so `<audio>` says Infinity and cannot
 * seek; seeking far past the end makes it read to the end and learn the length, then back to 0.
 */
function revealDuration(element: HTMLAudioElement) {
  if (Number.isFinite(element.duration)) return;
  element.addEventListener(
    'durationchange',
    () => {
      if (Number.isFinite(element.duration)) element.currentTime = 0;
    },
    { once: true },
  );
  element.currentTime = Number.MAX_SAFE_INTEGER;
}

const Review = styled.div`
  display: grid;
  gap: 6px;
  span {
    font-weight: 600;
  }
  audio {
    inline-size: min(100%, 480px);
  }
`;

const Failed = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
