/**
 * A WAV sound (8 kHz, 8 bit, mono): a real sound file by its bytes. Silent unless `sampleAt`
 * gives each sample, e.g. a pattern so that any byte range of the file is told from another.
 */
export function wav(samples = 800, sampleAt: (index: number) => number = () => 128): Buffer {
  const data = Buffer.alloc(44 + samples);
  data.write('RIFF', 0);
  data.writeUInt32LE(36 + samples, 4);
  data.write('WAVE', 8);
  data.write('fmt ', 12);
  data.writeUInt32LE(16, 16);
  data.writeUInt16LE(1, 20);
  data.writeUInt16LE(1, 22);
  data.writeUInt32LE(8000, 24);
  data.writeUInt32LE(8000, 28);
  data.writeUInt16LE(1, 32);
  data.writeUInt16LE(8, 34);
  data.write('data', 36);
  data.writeUInt32LE(samples, 40);
  for (let index = 0; index < samples; index += 1) data[44 + index] = sampleAt(index);
  return data;
}
