// Makes the library's media files (api/library-media/*) from the drawings and texts below.
// Run by hand when a drawing or a text changes (the outputs are committed, so neither the build
// nor CI needs these tools): node api/library-media/sources/make-media.mjs
// Needs: rsvg-convert (librsvg2-bin), ImageMagick's convert, espeak-ng and sox with vorbis.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(path.join(os.tmpdir(), 'library-media-'));
const run = (command, args) => execFileSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
const FONT = 'DejaVu Sans, sans-serif';

const text = (x, y, content, size = 16, extra = '') =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" text-anchor="middle" fill="#1f2937" ${extra}>${content}</text>`;

function png(name, width, height, body, background = '#f4f6fb') {
  const file = path.join(work, `${name}.svg`);
  writeFileSync(
    file,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<rect width="${width}" height="${height}" fill="${background}"/>${body}</svg>`,
  );
  run('rsvg-convert', ['-w', String(width * 2), '-o', path.join(OUT, `${name}.png`), file]);
}

// --- The Kovalenko family (lesson 2, image) ---------------------------------------------------
function person(x, height, shirt, hair, name, long = false) {
  const top = 300 - height;
  const head = 18 + height / 20;
  return (
    `<g>` +
    (long ? `<rect x="${x - head - 4}" y="${top - head}" width="${2 * head + 8}" height="${head * 2.4}" rx="${head}" fill="${hair}"/>` : '') +
    `<circle cx="${x}" cy="${top}" r="${head}" fill="#f2c9a0"/>` +
    `<path d="M${x - head} ${top - 4}a${head} ${head} 0 0 1 ${2 * head} 0c-6-10-${2 * head - 12} -10-${2 * head} 0z" fill="${hair}"/>` +
    `<circle cx="${x - head / 3}" cy="${top}" r="2.5" fill="#2b2b2b"/><circle cx="${x + head / 3}" cy="${top}" r="2.5" fill="#2b2b2b"/>` +
    `<path d="M${x - 6} ${top + head / 2.5}q6 5 12 0" stroke="#8a3b2b" stroke-width="2" fill="none"/>` +
    `<rect x="${x - head - 6}" y="${top + head + 2}" width="${2 * head + 12}" height="${height * 0.42}" rx="12" fill="${shirt}"/>` +
    `<rect x="${x - head + 2}" y="${top + head + height * 0.42}" width="${head - 4}" height="${height * 0.38}" rx="5" fill="#374151"/>` +
    `<rect x="${x + 2}" y="${top + head + height * 0.42}" width="${head - 4}" height="${height * 0.38}" rx="5" fill="#374151"/>` +
    text(x, 340, name, 17, 'font-weight="bold"') +
    `</g>`
  );
}
png(
  'family',
  560,
  360,
  `<rect y="300" width="560" height="60" fill="#dbe7d3"/>` +
    person(70, 210, '#2f5fd0', '#4b3621', 'Serhii') +
    person(175, 190, '#d93a6a', '#8b5a2b', 'Iryna', true) +
    person(275, 170, '#f0a040', '#8b5a2b', 'Mariia', true) +
    person(370, 150, '#3fa34d', '#4b3621', 'Olena', true) +
    person(455, 120, '#7c4dcc', '#4b3621', 'Ivan') +
    `<g transform="translate(505 262)"><ellipse cx="0" cy="18" rx="28" ry="16" fill="#b98252"/><circle cx="24" cy="0" r="14" fill="#b98252"/>` +
    `<path d="M30-10c8 0 10 10 6 16z" fill="#6e4a2b"/><circle cx="28" cy="-2" r="2.5" fill="#2b2b2b"/>` +
    `<path d="M-26 12q-12-8-8-18" stroke="#b98252" stroke-width="5" fill="none" stroke-linecap="round"/></g>` +
    text(505, 340, 'Bim', 17, 'font-weight="bold"'),
);

// --- Rooms of Max's flat (lesson 6, image_set) -------------------------------------------------
const floor = '<rect y="230" width="400" height="70" fill="#e9dcc6"/><rect width="400" height="230" fill="#fdf6e9"/>';
png(
  'kitchen',
  400,
  300,
  floor +
    // fridge
    '<rect x="30" y="70" width="80" height="180" rx="8" fill="#e5e7eb" stroke="#9ca3af" stroke-width="3"/><path d="M30 140h80" stroke="#9ca3af" stroke-width="3"/>' +
    '<rect x="96" y="92" width="6" height="30" rx="3" fill="#6b7280"/><rect x="96" y="160" width="6" height="40" rx="3" fill="#6b7280"/>' +
    // table and four chairs
    '<rect x="170" y="170" width="180" height="14" rx="4" fill="#a16207"/><rect x="180" y="184" width="10" height="66" fill="#854d0e"/><rect x="330" y="184" width="10" height="66" fill="#854d0e"/>' +
    [150, 205, 295, 350].map((x) => `<rect x="${x}" y="150" width="8" height="100" fill="#b45309"/><rect x="${x - 14}" y="200" width="36" height="8" fill="#b45309"/>`).join('') +
    '<circle cx="260" cy="160" r="10" fill="#d93a3a"/>',
);
png(
  'bedroom',
  400,
  300,
  floor +
    // wardrobe
    '<rect x="24" y="50" width="100" height="200" rx="6" fill="#92400e"/><path d="M74 56v188" stroke="#78350f" stroke-width="3"/><circle cx="66" cy="150" r="4" fill="#fde68a"/><circle cx="82" cy="150" r="4" fill="#fde68a"/>' +
    // bed
    '<rect x="160" y="150" width="200" height="70" rx="10" fill="#60a5fa"/><rect x="150" y="120" width="20" height="130" rx="6" fill="#1e3a8a"/><rect x="350" y="170" width="16" height="80" rx="6" fill="#1e3a8a"/>' +
    '<rect x="176" y="136" width="56" height="26" rx="10" fill="#ffffff"/><rect x="160" y="205" width="200" height="20" fill="#3b82f6"/>' +
    // lamp
    '<path d="M300 60h50l-10 40h-30z" fill="#fbbf24"/><rect x="322" y="100" width="6" height="30" fill="#6b7280"/>',
);
png(
  'living-room',
  400,
  300,
  floor +
    // TV
    '<rect x="40" y="80" width="130" height="80" rx="6" fill="#111827"/><rect x="48" y="88" width="114" height="64" fill="#38bdf8"/><rect x="90" y="160" width="30" height="20" fill="#374151"/><rect x="60" y="180" width="90" height="70" fill="#6b7280"/>' +
    // sofa
    '<rect x="200" y="150" width="180" height="60" rx="14" fill="#16a34a"/><rect x="200" y="190" width="180" height="40" rx="10" fill="#15803d"/>' +
    '<rect x="190" y="170" width="24" height="62" rx="10" fill="#166534"/><rect x="366" y="170" width="24" height="62" rx="10" fill="#166534"/>' +
    // bookshelf
    '<rect x="220" y="30" width="140" height="90" fill="#a16207"/><rect x="226" y="36" width="128" height="36" fill="#fef3c7"/><rect x="226" y="78" width="128" height="36" fill="#fef3c7"/>' +
    ['#dc2626', '#2563eb', '#f59e0b', '#7c3aed', '#059669'].map((color, i) => `<rect x="${232 + i * 18}" y="40" width="14" height="32" fill="${color}"/><rect x="${240 + i * 20}" y="82" width="14" height="32" fill="${color}"/>`).join(''),
);
png(
  'bathroom',
  400,
  300,
  '<rect width="400" height="300" fill="#e0f2fe"/><rect y="230" width="400" height="70" fill="#bae6fd"/>' +
    // shower
    '<rect x="40" y="40" width="120" height="210" fill="#f0f9ff" stroke="#7dd3fc" stroke-width="4"/><path d="M100 40v30" stroke="#6b7280" stroke-width="6"/><ellipse cx="100" cy="76" rx="24" ry="8" fill="#9ca3af"/>' +
    [80, 92, 104, 116].map((x) => `<path d="M${x} 90v${40 + (x % 3) * 10}" stroke="#38bdf8" stroke-width="3" stroke-dasharray="6 8"/>`).join('') +
    // mirror and sink
    '<ellipse cx="290" cy="90" rx="50" ry="60" fill="#cbd5e1" stroke="#64748b" stroke-width="5"/><path d="M270 60l30 50" stroke="#f8fafc" stroke-width="6" stroke-linecap="round"/>' +
    '<path d="M240 170h100l-10 30h-80z" fill="#ffffff" stroke="#94a3b8" stroke-width="3"/><rect x="282" y="200" width="16" height="50" fill="#cbd5e1"/>',
);

// --- Taras's day (lesson 4, gif) -----------------------------------------------------------------
const day = [
  [7, 0, 'Taras wakes up at seven.', '#fde68a'],
  [7, 30, 'He has breakfast at half past seven.', '#fed7aa'],
  [8, 0, 'He goes to school at eight.', '#bbf7d0'],
  [15, 0, 'He comes home at three.', '#bae6fd'],
  [19, 0, 'He does his homework.', '#ddd6fe'],
  [22, 0, 'He goes to bed at ten.', '#c7d2fe'],
];
const frames = day.map(([hour, minute, sentence, colour], index) => {
  const name = `day-${index}`;
  const hourAngle = ((hour % 12) + minute / 60) * 30;
  const minuteAngle = minute * 6;
  const ticks = Array.from({ length: 12 }, (_, i) => `<path d="M200 62v14" transform="rotate(${i * 30} 200 150)" stroke="#1f2937" stroke-width="${i % 3 === 0 ? 5 : 3}"/>`).join('');
  const file = path.join(work, `${name}.svg`);
  writeFileSync(
    file,
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"><rect width="400" height="300" fill="${colour}"/>` +
      `<circle cx="200" cy="150" r="92" fill="#ffffff" stroke="#1f2937" stroke-width="6"/>${ticks}` +
      `<path d="M200 150V96" transform="rotate(${hourAngle} 200 150)" stroke="#1f2937" stroke-width="9" stroke-linecap="round"/>` +
      `<path d="M200 150V74" transform="rotate(${minuteAngle} 200 150)" stroke="#dc2626" stroke-width="5" stroke-linecap="round"/>` +
      `<circle cx="200" cy="150" r="7" fill="#1f2937"/>` +
      text(200, 40, `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`, 26, 'font-weight="bold"') +
      text(200, 276, sentence, 21) +
      `</svg>`,
  );
  const frame = path.join(work, `${name}.png`);
  run('rsvg-convert', ['-o', frame, file]);
  return frame;
});
run('convert', ['-delay', '200', '-loop', '0', ...frames, '-layers', 'Optimize', '-colors', '64', path.join(OUT, 'tarass-day.gif')]);

// --- Sounds (lesson 1: the dialogue and the words of the lesson) --------------------------------
function speak(name, lines) {
  const parts = lines.map(([voice, words], index) => {
    const wav = path.join(work, `${name}-${index}.wav`);
    run('espeak-ng', ['-v', voice, '-s', '125', '-g', '6', '-w', wav, words]);
    return wav;
  });
  const joined = path.join(work, `${name}.wav`);
  // Each line padded with a pause after it, so a learner hears where one speaker ends.
  const padded = parts.map((part) => {
    const file = part.replace(/\.wav$/, '-padded.wav');
    run('sox', [part, file, 'pad', '0', parts.length === 1 ? '0.2' : '0.7']);
    return file;
  });
  run('sox', [...padded, joined, 'pad', '0.3', '0']);
  run('sox', [joined, '-C', '3', path.join(OUT, `${name}.ogg`), 'rate', '22050', 'channels', '1']);
}
const ANNA = 'en-gb+f3';
const MAX = 'en-gb+m3';
speak('first-conversation', [
  [ANNA, "Hello! I'm Anna. What's your name?"],
  [MAX, 'Hi, Anna! My name is Max.'],
  [ANNA, 'Nice to meet you, Max. Where are you from?'],
  [MAX, "I'm from Kyiv. And you?"],
  [ANNA, "I'm from Lviv."],
  [MAX, 'Nice to meet you too!'],
]);
for (const word of ['hello', 'name', 'friend', 'teacher', 'student', 'from']) speak(`word-${word}`, [[ANNA, word]]);

// --- Telling the time (lesson 4, pdf): two A4 pages --------------------------------------------
function page(body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="595" height="842" viewBox="0 0 595 842"><rect width="595" height="842" fill="#ffffff"/>${body}` +
    `<text x="297" y="815" font-family="${FONT}" font-size="10" text-anchor="middle" fill="#6b7280">Kalyna Academy · English A1 · made for the School Platform library</text></svg>`;
}
const left = (x, y, content, size = 14, extra = '') => `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" ${extra.includes('fill=') ? '' : 'fill="#1f2937"'} ${extra}>${content}</text>`;
function clock(cx, cy, hour, minute) {
  const ticks = Array.from({ length: 12 }, (_, i) => `<path d="M${cx} ${cy - 34}v6" transform="rotate(${i * 30} ${cx} ${cy})" stroke="#1f2937" stroke-width="2"/>`).join('');
  return `<circle cx="${cx}" cy="${cy}" r="36" fill="#fff" stroke="#1f2937" stroke-width="3"/>${ticks}` +
    `<path d="M${cx} ${cy}v-20" transform="rotate(${((hour % 12) + minute / 60) * 30} ${cx} ${cy})" stroke="#1f2937" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M${cx} ${cy}v-30" transform="rotate(${minute * 6} ${cx} ${cy})" stroke="#dc2626" stroke-width="3" stroke-linecap="round"/>`;
}
const times = [
  [7, 0, "seven o'clock"], [7, 15, 'quarter past seven'], [7, 30, 'half past seven'],
  [7, 45, 'quarter to eight'], [10, 5, 'five past ten'], [10, 50, 'ten to eleven'],
];
const page1 = page(
  left(48, 70, 'Telling the time', 30, 'font-weight="bold"') +
    left(48, 104, 'What time is it? — It is ...', 16, 'fill="#374151"') +
    times.map(([hour, minute, words], i) => {
      const x = 48 + (i % 3) * 170;
      const y = 190 + Math.floor(i / 3) * 170;
      return clock(x + 62, y, hour, minute) + left(x + 62, y + 62, `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`, 14, 'text-anchor="middle" font-weight="bold"') + left(x + 62, y + 82, words, 14, 'text-anchor="middle"');
    }).join('') +
    left(48, 560, 'Remember', 18, 'font-weight="bold"') +
    left(48, 590, '• past: minutes after the hour (1–30):  ten past six = 6:10') +
    left(48, 614, '• to: minutes before the next hour (31–59):  twenty to nine = 8:40') +
    left(48, 638, '• o’clock only for full hours:  It is nine o’clock.') +
    left(48, 662, '• at + time:  Lessons start at half past eight.'),
);
const routine = [
  ['get up', 'I get up at seven.'], ['have breakfast', 'She has breakfast at half past seven.'],
  ['go to school / work', 'We go to school at eight.'], ['have lunch', 'He has lunch at one o’clock.'],
  ['come home', 'They come home at four.'], ['do homework', 'I do my homework in the evening.'],
  ['go to bed', 'She goes to bed at ten.'],
];
const page2 = page(
  left(48, 70, 'My day: daily routine', 30, 'font-weight="bold"') +
    left(48, 104, 'Verb + time. With he, she, it add -s (goes, has, does).', 15, 'fill="#374151"') +
    `<rect x="48" y="130" width="499" height="34" fill="#e0e7ff"/>` + left(60, 152, 'verb', 15, 'font-weight="bold"') + left(250, 152, 'example', 15, 'font-weight="bold"') +
    routine.map(([verb, example], i) => `<rect x="48" y="${164 + i * 34}" width="499" height="34" fill="${i % 2 ? '#f8fafc' : '#ffffff'}" stroke="#e5e7eb"/>` + left(60, 186 + i * 34, verb, 15) + left(250, 186 + i * 34, example, 15)).join('') +
    left(48, 470, 'Days of the week', 18, 'font-weight="bold"') +
    left(48, 500, 'Monday · Tuesday · Wednesday · Thursday · Friday · Saturday · Sunday', 15) +
    left(48, 530, 'on + day: on Monday, on Sunday;  at the weekend.', 15) +
    left(48, 580, 'Your turn', 18, 'font-weight="bold"') +
    left(48, 610, 'Write five sentences about your day. Use a time in each one.', 15) +
    [0, 1, 2, 3, 4].map((i) => `<path d="M48 ${650 + i * 30}h499" stroke="#cbd5e1"/>`).join(''),
);
writeFileSync(path.join(work, 'time-1.svg'), page1);
writeFileSync(path.join(work, 'time-2.svg'), page2);
run('rsvg-convert', ['-f', 'pdf', '-o', path.join(OUT, 'telling-the-time.pdf'), path.join(work, 'time-1.svg'), path.join(work, 'time-2.svg')]);

rmSync(work, { recursive: true, force: true });
console.log(`library media written to ${OUT}`);
