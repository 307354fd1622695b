// Makes sure Electron's binary is present before `electron .` runs (npm run desktop).
// The electron package's install script is not run at `npm install` (package.json "allowScripts"
// denies it, so installs work offline); on a machine with internet this fetches the binary the
// first time the desktop app is started, using the package's own installer.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const electronDir = path.dirname(createRequire(import.meta.url).resolve('electron/package.json'));
const { version } = JSON.parse(readFileSync(path.join(electronDir, 'package.json'), 'utf8'));

// Mirrors how the electron package finds its binary (node_modules/electron/index.js).
function binaryPresent() {
  const pathFile = path.join(electronDir, 'path.txt');
  const executable = existsSync(pathFile) ? readFileSync(pathFile, 'utf8') : undefined;
  if (process.env.ELECTRON_OVERRIDE_DIST_PATH) {
    return existsSync(path.join(process.env.ELECTRON_OVERRIDE_DIST_PATH, executable || 'electron'));
  }
  return executable !== undefined && existsSync(path.join(electronDir, 'dist', executable));
}

function failureReason(install) {
  if (install.error) return install.error.message;
  if (install.status !== 0) return `the installer exited with ${install.status ?? install.signal}`;
  return 'the installer finished without a binary (is ELECTRON_SKIP_BINARY_DOWNLOAD set?)';
}

if (!binaryPresent()) {
  console.log(`Electron ${version} is not downloaded yet; fetching it once (about 100 MB)...`);
  const install = spawnSync(process.execPath, [path.join(electronDir, 'install.js')], {
    cwd: electronDir,
    stdio: 'inherit',
  });

  if (install.status !== 0 || !binaryPresent()) {
    console.error(
      [
        '',
        `Could not download Electron ${version}: ${failureReason(install)}.`,
        'The desktop app needs it once; it comes from GitHub, or from ELECTRON_MIRROR when set.',
        `Check the internet connection (or proxy), then run: node ${path.relative(process.cwd(), path.join(electronDir, 'install.js'))}`,
        'The web version runs without Electron: npm start',
      ].join('\n'),
    );
    process.exit(1);
  }
  console.log(`Electron ${version} is ready.`);
}
