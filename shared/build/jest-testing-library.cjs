// `findBy…` and `waitFor` wait for a condition; their deadline only bounds how long a failing
// test takes. The suite must pass on a two-core machine busy with something else, where a
// time-sliced React render (a transition) can take well over the library's 1 s default.
const { configure } = require('@testing-library/dom');

configure({ asyncUtilTimeout: 5000 });
