import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { buildAppMenu, type MenuActions } from './app-menu';

function actions(): Record<keyof MenuActions, ReturnType<typeof vi.fn<() => void>>> {
  return {
    backUpNow: vi.fn<() => void>(),
    restoreFromBackup: vi.fn<() => void>(),
    openDataFolder: vi.fn<() => void>(),
    openLogs: vi.fn<() => void>(),
    showAbout: vi.fn<() => void>(),
  };
}

/** Every item with a label, as "Menu > Item", in order. */
function labelled(template: MenuItemConstructorOptions[], parent = ''): Array<{ path: string; item: MenuItemConstructorOptions }> {
  return template.flatMap((item) => {
    const name = item.label ?? item.role ?? '';
    const here = parent ? `${parent} > ${name}` : name;
    const children = Array.isArray(item.submenu) ? labelled(item.submenu, here) : [];
    return item.label ? [{ path: here, item }, ...children] : children;
  });
}

function click(template: MenuItemConstructorOptions[], path: string): void {
  const found = labelled(template).find((entry) => entry.path === path);
  if (!found?.item.click) throw new Error(`no clickable item ${path}`);
  (found.item.click as () => void)();
}

describe('application menu', () => {
  it.each(['linux', 'win32'])('on %s has the data commands under File and about and logs under Help', (platform) => {
    const template = buildAppMenu(actions(), platform, 'Citewise');

    expect(labelled(template).map((entry) => entry.path)).toEqual([
      'File',
      'File > Back Up Database Now',
      'File > Restore from Backup…',
      'File > Open Data Folder',
      'View',
      'help > Show Logs',
      'help > About Citewise',
    ]);
  });

  it('on macOS puts about in the app menu', () => {
    const template = buildAppMenu(actions(), 'darwin', 'Citewise');

    expect(labelled(template).map((entry) => entry.path)).toEqual([
      'Citewise',
      'Citewise > About Citewise',
      'File',
      'File > Back Up Database Now',
      'File > Restore from Backup…',
      'File > Open Data Folder',
      'View',
      'help > Show Logs',
    ]);
  });

  it('runs each command’s action when clicked', () => {
    const handlers = actions();
    const template = buildAppMenu(handlers, 'linux', 'Citewise');

    click(template, 'File > Back Up Database Now');
    click(template, 'File > Restore from Backup…');
    click(template, 'File > Open Data Folder');
    click(template, 'help > Show Logs');
    click(template, 'help > About Citewise');

    for (const action of Object.values(handlers)) expect(action).toHaveBeenCalledTimes(1);
  });

  it('offers quit on every platform and no developer tools', () => {
    for (const platform of ['linux', 'win32', 'darwin']) {
      const roles = JSON.stringify(buildAppMenu(actions(), platform, 'Citewise'));
      expect(roles).toContain('"role":"quit"');
      expect(roles).not.toMatch(/toggleDevTools|forceReload/i);
    }
  });
});
