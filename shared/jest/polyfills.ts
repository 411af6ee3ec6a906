import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks what react-router needs.
Object.assign(globalThis, { TextEncoder, TextDecoder });

/**
 * antd's forms schedule macro-tasks through a MessageChannel, which jsdom lacks; Node's keeps
 * jest from exiting. A timer-based pair of ports is enough for a message with no transfer.
 */
class TimerMessagePort {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  partner: TimerMessagePort | null = null;
  postMessage(data: unknown): void {
    setTimeout(() => this.partner?.onmessage?.({ data }), 0);
  }
  close(): void {}
}
class TimerMessageChannel {
  readonly port1 = new TimerMessagePort();
  readonly port2 = new TimerMessagePort();
  constructor() {
    this.port1.partner = this.port2;
    this.port2.partner = this.port1;
  }
}
Object.assign(globalThis, { MessageChannel: TimerMessageChannel });

// jsdom has no matchMedia; antd's responsive helpers (Grid, Layout.Sider breakpoints) need it.
// Tests see a desktop window: 1280 px wide.
const WINDOW_WIDTH = 1280;
function matchesWidth(query: string): boolean {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+)px/.exec(query);
  return (!min || WINDOW_WIDTH >= Number(min[1])) && (!max || WINDOW_WIDTH <= Number(max[1]));
}
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: matchesWidth(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// jsdom does not implement pseudo-elements: antd asks for them, keep the one-argument call.
const computeStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computeStyle(element);

// antd's tables and overflow menus observe sizes; jsdom has no layout, so nothing ever resizes.
class NoResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.assign(globalThis, { ResizeObserver: NoResizeObserver });
