import { createConfig } from '../../webpack/create-config.mjs';

// The test host: a page of its own that embeds ONE remote, found at runtime like the real host
// finds it, against the real API. The e2e suite serves it at /__test-host/ on the portal's origin.
export default createConfig({ packageUrl: import.meta.url, name: 'test_host', title: 'eVax test host', host: true, publicPath: '/__test-host/' });
