import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { resetApp } from '../../../testing/test-utils.ts';
import type { GameTile as Tile } from '../api/games-api.ts';
import { GameTile } from './game-tile.tsx';

const tile = {
  id: '1',
  code: 'fruit-trio',
  name: 'Trio de Frutas',
  rtp: '96.4975',
  volatility: 'low',
  maintenance: false,
} as unknown as Tile;

beforeEach(resetApp);
afterEach(cleanup);

describe('game tile', () => {
  it('is named with everything it shows: the name, the exact RTP and the volatility', () => {
    renderWithProviders(<GameTile game={tile} onOpen={() => {}} />);
    expect(
      screen.getByRole('button', { name: /^Trio de Frutas\s*RTP 96,4975%\s*Volatilidade/ }),
    ).toBeTruthy();
  });
});
