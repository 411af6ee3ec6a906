import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code (and the antd parts it uses) loads on first render: every package
 * imports @evax/shared/ui, so what it exports eagerly weighs on the login page. Until then it
 * shows `fallback` (nothing by default).
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<Record<string, unknown>>,
  name: string,
  fallback: ReactNode = null,
): ComponentType<Props> {
  const Loaded = lazy(async () => ({ default: (await load())[name] as ComponentType<Props> }));
  function LazyComponent(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  LazyComponent.displayName = `Lazy(${name})`;
  return LazyComponent;
}
