import { createRequire } from 'node:module';
import path from 'node:path';
import { containerName, sharedSingletons } from '../../webpack/federation.mjs';

// The test host: a page of its own that embeds ONE remote, found at runtime like the real host
// finds it, against the real API. The e2e suite serves it at /__test-host/ on the portal's origin.
const require = createRequire(import.meta.url);
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');

export const TEST_HOST_BASE = '/__test-host/';

export default {
  context: import.meta.dirname,
  mode: 'production',
  entry: { main: './src/index.ts' },
  output: {
    path: path.join(import.meta.dirname, 'dist'),
    publicPath: TEST_HOST_BASE,
    filename: '[name].js',
    chunkFilename: 'chunks/[name].[contenthash:8].js',
    uniqueName: containerName('test_host'),
    clean: true,
  },
  devtool: false,
  performance: { hints: false },
  resolve: {
    extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    conditionNames: ['evax-source', '...'],
    extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
  },
  module: {
    rules: [
      {
        test: /\.[cm]?[jt]sx?$/,
        exclude: /node_modules/,
        use: {
          loader: 'swc-loader',
          options: { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2020', transform: { react: { runtime: 'automatic' } } } },
        },
      },
    ],
  },
  plugins: [
    new ModuleFederationPlugin({ name: containerName('test_host'), dts: false, shared: sharedSingletons(), shareStrategy: 'loaded-first' }),
    new HtmlWebpackPlugin({ title: 'eVax test host', templateContent: '<!doctype html><html><head><meta charset="utf-8"><title>eVax test host</title></head><body><div id="root"></div></body></html>' }),
  ],
};
