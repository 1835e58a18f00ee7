import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { deferred, fakeServer, reportUploadProgress, type Reply } from '@school/shared/testing';
import { studentCopyOf } from './testing.js';
import { axeViolations, renderPlayer, withPlayerTexts } from './testing.js';
import type { StudentExercise } from './contract.js';
import { VoiceRecordingPlayer } from './voice-recording.js';

withPlayerTexts();

const STORED = '/tenant/files/3e9a1c55-0b2d-4f7e-8a61-9c3b2d1e0f45';

/**
 * The browser's side, faked at its API: MediaRecorder keeps its state as the real one does and,
 * on stop, hands over its data and says `stop`; getUserMedia gives a stream of one track.
 */
class FakeRecorder extends EventTarget {
  static instances: FakeRecorder[] = [];
  static isTypeSupported = (type: string) => type === 'audio/webm;codecs=opus';
  state: 'inactive' | 'recording' | 'paused' = 'inactive';
  readonly mimeType: string;
  constructor(
    readonly stream: unknown,
    options?: { mimeType?: string },
  ) {
    super();
    this.mimeType = options?.mimeType ?? '';
    FakeRecorder.instances.push(this);
  }
  start() {
    this.state = 'recording';
  }
  pause() {
    this.state = 'paused';
  }
  resume() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.dispatchEvent(Object.assign(new Event('dataavailable'), { data: new Blob(['opus frames'], { type: 'audio/webm;codecs=opus' }) }));
    this.dispatchEvent(new Event('stop'));
  }
}

const latestRecorder = () => FakeRecorder.instances.at(-1);
let track: { stop: jest.Mock };
let getUserMedia: jest.Mock;

function installBrowser({ recorder = true }: { recorder?: boolean } = {}) {
  FakeRecorder.instances = [];
  track = { stop: jest.fn() };
  getUserMedia = jest.fn(async () => ({ getTracks: () => [track] }));
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  Object.defineProperty(window, 'MediaRecorder', { value: recorder ? FakeRecorder : undefined, configurable: true, writable: true });
}

beforeEach(() => {
  jest.useFakeTimers();
  installBrowser();
});
afterEach(() => {
  jest.useRealTimers();
});

function copyWith(duration: number) {
  return studentCopyOf({ type: 'voice_recording', duration } as never).copy as unknown as StudentExercise<'voice_recording'>;
}

function renderRecorder(duration = 60, options: Parameters<typeof renderPlayer<'voice_recording'>>[2] = {}) {
  return renderPlayer(VoiceRecordingPlayer, copyWith(duration), options);
}

const timer = () => screen.getByRole('timer');
const announced = () => document.querySelector('[data-announcer]')?.textContent?.trim();
const button = (name: string) => screen.getByRole('button', { name });

/** Presses a button and lets the microphone promise settle. */
async function press(name: string) {
  await act(async () => {
    fireEvent.click(button(name));
  });
}
function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

describe('voice recording player', () => {
  it('records, pauses, resumes and stops itself at the longest duration, with the time and each step announced', async () => {
    renderRecorder(5);
    expect(screen.getByText('You can record up to 00:05.')).toBeInTheDocument();
    expect(timer()).toHaveTextContent('00:00 / 00:05');
    await press('Record');
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(latestRecorder()).toMatchObject({ state: 'recording', mimeType: 'audio/webm;codecs=opus' });
    expect(announced()).toBe('Recording started.');
    // The pressed button is gone: focus goes to the next control, not the page.
    expect(document.activeElement).toBe(button('Pause'));

    advance(2000);
    expect(timer()).toHaveTextContent('00:02 / 00:05');
    await press('Pause');
    expect(latestRecorder()?.state).toBe('paused');
    expect(announced()).toBe('Recording paused.');
    advance(10_000);
    expect(timer()).toHaveTextContent('00:02 / 00:05');

    await press('Resume');
    expect(latestRecorder()?.state).toBe('recording');
    advance(2999);
    expect(latestRecorder()?.state).toBe('recording');
    advance(1);
    expect(latestRecorder()?.state).toBe('inactive');
    expect(timer()).toHaveTextContent('00:05 / 00:05');
    expect(announced()).toBe('Recorded 00:05. Save it or record again.');
    // The microphone is let go as soon as the recording ends.
    expect(track.stop).toHaveBeenCalled();
    expect(button('Save the recording')).toBeEnabled();
  });

  it('stops by hand, and "record again" throws the take away and starts a new one', async () => {
    const { answers } = renderRecorder(60);
    await press('Record');
    advance(3000);
    await press('Stop');
    expect(announced()).toBe('Recorded 00:03. Save it or record again.');
    const first = latestRecorder();

    await press('Record again');
    expect(FakeRecorder.instances).toHaveLength(2);
    expect(latestRecorder()).not.toBe(first);
    expect(timer()).toHaveTextContent('00:00 / 01:00');
    advance(1000);
    await press('Stop');
    await press('Discard');
    expect(announced()).toBe('The recording was discarded.');
    expect(button('Record')).toBeInTheDocument();
    expect(answers).toEqual([]);
  });

  it('saves by uploading the recording with progress, reports { audio, seconds } and plays it back from the server', async () => {
    const pending = deferred<Reply>();
    const calls = fakeServer(() => pending.promise);
    const { answers } = renderRecorder(60);
    await press('Record');
    advance(2000);
    await press('Stop');
    await press('Save the recording');

    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('files/recordings');
    const file = (calls[0]?.body as FormData).get('file') as File;
    expect(file.name).toBe('recording.webm');
    expect(file.type).toBe('audio/webm;codecs=opus');
    act(() => reportUploadProgress(calls[0]!.config, 30, 100));
    expect(screen.getByRole('progressbar', { name: 'Saving the recording' })).toHaveAttribute('value', '30');

    await act(async () => pending.resolve({ status: 201, data: { data: { url: STORED } } }));
    await waitFor(() => expect(answers).toEqual([{ audio: STORED, seconds: 2 }]));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(announced()).toBe('Your recording is saved.');
    const playback = document.querySelector('audio');
    expect(playback).toHaveAttribute('src', STORED);
    expect(playback).toHaveAttribute('controls');
    expect(playback).toHaveAccessibleName('Your recording (00:02)');
    expect(button('Record again')).toBeInTheDocument();
  });

  it('keeps the take and shows the server\'s message when saving fails', async () => {
    fakeServer(() => ({ status: 415, data: { statusCode: 415, code: 'validation.recordingOnly', message: 'Only voice recordings are allowed: WebM, Ogg or MP4 audio' } }));
    const { answers } = renderRecorder(60);
    await press('Record');
    advance(1000);
    await press('Stop');
    await press('Save the recording');
    expect(await screen.findByRole('alert')).toHaveTextContent('Only voice recordings are allowed: WebM, Ogg or MP4 audio');
    expect(button('Save the recording')).toBeEnabled();
    expect(answers).toEqual([]);
  });

  it.each([
    ['NotAllowedError', "The microphone is blocked. Allow this site to use the microphone in your browser's settings, then press Record again."],
    ['NotFoundError', 'No microphone was found. Connect one and press Record again.'],
    ['NotReadableError', 'The microphone could not be started. Close other apps that use it and try again.'],
  ])('says what to do when the microphone fails with %s', async (name, message) => {
    getUserMedia.mockRejectedValueOnce(new DOMException('refused', name));
    renderRecorder(60);
    await press('Record');
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(FakeRecorder.instances).toEqual([]);
    // The student can try again once the browser allows it.
    await press('Record');
    expect(latestRecorder()?.state).toBe('recording');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so at once where the browser cannot record', () => {
    installBrowser({ recorder: false });
    renderRecorder(60);
    expect(screen.getByRole('alert')).toHaveTextContent('This browser cannot record sound. Use a recent version of Chrome, Edge, Firefox or Safari.');
    expect(screen.queryByRole('button', { name: 'Record' })).not.toBeInTheDocument();
  });

  it('lets go of the microphone when the page goes away mid-recording', async () => {
    const { unmount } = renderRecorder(60);
    await press('Record');
    unmount();
    expect(latestRecorder()?.state).toBe('inactive');
    expect(track.stop).toHaveBeenCalled();
  });

  it('shows a saved answer read-only (a teacher watching), or that there is none', () => {
    const { unmount } = renderRecorder(60, { answer: { audio: STORED, seconds: 42 }, readOnly: true });
    expect(document.querySelector('audio')).toHaveAttribute('src', STORED);
    expect(screen.getByText('Your recording (00:42)')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();
    renderRecorder(60, { readOnly: true });
    expect(screen.getByText('No recording yet.')).toBeInTheDocument();
  });

  it('is axe-clean while recording and with a saved recording', async () => {
    const { container, unmount } = renderRecorder(60);
    await press('Record');
    // axe needs the real clock; the recorder's ticks stay on the fake one and never fire mid-check.
    jest.useRealTimers();
    expect(await axeViolations(container)).toEqual([]);
    unmount();
    const saved = renderRecorder(60, { answer: { audio: STORED, seconds: 42 } });
    expect(await axeViolations(saved.container)).toEqual([]);
  });
});
