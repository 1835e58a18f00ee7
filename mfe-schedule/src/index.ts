// The asynchronous boundary lets Module Federation negotiate the shared singletons
// (React, styled-components, @school/shared, ...) before any of them is evaluated.
void import('./bootstrap');
