import path from 'node:path';
import { render } from '@testing-library/react';
import { theme } from 'antd';
import { AppProviders } from '@evax/shared/ui';
import { sourceFiles } from '../../shared/jest/source-files';

const COLOUR = /#[0-9a-f]{3,8}\b|rgba?\(|hsla?\(/i;

/**
 * Where a colour may be written by hand: what draws before antd or without it (the splash, the
 * page skeleton shown while a chunk loads, the offline page and its artwork), the toasts' colours the spec gives, and the developer galleries.
 */
const OUTSIDE_THE_THEME = [
  'feedback/splash.ts',
  'feedback/PageLoading.tsx',
  'feedback/OfflinePage.tsx',
  'feedback/OfflineArtwork.tsx',
  'feedback/toast-style.ts',
  'feedback/ToastRenderer.tsx',
  'dev/',
];

describe('theme colours', () => {
  it('the host writes no colour by hand: it takes them from the theme tokens', () => {
    const src = path.join(__dirname, '../src');
    const handWritten = sourceFiles(src)
      .map(({ file, text }) => ({ file: path.relative(src, file), text }))
      .filter(({ file }) => !OUTSIDE_THE_THEME.some((allowed) => file.startsWith(allowed)))
      .flatMap(({ file, text }) =>
        text
          .split('\n')
          .filter((line) => COLOUR.test(line))
          .map((line) => `${file}: ${line.trim()}`),
      );
    expect(handWritten).toEqual([]);
  });

  it('links take the theme colour, not antd’s default blue', () => {
    let token: ReturnType<typeof theme.useToken>['token'] | undefined;
    const Probe = () => {
      token = theme.useToken().token;
      return null;
    };
    render(
      <AppProviders>
        <Probe />
      </AppProviders>,
    );
    expect(token?.colorLink).toBe(token?.colorPrimary);
  });
});
