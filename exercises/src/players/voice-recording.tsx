import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { api, errorMessage, useTranslation } from '@school/shared';
import { Button, MutedText } from '@school/shared/ui';
import { styled } from 'styled-components';
import { RECORDING_MAX_BYTES } from '../media/voice_recording/index.js';
import type { PlayerProps } from './props.js';
import { useAnnouncer } from './parts/announcer.js';
import { PlayerRoot } from './parts/styles.js';
import { useAnswer } from './parts/use-answer.js';

/** The containers asked of MediaRecorder, best first: what the server takes (files/recordings). */
const RECORDING_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'] as const;
/** How often the visible timer is redrawn while recording. */
const TICK_MS = 200;

type Phase = 'idle' | 'starting' | 'recording' | 'paused' | 'stopping' | 'recorded' | 'saving';
type Problem = 'denied' | 'noMicrophone' | 'unsupported' | 'failed';

interface Take {
  blob: Blob;
  seconds: number;
}

const canRecord = () =>
  typeof window !== 'undefined' && typeof window.MediaRecorder === 'function' && typeof navigator.mediaDevices?.getUserMedia === 'function';

/** What a failed getUserMedia means for the student (DOMException names of the Media Capture spec). */
function problemOf(error: unknown): Problem {
  const name = error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error) ? String((error as { name: unknown }).name) : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'noMicrophone';
  return 'failed';
}

/** `mm:ss` of whole seconds (a ten-minute limit never needs hours). */
export function clockOf(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

const extensionOf = (type: string) => (type.includes('ogg') ? 'ogg' : type.includes('mp4') ? 'mp4' : 'webm');

/**
 * A spoken answer: the browser's microphone through MediaRecorder (record, pause, resume, stop,
 * record again), a timer that stops the recording at the exercise's longest duration, then
 * "save" uploads it (`POST files/recordings`, with progress) and reports `{ audio, seconds }`.
 * The saved recording plays back from the server, so the student hears what the teacher will.
 * The clock is read with `Date.now()` and redrawn on an interval, so jest's fake timers drive it.
 */
export function VoiceRecordingPlayer({ exercise, answer: given, onAnswer, readOnly = false }: PlayerProps<'voice_recording'>) {
  const { t } = useTranslation('exercises');
  const id = useId();
  const [answer, setAnswer] = useAnswer(given, onAnswer);
  const { announce, region } = useAnnouncer();
  const limitMs = exercise.duration * 1000;

  const [phase, setPhase] = useState<Phase>('idle');
  const [elapsedMs, setElapsedMs] = useState(0);
  const [take, setTake] = useState<Take | null>(null);
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [cannotPlay, setCannotPlay] = useState(false);

  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const chunks = useRef<Blob[]>([]);
  // Time recorded in finished stretches (before the last pause), and when the current one began.
  const recordedMs = useRef(0);
  const stretchStart = useRef(0);
  const ticker = useRef<ReturnType<typeof setInterval> | null>(null);
  const limitTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const controls = useRef<HTMLDivElement>(null);
  // Set by a button press: the next controls drawn take focus (the pressed button is gone).
  const moveFocus = useRef(false);
  const mounted = useRef(true);

  const elapsedNow = useCallback(() => Math.min(limitMs, recordedMs.current + (Date.now() - stretchStart.current)), [limitMs]);

  const stopClock = useCallback(() => {
    if (ticker.current !== null) clearInterval(ticker.current);
    if (limitTimer.current !== null) clearTimeout(limitTimer.current);
    ticker.current = null;
    limitTimer.current = null;
  }, []);

  const releaseMicrophone = useCallback(() => {
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
  }, []);

  const stop = useCallback(
    (reason: 'user' | 'limit') => {
      const active = recorder.current;
      if (!active || active.state === 'inactive') return;
      if (active.state === 'recording') recordedMs.current = elapsedNow();
      stopClock();
      setElapsedMs(recordedMs.current);
      setPhase('stopping');
      if (reason === 'limit') announce(t('player.voice.status.limit'));
      // The last data and then `stop` arrive as events; `finish` builds the take there.
      active.stop();
    },
    [announce, elapsedNow, stopClock, t],
  );

  const startClock = useCallback(() => {
    stretchStart.current = Date.now();
    ticker.current = setInterval(() => setElapsedMs(elapsedNow()), TICK_MS);
    // The limit stops the recording on the dot, not at the next redraw.
    limitTimer.current = setTimeout(() => stop('limit'), limitMs - recordedMs.current);
  }, [elapsedNow, limitMs, stop]);

  // Leaving the page mid-recording lets go of the microphone (the browser's "recording" light goes out).
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      stopClock();
      const active = recorder.current;
      if (active && active.state !== 'inactive') active.stop();
      releaseMicrophone();
    };
  }, [releaseMicrophone, stopClock]);

  useEffect(() => {
    if (!moveFocus.current) return;
    const next = controls.current?.querySelector<HTMLButtonElement>('button:not([disabled])');
    if (next) {
      moveFocus.current = false;
      next.focus();
    }
  }, [phase]);

  async function record() {
    moveFocus.current = true;
    setProblem(null);
    setSaveError(null);
    setTake(null);
    if (!canRecord()) {
      setProblem('unsupported');
      return;
    }
    setPhase('starting');
    let microphone: MediaStream;
    try {
      microphone = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      if (!mounted.current) return;
      setProblem(problemOf(error));
      setPhase('idle');
      return;
    }
    if (!mounted.current) {
      for (const track of microphone.getTracks()) track.stop();
      return;
    }
    let created: MediaRecorder;
    try {
      const mimeType = RECORDING_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
      created = new MediaRecorder(microphone, mimeType ? { mimeType } : undefined);
    } catch {
      for (const track of microphone.getTracks()) track.stop();
      setProblem('unsupported');
      setPhase('idle');
      return;
    }
    stream.current = microphone;
    recorder.current = created;
    chunks.current = [];
    created.addEventListener('dataavailable', (event: BlobEvent) => {
      if (event.data.size > 0) chunks.current.push(event.data);
    });
    created.addEventListener('stop', () => {
      releaseMicrophone();
      if (!mounted.current || recorder.current !== created) return;
      const seconds = Math.round(recordedMs.current / 100) / 10;
      const blob = new Blob(chunks.current, { type: created.mimeType || chunks.current[0]?.type || 'audio/webm' });
      setTake({ blob, seconds });
      setPhase('recorded');
      announce(t('player.voice.status.recorded', { time: clockOf(seconds) }));
    });
    recordedMs.current = 0;
    setElapsedMs(0);
    created.start();
    startClock();
    setPhase('recording');
    announce(t('player.voice.status.recording'));
  }

  function pause() {
    const active = recorder.current;
    if (active?.state !== 'recording') return;
    moveFocus.current = true;
    recordedMs.current = elapsedNow();
    stopClock();
    active.pause();
    setElapsedMs(recordedMs.current);
    setPhase('paused');
    announce(t('player.voice.status.paused'));
  }

  function resume() {
    const active = recorder.current;
    if (active?.state !== 'paused') return;
    moveFocus.current = true;
    active.resume();
    startClock();
    setPhase('recording');
    announce(t('player.voice.status.recording'));
  }

  function discard() {
    moveFocus.current = true;
    setTake(null);
    setSaveError(null);
    setElapsedMs(0);
    setPhase('idle');
    announce(t('player.voice.status.discarded'));
  }

  async function save() {
    if (!take) return;
    setSaveError(null);
    if (take.blob.size > RECORDING_MAX_BYTES) {
      setSaveError(t('validation.audioTooLarge', { ns: 'common' }));
      return;
    }
    moveFocus.current = true;
    setPhase('saving');
    setProgress(0);
    try {
      const form = new FormData();
      form.append('file', take.blob, `recording.${extensionOf(take.blob.type)}`);
      const stored = await api.upload<{ url: string }>('files/recordings', form, { method: 'post', onProgress: setProgress });
      if (!mounted.current) return;
      setCannotPlay(false);
      setAnswer({ audio: stored.url, seconds: take.seconds });
      setTake(null);
      setElapsedMs(0);
      setPhase('idle');
      announce(t('player.voice.status.saved'));
    } catch (caught) {
      if (!mounted.current) return;
      setSaveError(errorMessage(caught, t('player.voice.saveFailed')));
      setPhase('recorded');
    }
  }

  const saved = answer?.audio ? answer : undefined;
  const supported = canRecord();
  const busy = phase === 'starting' || phase === 'stopping' || phase === 'saving';

  return (
    <PlayerRoot>
      <Layout>
        {!readOnly && <MutedText id={`${id}-limit`}>{t('player.voice.limit', { limit: clockOf(exercise.duration) })}</MutedText>}
        {saved ? (
          <Saved>
            <span id={`${id}-saved`}>{t('player.voice.yours', { time: clockOf(saved.seconds) })}</span>
            {cannotPlay ? (
              <p role="alert">{t('player.voice.cannotPlay')}</p>
            ) : (
              <audio
                key={saved.audio}
                controls
                preload="metadata"
                src={saved.audio}
                aria-labelledby={`${id}-saved`}
                data-voice-playback
                onError={() => setCannotPlay(true)}
                onLoadedMetadata={(event) => revealDuration(event.currentTarget)}
              />
            )}
          </Saved>
        ) : readOnly ? (
          <MutedText>{t('player.voice.none')}</MutedText>
        ) : null}
        {!readOnly &&
          (supported ? (
            <>
              <TimerRow>
                <span id={`${id}-timer`}>{t('player.voice.time')}</span>
                <Clock role="timer" aria-labelledby={`${id}-timer`} data-voice-timer data-phase={phase}>
                  {clockOf(elapsedMs / 1000)} / {clockOf(exercise.duration)}
                </Clock>
                {(phase === 'recording' || phase === 'paused') && (
                  <State $live={phase === 'recording'}>{phase === 'recording' ? t('player.voice.recording') : t('player.voice.paused')}</State>
                )}
              </TimerRow>
              <Controls ref={controls} role="group" aria-label={t('player.voice.controls')} aria-describedby={`${id}-limit`}>
                {(phase === 'idle' || phase === 'starting') && (
                  <Button type="button" onClick={() => void record()} disabled={busy} aria-busy={phase === 'starting'}>
                    {saved ? t('player.voice.recordAgain') : t('player.voice.record')}
                  </Button>
                )}
                {phase === 'recording' && (
                  <Button type="button" onClick={pause}>
                    {t('player.voice.pause')}
                  </Button>
                )}
                {phase === 'paused' && (
                  <Button type="button" onClick={resume}>
                    {t('player.voice.resume')}
                  </Button>
                )}
                {(phase === 'recording' || phase === 'paused' || phase === 'stopping') && (
                  <Button type="button" onClick={() => stop('user')} disabled={phase === 'stopping'}>
                    {t('player.voice.stop')}
                  </Button>
                )}
                {(phase === 'recorded' || phase === 'saving') && (
                  <>
                    <Button type="button" onClick={() => void save()} disabled={busy} aria-busy={phase === 'saving'}>
                      {t('player.voice.save')}
                    </Button>
                    <Button type="button" onClick={() => void record()} disabled={busy}>
                      {t('player.voice.recordAgain')}
                    </Button>
                    <Button type="button" onClick={discard} disabled={busy}>
                      {t('player.voice.discard')}
                    </Button>
                  </>
                )}
              </Controls>
              {phase === 'saving' && (
                <progress max={100} value={progress} aria-label={t('player.voice.saving')} data-upload-progress>
                  {progress}%
                </progress>
              )}
              {problem && <Problem role="alert">{t(`player.voice.${problem}`)}</Problem>}
              {saveError && <Problem role="alert">{saveError}</Problem>}
            </>
          ) : (
            <Problem role="alert">{t('player.voice.unsupported')}</Problem>
          ))}
      </Layout>
      {region}
    </PlayerRoot>
  );
}

/**
 * Chromium writes WebM recordings without a duration in the header, so `<audio>` reports
 * Infinity and its seek bar does not work. Seeking far past the end makes the browser read to
 * the end and learn the duration; the position then goes back to the start.
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

const Layout = styled.div`
  display: grid;
  gap: 12px;
  justify-items: start;
  progress {
    inline-size: min(100%, 480px);
  }
`;

const Saved = styled.div`
  display: grid;
  gap: 6px;
  inline-size: 100%;
  span {
    font-weight: 600;
  }
  audio {
    inline-size: min(100%, 480px);
  }
`;

const TimerRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 8px;
`;

const Clock = styled.span`
  font-variant-numeric: tabular-nums;
  font-size: 1.25rem;
  font-weight: 600;
`;

const State = styled.span<{ $live: boolean }>`
  color: ${({ $live, theme }) => ($live ? theme.colors.danger : theme.colors.textMuted)};
  font-weight: 600;
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
