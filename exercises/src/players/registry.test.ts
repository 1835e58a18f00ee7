import { CHECKABLE_TYPES } from '../types.js';
import { loadPlayer } from './index.js';

describe('loadPlayer', () => {
  it.each(CHECKABLE_TYPES)('loads a player component for %s', async (type) => {
    const Player = await loadPlayer(type);
    expect(typeof Player).toBe('function');
  });

  it('loads each type once into its own component', async () => {
    const players = await Promise.all(CHECKABLE_TYPES.map((type) => loadPlayer(type)));
    expect(new Set(players).size).toBe(CHECKABLE_TYPES.length);
  });
});
