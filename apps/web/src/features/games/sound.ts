/**
 * Game sounds generated in code with WebAudio (no audio files). Off by default; the player's choice
 * is kept in localStorage. Nothing is created until the first sound plays after a tap, as browsers
 * require.
 */

const STORAGE_KEY = 'jl:games:sound';

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (typeof window === 'undefined') return null;
  const Ctor =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return null;
  context ??= new Ctor();
  if (context.state === 'suspended') void context.resume();
  return context;
}

export function readSoundPreference(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

export function saveSoundPreference(on: boolean): void {
  try {
    localStorage.setItem(STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // Private mode: the choice lasts for this visit.
  }
}

function tone(
  frequency: number,
  startIn: number,
  duration: number,
  type: OscillatorType,
  volume = 0.08,
): void {
  const ctx = audio();
  if (!ctx) return;
  const start = ctx.currentTime + startIn;
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(frequency, start);
  gain.gain.setValueAtTime(0, start);
  gain.gain.linearRampToValueAtTime(volume, start + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + duration);
  osc.connect(gain).connect(ctx.destination);
  osc.start(start);
  osc.stop(start + duration + 0.02);
}

export const sounds = {
  /** A soft tick when the reels start. */
  spin: () => tone(220, 0, 0.08, 'triangle', 0.05),
  /** A click as each reel stops. */
  stop: (reel: number) => tone(330 + reel * 40, 0, 0.07, 'square', 0.035),
  /** A rising arpeggio for a win; longer for a bigger one (by win ÷ bet). */
  win: (multiple: number) => {
    const notes =
      multiple >= 10 ? [523, 659, 784, 1047, 1319] : multiple >= 2 ? [523, 659, 784, 1047] : [523, 784];
    for (const [i, f] of notes.entries()) tone(f, i * 0.09, 0.18, 'sine', 0.09);
  },
  /** Two notes for a feature (re-spin, free spins). */
  feature: () => {
    tone(392, 0, 0.15, 'sawtooth', 0.05);
    tone(784, 0.14, 0.25, 'sawtooth', 0.05);
  },
};
