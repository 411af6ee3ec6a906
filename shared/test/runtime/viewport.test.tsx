import { act, render, screen } from '@testing-library/react';
import { screensFor, throttle, useScreens } from '@evax/shared/runtime';

describe('breakpoints and resize throttle (spec 1 §9)', () => {
  afterEach(() => jest.useRealTimers());

  it('reaches sm at 576, md at 768, lg at 992, xl at 1200', () => {
    expect(screensFor(575)).toEqual({ sm: false, md: false, lg: false, xl: false });
    expect(screensFor(576)).toEqual({ sm: true, md: false, lg: false, xl: false });
    expect(screensFor(768)).toMatchObject({ md: true, lg: false });
    expect(screensFor(992)).toMatchObject({ lg: true, xl: false });
    expect(screensFor(1200)).toMatchObject({ xl: true });
  });

  it('throttles to one call per 200 ms, the last of a burst included', () => {
    jest.useFakeTimers();
    const run = jest.fn();
    const throttled = throttle(run, 200);
    throttled(1);
    throttled(2);
    throttled(3);
    expect(run.mock.calls).toEqual([[1]]);
    jest.advanceTimersByTime(199);
    expect(run).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(run.mock.calls).toEqual([[1], [3]]);
  });

  it('useScreens follows window resizes after the throttle', () => {
    jest.useFakeTimers();
    const Probe = () => <span>{useScreens().md ? 'wide' : 'narrow'}</span>;
    window.innerWidth = 1024;
    render(<Probe />);
    expect(screen.getByText('wide')).toBeInTheDocument();

    act(() => {
      window.innerWidth = 1000;
      window.dispatchEvent(new Event('resize'));
      window.innerWidth = 400;
      window.dispatchEvent(new Event('resize'));
    });
    act(() => void jest.advanceTimersByTime(200));
    expect(screen.getByText('narrow')).toBeInTheDocument();
  });
});
