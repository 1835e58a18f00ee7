import type { ExerciseFixtures } from '../../fixture.js';

const type = 'label_the_pictures';
const base = { type, title: 'Label the pictures', instruction: '' } as const;
const images = [
  { image: '/files/cat.png', label: 'cat' },
  { image: '/files/dog.png', label: 'dog' },
  { image: '/files/bird.png', label: 'bird' },
];

export const labelThePicturesFixtures: ExerciseFixtures<typeof type> = {
  type,
  valid: [
    { name: 'three pictures', input: { ...base, images } },
    { name: 'one picture', input: { ...base, images: images.slice(0, 1) } },
    { name: 'a picture on another site', input: { ...base, images: [{ image: 'https://cdn.example.org/owl.jpg', label: 'owl' }] } },
  ],
  invalid: [
    { name: 'no picture', input: { ...base, images: [] }, issues: [{ path: ['images'], message: 'exercise.imagesMissing' }] },
    {
      name: 'a picture not uploaded',
      input: { ...base, images: [{ image: '', label: 'cat' }] },
      issues: [{ path: ['images', 0, 'image'], message: 'exercise.imageRequired' }],
    },
    {
      name: 'a script address as a picture',
      input: { ...base, images: [{ image: 'javascript:alert(1)', label: 'cat' }] },
      issues: [{ path: ['images', 0, 'image'], message: 'exercise.imageInvalid' }],
    },
    {
      name: 'a protocol-relative address',
      input: { ...base, images: [{ image: '//evil.example/cat.png', label: 'cat' }] },
      issues: [{ path: ['images', 0, 'image'], message: 'exercise.imageInvalid' }],
    },
    {
      name: 'a picture without a label',
      input: { ...base, images: [{ image: '/files/cat.png' }] },
      issues: [{ path: ['images', 0, 'label'], message: 'exercise.itemRequired' }],
    },
  ],
  answers: [
    { name: 'all right', answer: { labels: ['cat', 'DOG', ' bird '] }, items: [true, true, true] },
    { name: 'partly right', answer: { labels: ['dog', 'cat', 'bird'] }, items: [false, false, true] },
    { name: 'all wrong, one empty', answer: { labels: ['bird', null, 'cat'] }, items: [false, false, false] },
    { name: 'nothing placed', answer: { labels: [] }, items: [false, false, false] },
  ],
  badAnswers: [{ name: 'indexes instead of labels', answer: { labels: [0, 1, 2] } }],
  keyOrders: (exercise) => (exercise.type === type ? [exercise.images.map(({ label }) => label)] : []),
  solve: (exercise) => ({ labels: exercise.images.map(({ label }) => label) }),
};
