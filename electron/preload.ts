// Runs sandboxed before the renderer; exposes only the read-only bridge, never Node or ipcRenderer.
import { contextBridge } from 'electron';
import { createDesktopBridge, DESKTOP_BRIDGE_KEY } from './desktop-bridge';

contextBridge.exposeInMainWorld(DESKTOP_BRIDGE_KEY, createDesktopBridge(process.platform));
