import { createConfig } from '../webpack/create-config.mjs';
import { createSignInPageConfig } from '../webpack/create-sign-in-page-config.mjs';

const shell = createConfig({ packageUrl: import.meta.url, name: 'host', title: 'eVax' });

// The production build adds the light sign-in page (served at /auth/login); the development
// server keeps the shell's own login page, which in-app navigation to /auth/login shows anyway.
export default (env, argv) =>
  argv.mode === 'production'
    ? [{ name: 'shell', ...shell(env, argv) }, createSignInPageConfig({ packageUrl: import.meta.url, dependsOn: 'shell' })]
    : shell(env, argv);
