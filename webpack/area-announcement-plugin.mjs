import fs from 'node:fs';
import path from 'node:path';

/**
 * Ships the remote's `area.json` (what it announces to the host before its code loads: path
 * prefixes and permissions) beside its manifest, from the package's own file, which the remote's
 * module test keeps equal to its descriptor. A missing file fails the build.
 */
export class AreaAnnouncementPlugin {
  constructor(packageDir) {
    this.file = path.join(packageDir, 'area.json');
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('AreaAnnouncementPlugin', (compilation) => {
      compilation.fileDependencies.add(this.file);
      compilation.hooks.processAssets.tap({ name: 'AreaAnnouncementPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const text = fs.readFileSync(this.file, 'utf8');
        JSON.parse(text); // fails the build on a broken file rather than the portal at runtime
        compilation.emitAsset('area.json', new sources.RawSource(text));
      });
    });
  }
}
