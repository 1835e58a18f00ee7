import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState, type ComponentType } from 'react';
import { ThemeProvider } from 'styled-components';
import { buildTheme } from '@school/shared';
import type { ContentOf } from '../contract.js';
import { loadEditor } from '../editors/index.js';
import type { EditorErrors, EditorProps } from '../editors/types.js';
import type { ImplementedType } from '../registry.js';

/**
 * Renders a type's editor (loaded as the page loads it) inside a parent that holds the value,
 * as a real form would; `latest()` is the last value the editor reported.
 */
export async function renderEditor<T extends ImplementedType>(type: T, initial: ContentOf<T>, errors?: EditorErrors) {
  const Editor = await loadEditor(type);
  let current = initial;
  function Harness({ Component }: { Component: ComponentType<EditorProps<T>> }) {
    const [value, setValue] = useState(initial);
    return (
      <Component
        value={value}
        errors={errors}
        onChange={(next) => {
          current = next;
          setValue(next);
        }}
      />
    );
  }
  const user = userEvent.setup();
  const view = render(
    <ThemeProvider theme={buildTheme()}>
      <Harness Component={Editor} />
    </ThemeProvider>,
  );
  return { user, ...view, latest: () => current };
}
