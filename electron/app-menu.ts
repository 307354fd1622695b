import type { MenuItemConstructorOptions } from 'electron';

/** What the menu's own items do; each is the desktop app's, the rest are Electron's roles. */
export interface MenuActions {
  backUpNow(): void;
  restoreFromBackup(): void;
  openDataFolder(): void;
  openLogs(): void;
  showAbout(): void;
}

/**
 * The application menu: File holds the data commands, Help the about box and logs. Edit and View
 * are Electron's standard roles, so copy, paste and zoom work (on macOS only through the menu).
 */
export function buildAppMenu(actions: MenuActions, platform: string, productName: string): MenuItemConstructorOptions[] {
  const mac = platform === 'darwin';
  const appMenu: MenuItemConstructorOptions[] = mac
    ? [
        {
          label: productName,
          submenu: [
            { label: `About ${productName}`, click: () => actions.showAbout() },
            { type: 'separator' },
            { role: 'hide' },
            { role: 'hideOthers' },
            { role: 'unhide' },
            { type: 'separator' },
            { role: 'quit' },
          ],
        },
      ]
    : [];
  return [
    ...appMenu,
    {
      label: 'File',
      submenu: [
        { label: 'Back Up Database Now', click: () => actions.backUpNow() },
        { label: 'Restore from Backup…', click: () => actions.restoreFromBackup() },
        { type: 'separator' },
        { label: 'Open Data Folder', click: () => actions.openDataFolder() },
        ...(mac ? [] : [{ type: 'separator' } as const, { role: 'quit' } as const]),
      ],
    },
    { role: 'editMenu' },
    {
      label: 'View',
      submenu: [
        { role: 'reload' },
        { type: 'separator' },
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
      ],
    },
    { role: 'windowMenu' },
    {
      role: 'help',
      submenu: [
        { label: 'Show Logs', click: () => actions.openLogs() },
        ...(mac ? [] : [{ type: 'separator' } as const, { label: `About ${productName}`, click: () => actions.showAbout() }]),
      ],
    },
  ];
}
