// Run before `npm run dist`: electron-builder rebuilds native modules for Electron with
// @electron/rebuild 4, which needs Node 22.12 or newer, so an older Node is told so before the build.
import { fileURLToPath } from 'node:url';

export const INSTALLER_NODE = '22.12';

/** Whether this Node version (as in process.versions.node) can build the installers. */
export function buildsInstallers(version) {
  const [major, minor] = version.split('.').map(Number);
  const [needMajor, needMinor] = INSTALLER_NODE.split('.').map(Number);
  return major > needMajor || (major === needMajor && minor >= needMinor);
}

if (process.argv[1] === fileURLToPath(import.meta.url) && !buildsInstallers(process.versions.node)) {
  console.error(
    `Building the desktop installers needs Node.js ${INSTALLER_NODE} or newer (electron-builder's native rebuild); this is ${process.version}.\n` +
      'Everything else (npm start, npm test, npm run desktop) works on Node 20.19 or newer.',
  );
  process.exit(1);
}
