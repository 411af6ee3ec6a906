import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchBox } from '@evax/shared/ui';
import { renderInApp, setupI18n } from '../../jest/render';

function renderBox(props: Partial<Parameters<typeof SearchBox>[0]> = {}) {
  setupI18n('en');
  const onSearch = jest.fn();
  renderInApp(<SearchBox value="" onSearch={onSearch} {...props} />);
  return { onSearch, box: screen.getByRole('textbox', { name: 'Search…' }) };
}

describe('SearchBox (spec 1 §2.4)', () => {
  it('keeps digits only by default and searches on the button and on Enter', async () => {
    const { onSearch, box } = renderBox();
    await userEvent.type(box, '12ab3');
    expect(box).toHaveValue('123');

    await userEvent.click(screen.getByRole('button', { name: /search/i }));
    expect(onSearch).toHaveBeenLastCalledWith('123');
    await userEvent.type(box, '4{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('1234');
  });

  it('accepts any text when numeric-only is off, trimmed', async () => {
    const { onSearch, box } = renderBox({ numericOnly: false });
    await userEvent.type(box, ' Polio 3 {Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('Polio 3');
  });

  it('keeps only the characters of a pattern', async () => {
    const { box } = renderBox({ pattern: /[A-Z]/ });
    await userEvent.type(box, 'aB1C');
    expect(box).toHaveValue('BC');
  });

  it('stops at the maximum length', async () => {
    const { box } = renderBox({ maxLength: 4 });
    expect(box).toHaveAttribute('maxlength', '4');
    await userEvent.type(box, '123456');
    expect(box).toHaveValue('1234');
  });

  it('clear empties the box and searches the empty text (removed from the query by the table)', async () => {
    setupI18n('en');
    const onSearch = jest.fn();
    renderInApp(<SearchBox value="42" onSearch={onSearch} />);
    expect(screen.getByRole('textbox', { name: 'Search…' })).toHaveValue('42');

    await userEvent.click(screen.getByRole('button', { name: /clear/i }));

    expect(screen.getByRole('textbox', { name: 'Search…' })).toHaveValue('');
    expect(onSearch).toHaveBeenLastCalledWith('');
  });

  it('has the clear button disabled when there is nothing to clear', () => {
    renderBox();
    expect(screen.getByRole('button', { name: /clear/i })).toBeDisabled();
  });
});

describe('SearchBox on a phone (issue 30)', () => {
  afterEach(() => Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 }));

  it('keeps the buttons as icons named for screen readers, the field keeping the room', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
    const { onSearch, box } = renderBox({ value: '12' });
    const clear = screen.getByRole('button', { name: 'Clear' });
    expect(clear).not.toHaveTextContent('Clear');
    expect(screen.getByRole('button', { name: 'Search' })).not.toHaveTextContent('Search');
    await userEvent.click(clear);
    expect(box).toHaveValue('');
    expect(onSearch).toHaveBeenLastCalledWith('');
  });
});
