import { render, screen } from '@testing-library/react';
import { lazyComponent } from '../../src/ui/lazy-component';

describe('lazyComponent', () => {
  it('loads the module on first render, then shows its named component with the props', async () => {
    const load = jest.fn(async () => ({ Greeting: ({ name }: { name: string }) => <p>Hello {name}</p> }));
    const Greeting = lazyComponent<{ name: string }>(load, 'Greeting');
    expect(load).not.toHaveBeenCalled();

    render(<Greeting name="Salma" />);
    expect(await screen.findByText('Hello Salma')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
