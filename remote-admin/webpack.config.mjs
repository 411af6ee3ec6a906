import { createConfig } from '../webpack/create-config.mjs';

export default createConfig({ packageUrl: import.meta.url, name: 'admin', title: 'eVax · admin' });
