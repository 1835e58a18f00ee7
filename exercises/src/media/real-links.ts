import type { EmbedType } from '../types.js';

/**
 * Links to the embedded sites as they appear in the wild, each with where it was found, so the
 * parsers (embeds.ts) are tested against what teachers really paste rather than against forms
 * we imagined. Collected from public repositories (issue 20): lesson pages, course data,
 * READMEs and other projects' embed tests. A `source` naming a repository and path points at
 * that file; "search index id" names a public GitHub file found by searching the public code
 * index for the site's address (the index gives no repository for those hits).
 *
 * `refused` entries are real links that cannot become a frame, with the reason.
 */
export interface RealLink {
  type: EmbedType;
  link: string;
  source: string;
}

export interface RefusedRealLink extends RealLink {
  reason: string;
}

const EMBERA = 'github.com/mpratt/Embera tests/Embera/Provider';
const indexed = (id: number, searched: string) => `public GitHub file, search index id ${id} (searched for "${searched}")`;

export const REAL_LINKS: readonly RealLink[] = [
  // YouTube and Vimeo (the video type)
  { type: 'video', link: 'https://www.youtube.com/watch?v=9bZkp7q19f0', source: `${EMBERA}/YoutubeTest.php` },
  { type: 'video', link: 'http://youtube.com/watch?v=J---aiyznGQ', source: `${EMBERA}/YoutubeTest.php` },
  { type: 'video', link: 'https://www.youtube.com/watch?v=xVrJ8DxECbg&list=PLwnD0jwK0yymXOCl82nqdTdxe0ykVDcPW&index=1', source: `${EMBERA}/YoutubeTest.php` },
  { type: 'video', link: 'https://m.youtube.com/watch?v=mghhLqu31cQ', source: `${EMBERA}/YoutubeTest.php` },
  { type: 'video', link: 'http://youtube.com/embed/mghhLqu31cQ', source: `${EMBERA}/YoutubeTest.php` },
  { type: 'video', link: 'http://youtu.be/mghhLqu31cQ', source: `${EMBERA}/YoutubeTest.php` },
  { type: 'video', link: 'https://youtube.com/shorts/K4F4vTg87Xg?feature=share', source: indexed(52284096890, 'youtube.com/shorts/') },
  { type: 'video', link: 'https://youtu.be/SyQi3gH-Ol4?si=abc', source: indexed(71647074215, 'youtube.com/shorts/') },
  { type: 'video', link: 'https://vimeo.com/375646424', source: `${EMBERA}/VimeoTest.php` },
  { type: 'video', link: 'http://vimeo.com/groups/shortfilms/videos/66185763', source: `${EMBERA}/VimeoTest.php` },
  { type: 'video', link: 'https://vimeo.com/showcase/9059922/video/651517195', source: indexed(56135070852, 'vimeo.com/showcase/') },
  { type: 'video', link: 'https://vimeo.com/manage/videos/819970794', source: indexed(45308279043, 'vimeo.com/manage/videos/') },
  { type: 'video', link: 'https://vimeo.com/manage/videos/983128257/a66f38d337', source: indexed(16036578918, 'vimeo.com/manage/videos/') },
  { type: 'video', link: 'https://player.vimeo.com/video/195975354?h=dee66404ac', source: indexed(8260779009, 'player.vimeo.com/video/') },
  {
    type: 'video',
    link: '<iframe src="https://player.vimeo.com/video/527623450?badge=0&amp;autopause=0&amp;player_id=0" frameborder="0" allowfullscreen></iframe>',
    source: indexed(7926564, 'player.vimeo.com/video/'),
  },

  // Streamable
  { type: 'streamable', link: 'https://streamable.com/si8d', source: `${EMBERA}/StreamableTest.php` },
  { type: 'streamable', link: 'http://streamable.com/a7wj/', source: `${EMBERA}/StreamableTest.php` },
  { type: 'streamable', link: 'http://streamable.com/dgn9?query=string', source: `${EMBERA}/StreamableTest.php` },
  { type: 'streamable', link: 'https://streamable.com/e/q1oq9f?muted=1&nocontrols=1', source: indexed(26723148819, 'streamable.com/') },
  {
    type: 'streamable',
    link: '<iframe src="https://streamable.com/e/t7i2ot?autoplay=1" frameborder="0" width="100%" height="100%" allowfullscreen></iframe>',
    source: indexed(11932735974, 'streamable.com/'),
  },

  // Wordwall
  { type: 'wordwall_integration', link: 'https://wordwall.net/resource/36022113', source: indexed(34116634327, 'wordwall.net/resource/') },
  { type: 'wordwall_integration', link: 'https://wordwall.net/resource/86438051/sketch-it-up-deck-2', source: indexed(56217567082, 'wordwall.net/resource/') },
  { type: 'wordwall_integration', link: 'https://wordwall.net/resource/36022113/task-1-vocabulary#', source: indexed(21365088373, 'wordwall.net/resource/3') },
  { type: 'wordwall_integration', link: 'https://wordwall.net/resource/32975/english/telling-time', source: indexed(3224106612, 'wordwall.net/resource/3') },
  { type: 'wordwall_integration', link: 'https://wordwall.net/resource/391584/francese/la-n%C3%A9gation', source: indexed(71132738561, 'wordwall.net/resource/3') },
  { type: 'wordwall_integration', link: 'https://wordwall.net/resource/57658f0b3d9b4515b8df3df9b939d23f', source: indexed(2969500387, 'wordwall.net/resource/') },
  { type: 'wordwall_integration', link: 'https://wordwall.net/resource/9b2894f2dd12456cae7777ab904c0ab7', source: indexed(2868346777, 'wordwall.net/resource/') },
  { type: 'wordwall_integration', link: 'https://wordwall.net/play/26265/102/803', source: indexed(44665554946, 'wordwall.net/play/') },
  { type: 'wordwall_integration', link: 'https://wordwall.net/play/91771/646/910', source: indexed(58567177870, 'wordwall.net/play/') },
  {
    type: 'wordwall_integration',
    link: 'https://wordwall.net/embed/4170af7a0b134f80ba77aa6260dd48f2?themeId=3&templateId=5&fontStackId=0',
    source: 'public GitHub Markdown "Quick Start Guide - Game Embedding System" (code search: wordwall.net/resource english iframe embed themeId templateId)',
  },

  // Quizlet
  { type: 'quizlet_integration', link: 'http://quizlet.com/43729824/conceptual-physics-final-review-part-1-flash-cards/', source: 'github.com/itteco/iframely plugins/domains/quizlet.com.js' },
  { type: 'quizlet_integration', link: 'https://quizlet.com/74274924/flashcards', source: 'github.com/itteco/iframely plugins/domains/quizlet.com.js' },
  { type: 'quizlet_integration', link: 'https://quizlet.com/141059966/learn', source: 'github.com/itteco/iframely plugins/domains/quizlet.com.js' },
  { type: 'quizlet_integration', link: 'https://quizlet.com/43729824/scatter', source: 'github.com/itteco/iframely plugins/domains/quizlet.com.js' },
  { type: 'quizlet_integration', link: 'https://quizlet.com/43729824/gravity', source: 'github.com/itteco/iframely plugins/domains/quizlet.com.js' },
  { type: 'quizlet_integration', link: 'https://quizlet.com/43729824/test', source: 'github.com/itteco/iframely plugins/domains/quizlet.com.js' },
  { type: 'quizlet_integration', link: 'https://quizlet.com/gb/248771693/computer-science-flash-cards/', source: indexed(19999298072, 'quizlet.com/gb/') },
  { type: 'quizlet_integration', link: 'https://quizlet.com/ua/1130232323/work-flash-cards/', source: indexed(38141093738, 'quizlet.com/ua/') },
  { type: 'quizlet_integration', link: 'https://quizlet.com/433933862/flashcards/embed?i=2cxqxx&x=1jj1', source: indexed(3099795157, '/flashcards/embed?i=') },
  {
    type: 'quizlet_integration',
    link: '<iframe src="https://quizlet.com/845139638/flashcards/embed?i=35mna1&x=1jj1" height="500" width="100%" style="border:0"></iframe>',
    source: indexed(15663499508, '/flashcards/embed?i='),
  },

  // LearningApps
  { type: 'learningapps_integration', link: 'http://learningapps.org/2965588', source: `${EMBERA}/LearningAppsTest.php` },
  { type: 'learningapps_integration', link: 'https://www.learningapps.org/4823010', source: `${EMBERA}/LearningAppsTest.php` },
  { type: 'learningapps_integration', link: 'https://learningapps.org/view2946634', source: `${EMBERA}/LearningAppsTest.php` },
  { type: 'learningapps_integration', link: 'https://learningapps.org/view4311115', source: indexed(67105134952, 'learningapps.org/view') },
  { type: 'learningapps_integration', link: 'https://learningapps.org/watch?v=pzw3a4h6a18', source: indexed(35829006822, 'learningapps.org/watch?v=') },
  { type: 'learningapps_integration', link: 'https://learningapps.org/watch?v=ptu8z0cwa19', source: indexed(5942943655, 'learningapps.org/watch?v=') },
  { type: 'learningapps_integration', link: 'https://learningapps.org/display?v=pibs0sxdj25', source: indexed(63513433499, 'learningapps.org/display?v=') },
  { type: 'learningapps_integration', link: 'https://learningapps.org/display?v=p49mdzdit26', source: indexed(53922922437, 'learningapps.org/display?v=') },
  { type: 'learningapps_integration', link: 'https://learningapps.org/show?v=pibs0sxdj25', source: `the form from ${indexed(61578472333, 'learningapps.org/display?v=')} (a Moodle plugin's help listing display?v=, show?v=, view<number> and watch?v= as what teachers paste), with the app code of the display?v= entry above` },
  { type: 'learningapps_integration', link: 'https://learningapps.org/watch?app=2975793', source: indexed(39761967853, 'learningapps.org/watch?app=') },
  {
    type: 'learningapps_integration',
    link: '<iframe src="https://learningapps.org/watch?app=21709772" style="border:0px;width:100%;height:500px" allowfullscreen="true" webkitallowfullscreen="true" mozallowfullscreen="true"></iframe>',
    source: indexed(67201782026, 'learningapps.org/watch?app='),
  },

  // Miro
  { type: 'miro_integration', link: 'https://miro.com/app/board/uXjVIHGY4-A=/', source: indexed(31234837183, 'miro.com/app/board/') },
  { type: 'miro_integration', link: 'https://miro.com/app/board/uXjVPTCFYjs=/?share_link_id=895684934918', source: indexed(47879354518, 'miro.com/app/board/') },
  { type: 'miro_integration', link: 'https://miro.com/app/board/uXjVKvTN_NQ=/?moveToWidget=3458764595831018749', source: indexed(10526970238, 'miro.com/app/board/') },
  { type: 'miro_integration', link: 'https://miro.com/app/board/o9J_lUZR3L4=/', source: indexed(38735822203, 'miro.com/app/board/') },
  { type: 'miro_integration', link: 'https://miro.com/app/live-embed/uXjVLhqvBUA=/?moveToViewport=-464,-292,926,584&embedId=358431434424', source: 'github.com/Saptorsi2005/CureCom src/components/MiroBoard.jsx' },
  { type: 'miro_integration', link: 'https://miro.com/app/live-embed/uXjVIzIu7OA=/?autoplay=true&embedMode=view_only', source: 'github.com/amanashutosh6998/ebony-ivory-gallery src/components/MiroEmbed.tsx' },
  { type: 'miro_integration', link: 'https://miro.com/app/embed/uXjVLWSKjFE=/?pres=1&frameId=3458764602344774073&embedId=395755079405', source: 'github.com/alaude01/me components/iframe/MiroEmbed.tsx' },

  // Figma
  { type: 'figma', link: 'https://www.figma.com/file/2oGA2ADNXOYWnlBI47UN3R/Safe-Return-(Community)', source: `${EMBERA}/FigmaTest.php` },
  { type: 'figma', link: 'https://figma.com/file/e9z7p5lisUPmRe9z7p5lisUPm/FileName', source: 'github.com/maxmartynov/figma-plugin-copy-prototype-link README.md' },
  { type: 'figma', link: 'https://www.figma.com/design/z5qZnFX6vkOKlWrVKzdoFR?node-id=513-1895', source: indexed(71651199176, 'figma.com/design/') },
  { type: 'figma', link: 'https://www.figma.com/design/mUdxnCauAqnQZ2SSMUl3O6/%EC%A0%9C%EB%AA%A9-%EC%97%86%EC%9D%8C?node-id=2-48&m=dev', source: indexed(18211270571, 'figma.com/design/') },
  { type: 'figma', link: 'https://www.figma.com/design/OYkYP4pC9jwS7j2qafwmiv/branch/m5vQUe1j796fuQ64nLwEei/Design-System-Library', source: indexed(54670822181, 'figma.com/design/') },
  { type: 'figma', link: 'https://www.figma.com/proto/HsNAn1JTvE8DACXGxW2eAJ/FOREST%E3%82%A2%E3%83%97%E3%83%AA?node-id=261-1415&t=yAT8SZjEgCPdPzKP-1', source: 'public GitHub TSX page "FigmaPrototypePage" (code search: figma.com/proto node-id starting-point-node-id)' },
  { type: 'figma', link: 'https://embed.figma.com/board/AxyiHiWrTQ8Due62nq1AGO/Garden-Recall-UI?node-id=0-1&embed-host=share', source: indexed(15982623943, 'embed.figma.com/') },
  { type: 'figma', link: 'https://embed.figma.com/design/ChqS2fTMUBsrs9jbTP3mew/Intranet?node-id=1026-4&embed-host=share', source: indexed(43599719023, 'embed.figma.com/') },
  { type: 'figma', link: 'https://embed.figma.com/proto/CbqocIqoua2b9Xoc1GEVxK/Eclipse-Soundscapes?page-id=0%3A1&node-id=144-1643', source: indexed(31273324153, 'embed.figma.com/') },
];

export const REFUSED_REAL_LINKS: readonly RefusedRealLink[] = [
  {
    type: 'video',
    link: 'http://www.youtube.com/playlist?list=PLSL0f2Dh_snCsLgQ3J319RYQyctRlfJFc',
    source: `${EMBERA}/YoutubeTest.php`,
    reason: 'a playlist, not a video: the exercise shows one video',
  },
  {
    type: 'quizlet_integration',
    link: 'https://quizlet.com/_dfd57j?x=1jqt&i=52phg',
    source: indexed(2638888423, 'quizlet.com/_'),
    reason: "a short share link names no set; Quizlet's embed needs the set's number, which only Quizlet's server could tell",
  },
  {
    type: 'learningapps_integration',
    link: 'https://www.learningapps.org/nonnumericpath',
    source: `${EMBERA}/LearningAppsTest.php`,
    reason: 'no app in it',
  },
  { type: 'streamable', link: 'http://streamable.com/', source: `${EMBERA}/StreamableTest.php`, reason: 'the home page' },
  { type: 'figma', link: 'https://www.figma.com', source: `${EMBERA}/FigmaTest.php`, reason: 'the home page' },
];
