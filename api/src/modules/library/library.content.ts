import type { CourseLanguage, CourseLevel, CourseType } from '@school/shared/contracts';
import type { SeedSection } from '../../db/seed-structure.js';
import { libraryImageUrl } from './library.images.js';
import { libraryMedia } from './library.media.js';

/**
 * A course of the platform's libraries, installed into every school (library.service.ts).
 * Schools read it and copy it into their own courses; nobody edits it in place.
 */
export interface LibraryCourse {
  /** Also its identity inside a school: library courses cannot be renamed or created by schools. */
  name: string;
  description: string;
  courseLanguage: CourseLanguage;
  teachingLanguage: CourseLanguage;
  level: CourseLevel;
  type: Extract<CourseType, 'kalyna-academy' | 'kalyna-hub'>;
  structure: SeedSection[];
}

const picture = (name: Parameters<typeof libraryImageUrl>[0]) => libraryImageUrl(name);
const media = libraryMedia;

/**
 * English A1 for Ukrainian speakers: six lessons of a first term, instructions in Ukrainian, the
 * language taught in English. Each lesson has a class part and a homework part; together they use
 * all 27 exercise types: every type the platform checks, reading texts (plain and rich, with a
 * table), word lists, notes for students and one for the teacher only, a dictionary link, and one
 * exercise on each embedded site (a public item there, chosen in docs/decisions/library-content.md).
 */
const ENGLISH_A1: LibraryCourse = {
  name: 'Kalyna Academy: English A1 for Ukrainian speakers',
  description: 'Перший семестр англійської з нуля: привітання, сім’я, речі навколо, мій день, їжа та дім. Шість уроків із домашніми завданнями.',
  courseLanguage: 'en',
  teachingLanguage: 'uk',
  level: 'a1',
  type: 'kalyna-academy',
  structure: [
    {
      name: 'Розділ 1. Я та мої близькі',
      description: 'Знайомство, дієслово to be, сім’я і присвійний відмінок.',
      lessons: [
        {
          name: 'Урок 1. Hello! Знайомство',
          description: 'Привітання, як назвати себе, дієслово to be (am, is, are).',
          lessonSections: [
            {
              exercises: [
                {
                  type: 'notify',
                  title: 'Для викладача',
                  text: 'Почніть урок зі знайомства по колу: кожен учень каже «Hi! My name is … I am from …». Вправу на to be виконуйте усно, потім письмово.',
                  color: 'purple',
                  visibleToStudent: false,
                },
                {
                  type: 'wordlist',
                  title: 'Words of the lesson',
                  instruction: 'Прочитайте слова вголос і запам’ятайте переклад.',
                  words: [
                    { word: 'hello', translation: 'привіт', audio: media('word-hello.ogg') },
                    { word: 'name', translation: 'ім’я', audio: media('word-name.ogg') },
                    { word: 'friend', translation: 'друг, подруга', audio: media('word-friend.ogg') },
                    { word: 'teacher', translation: 'викладач', audio: media('word-teacher.ogg') },
                    { word: 'student', translation: 'студент, учень', audio: media('word-student.ogg') },
                    { word: 'from', translation: 'з (звідки)', audio: media('word-from.ogg') },
                  ],
                },
                {
                  type: 'match_the_words',
                  title: 'Greetings — привітання',
                  instruction: 'З’єднайте англійські вирази з українськими.',
                  pairs: [
                    { left: 'Hello', right: 'Привіт' },
                    { left: 'Goodbye', right: 'До побачення' },
                    { left: 'Good morning', right: 'Доброго ранку' },
                    { left: 'Good night', right: 'На добраніч' },
                    { left: 'Thank you', right: 'Дякую' },
                    { left: 'Please', right: 'Будь ласка' },
                  ],
                },
                {
                  type: 'audio',
                  title: 'Listen: a first conversation',
                  instruction: 'Послухайте діалог Анни та Макса. Потім відкрийте текст і прочитайте його вголос у парах.',
                  audio: { source: 'file', file: media('first-conversation.ogg') },
                  script:
                    "Anna: Hello! I'm Anna. What's your name?\nMax: Hi, Anna! My name is Max.\nAnna: Nice to meet you, Max. Where are you from?\nMax: I'm from Kyiv. And you?\nAnna: I'm from Lviv.\nMax: Nice to meet you too!",
                },
                {
                  type: 'fill_in_gaps',
                  title: 'The verb to be',
                  instruction: 'Впишіть am, is або are. Скорочення (’m, ’s, ’re) теж правильні.',
                  text: "Hi! My name [is|'s] Olena. I [am|'m] from Kyiv. This [is|'s] my friend Taras. He [is|'s] a student. We [are|'re] in the same class.",
                },
                {
                  type: 'choose_correct_option',
                  title: 'Am, is or are?',
                  instruction: 'Оберіть правильну форму дієслова to be.',
                  text: 'I [am*/is/are] happy today. You [am/is/are*] my teacher. It [am/is*/are] a nice day. They [am/is/are*] from Lviv.',
                },
              ],
            },
            {
              isHomework: true,
              exercises: [
                {
                  type: 'sort_sentences',
                  title: 'A first conversation',
                  instruction: 'Розставте репліки діалогу в правильному порядку.',
                  sentences: ["Hello! I'm Anna. What's your name?", 'Hi, Anna! My name is Max.', 'Nice to meet you, Max.', 'Nice to meet you too!'],
                },
                {
                  type: 'word_order',
                  title: 'Questions about you',
                  instruction: 'Складіть запитання з поданих слів.',
                  sentences: ['What is your name?', 'Where are you from?', 'How are you today?'],
                },
                {
                  type: 'voice_recording',
                  title: 'Introduce yourself',
                  instruction:
                    'Запишіть коротке голосове повідомлення (до хвилини): привітайтеся, назвіть своє ім’я, звідки ви і як справи. Наприклад: «Hello! My name is … I am from … I am fine, thank you.» Викладач прослухає запис на уроці.',
                  duration: 60,
                },
                {
                  type: 'learningapps_integration',
                  title: 'Game: the little beaver',
                  instruction:
                    'Пограйте в гру LearningApps до англійської казки для дітей «The Little Beaver and his Family». Потім напишіть у зошит три речення з am, is або are: про себе, про друга і про вас обох (I am …, My friend is …, We are …).',
                  link: 'https://learningapps.org/watch?v=p88pryvs226',
                },
              ],
            },
          ],
        },
        {
          name: 'Урок 2. My family',
          description: 'Члени родини, have got / has got, присвійний ’s.',
          lessonSections: [
            {
              exercises: [
                {
                  type: 'article',
                  title: 'Meet the Kovalenko family',
                  instruction: 'Прочитайте текст. Підкреслені слова — назви членів родини.',
                  article: {
                    format: 'rich',
                    text:
                      '<h2>Meet the Kovalenko family</h2>' +
                      '<p>Hi! I am <strong>Olena Kovalenko</strong>. I am from Poltava. This is my family.</p>' +
                      '<ul><li>My <u>mother</u> is Iryna. She is a doctor.</li><li>My <u>father</u> is Serhii. He is an engineer.</li>' +
                      '<li>My <u>brother</u> is Ivan. He is ten.</li><li>My <u>sister</u> is Mariia. She is a student.</li></ul>' +
                      '<p>We have got a dog. <em>His name is Bim.</em></p>',
                  },
                },
                {
                  type: 'image',
                  title: 'The Kovalenko family',
                  instruction: 'Подивіться на малюнок. Хто є хто? Розкажіть: «This is Serhii. He is Olena’s father.»',
                  image: media('family.png'),
                  caption: 'Serhii, Iryna, Mariia, Olena, Ivan and Bim the dog',
                },
                {
                  type: 'sort_into_columns',
                  title: 'He or she?',
                  instruction: 'Розподіліть слова: про чоловіків — he, про жінок — she.',
                  columns: [
                    { name: 'he', items: ['father', 'brother', 'son', 'uncle', 'grandfather'] },
                    { name: 'she', items: ['mother', 'sister', 'daughter', 'aunt', 'grandmother'] },
                  ],
                },
                {
                  type: 'fill_in_gaps_from_box',
                  title: 'Have got or has got?',
                  instruction: 'Вставте слова з рамки. Два слова зайві.',
                  text: 'I [have] got a brother. My sister [has] got a cat. We [have] got a big family. [Has] your father got a car?',
                  distractors: ['is', 'are'],
                },
                {
                  type: 'true_false',
                  title: "Olena's family",
                  instruction:
                    'Прочитайте текст і визначте, правдиві твердження чи ні. «Olena has got a brother and a sister. Her brother Ivan is ten. Her sister Mariia is a student. Their parents are doctors.»',
                  items: [
                    { statement: 'Olena has got two brothers.', correct: false },
                    { statement: 'Ivan is ten years old.', correct: true },
                    { statement: 'Mariia is a student.', correct: true },
                    { statement: 'Their parents are teachers.', correct: false },
                  ],
                },
              ],
            },
            {
              isHomework: true,
              exercises: [
                {
                  type: 'test',
                  title: "Family and the possessive 's",
                  instruction: 'Оберіть правильну відповідь у кожному запитанні.',
                  questions: [
                    {
                      question: 'This is ___ car. (the car of my father)',
                      answers: [
                        { text: "my father's", correct: true },
                        { text: 'my fathers', correct: false },
                        { text: 'my father is', correct: false },
                      ],
                    },
                    {
                      question: 'Anna ___ got a dog.',
                      answers: [
                        { text: 'has', correct: true },
                        { text: 'have', correct: false },
                        { text: 'is', correct: false },
                      ],
                    },
                    {
                      question: 'Which words are about family?',
                      answers: [
                        { text: 'cousin', correct: true },
                        { text: 'aunt', correct: true },
                        { text: 'kitchen', correct: false },
                      ],
                    },
                  ],
                },
                {
                  type: 'word_order',
                  title: 'Sentences about my family',
                  instruction: 'Складіть речення з поданих слів.',
                  sentences: ['My mother is a doctor.', 'I have got two sisters.', 'Our grandfather lives in Odesa.'],
                },
                {
                  type: 'wordwall_integration',
                  title: 'Game: family words',
                  instruction: 'Зіграйте у гру Wordwall на слова про сім’ю. Потім назвіть англійською п’ятьох членів своєї родини: my mother, my uncle …',
                  link: 'https://wordwall.net/embed/e5f62afa86814cc98336327469ce1554',
                },
                {
                  type: 'video',
                  title: 'Watch: at the zoo',
                  instruction:
                    'Перегляньте коротке відео (19 секунд, перше відео на YouTube). Хлопець стоїть перед слонами. Яке слово він повторює тричі? Що мають слони (have got)?',
                  link: 'https://www.youtube.com/watch?v=jNQXAC9IVRw',
                },
                {
                  type: 'true_false',
                  title: 'At the zoo: true or false?',
                  instruction: 'Після перегляду відео визначте, правдиві твердження чи ні.',
                  items: [
                    { statement: 'The young man is at the zoo.', correct: true },
                    { statement: 'He is in front of the giraffes.', correct: false },
                    { statement: 'The elephants have got really long trunks.', correct: true },
                    { statement: 'He thinks the elephants are boring.', correct: false },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'Розділ 2. Речі та щоденне життя',
      description: 'Предмети, артиклі a/an, множина, теперішній простий час.',
      lessons: [
        {
          name: 'Урок 3. My things',
          description: 'Предмети навколо нас, a чи an, кольори, множина іменників.',
          lessonSections: [
            {
              exercises: [
                {
                  type: 'label_the_pictures',
                  title: 'Things around us',
                  instruction: 'Підпишіть кожен малюнок англійським словом.',
                  images: [
                    { image: picture('apple.svg'), label: 'apple' },
                    { image: picture('book.svg'), label: 'book' },
                    { image: picture('cat.svg'), label: 'cat' },
                    { image: picture('dog.svg'), label: 'dog' },
                    { image: picture('car.svg'), label: 'car' },
                  ],
                },
                {
                  type: 'notify',
                  title: 'Remember',
                  text: 'An — перед голосним звуком: an apple, an egg, an hour. A — перед приголосним звуком: a book, a cat, a university.',
                  color: 'yellow',
                  visibleToStudent: true,
                },
                {
                  type: 'choose_correct_option',
                  title: 'A or an?',
                  instruction: 'Перед голосним звуком — an, перед приголосним — a.',
                  text: 'It is [a/an*] apple. This is [a*/an] book. She has got [a/an*] umbrella. He is [a*/an] student.',
                },
                {
                  type: 'sort_into_columns',
                  title: 'Sort by article',
                  instruction: 'Розподіліть слова за артиклем.',
                  columns: [
                    { name: 'a', items: ['book', 'cat', 'pen', 'house'] },
                    { name: 'an', items: ['apple', 'egg', 'orange', 'umbrella'] },
                  ],
                },
                {
                  type: 'figma',
                  title: 'What can you see?',
                  instruction:
                    'Це відкритий приклад макета у Figma. Роздивіться його і назвіть англійською п’ять речей або кольорів, які бачите, з a чи an: a red square, an orange circle …',
                  link: 'https://www.figma.com/design/nrPSsILSYjesyc5UHjYYa4/Embed-Kit-2.0-examples',
                },
              ],
            },
            {
              isHomework: true,
              exercises: [
                {
                  type: 'fill_in_gaps',
                  title: 'One and many',
                  instruction: 'Напишіть форму множини.',
                  text: 'one book — two [books]; one box — three [boxes]; one child — four [children]; one man — two [men]; one city — five [cities].',
                },
                {
                  type: 'true_false',
                  title: 'Colours',
                  instruction: 'Правда чи ні?',
                  items: [
                    { statement: 'The sun is yellow.', correct: true },
                    { statement: 'Grass is red.', correct: false },
                    { statement: 'Snow is white.', correct: true },
                    { statement: 'The sky is usually green.', correct: false },
                  ],
                },
              ],
            },
          ],
        },
        {
          name: 'Урок 4. My day',
          description: 'Розпорядок дня, теперішній простий час, do / does.',
          lessonSections: [
            {
              exercises: [
                {
                  type: 'article',
                  title: 'A day in the life of Taras',
                  article: {
                    format: 'plain',
                    text:
                      'Taras is twelve. He lives in Lviv with his parents.\n\nOn weekdays he gets up at seven. He has breakfast with his family and walks to school. Lessons start at half past eight.\n\nAfter school Taras plays football with his friends. In the evening he does his homework and reads a book. He goes to bed at ten.',
                  },
                },
                {
                  type: 'fill_in_gaps_from_box',
                  title: "Olena's morning",
                  instruction: 'Вставте дієслова з рамки. Два слова зайві.',
                  text: "Olena [gets] up at seven o'clock. She [has] a shower and [eats] breakfast. Then she [goes] to work by bus.",
                  distractors: ['sleeps', 'drink'],
                },
                {
                  type: 'sort_sentences',
                  title: "Taras's day",
                  instruction: 'Розставте речення в порядку подій дня.',
                  sentences: [
                    'Taras wakes up at seven.',
                    'He has breakfast at half past seven.',
                    'He goes to school at eight.',
                    'He comes home at three in the afternoon.',
                    'In the evening he does his homework.',
                    'He goes to bed at ten.',
                  ],
                },
                {
                  type: 'gif',
                  title: "Taras's day on the clock",
                  instruction: 'Дивіться на годинник: о котрій Тарас робить кожну справу? Назвіть час уголос: «At seven o’clock Taras wakes up.»',
                  gif: media('tarass-day.gif'),
                },
                {
                  type: 'choose_correct_option',
                  title: 'Do or does?',
                  instruction: 'Оберіть правильне допоміжне дієслово.',
                  text: "[Do*/Does] you like tea? [Do/Does*] she work in an office? What time [do/does*] the film start? They [don't*/doesn't] get up early on Sundays.",
                },
              ],
            },
            {
              isHomework: true,
              exercises: [
                {
                  type: 'external_link',
                  title: 'A dictionary for your homework',
                  instruction: 'Незнайоме слово? Шукайте його в англо-українському словнику Cambridge.',
                  link: 'https://dictionary.cambridge.org/dictionary/english-ukrainian/',
                  label: 'Cambridge English–Ukrainian Dictionary',
                },
                {
                  type: 'pdf',
                  title: 'Handout: telling the time and my day',
                  instruction:
                    'Прочитайте пам’ятку: сторінка 1 — як називати час (past, to, o’clock), сторінка 2 — дієслова розпорядку дня. Виконайте завдання «Your turn» у зошиті.',
                  file: media('telling-the-time.pdf'),
                },
                {
                  type: 'streamable',
                  title: "Watch: “Please don't eat me!”",
                  instruction:
                    'Перегляньте коротке відео (12 секунд) і скажіть, що бачите: I can see … Потім напишіть два речення в present simple про свій ранок: що ви зазвичай їсте на сніданок, а чого не їсте (I usually eat … I don’t eat …).',
                  link: 'https://streamable.com/moo',
                },
                {
                  type: 'word_order',
                  title: 'How often?',
                  instruction: 'Складіть речення. Прислівник частоти стоїть перед основним дієсловом.',
                  sentences: ['I usually get up at seven.', 'She never drinks coffee.', 'We always have lunch at one.'],
                },
                {
                  type: 'test',
                  title: 'Present simple',
                  instruction: 'Оберіть правильну відповідь.',
                  questions: [
                    {
                      question: 'He ___ football on Saturdays.',
                      answers: [
                        { text: 'plays', correct: true },
                        { text: 'play', correct: false },
                        { text: 'playing', correct: false },
                      ],
                    },
                    {
                      question: '___ they live in Kharkiv?',
                      answers: [
                        { text: 'Do', correct: true },
                        { text: 'Does', correct: false },
                        { text: 'Are', correct: false },
                      ],
                    },
                    {
                      question: "She doesn't ___ meat.",
                      answers: [
                        { text: 'eat', correct: true },
                        { text: 'eats', correct: false },
                        { text: 'eating', correct: false },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'Розділ 3. Їжа та дім',
      description: 'Продукти, some / any, кімнати, there is / there are, прийменники місця.',
      lessons: [
        {
          name: 'Урок 5. Food and drink',
          description: 'Їжа та напої, like / don’t like, some та any.',
          lessonSections: [
            {
              exercises: [
                {
                  type: 'wordlist',
                  title: 'Food and drink',
                  instruction: 'Нові слова уроку.',
                  words: [
                    { word: 'breakfast', translation: 'сніданок' },
                    { word: 'lunch', translation: 'обід' },
                    { word: 'dinner', translation: 'вечеря' },
                    { word: 'bread', translation: 'хліб' },
                    { word: 'cheese', translation: 'сир' },
                    { word: 'juice', translation: 'сік' },
                  ],
                },
                {
                  type: 'quizlet_integration',
                  title: 'Flashcards: breakfast foods',
                  instruction: 'Повторіть слова на картках Quizlet. Потім скажіть, що у вас є на сніданок, а чого немає: I have got some bread. I haven’t got any cheese.',
                  link: 'https://quizlet.com/1050312570/breakfast-foods-flash-cards/',
                },
                {
                  type: 'sort_into_columns',
                  title: 'Food or drink?',
                  instruction: 'Розподіліть слова: їжа чи напої.',
                  columns: [
                    { name: 'food', items: ['bread', 'cheese', 'apple', 'soup'] },
                    { name: 'drinks', items: ['tea', 'juice', 'milk', 'water'] },
                  ],
                },
                {
                  type: 'match_the_words',
                  title: 'At the shop',
                  instruction: 'З’єднайте слова з перекладом.',
                  pairs: [
                    { left: 'bread', right: 'хліб' },
                    { left: 'cheese', right: 'сир' },
                    { left: 'milk', right: 'молоко' },
                    { left: 'juice', right: 'сік' },
                    { left: 'chicken', right: 'курка' },
                    { left: 'potatoes', right: 'картопля' },
                  ],
                },
                {
                  type: 'fill_in_gaps',
                  title: 'Some or any?',
                  instruction: 'Some — у ствердженнях і проханнях, any — у запитаннях і запереченнях.',
                  text: "There is [some] milk in the fridge. Are there [any] eggs? We haven't got [any] bread. I'd like [some] water, please.",
                },
              ],
            },
            {
              isHomework: true,
              exercises: [
                {
                  type: 'true_false',
                  title: 'What does Max like?',
                  instruction:
                    'Прочитайте текст і визначте, правдиві твердження чи ні. «Max likes fruit. He eats an apple every morning. He doesn’t like fish, but he loves chicken. He drinks tea, not coffee.»',
                  items: [
                    { statement: 'Max eats an apple every morning.', correct: true },
                    { statement: 'Max likes fish.', correct: false },
                    { statement: 'Max loves chicken.', correct: true },
                    { statement: 'Max drinks coffee.', correct: false },
                  ],
                },
                {
                  type: 'sort_sentences',
                  title: 'In a café',
                  instruction: 'Розставте репліки діалогу в кафе по порядку.',
                  sentences: [
                    'Waiter: Hello! What would you like?',
                    'Customer: A cheese sandwich, please.',
                    'Waiter: Anything to drink?',
                    'Customer: An orange juice, please.',
                    "Waiter: That's five pounds, please.",
                  ],
                },
              ],
            },
          ],
        },
        {
          name: 'Урок 6. My home',
          description: 'Кімнати, there is / there are, прийменники місця.',
          lessonSections: [
            {
              exercises: [
                {
                  type: 'article',
                  title: 'What is in each room?',
                  article: {
                    format: 'rich',
                    text:
                      '<p>Look at the table: what is in each room of Max’s flat?</p>' +
                      '<table><tbody><tr><th>Room</th><th>Things</th></tr>' +
                      '<tr><td>kitchen</td><td>a table, four chairs, a fridge</td></tr>' +
                      '<tr><td>bedroom</td><td>a bed, a wardrobe, a lamp</td></tr>' +
                      '<tr><td>living room</td><td>a sofa, a TV, a bookshelf</td></tr>' +
                      '<tr><td>bathroom</td><td>a shower, a mirror</td></tr></tbody></table>',
                  },
                },
                {
                  type: 'image_set',
                  title: "Max's flat, room by room",
                  instruction: 'Роздивіться кімнати. Що є в кожній? Скажіть: «There is a fridge in the kitchen. There are four chairs.»',
                  images: [
                    { image: media('kitchen.png'), caption: 'The kitchen: a table, four chairs and a fridge' },
                    { image: media('bedroom.png'), caption: 'The bedroom: a bed, a wardrobe and a lamp' },
                    { image: media('living-room.png'), caption: 'The living room: a sofa, a TV and a bookshelf' },
                    { image: media('bathroom.png'), caption: 'The bathroom: a shower and a mirror' },
                  ],
                },
                {
                  type: 'miro_integration',
                  title: 'A board in Miro',
                  instruction: 'Це відкрита дошка-приклад у Miro. Роздивіться її і розкажіть, що на ній є: There is a … There are some …',
                  link: 'https://miro.com/app/board/o9J_kkQxX78=/',
                },
                {
                  type: 'match_the_words',
                  title: 'Rooms',
                  instruction: 'З’єднайте назви кімнат із перекладом.',
                  pairs: [
                    { left: 'kitchen', right: 'кухня' },
                    { left: 'bedroom', right: 'спальня' },
                    { left: 'bathroom', right: 'ванна кімната' },
                    { left: 'living room', right: 'вітальня' },
                    { left: 'garden', right: 'сад' },
                  ],
                },
                {
                  type: 'choose_correct_option',
                  title: 'There is or there are?',
                  instruction: 'Оберіть правильний варіант.',
                  text: '[There is*/There are] a sofa in the living room. [There is/There are*] two beds in the bedroom. [Is there*/Are there] a garden? [Is there/Are there*] any chairs in the kitchen?',
                },
                {
                  type: 'label_the_pictures',
                  title: 'Outside my house',
                  instruction: 'Підпишіть малюнки.',
                  images: [
                    { image: picture('house.svg'), label: 'house' },
                    { image: picture('tree.svg'), label: 'tree' },
                    { image: picture('sun.svg'), label: 'sun' },
                  ],
                },
              ],
            },
            {
              isHomework: true,
              exercises: [
                {
                  type: 'fill_in_gaps',
                  title: 'Where is it?',
                  instruction: 'Вставте прийменник місця: in, on, under або next to.',
                  text: 'The cat is [on] the sofa. The shoes are [under] the bed. The lamp is [next to] the computer. My bag is [in] the wardrobe.',
                },
                {
                  type: 'test',
                  title: 'Rooms and things',
                  instruction: 'Оберіть правильну відповідь.',
                  questions: [
                    {
                      question: 'Where do you cook?',
                      answers: [
                        { text: 'in the kitchen', correct: true },
                        { text: 'in the bedroom', correct: false },
                        { text: 'in the garden', correct: false },
                      ],
                    },
                    {
                      question: 'Where do you sleep?',
                      answers: [
                        { text: 'in the bathroom', correct: false },
                        { text: 'in the bedroom', correct: true },
                        { text: 'in the kitchen', correct: false },
                      ],
                    },
                  ],
                },
                {
                  type: 'word_order',
                  title: 'My flat',
                  instruction: 'Складіть речення з поданих слів.',
                  sentences: ['There is a big table in the kitchen.', 'Are there any books on the shelf?'],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

/** A shorter hub course: conversation practice for the same learners. */
const SMALL_TALK: LibraryCourse = {
  name: 'Kalyna Hub: Small talk for beginners',
  description: 'Два уроки розмовної практики для рівня A1: погода та плани на вихідні.',
  courseLanguage: 'en',
  teachingLanguage: 'uk',
  level: 'a1',
  type: 'kalyna-hub',
  structure: [
    {
      name: 'Small talk',
      description: 'Короткі розмови на щодень.',
      lessons: [
        {
          name: 'The weather',
          description: 'Як говорити про погоду.',
          lessonSections: [
            {
              exercises: [
                {
                  type: 'match_the_words',
                  title: 'Weather words',
                  instruction: 'З’єднайте слова з перекладом.',
                  pairs: [
                    { left: 'sunny', right: 'сонячно' },
                    { left: 'rainy', right: 'дощова погода' },
                    { left: 'windy', right: 'вітряно' },
                    { left: 'cold', right: 'холодно' },
                  ],
                },
                {
                  type: 'choose_correct_option',
                  title: "What's the weather like?",
                  instruction: 'Оберіть слово, яке підходить.',
                  text: 'Take an umbrella. It [is raining*/is sunny]. It is very [hot*/cold] in July. In winter it [snows*/swims] in Kharkiv.',
                },
              ],
            },
          ],
        },
        {
          name: 'Weekend plans',
          description: 'Be going to для планів.',
          lessonSections: [
            {
              exercises: [
                {
                  type: 'fill_in_gaps',
                  title: 'Going to',
                  instruction: 'Вставте am, is або are.',
                  text: "I [am|'m] going to visit my grandmother. Sofiia [is|'s] going to play tennis. We [are|'re] going to watch a film.",
                },
                {
                  type: 'sort_sentences',
                  title: 'Plans for Saturday',
                  instruction: 'Розставте репліки по порядку.',
                  sentences: ['What are you going to do on Saturday?', "I'm going to see a concert.", 'Great! Who are you going with?', 'With my brother.'],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

export const LIBRARY_COURSES: readonly LibraryCourse[] = [ENGLISH_A1, SMALL_TALK];
